/// Text on its way to a terminal: the one place that decides how anything meshplay shows (a
/// message quoting what was typed, a file name, a label, the panel's own words) reaches the
/// screen. Control characters are made visible, so input is shown, never obeyed (`ESC [2J`
/// would clear the screen, an OSC could retitle the window or write the clipboard); in ASCII
/// mode (a locale that is not UTF-8, or `--ascii`) every other character has an ASCII stand-in,
/// as curses would otherwise send the terminal bytes it cannot show.
public enum TerminalText {
    /// `text` as it may be written to the terminal: ``visible(_:)``, then ``ascii(_:)`` when asked.
    public static func displayable(_ text: String, ascii: Bool) -> String {
        ascii ? self.ascii(visible(text)) : visible(text)
    }

    /// Each line of `text` made ``visible(_:)``, the line breaks kept: for messages of several lines.
    public static func visibleLines(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { visible(String($0)) }.joined(separator: "\n")
    }

    /// The text with control characters in caret notation (`^[` for ESC, `^J` for a line
    /// break, `^?` for DEL) and C1 codes as `\u{9B}`; tabs become spaces.
    public static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09: out += " "
            case 0x00..<0x20: out += "^" + String(UnicodeScalar(UInt8(scalar.value + 0x40)))
            case 0x7F: out += "^?"
            case 0x80..<0xA0: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The text in ASCII: the characters meshplay's messages use get their usual stand-ins
    /// (`×` x, `…` ..., `–` -, `‖` ||, `→` ->), a letter with an accent its base letter, and
    /// anything else `?`.
    public static func ascii(_ text: String) -> String {
        guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return text }
        var out = ""
        for character in text {
            if character.isASCII {
                out.append(character)
            } else if let standIn = standIns[character] {
                out += standIn
            } else if let base = character.unicodeScalars.first.flatMap(baseLetter) {
                out.append(base)
            } else {
                out += "?"
            }
        }
        return out
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
    }

    /// The ASCII letter a Latin-1 accented letter is made from (é → e), for names and labels.
    private static func baseLetter(_ scalar: Unicode.Scalar) -> Character? {
        let groups: [(String, Character)] = [("ÀÁÂÃÄÅ", "A"), ("àáâãäå", "a"), ("Ç", "C"), ("ç", "c"), ("ÈÉÊË", "E"), ("èéêë", "e"),
                                             ("ÌÍÎÏ", "I"), ("ìíîï", "i"), ("Ñ", "N"), ("ñ", "n"), ("ÒÓÔÕÖØ", "O"), ("òóôõöø", "o"),
                                             ("ÙÚÛÜ", "U"), ("ùúûü", "u"), ("Ý", "Y"), ("ýÿ", "y")]
        return groups.first { $0.0.unicodeScalars.contains(scalar) }?.1
    }

    /// What meshplay's own text uses, by its ASCII spelling.
    static let standIns: [Character: String] = [
        "×": "x", "÷": "/", "…": "...", "·": "-", "⋅": "*", "−": "-", "–": "-", "—": "--", "‖": "||",
        "→": "->", "←": "<-", "↑": "^", "↓": "v", "≤": "<=", "≥": ">=", "≠": "!=", "≈": "~", "±": "+-",
        "²": "^2", "³": "^3", "½": "1/2", "¼": "1/4", "¾": "3/4", "⅓": "1/3", "°": " deg", "π": "pi", "∞": "inf",
        "√": "sqrt", "′": "'", "″": "\"", "‘": "'", "’": "'", "“": "\"", "”": "\"", "‹": "<", "›": ">",
        "▶": ">", "●": "*", "◆": "*", "⚠": "!", "│": "|", "┃": "|", "─": "-", "━": "=", "▀": "#", "▄": "#", "█": "#",
        "\u{00A0}": " ",
    ]
}
