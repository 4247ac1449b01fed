/// Which cells of a row to write so the screen ends as a full redraw would leave it, in a
/// terminal whose glyphs reach past their cells.
///
/// xterm with an antialiased font (`-fa 'DejaVu Sans Mono'`) draws each glyph blended over the
/// pixels beside its cell: about one pixel column into both neighbours (measured under Xvfb:
/// every pixel that a Ctrl-L redraw changed sat in the last or first pixel column of a cell, in
/// the glyph's rows). A cell's own background fill covers only its cell. So a screen drawn left
/// to right in one pass shows, at each cell's right edge, the left spill of the glyph after it,
/// and nothing of the glyph before it (the next cell's fill covered that). Writing one changed
/// cell alone breaks this twice: its new glyph blends over the old one's spill on its left
/// neighbour, and spills onto its right neighbour, whose fill will not come. Frames add such
/// slivers up, each blend over the last.
///
/// The rule that keeps the screen as a redraw leaves it: write a changed cell together with the
/// cells from the nearest one to its left that held no glyph before (a space: it spilled
/// nothing onto the cell before it, which keeps its edge) to the nearest one to its right that
/// holds no glyph now and is followed by another such (it spills nothing onto the cell after it,
/// and that one spilled nothing onto it that its fill would wipe), or to the row's ends, all in
/// one left-to-right pass. A space costs one byte, so in a picture with background the
/// spans stay short; where every cell holds a glyph the row is written whole.
struct RepaintSpans: Sendable {
    /// For each column of the last row marked: write it.
    private(set) var repaint: [Bool] = []

    /// Marks the cells of one row to write: those that differ between `before` and `now`, and
    /// the spans around them (see the type's summary).
    mutating func mark(now: UnsafeBufferPointer<Cell>, before: UnsafeBufferPointer<Cell>) {
        let columns = now.count
        if repaint.count != columns { repaint = [Bool](repeating: false, count: columns) }
        // Rightwards from each change to a cell that holds no glyph now and whose right-hand
        // neighbour holds none either (its spill, which the cell's fill would wipe, never comes back).
        var open = false
        for column in 0..<columns {
            if now[column] != before[column] { open = true }
            repaint[column] = open
            if open && now[column].isBlank && (column + 1 == columns || now[column + 1].isBlank) { open = false }
        }
        // Leftwards from each change to a cell that held no glyph before (inclusive).
        open = false
        for column in stride(from: columns - 1, through: 0, by: -1) {
            if now[column] != before[column] { open = true }
            if open { repaint[column] = true }
            if open && before[column].isBlank { open = false }
        }
    }
}

extension Cell {
    /// The cell draws no glyph, only its background (a space).
    var isBlank: Bool { glyph == 0x20 }
}
