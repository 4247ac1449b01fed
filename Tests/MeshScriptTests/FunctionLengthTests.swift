import Foundation
import Testing

/// The house rule of issue 35: no function in `Sources` runs past 80 lines, so each reads on
/// one screen. A function here is a `func`, `init` or `subscript` declaration and its braces;
/// braces inside string literals on one line and in comments are not counted.
struct FunctionLengthTests {
    static let limit = 80

    /// The repository's `Sources`, found from this file's place in the tree.
    static var sources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
    }

    @Test func noFunctionRunsPastEightyLines() throws {
        let files = try #require(FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil))
        var long: [String] = []
        var read = 0
        for case let url as URL in files where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            read += 1
            for (line, length) in Self.functionLengths(in: text) where length > Self.limit {
                long.append("\(url.path.replacingOccurrences(of: Self.sources.path + "/", with: "")):\(line): \(length) lines")
            }
        }
        #expect(read > 100, "found \(read) Swift files under \(Self.sources.path)")
        #expect(long.isEmpty, "functions over \(Self.limit) lines:\n\(long.joined(separator: "\n"))")
    }

    /// Functions of 4, 5 and 3 lines: braces in strings, comments and multi-line literals not counted.
    @Test func lengthsCountTheDeclarationToItsClosingBrace() {
        let text = """
        struct A {
            func f() {
                let s = "{"   // {
                g { }
            }
            func h() -> String {
                \"""
                {
                \"""
            }
            init(x: Int)
                where X: Y {
            }
        }
        """
        #expect(Self.functionLengths(in: text).map(\.length) == [4, 5, 3])
    }

    /// Each function's first line (1-based) and its length in lines, declaration to closing brace.
    static func functionLengths(in text: String) -> [(line: Int, length: Int)] {
        let lines = Self.codeLines(text)
        var found: [(line: Int, length: Int)] = []
        var i = 0
        while i < lines.count {
            defer { i += 1 }
            guard Self.declares(lines[i]) else { continue }
            var depth = 0, opened = false, j = i
            scan: while j < lines.count {
                for ch in lines[j] {
                    if ch == "{" { depth += 1; opened = true } else if ch == "}" { depth -= 1 }
                    if opened && depth == 0 { break scan }
                }
                // A protocol requirement or a declaration without a body.
                if !opened && j > i + 8 { break }
                j += 1
            }
            if opened && j < lines.count { found.append((i + 1, j - i + 1)) }
        }
        return found
    }

    /// Whether a line starts a function, initializer or subscript.
    static func declares(_ code: String) -> Bool {
        let words = code.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
        guard let index = words.firstIndex(where: { $0 == "func" || $0 == "init" || $0 == "subscript" }) else { return false }
        // `init` as a call (`Foo.init(`, `self.init(`) is not a declaration.
        let before = code[..<(code.range(of: String(words[index]))?.lowerBound ?? code.startIndex)]
        return !before.hasSuffix(".")
    }

    /// The lines of `text` as code: comments, one-line strings and the insides of multi-line
    /// string literals (generated source, whose braces are text) left out.
    static func codeLines(_ text: String) -> [String] {
        var inLiteral = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { raw in
            // A line may close one literal and open the next (`""" + x + """`).
            var rest = Substring(raw), code = ""
            while true {
                guard let quotes = rest.range(of: "\"\"\"") else { return inLiteral ? code : code + Self.code(String(rest)) }
                if !inLiteral { code += Self.code(String(rest[..<quotes.lowerBound])) }
                inLiteral.toggle()
                rest = rest[quotes.upperBound...]
            }
        }
    }

    /// A line without its comment and without the text of its one-line string literals.
    static func code(_ line: String) -> String {
        var out = "", inString = false, escaped = false
        var previous: Character = " "
        for ch in line {
            if inString {
                if escaped { escaped = false } else if ch == "\\" { escaped = true } else if ch == "\"" { inString = false; out.append(ch) }
                continue
            }
            if ch == "/" && previous == "/" { out.removeLast(); break }
            if ch == "\"" { inString = true }
            out.append(ch)
            previous = ch
        }
        return out
    }
}
