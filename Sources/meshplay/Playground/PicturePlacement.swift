import TerminalOutput

/// Where the playground's picture sits and how many pixels it has: the viewport's cells times
/// the pixels per cell, or, where the terminal shows no image that large (a sixel terminal's
/// `maxGraphicSize`), the largest picture of the same aspect within its limit, centred in the
/// viewport on whole cells. For cells whose shape the terminal reported (``CellAspect``) the
/// picture is rendered taller or shorter in square pixels than the cell mode shows and its rows
/// merged into the mode's (``RowResampler``). The render's size, the frame's bytes and the pixel
/// under the pointer all read this one value (``Playground/placement``), so what is picked is
/// what is seen.
struct PicturePlacement: Equatable {
    /// The viewport the picture is placed in.
    var viewport: CellRect
    /// The cells the picture covers: the viewport, or a centred part of it when fitted.
    var cells: CellRect
    /// The picture's size in pixels, as rendered (square pixels).
    var width: Int
    var height: Int
    /// The pixel rows the cell mode shows: the viewport's rows times its rows per cell. Differs
    /// from ``height`` on cells not twice as tall as wide, where the rendered rows are merged
    /// into these (``RowResampler``); pixel output shows ``height`` as it is.
    var shownHeight: Int
    /// Pixels per cell: the terminal's cell size for pixel output, the cell mode's for cells.
    var pixelsPerCell: (columns: Int, rows: Int)
    /// The size the viewport would hold, when the picture was made smaller to fit a limit.
    var fittedFrom: PixelSize?

    /// The placement filling `viewport` at `pixelsPerCell`; with `limit`, a picture larger than
    /// it on either side is scaled by min(limit.w / w, limit.h / h), rounded down, so its aspect
    /// stays the viewport's (the scene is framed as before, only smaller). `aspect`: the cells'
    /// shape, for cell output (pixel output renders at the cell's own pixels, square already).
    init(viewport: CellRect, pixelsPerCell: (columns: Int, rows: Int), limit: PixelSize? = nil, aspect: CellAspect = CellAspect()) {
        self.viewport = viewport
        self.pixelsPerCell = pixelsPerCell
        let perColumn = max(1, pixelsPerCell.columns), perRow = max(1, pixelsPerCell.rows)
        let fullWidth = max(0, viewport.columns) * perColumn, fullHeight = max(0, viewport.rows) * perRow
        cells = viewport
        width = fullWidth
        shownHeight = fullHeight
        height = aspect.renderedHeight(shown: fullHeight)
        guard let limit, limit.width > 0, limit.height > 0, fullWidth > limit.width || fullHeight > limit.height else { return }
        // In integers, so the limiting side is exactly the limit: w·H ≥ W·h means width limits.
        if limit.width * fullHeight <= limit.height * fullWidth {
            width = limit.width
            height = max(1, fullHeight * limit.width / fullWidth)
        } else {
            height = limit.height
            width = max(1, fullWidth * limit.height / fullHeight)
        }
        shownHeight = height
        fittedFrom = PixelSize(width: fullWidth, height: fullHeight)
        // Whole cells (a sixel image starts at a cell's top-left), centred.
        let columns = min(viewport.columns, (width + perColumn - 1) / perColumn)
        let rows = min(viewport.rows, (height + perRow - 1) / perRow)
        cells = CellRect(row: viewport.row + (viewport.rows - rows) / 2, column: viewport.column + (viewport.columns - columns) / 2,
                         rows: rows, columns: columns)
    }

    static func == (a: PicturePlacement, b: PicturePlacement) -> Bool {
        a.viewport == b.viewport && a.cells == b.cells && a.width == b.width && a.height == b.height && a.shownHeight == b.shownHeight
            && a.pixelsPerCell == b.pixelsPerCell && a.fittedFrom == b.fittedFrom
    }

    /// The picture's pixel under screen cell (`row`, `column`): near the cell's centre (for
    /// half-blocks, the upper of its two), in the rendered picture's rows. Outside the picture
    /// it lies outside 0..<width or 0..<height, which `pick` reports as such.
    func pixel(row: Int, column: Int) -> (x: Int, y: Int) {
        let shown = (row - cells.row) * pixelsPerCell.rows + max(0, pixelsPerCell.rows / 2 - 1)
        // Rows below the picture stay below it, however many more rows were rendered.
        let y = shownHeight == height || shown < 0 ? shown : shown >= shownHeight ? height + shown - shownHeight
            : RowResampler.sourceRow(of: shown, sourceHeight: height, height: shownHeight)
        return ((column - cells.column) * pixelsPerCell.columns + pixelsPerCell.columns / 2, y)
    }

    /// Appends the bytes that blank the viewport's cells the picture does not cover (default
    /// colours): what was there before the picture was made smaller must not stay beside it.
    /// Nothing when the picture fills the viewport.
    func appendMarginClearing(into bytes: inout [UInt8]) {
        guard cells != viewport else { return }
        PicturePlacement.appendBlanking(viewport, except: cells, into: &bytes)
    }

    /// Appends the bytes that write default-coloured spaces over `area`'s cells outside
    /// `except` (cursor moves and spaces; the caller saves and restores the cursor). Text
    /// replaces a sixel image in the cells it covers, so this also takes one off the screen.
    static func appendBlanking(_ area: CellRect, except picture: CellRect? = nil, into bytes: inout [UInt8]) {
        guard area.columns > 0, area.rows > 0 else { return }
        bytes.append(contentsOf: Array("\u{1B}[0m".utf8))
        for row in area.row..<(area.row + area.rows) {
            var spans = [(area.column, area.columns)]
            // Left and right of the picture on the rows it covers.
            if let p = picture, row >= p.row, row < p.row + p.rows {
                spans = [(area.column, p.column - area.column), (p.column + p.columns, area.column + area.columns - p.column - p.columns)]
            }
            for (column, count) in spans where count > 0 {
                bytes.append(contentsOf: Array("\u{1B}[\(row + 1);\(column + 1)H".utf8))
                bytes.append(contentsOf: repeatElement(0x20, count: count))
            }
        }
    }
}
