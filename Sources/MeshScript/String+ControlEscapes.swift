extension String {
    /// The text with every control character written as an escape (`\n`, `\r`, `\t`, else
    /// `\u{1B}`), so it stays on one line: for names inside the comments, strings and OBJ
    /// statements that exports write, where a raw line break would end the comment or
    /// statement and turn the rest of the name into code. Control characters are C0, DEL, C1
    /// and the Unicode line and paragraph separators (Swift ends a comment at those too).
    var controlsEscaped: String {
        guard unicodeScalars.contains(where: \.isControlForText) else { return self }
        var out = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.isControlForText: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

extension Unicode.Scalar {
    /// C0, DEL, C1, U+2028 and U+2029: what no one-line name may hold.
    var isControlForText: Bool {
        value < 0x20 || (0x7F..<0xA0).contains(value) || value == 0x2028 || value == 0x2029
    }
}
