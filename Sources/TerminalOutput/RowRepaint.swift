/// Which cells of a row to write so the screen ends as a full redraw would leave it, in a
/// terminal whose glyphs reach past their cells: all of them, once any has changed.
///
/// xterm with an antialiased font (`-fa 'DejaVu Sans Mono'`) blends each glyph over about one
/// pixel column of both neighbouring cells (measured under Xvfb: every pixel a Ctrl-L redraw
/// changed sat in the first or last pixel column of a cell, in the glyph's rows). It draws a
/// run of text with one set of attributes as a whole: the run's background first, then its
/// glyphs, so inside a run the spills stay, and a later run's fill covers what the run before
/// it spilled onto it. What a cell's edges show thus depends on where the runs began and in
/// what order they came. Writing only the changed cells starts runs where a redraw has none and
/// blends new glyphs over the old ones' spill, and frame by frame slivers gather (after 135
/// frames of `ripple` in 16 colours, 1,067 pixels up to 80 grey levels off).
///
/// A row written whole, left to right, is the same text between the same cursor moves as in a
/// full redraw, so the terminal makes the same runs in the same order and the row ends pixel for
/// pixel as a redraw leaves it. Rows that did not change keep their pixels, which were right.
/// Only the viewport's first cell can still blend over the cell before it (the panel's edge),
/// where its glyph reaches out; a picture's margin is background there.
enum RowRepaint {
    /// Whether the row is written: some cell differs between `before` and `now`.
    static func isDue(now: UnsafeBufferPointer<Cell>, before: UnsafeBufferPointer<Cell>) -> Bool {
        for column in 0..<now.count where now[column] != before[column] { return true }
        return false
    }
}
