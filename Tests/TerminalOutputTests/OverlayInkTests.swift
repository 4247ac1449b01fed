import MeshEngine
import Testing
@testable import TerminalOutput

/// Overlays at the output's resolution in the cell modes that merge rows: a one-pixel line of
/// overlay ink (marked in ``Image/ink``) rendered at 2×4 pixels per cell lands in exactly one glyph
/// row, in its own colour, wherever it falls among the four source rows; what is not marked is
/// content, whatever its colour or alpha.
@Suite struct OverlayInkTests {
    let wire = Color(r: 235, g: 235, b: 235)
    let dark = Color(r: 20, g: 30, b: 60)
    let light = Color(r: 200, g: 120, b: 40)

    /// One cell (2×4 source pixels) of content split left/right in two colours, with a
    /// horizontal line of ink across source row `line`.
    func cell(line: Int) -> Image {
        inked(image((0..<4).map { y in y == line ? [wire, wire] : [dark, light] }))
    }

    /// `picture` with its pixels of the wire's colour marked as overlay ink, as the renderer
    /// marks what it draws as an overlay.
    func inked(_ picture: Image) -> Image {
        var picture = picture
        for (i, p) in picture.pixels.enumerated() where p == wire.packed {
            picture.ink.insert(i, pixelCount: picture.pixels.count)
        }
        return picture
    }

    func grid(_ picture: Image, _ mode: CellMode) -> CellGrid {
        CellGrid(image: picture, encoding: CellEncoding(mode: .truecolor, cells: mode))
    }

    /// The glyph pixels (mask over 2 × rows) drawn in the ink's colour.
    func inkMask(_ cell: Cell, mode: CellMode) -> Int {
        let table = BlockGlyphs.table(for: mode)
        let full = (1 << (2 * mode.glyphPixels.rows)) - 1
        let mask = cell.glyph == 0x20 ? 0 : table.firstIndex(of: cell.glyph)!
        let inkCode = Int32(wire.r) << 16 | Int32(wire.g) << 8 | Int32(wire.b)
        if cell.glyph == 0x20 { return cell.background == inkCode ? full : 0 }
        return (cell.foreground == inkCode ? mask : 0) | (cell.background == inkCode ? ~mask & full : 0)
    }

    @Test(arguments: [CellMode.quadrant, .sextant, .octant])
    func aOnePixelLineIsOneGlyphRowInItsOwnColourOnAnySourceRow(mode: CellMode) {
        let rows = mode.glyphPixels.rows
        var seen: Set<Int> = []
        for line in 0..<4 {
            let mask = inkMask(grid(cell(line: line), mode)[row: 0, column: 0], mode: mode)
            // Exactly one whole glyph row (both of its pixels) is ink.
            let rowsInked = (0..<rows).filter { mask >> (2 * $0) & 3 == 3 }
            #expect(rowsInked.count == 1 && mask.nonzeroBitCount == 2, "\(mode) line on source row \(line): mask \(String(mask, radix: 2))")
            seen.formUnion(rowsInked)
        }
        // Every glyph row can hold a line.
        #expect(seen == Set(0..<rows), "\(mode): rows \(seen.sorted())")
    }

    @Test func theRowsBesideALineKeepTheirContentUntinted() {
        // Sextant: a line on source row 1 lands in glyph row 1; glyph row 0 is source row 0 alone.
        let picture = inked(image([[dark, dark], [wire, wire], [dark, dark], [dark, dark]]))
        let c = grid(picture, .sextant)[row: 0, column: 0]
        let darkCode = Int32(dark.r) << 16 | Int32(dark.g) << 8 | Int32(dark.b)
        #expect(Set([c.foreground, c.background]).contains(darkCode), "\(c)")
    }

    @Test func withoutInkTheRowsAreAveragedAsBefore() {
        // The same picture with an opaque grey line: averaged into its neighbours (quadrant).
        let grey = Color(r: 235, g: 235, b: 235)
        let picture = image([[grey, grey], [dark, dark], [dark, dark], [dark, dark]])
        let c = grid(picture, .quadrant)[row: 0, column: 0]
        let mixed = Int32(128) << 16 | Int32(133) << 8 | Int32(148)
        #expect(c.foreground == mixed || c.background == mixed, "\(c)")
    }

    @Test(arguments: [CellMode.quadrant, .sextant])
    func translucentContentOfAnyAlphaIsNotInk(mode: CellMode) {
        // A line of alpha 254 (what overlay ink once was) that no overlay drew: the rows are
        // merged as content, so the glyph row holding it mixes it with its neighbour.
        let veil = Color(r: 235, g: 235, b: 235, a: 254)
        let picture = image([[veil, veil], [dark, dark], [dark, dark], [dark, dark]])
        #expect(picture.ink.isEmpty)
        let c = grid(picture, mode)[row: 0, column: 0]
        let inkCode = Int32(wire.r) << 16 | Int32(wire.g) << 8 | Int32(wire.b)
        #expect(c.foreground != inkCode && c.background != inkCode, "\(mode): \(c)")
        // The same line marked as ink keeps its colour.
        let marked = grid(inked(image([[wire, wire], [dark, dark], [dark, dark], [dark, dark]])), mode)[row: 0, column: 0]
        #expect(marked.foreground == inkCode || marked.background == inkCode, "\(mode): \(marked)")
    }
}
