import MeshEngine
import Testing
@testable import TerminalOutput

/// The cell modes on cells that are not twice as tall as wide: the picture is rendered in
/// square pixels for the cells' reported shape and its rows merged into the mode's, so a square
/// looks square on screen; unknown or 1:2 cells draw the picture as rendered.
@Suite struct CellAspectTests {
    let background = Color(r: 20, g: 30, b: 60)
    let square = Color(r: 200, g: 120, b: 40)
    let wire = Color(r: 235, g: 235, b: 235)

    @Test func unknownOrOneToTwoCellsDrawThePictureAsRendered() {
        for aspect in [CellAspect(), CellAspect(cellPixels: PixelSize(width: 8, height: 16)),
                       CellAspect(cellPixels: PixelSize(width: 9, height: 18)), CellAspect(cellPixels: PixelSize(width: 0, height: 20))] {
            #expect(aspect.pixelAspect == 1 && aspect.isSquare)
            #expect(aspect.renderedHeight(shown: 120) == 120 && aspect.shownHeight(rendered: 120) == 120)
        }
        #expect(CellAspect(cellPixels: PixelSize(width: 0, height: 20)).cellPixels == nil, "a side of 0 is no report")
    }

    struct HeightCase: CustomTestStringConvertible, Sendable {
        let cell: (Int, Int), shown: Int, rendered: Int
        var testDescription: String { "\(cell.0)×\(cell.1) cells: \(shown) rows rendered as \(rendered)" }
    }

    @Test(arguments: [
        HeightCase(cell: (10, 22), shown: 120, rendered: 132),
        HeightCase(cell: (9, 20), shown: 120, rendered: 133),
        HeightCase(cell: (10, 25), shown: 240, rendered: 300),
        HeightCase(cell: (9, 16), shown: 120, rendered: 107),
        HeightCase(cell: (10, 100), shown: 100, rendered: 200),
    ])
    func theRenderedHeightIsTheShownRowsTimesThePixelsAspect(_ c: HeightCase) {
        let aspect = CellAspect(cellPixels: PixelSize(width: c.cell.0, height: c.cell.1))
        #expect(!aspect.isSquare)
        #expect(aspect.renderedHeight(shown: c.shown) == c.rendered)
        #expect(aspect.shownHeight(rendered: c.rendered) == c.shown)
        #expect(aspect.renderedHeight(shown: 0) == 0 && aspect.renderedHeight(shown: 1) >= 1)
    }

    /// A picture `width` × `height` of the background with a `side`-pixel square at (4, 4).
    func picture(width: Int, height: Int, side: Int) -> Image {
        var image = Image(width: width, height: height, fill: background)
        for y in 4..<(4 + side) { for x in 4..<(4 + side) { image[x, y] = square } }
        return image
    }

    @Test(arguments: [(10, 22), (9, 20), (10, 25), (9, 16), (7, 15)])
    func aSquareLayerLooksSquareOnTheCellsInEveryMode(_ cell: (Int, Int)) {
        let aspect = CellAspect(cellPixels: PixelSize(width: cell.0, height: cell.1))
        for mode in CellMode.allCases {
            let (columns, rows) = mode.pixelsPerCell
            // A viewport of 40×30 cells; the square 40 rendered pixels a side.
            let shown = 30 * rows, rendered = aspect.renderedHeight(shown: shown)
            var out = Image(width: 0, height: 0)
            RowResampler(sourceHeight: rendered, height: shown).resample(picture(width: 40 * columns, height: rendered, side: 40), into: &out)
            #expect(out.width == 40 * columns && out.height == shown)
            // Its size on screen, in screen pixels: columns of cell.0 / columns, rows of cell.1 / rows
            // (a shown row half covered counts half).
            let shownRows = (0..<out.height).map { y in Double(out[10, y].r - background.r) / Double(square.r - background.r) }.reduce(0, +)
            let wide = 40 * Double(cell.0) / Double(columns), tall = shownRows * Double(cell.1) / Double(rows)
            #expect(abs(tall - wide) <= Double(cell.1) / Double(rows), "\(mode): \(wide) wide, \(tall) tall")
        }
    }

    @Test func thePictureIsUnchangedWhereTheHeightsAgree() {
        var source = picture(width: 12, height: 10, side: 3)
        source.ink.insert(5, pixelCount: 120)
        var out = Image(width: 0, height: 0)
        RowResampler(sourceHeight: 10, height: 10).resample(source, into: &out)
        #expect(out == source)
    }

    /// Overlay ink is never averaged: each rendered row of ink lands in exactly one shown row (the
    /// one holding its centre), in its own colour, marked as ink; the rows it only touches take
    /// the content around it.
    @Test(arguments: [(10, 22), (9, 20), (9, 16), (10, 25)])
    func aOnePixelLineStaysOneShownRowInItsOwnColour(_ cell: (Int, Int)) {
        let aspect = CellAspect(cellPixels: PixelSize(width: cell.0, height: cell.1))
        let shown = 48, rendered = aspect.renderedHeight(shown: shown)
        let resampler = RowResampler(sourceHeight: rendered, height: shown)
        for line in 0..<rendered {
            var source = Image(width: 3, height: rendered, fill: background)
            for x in 0..<3 {
                source[x, line] = wire
                source.ink.insert(line * 3 + x, pixelCount: source.pixels.count)
            }
            var out = Image(width: 0, height: 0)
            resampler.resample(source, into: &out)
            let inkRows = (0..<shown).filter { out.ink.contains($0 * 3) }
            #expect(inkRows == [RowResampler.shownRow(of: line, sourceHeight: rendered, height: shown)], "line \(line)")
            for y in 0..<shown {
                #expect(out[1, y] == (inkRows.contains(y) ? wire : background), "line \(line), row \(y)")
            }
        }
    }

    @Test func aClickPicksTheRenderedRowAtTheShownRowsCentre() {
        // 10×22 cells: 20 shown rows are 22 rendered; every rendered row's shown row maps back near it.
        for shown in 0..<20 {
            let row = RowResampler.sourceRow(of: shown, sourceHeight: 22, height: 20)
            #expect(abs(Double(row) + 0.5 - (Double(shown) + 0.5) * 1.1) <= 0.5)
        }
        #expect(RowResampler.sourceRow(of: 19, sourceHeight: 22, height: 20) == 21)
    }

    @Test func cellsSaysTheShapeThePictureIsDrawnFor() {
        let kitty = CellAspect(cellPixels: PixelSize(width: 10, height: 22))
        #expect(kitty.summary(for: .half) == "10×22-pixel cells, so the picture is drawn at 1×2.2 square pixels per cell, shown as 1×2")
        #expect(kitty.summary(for: .octant) == "10×22-pixel cells, so the picture is drawn at 2×4.4 square pixels per cell, shown as 2×4")
        #expect(CellAspect(cellPixels: PixelSize(width: 9, height: 16)).summary(for: .half)
            == "9×16-pixel cells, so the picture is drawn at 1×1.78 square pixels per cell, shown as 1×2")
        #expect(CellAspect(cellPixels: PixelSize(width: 8, height: 16)).summary(for: .quadrant)
            == "8×16-pixel cells, twice as tall as wide: the picture's pixels are square on them")
        #expect(CellAspect().summary(for: .half)
            == "the terminal did not report its cell size, so cells are taken as twice as tall as wide")
    }
}
