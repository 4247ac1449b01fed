/// One word of a command line, with where it sits in the line.
struct Token: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// A run of non-blank characters.
        case word
        /// A double-quoted string, escapes resolved.
        case string
    }

    var kind: Kind
    var text: String
    /// 1-based column of the token's first character.
    var column: Int
    /// Where the token starts and ends in the line (for commands that take the raw rest of the line).
    var range: Range<String.Index>
}

/// Splits a command line into tokens.
///
/// Words are separated by blanks, except inside parentheses (an expression argument such as
/// `(1 + 2) / 3` is one word); `"…"` is one token with `\"`, `\\`, `\n` (a line break,
/// for multi-line labels) and `\u{HEX}` (any Unicode scalar: how scene files write control
/// and bidi characters, ``SceneWriter/quoted(_:)``) escapes; `#` starts a
/// comment at the start of the line or when followed by a blank or the end, so colours like
/// `#ff8800` stay words.
enum Tokenizer {
    /// Whether a character separates words; ASCII first, since scene files are mostly ASCII
    /// and `Character.isWhitespace` is slow.
    @inline(__always)
    static func isBlank(_ c: Character) -> Bool {
        if let a = c.asciiValue { return a == 32 || (9...13).contains(a) }
        return c.isWhitespace
    }

    /// `u{HEX}` (1 to 6 hex digits naming a Unicode scalar) at `u`: the scalar and the index
    /// after the `}`, or nil when the text there is no such escape (it is then read as written).
    static func unicodeEscape(_ line: String, at u: String.Index) -> (Unicode.Scalar, String.Index)? {
        let open = line.index(after: u)
        guard open < line.endIndex, line[open] == "{" else { return nil }
        var hex = ""
        var i = line.index(after: open)
        while i < line.endIndex, line[i] != "}", hex.count <= 6 {
            hex.append(line[i])
            i = line.index(after: i)
        }
        guard i < line.endIndex, line[i] == "}", (1...6).contains(hex.count), hex.allSatisfy(\.isHexDigit),
              let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, line.index(after: i))
    }

    static func tokenize(_ line: String) throws(ScriptError) -> [Token] {
        var tokens: [Token] = []
        var i = line.startIndex
        var column = 1
        func advance() {
            i = line.index(after: i)
            column += 1
        }
        while i < line.endIndex {
            let c = line[i]
            if Tokenizer.isBlank(c) {
                advance()
                continue
            }
            if c == "#" {
                let next = line.index(after: i)
                if tokens.isEmpty || next == line.endIndex || Tokenizer.isBlank(line[next]) { break }
            }
            let start = i, startColumn = column
            if c == "\"" {
                advance()
                var text = ""
                var closed = false
                while i < line.endIndex {
                    let d = line[i]
                    if d == "\"" {
                        advance()
                        closed = true
                        break
                    }
                    if d == "\\" {
                        let next = line.index(after: i)
                        if next < line.endIndex, line[next] == "n" {
                            text.append("\n")
                            advance()
                            advance()
                            continue
                        }
                        if next < line.endIndex, line[next] == "u", let (scalar, end) = Self.unicodeEscape(line, at: next) {
                            text.unicodeScalars.append(scalar)
                            while i < end { advance() }
                            continue
                        }
                        if next < line.endIndex, line[next] == "\"" || line[next] == "\\" {
                            advance()
                        }
                    }
                    text.append(line[i])
                    advance()
                }
                guard closed else { throw ScriptError(.unterminatedString, column: startColumn) }
                tokens.append(Token(kind: .string, text: text, column: startColumn, range: start..<i))
                continue
            }
            // Blanks inside parentheses do not split a word, so an argument can be an expression
            // written with spaces: `mod(2*k + 2, 100)`.
            var depth = 0
            while i < line.endIndex {
                let d = line[i]
                if d == "(" { depth += 1 } else if d == ")" { depth = max(0, depth - 1) } else if depth == 0, Tokenizer.isBlank(d) { break }
                advance()
            }
            tokens.append(Token(kind: .word, text: String(line[start..<i]), column: startColumn, range: start..<i))
        }
        return tokens
    }
}
