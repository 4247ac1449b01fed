import MeshEngine

/// What `import` found wrong in an OBJ file, with the values it found; ``ScriptError`` places
/// it at its line and column (``ScriptError/Kind/obj(line:_:)``), and ``description`` is its text.
/// Tokens quoted from the file are held cut to a message's length (``Swift/String/messageToken``),
/// so an error about a 10 MB word does not hold the word.
public enum OBJProblem: Equatable, Sendable, CustomStringConvertible {
    /// The file passed the import budget (its size in bytes).
    case overBudget(budget: Int)
    /// A NUL byte: a binary file (STL, glTF, .blend), never OBJ text.
    case binary
    /// A byte that starts no UTF-8 character, outside the names that may hold one.
    case notUTF8(byte: UInt8)
    /// A word of a `v`, `vt` or `vn` line that is not a finite number.
    case notANumber(String, in: Statement)
    /// A `v`, `vt` or `vn` line with a count of numbers it does not take.
    case numberCount(Int, in: Statement)
    /// An `f` line with fewer than 3 corners: how many it has.
    case tooFewCorners(Int)
    /// A corner with more than three `/`-separated parts.
    case notACorner(String)
    /// A corner one of whose parts is not an index (a word, or 0).
    case notAnIndex(corner: String, part: String, of: Element)
    /// A corner naming an element past those read so far: the index as written and how many there were.
    case noSuchElement(Element, index: Int, count: Int)
    /// A `# meshplay …` line that does not say what its keyword needs.
    case badDirective(Directive)
    /// A file with no vertices and no faces (the file's name as typed), and the statements it
    /// held that import skips, in order of first appearance, with their counts.
    case noGeometry(file: String, skipped: [Skipped])
    /// A `# meshplay w` line naming a face past the file's faces, and how many there are.
    case noSuchWeightedFace(face: Int, count: Int)
    /// A number that puts a vertex past ±1e12, as written; `suggestFit` when a position did
    /// (without `fit`), which `import … fit` would scale in.
    case farCoordinate(String, suggestFit: Bool)

    /// The lines that hold numbers.
    public enum Statement: String, Equatable, Sendable {
        case v, vt, vn

        /// What the line needs, as the messages say it.
        var needs: String {
            switch self {
            case .v: return "'v' needs x y z (and optionally w or r g b)"
            case .vt: return "'vt' needs u and v (and optionally w)"
            case .vn: return "'vn' needs x y z"
            }
        }
    }

    /// What a face corner's index names.
    public enum Element: String, Equatable, Sendable {
        case vertex
        case textureCoordinate = "texture coordinate"
        case normal
    }

    /// The `# meshplay …` lines and how each can be wrong.
    public enum Directive: Equatable, Sendable {
        case subdivisionSteps, subdivisionLimit, depth, weights, vt, point
    }

    /// A statement import skips (`vn`, `s`, an STL's `facet`) and how many lines held it.
    public struct Skipped: Equatable, Sendable {
        public var keyword: String
        public var count: Int

        public init(keyword: String, count: Int) {
            self.keyword = keyword
            self.count = count
        }
    }

    public var description: String {
        switch self {
        case let .overBudget(budget):
            return "the file is larger than the OBJ import budget of " + ScriptError.bytesText(budget)
        case .binary: return "the file is binary (a NUL byte), not OBJ text: is it an OBJ file?"
        case let .notUTF8(byte):
            return "the line is not UTF-8 text: byte 0x\(String(byte, radix: 16, uppercase: true)) starts no character"
        case let .notANumber(token, statement): return "'\(token)' is not a finite number; \(statement.needs)"
        case let .numberCount(count, statement): return statement.needs + ", not \(count) number\(count == 1 ? "" : "s")"
        case let .tooFewCorners(count): return "a face needs at least 3 corners, not \(count)"
        case let .notACorner(token): return "'\(token)' is not a corner (v, v/vt, v//vn or v/vt/vn)"
        case let .notAnIndex(corner, part, element):
            return "'\(corner)' is not a corner: '\(part)' is not a \(element.rawValue) index (1-based, or negative to count back)"
        case let .noSuchElement(element, index, count): return "\(element.rawValue) \(index) does not exist (\(count) so far)"
        case let .badDirective(directive): return Self.text(of: directive)
        case let .noGeometry(file, skipped): return "\(file) has no vertices and no faces" + Self.notOBJHint(skipped)
        case let .noSuchWeightedFace(face, count): return "face \(face) does not exist (there are \(count))"
        case let .farCoordinate(number, suggestFit):
            return "\(number) puts a vertex coordinate past ±1e12" + (suggestFit ? " (import … fit scales the model into the layer)" : "")
        }
    }

    private static func text(of directive: Directive) -> String {
        switch directive {
        case .subdivisionSteps: return "'# meshplay subdivision' needs a step count of -1 or more"
        case .subdivisionLimit: return "'# meshplay subdivision' takes a step count and optionally 'limit'"
        case .depth: return "'# meshplay depth' needs one of \(DepthNormalization.allCases.map(\.rawValue).joined(separator: ", "))"
        case .weights: return "'# meshplay w' needs a face index and 4 finite weights"
        case .vt: return "'# meshplay vt' needs the index of a vt line read so far and a finite from.y"
        case .point: return "'# meshplay point' needs the numbers of a v line and a vt line read so far"
        }
    }

    /// For a file without geometry whose statements were all skipped (an ASCII STL's `solid`,
    /// `facet`, `vertex`; a PLY header; XML), what they were, so that reading another format
    /// as OBJ does not read as an empty model.
    private static func notOBJHint(_ skipped: [Skipped]) -> String {
        guard !skipped.isEmpty else { return "" }
        let shown = 4
        let listed = skipped.prefix(shown).map { "\($0.count) \(String($0.keyword.prefix(24)).controlsEscaped)" }.joined(separator: ", ")
        let more = skipped.count > shown ? " and \(skipped.count - shown) more kind\(skipped.count - shown == 1 ? "" : "s")" : ""
        return ": it holds only statements OBJ import skips (\(listed)\(more)); is it an OBJ file? (OBJ geometry is `v` and `f` lines)"
    }
}
