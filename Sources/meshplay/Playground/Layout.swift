import MeshScript

/// A rectangle of terminal cells.
struct CellRect: Equatable {
    var row: Int, column: Int, rows: Int, columns: Int
    static let empty = CellRect(row: 0, column: 0, rows: 0, columns: 0)

    func contains(row r: Int, column c: Int) -> Bool {
        r >= row && r < row + rows && c >= column && c < column + columns
    }
}

/// Where the viewport, the REPL panel and the status line go in a window: side by side when the
/// window is wide (the panel on the left, so curses never moves its cursor across the viewport's
/// raw cells), stacked when it is tall, and a "too small" message below a minimum size. Side by
/// side, the panel is as wide as the user chose (`panel`, within ``PanelColumns/range``) where
/// the window leaves the picture ``minimumViewportColumns``, else a third of the window.
struct Layout: Equatable {
    var viewport: CellRect
    /// The one-line timeline under the picture (empty when the window is too short for it).
    var timeline: CellRect
    /// Output lines of the REPL, above its input line.
    var output: CellRect
    var input: CellRect
    var status: CellRect
    var sideBySide: Bool
    var tooSmall: Bool

    static let minimumColumns = 16
    static let minimumRows = 5

    /// The fewest columns a chosen panel width leaves the picture.
    static let minimumViewportColumns = 20

    init(columns: Int, rows: Int, panelColumns chosen: Int? = nil) {
        tooSmall = columns < Layout.minimumColumns || rows < Layout.minimumRows
        status = CellRect(row: max(0, rows - 1), column: 0, rows: 1, columns: max(0, columns))
        let body = max(0, rows - 1)
        let automatic = min(60, max(36, columns / 3))
        // Cells are about twice as tall as wide, so a square picture wants columns ≈ 2 × rows.
        // Whether the panel goes beside the picture is the window's shape, not the chosen width,
        // so widening the panel never flips the layout.
        sideBySide = !tooSmall && columns >= 90 && columns - automatic - 1 >= body
        let panelWidth = chosen.map { max(PanelColumns.range.lowerBound, min($0, columns - 1 - Layout.minimumViewportColumns)) } ?? automatic
        if tooSmall {
            viewport = .empty; output = .empty; input = .empty
        } else if sideBySide {
            output = CellRect(row: 0, column: 0, rows: body - 1, columns: panelWidth)
            input = CellRect(row: body - 1, column: 0, rows: 1, columns: panelWidth)
            viewport = CellRect(row: 0, column: panelWidth + 1, rows: body, columns: columns - panelWidth - 1)
        } else {
            let panelRows = max(2, min(12, body / 3))
            // A rule between picture and panel when there is room for it.
            let rule = body >= 12 ? 1 : 0
            viewport = CellRect(row: 0, column: 0, rows: body - panelRows - rule, columns: columns)
            output = CellRect(row: body - panelRows, column: 0, rows: panelRows - 1, columns: columns)
            input = CellRect(row: body - 1, column: 0, rows: 1, columns: columns)
        }
        // The timeline takes the picture's last row, when the picture keeps at least four.
        timeline = .empty
        if !tooSmall && viewport.rows >= 5 {
            viewport.rows -= 1
            timeline = CellRect(row: viewport.row + viewport.rows, column: viewport.column, rows: 1, columns: viewport.columns)
        }
    }

    /// The REPL panel (output and input lines), where the wheel scrolls instead of zooming.
    var panel: CellRect {
        CellRect(row: output.row, column: output.column, rows: output.rows + input.rows, columns: output.columns)
    }

    /// The separator between panel and viewport: a column when side by side, a row (if there is
    /// room) when stacked.
    var separator: CellRect {
        if tooSmall { return .empty }
        if sideBySide { return CellRect(row: 0, column: output.columns, rows: viewport.rows + timeline.rows, columns: 1) }
        let rows = output.row - viewport.rows - timeline.rows
        return rows > 0 ? CellRect(row: viewport.rows + timeline.rows, column: 0, rows: rows, columns: viewport.columns) : .empty
    }
}
