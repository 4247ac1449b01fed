import CNcursesw

/// How many terminal columns text takes, counted as curses counts them: `wcwidth` under the
/// locale the playground set, so a CJK character or an emoji takes two columns and a combining
/// accent none. The panel's text is clipped, padded and wrapped by these columns, never by its
/// number of characters, or a line of wide characters would run on past the panel's rule and
/// over the picture.
enum TerminalColumns {
    /// What stands for a character that takes no column of its own or that curses cannot show
    /// (`wcwidth` −1: unassigned, or outside the locale): shown rather than left to the
    /// terminal, which may count it otherwise and shift the rest of the row.
    static let standIn: Character = "\u{FFFD}"

    /// The columns `character` takes; nil when it takes none or cannot be shown (see ``standIn``).
    static func width(of character: Character) -> Int? {
        if character.isASCII { return 1 }
        var total = 0
        for scalar in character.unicodeScalars {
            let width = Int(meshplay_wcwidth(scalar.value))
            guard width >= 0 else { return nil }
            total += width
        }
        return total > 0 ? total : nil
    }

    /// The columns `text` takes once each character that has no width is its ``standIn``.
    static func width(of text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + (width(of: $1) ?? standInWidth) }
    }

    /// `text` as it can be drawn in at most `columns` columns: characters that have no width
    /// replaced, and cut before the first character that would not fit whole; with the columns
    /// it takes.
    static func clipped(_ text: some StringProtocol, to columns: Int) -> (text: String, columns: Int) {
        var out = "", used = 0
        for character in text {
            let shown = width(of: character).map { (character, $0) } ?? (standIn, standInWidth)
            guard used + shown.1 <= columns else { break }
            out.append(shown.0)
            used += shown.1
        }
        return (out, used)
    }

    private static let standInWidth = 1
}
