import MeshEngine

/// One lexical token of an expression or assignment line.
struct ExpressionToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case number(Double)
        /// A name, possibly dotted (`to.z`, `from.x`).
        case identifier(String)
        /// An operator or punctuation mark: `+ - * / ^ ( ) , ? : ; < <= > >= == != ! && || = += -= *= /=`.
        case symbol(String)
        case end
    }

    var kind: Kind
    /// 1-based column of the first character.
    var column: Int
    /// Length in characters, to cut the source text of a sub-expression back out.
    var length: Int

    var symbol: String? {
        if case let .symbol(s) = kind { return s }
        return nil
    }

    /// How the token reads in an error message.
    var quoted: String {
        switch kind {
        case let .number(n): return "'\(n.shortDescription)'"
        case let .identifier(name): return "'\(name.messageToken)'"
        case let .symbol(s): return "'\(s)'"
        case .end: return "end of input"
        }
    }
}

/// Splits source text into tokens; numbers accept `1`, `1.5`, `.5`, `1.` and exponents `1e-3`.
enum ExpressionTokenizer {
    static let twoCharacterSymbols: Set<String> = ["<=", ">=", "==", "!=", "&&", "||", "+=", "-=", "*=", "/="]
    static let oneCharacterSymbols: Set<Character> = ["+", "-", "*", "/", "^", "(", ")", ",", "?", ":", ";", "<", ">", "!", "="]

    static func tokenize(_ source: String) throws(ExpressionError) -> [ExpressionToken] {
        let chars = Array(source)
        var tokens: [ExpressionToken] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace { i += 1; continue }
            let start = i
            if c.isASCIIDigit || (c == "." && i + 1 < chars.count && chars[i + 1].isASCIIDigit) {
                i = try scanNumber(chars, from: i)
                let text = String(chars[start..<i])
                guard let value = Double(text) else {
                    throw ExpressionError(column: start + 1, message: "malformed number '\(text.messageToken)'")
                }
                tokens.append(ExpressionToken(kind: .number(value), column: start + 1, length: i - start))
            } else if c.isIdentifierStart {
                i = scanIdentifier(chars, from: i)
                tokens.append(ExpressionToken(kind: .identifier(String(chars[start..<i])), column: start + 1, length: i - start))
            } else if i + 1 < chars.count, twoCharacterSymbols.contains(String(chars[i...i + 1])) {
                tokens.append(ExpressionToken(kind: .symbol(String(chars[i...i + 1])), column: start + 1, length: 2))
                i += 2
            } else if oneCharacterSymbols.contains(c) {
                tokens.append(ExpressionToken(kind: .symbol(String(c)), column: start + 1, length: 1))
                i += 1
            } else {
                let hint: String? = switch c {
                case "&": "did you mean '&&'?"
                case "|": "did you mean '||'?"
                case "π": "write pi, with '*' after a number: 2π is 2*pi"
                case "×", "·", "⋅": "write '*' to multiply"
                case "÷": "write '/' to divide"
                case "−": "write '-' (ASCII minus)"
                default: c.isASCII ? nil : "expressions are ASCII: names such as pi, operators such as * / ^"
                }
                throw ExpressionError(column: start + 1, message: "unexpected character '\(c)'", hint: hint)
            }
        }
        tokens.append(ExpressionToken(kind: .end, column: chars.count + 1, length: 0))
        return tokens
    }

    /// The names `source` mentions (nothing when it does not tokenize).
    static func identifiers(in source: String) -> Set<String> {
        guard let tokens = try? tokenize(source) else { return [] }
        return Set(tokens.compactMap { token -> String? in
            if case let .identifier(name) = token.kind { return name }
            return nil
        })
    }

    /// `source` with every mention of a name in `numbers` written as that number instead, the
    /// rest as typed (`source` itself when it does not tokenize).
    static func substituting(_ numbers: [String: Double], in source: String) -> String {
        guard !numbers.isEmpty, let tokens = try? tokenize(source) else { return source }
        var chars = Array(source)
        // From the end, so the columns of the tokens not yet replaced stay where they were.
        for token in tokens.reversed() {
            guard case let .identifier(name) = token.kind, let value = numbers[name] else { continue }
            chars.replaceSubrange(token.column - 1 ..< token.column - 1 + token.length, with: Array(value.scriptText))
        }
        return String(chars)
    }

    /// Digits, an optional fraction and an optional exponent; a dangling exponent is an error
    /// rather than two tokens, so `2e` is reported where it is written.
    private static func scanNumber(_ chars: [Character], from start: Int) throws(ExpressionError) -> Int {
        var i = start
        while i < chars.count, chars[i].isASCIIDigit { i += 1 }
        if i < chars.count, chars[i] == "." {
            i += 1
            while i < chars.count, chars[i].isASCIIDigit { i += 1 }
        }
        if i < chars.count, chars[i] == "e" || chars[i] == "E" {
            var j = i + 1
            if j < chars.count, chars[j] == "+" || chars[j] == "-" { j += 1 }
            guard j < chars.count, chars[j].isASCIIDigit else {
                // `2e` followed by a name character is a malformed number; `2 e` would be a product
                // the grammar has no operator for anyway.
                let end = j < chars.count && chars[j].isIdentifierPart ? scanIdentifier(chars, from: j) : j
                throw ExpressionError(column: start + 1, message: "malformed number '\(String(chars[start..<end]))'",
                                      hint: "an exponent needs digits, as in 1e-3")
            }
            i = j
            while i < chars.count, chars[i].isASCIIDigit { i += 1 }
        }
        if i < chars.count, chars[i].isIdentifierStart || chars[i] == "." {
            var end = i
            while end < chars.count, chars[end].isIdentifierPart || chars[end] == "." { end += 1 }
            let word = String(chars[start..<end])
            throw ExpressionError(column: start + 1, message: "malformed number '\(word)'",
                                  hint: sizeHint(word) ?? "write a '*' between a number and a name")
        }
        return i
    }

    /// For `320x200` or `4x4`, a size written as the command line's `--size` takes it: here the
    /// two numbers are two arguments (`*` would make `x200` a name, which no one meant).
    private static func sizeHint(_ word: String) -> String? {
        let sides = word.split(separator: "x", omittingEmptySubsequences: false)
        guard sides.count == 2, sides.allSatisfy({ !$0.isEmpty && Double($0) != nil && $0.allSatisfy { $0.isASCIIDigit || $0 == "." } })
        else { return nil }
        return "the two numbers are two arguments: write \(sides[0]) \(sides[1])"
    }

    /// A name, with dotted parts allowed (`from.x`), so component targets are single tokens.
    private static func scanIdentifier(_ chars: [Character], from start: Int) -> Int {
        var i = start
        while i < chars.count, chars[i].isIdentifierPart { i += 1 }
        while i + 1 < chars.count, chars[i] == ".", chars[i + 1].isIdentifierStart {
            i += 1
            while i < chars.count, chars[i].isIdentifierPart { i += 1 }
        }
        return i
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
    fileprivate var isIdentifierStart: Bool { isASCII && (isLetter || self == "_") }
    fileprivate var isIdentifierPart: Bool { isIdentifierStart || isASCIIDigit }
}
