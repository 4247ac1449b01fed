import MeshEngine

extension CellGrid {
    /// Fills the grid in a finer cell mode from a picture of ``CellMode/pixelsPerCell`` pixels
    /// per cell (2×4): each cell's pixels (rows averaged to 2 or 3 for quadrants and sextants)
    /// are split into two colours by ``BlockSolver``, and the split picks the glyph.
    mutating func fillBlocks(from image: Image, encoding: CellEncoding, mode: CellMode) {
        let columns = (image.width + 1) / 2
        let rows = (image.height + 3) / 4
        resize(rows: rows, columns: columns)
        guard rows > 0, columns > 0 else { return }
        let quantiser = ColorQuantiser(encoding: encoding)
        let glyphRows = mode.glyphPixels.rows
        let full = (1 << (2 * glyphRows)) - 1
        let table = encoding.mode == .mono ? BlockGlyphs.monoTable(for: mode) : BlockGlyphs.table(for: mode)
        let width = image.width, lastRow = image.height - 1
        let ink = image.ink, anyInk = !ink.isEmpty
        image.pixels.withUnsafeBufferPointer { pixels in
            table.withUnsafeBufferPointer { glyphs in
                withCells { out in
                    var solver = BlockSolver()
                    // As in half-block cells: without dithering (mono's lit mask always dithers) a
                    // cell depends on its pixels and their ink alone, and a cell with the same
                    // ones as the cell before repeats it instead of being solved again.
                    let repeats = encoding.mode != .mono && (!encoding.dither || encoding.mode == .truecolor)
                    var lastKey: (UInt64, UInt64, UInt64, UInt64, Int)?, lastCell = Cell.space(background: Cell.defaultColor)
                    for row in 0..<rows {
                        // The four source rows of this cell row (the last repeated past the picture).
                        let y0 = min(4 * row, lastRow) * width, y1 = min(4 * row + 1, lastRow) * width
                        let y2 = min(4 * row + 2, lastRow) * width, y3 = min(4 * row + 3, lastRow) * width
                        for column in 0..<columns {
                            let x0 = 2 * column, x1 = min(2 * column + 1, width - 1)
                            // Which of the eight source pixels are overlay ink, bit 2·row + column.
                            var sourceInk = 0
                            if anyInk {
                                func bit(_ index: Int, _ k: Int) -> Int { ink.contains(index) ? 1 << k : 0 }
                                sourceInk = bit(y0 + x0, 0) | bit(y0 + x1, 1) | bit(y1 + x0, 2) | bit(y1 + x1, 3)
                                    | bit(y2 + x0, 4) | bit(y2 + x1, 5) | bit(y3 + x0, 6) | bit(y3 + x1, 7)
                            }
                            @inline(__always) func pair(_ a: Int, _ b: Int) -> UInt64 { UInt64(pixels[a]) | UInt64(pixels[b]) << 32 }
                            let key = (pair(y0 + x0, y0 + x1), pair(y1 + x0, y1 + x1), pair(y2 + x0, y2 + x1),
                                       pair(y3 + x0, y3 + x1), sourceInk)
                            if repeats, let last = lastKey, last == key {
                                out[row * columns + column] = lastCell
                                continue
                            }
                            solver.load(mode: mode,
                                        (pixels[y0 + x0], pixels[y0 + x1]), (pixels[y1 + x0], pixels[y1 + x1]),
                                        (pixels[y2 + x0], pixels[y2 + x1]), (pixels[y3 + x0], pixels[y3 + x1]),
                                        sourceInk: sourceInk)
                            let cell: Cell
                            if encoding.mode == .mono {
                                let mask = solver.litMask(x: 2 * column, y: glyphRows * row, darkInk: encoding.darkInk)
                                cell = mask == 0 ? .space(background: Cell.defaultColor)
                                    : Cell(glyph: glyphs[mask], foreground: Cell.defaultColor, background: Cell.defaultColor)
                            } else {
                                cell = solver.solve().cell(full: full, glyphs: glyphs, quantiser: quantiser, x: column, y: row)
                            }
                            out[row * columns + column] = cell
                            lastKey = key
                            lastCell = cell
                        }
                    }
                }
            }
        }
    }
}

/// One cell's split: which pixels are foreground, and the two colours (packed `0xAABBGGRR`).
struct BlockSplit {
    var mask: Int
    var foreground: UInt32
    var background: UInt32

    /// The cell for this split: a space when both colours quantise alike, else the glyph, drawn
    /// with the top-left pixel in the foreground where the font has that glyph, and as the
    /// complement with the colours swapped where it does not.
    @inline(__always)
    func cell(full: Int, glyphs: UnsafeBufferPointer<UInt32>, quantiser: ColorQuantiser, x: Int, y: Int) -> Cell {
        var mask = self.mask, front = foreground, back = background
        if mask == 0 || mask == full { return .space(background: quantiser.code(mask == 0 ? back : front, x: x, y: y)) }
        if mask & 1 == 0 || glyphs[mask] == 0 {
            mask = ~mask & full
            swap(&front, &back)
            if glyphs[mask] == 0 { mask = ~mask & full; swap(&front, &back) }
        }
        let f = quantiser.code(front, x: x, y: y), b = quantiser.code(back, x: x, y: y)
        return f == b ? .space(background: b) : Cell(glyph: glyphs[mask], foreground: f, background: b)
    }
}
