/// What `import json` found wrong in a scene document, with the values it found; ``ScriptError``
/// places it at the value's line and column (``ScriptError/Kind/json(line:_:)``), and
/// ``description`` is its text. Reasons that come from Foundation's decoder and parser, or from
/// the checks every door shares, are held as their text.
public enum JSONProblem: Equatable, Sendable, CustomStringConvertible {
    /// The file passed the import budget (its size in bytes).
    case overBudget(budget: Int)
    /// The text is not JSON.
    case notValidJSON(Syntax)
    /// `"format"` is not meshplay's (nil: missing): the file is not a scene document.
    case notAScene(format: String?)
    /// `"version"` is one this meshplay does not read (nil: missing), and the newest it reads.
    case unreadVersion(Int?, newest: Int)
    /// A number its field cannot hold (300 for a colour channel): the value's path (empty at
    /// the top) and why, from ``SceneDocument/misfitNumber(in:interruption:)``.
    case misfitNumber(path: String, why: String)
    /// A number does not fit its field, in a file too large to be searched for it.
    case misfitUnsearched(searchBytes: Int)
    /// A value that is missing, of the wrong kind or refused: its path (nil: the whole document).
    case value(at: String?, Reason)

    /// Why the text is not JSON.
    public enum Syntax: Equatable, Sendable {
        /// A word that is not `true`, `false` or `null`.
        case badWord(String)
        /// The text ends inside an array or object (its kind), opened at that line and column.
        case unclosed(String, line: Int, column: Int)
        case empty
        /// The parser's own reason.
        case parser(String)
    }

    /// What is wrong with a value.
    public enum Reason: Equatable, Sendable {
        /// A key the object (or the document) lacks.
        case missingKey(String)
        /// The kind the value should be (`a number`) and, when found, the kind it is.
        case shouldBe(String, found: String?)
        /// A refusal in words: the decoder's or the shared checks' message.
        case refused(String)
    }

    public var description: String {
        switch self {
        case let .overBudget(budget): return "the file is larger than the JSON import budget of \(ScriptError.bytesText(budget))"
        case let .notValidJSON(syntax): return "not valid JSON: " + Self.text(of: syntax)
        case let .notAScene(format):
            return "not a meshplay scene: \"format\" is \(format.map { "\"\($0)\"" } ?? "missing"), not \"\(SceneDocument.formatName)\""
        case let .unreadVersion(version, newest):
            return "scene format version \(version.map(String.init) ?? "missing") is not one this meshplay reads (1…\(newest))"
        case let .misfitNumber(path, why): return path.isEmpty ? why : path + " " + why
        case let .misfitUnsearched(searchBytes):
            return "a number does not fit the field that reads it (a whole number where one is needed, "
                + "0…255 for a colour channel); files over \(ScriptError.bytesText(searchBytes)) are not searched for it"
        case let .value(path, reason): return Self.text(of: reason, at: path)
        }
    }

    private static func text(of syntax: Syntax) -> String {
        switch syntax {
        case let .badWord(word): return "'\(word.controlsEscaped)' is not a JSON value: the words are true, false and null"
        case let .unclosed(kind, line, column):
            return "unexpected end of file: the \(kind) opened at line \(line), column \(column) is not closed"
        case .empty: return "the file is empty"
        case let .parser(text): return text
        }
    }

    /// The reason after the value's path (`scene.size: …`); a reason starting "should be"
    /// follows the path as a sentence, and the whole document is named only then.
    private static func text(of reason: Reason, at path: String?) -> String {
        let why: String
        switch reason {
        case let .missingKey(key): why = "\"\(key)\" is missing" + (path == nil ? " from the document" : "")
        case let .shouldBe(kind, found): why = "should be \(kind)" + (found.map { ", not \($0)" } ?? "")
        case let .refused(text): why = text
        }
        if why.hasPrefix("should be") { return (path ?? "the document") + " " + why }
        return path.map { $0 + ": " + why } ?? why
    }
}
