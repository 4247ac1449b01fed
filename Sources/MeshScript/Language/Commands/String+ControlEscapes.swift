extension String {
    /// The text with every control character written as an escape (`\n`, `\r`, `\t`, else
    /// `\u{1B}`), so it stays on one line: for names inside the comments that exports write and
    /// in messages, where a raw line break would end the comment and turn the rest of the name
    /// into code. Control characters are C0, DEL, C1 and the Unicode line and paragraph
    /// separators (Swift ends a comment at those too); bidi controls are escaped as well, so a
    /// U+202E cannot show the rest of the line reversed (the "Trojan Source" trick).
    var controlsEscaped: String {
        guard unicodeScalars.contains(where: { $0.isControlForText || $0.isBidiControl }) else { return self }
        var out = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.isControlForText || scalar.isBidiControl: out += scalar.bracedEscape
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

extension Unicode.Scalar {
    /// The Unicode bidirectional formatting characters (embeddings, overrides, isolates and the
    /// marks): allowed in names, but escaped in every file and message that shows them, since
    /// they reorder the text around them.
    var isBidiControl: Bool {
        (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F || value == 0x061C
    }
}

extension Unicode.Scalar {
    /// `\u{1B}`: Swift's escape, which meshplay's messages, comments and scene files write.
    var bracedEscape: String { "\\u{" + String(value, radix: 16, uppercase: true) + "}" }

    /// `\u202E`: the four-digit escape of JSON and C (for a scalar of the BMP, which every
    /// control and bidi character is).
    var fourDigitEscape: String {
        let hex = String(value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
