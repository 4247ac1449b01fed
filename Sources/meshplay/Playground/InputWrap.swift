/// The input line wrapped onto as many rows as it needs, up to a limit, so a long `map …` keeps
/// its start in view while it is typed instead of scrolling it out of the panel. Pure: the
/// characters, their widths as drawn, the room, and where the cursor is.
struct InputWrap: Equatable {
    /// The rows shown, top first; the first starts after the prompt.
    var rows: [String]
    /// The cursor's row among ``rows`` and its column from the panel's left edge.
    var cursorRow: Int
    var cursorColumn: Int

    /// Wraps `characters` (drawn as `widths` columns each) after a prompt of `promptColumns`
    /// into rows of `columns`, a column kept at the end of each for the cursor; when more than
    /// `maxRows` are needed, the `maxRows` rows ending at the cursor's row are shown (the start
    /// stays while it fits).
    init(characters: [String], widths: [Int], promptColumns: Int, columns: Int, cursor: Int, maxRows: Int) {
        let room = max(1, columns - 1)
        var lines: [(text: String, start: Int)] = [("", 0)]
        var used = min(promptColumns, room)
        var cursorAt = (row: 0, column: used)
        for (i, character) in characters.enumerated() {
            let width = i < widths.count ? max(0, widths[i]) : 1
            if used + width > room, used > 0 {
                lines.append(("", i))
                used = 0
            }
            if i == cursor { cursorAt = (lines.count - 1, used) }
            lines[lines.count - 1].text += character
            used += width
        }
        if cursor >= characters.count {
            // The cursor after the last character: on the next row when this one is full.
            if used >= room { lines.append(("", characters.count)); used = 0 }
            cursorAt = (lines.count - 1, used)
        }
        let limit = max(1, maxRows)
        // From the top while the cursor's row is within the first `limit`, else ending at it.
        let firstShown = max(0, cursorAt.row - limit + 1)
        rows = lines[firstShown..<min(lines.count, firstShown + limit)].map(\.text)
        cursorRow = cursorAt.row - firstShown
        cursorColumn = cursorAt.column
        startsWithPrompt = firstShown == 0
    }

    /// Whether the first row shown is the one the prompt begins (else the prompt is scrolled off).
    var startsWithPrompt: Bool
}
