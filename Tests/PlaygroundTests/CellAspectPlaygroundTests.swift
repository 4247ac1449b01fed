import Foundation
import MeshEngine
import MeshScript
import TerminalOutput
import Testing
@testable import meshplay

/// The playground's cell modes on cells that are not twice as tall as wide: the placement
/// renders the picture in square pixels for the cell size the terminal reported and merges its
/// rows into the mode's, so a square layer is square on screen; the pointer picks the rendered
/// pixel under it; `cells` says which shape the picture is drawn for.
@Suite struct CellAspectPlaygroundTests {
    /// A 100-point square layer in the middle of a 200×200-point black container.
    static let squareScene = ["new", "scene size 200 200", "background #000000", "layer size 100 100",
                              "layer position 100 100", "content solid #ff8800"]

    /// The square's size on screen in screen pixels (width, height) in a `columns` × `rows`-cell
    /// viewport of `cell`-sized cells in `mode`, as the playground draws it.
    func squareOnScreen(cell: PixelSize?, mode: CellMode, columns: Int = 60, rows: Int = 30) -> (Double, Double) {
        var session = Session()
        for line in Self.squareScene { _ = session.execute(line) }
        let support = GraphicsSupport(cellPixels: cell)
        let output = PictureOutput.choose(.cells, support: support)
        let placement = output.placement(in: CellRect(row: 0, column: 0, rows: rows, columns: columns), cellMode: mode,
                                         aspect: CellAspect(cellPixels: cell))
        let rendered = session.renderedFrame(width: placement.width, height: placement.height).image
        var shown = rendered
        RowResampler(sourceHeight: placement.height, height: placement.shownHeight).resample(rendered, into: &shown)
        #expect(shown.width == columns * mode.pixelsPerCell.columns && shown.height == rows * mode.pixelsPerCell.rows)
        // Coverage of the square's colour (red channel), so half-covered pixels count half.
        func coverage(_ c: Color) -> Double { Double(c.r) / 255 }
        let across = (0..<shown.width).map { coverage(shown[$0, shown.height / 2]) }.reduce(0, +)
        let down = (0..<shown.height).map { coverage(shown[shown.width / 2, $0]) }.reduce(0, +)
        let (perColumn, perRow) = mode.pixelsPerCell
        let screen = cell ?? PixelSize(width: 10, height: 20)
        return (across * Double(screen.width) / Double(perColumn), down * Double(screen.height) / Double(perRow))
    }

    @Test(arguments: [PixelSize(width: 10, height: 22), PixelSize(width: 9, height: 20), PixelSize(width: 10, height: 25),
                      PixelSize(width: 9, height: 16)])
    func aSquareLayerIsSquareOnTheReportedCellsInEveryMode(_ cell: PixelSize) {
        for mode in CellMode.allCases {
            let (wide, tall) = squareOnScreen(cell: cell, mode: mode)
            // Within one shown pixel row.
            #expect(abs(wide - tall) <= Double(cell.height) / Double(mode.pixelsPerCell.rows), "\(mode): \(wide)×\(tall)")
        }
        // Drawn for 1:2 cells, as before, it would be stretched by the cell's aspect.
        let (wide, tall) = squareOnScreen(cell: nil, mode: .half)
        let stretched = tall * Double(cell.height) / 20 * 10 / Double(cell.width)
        #expect(abs(stretched / wide - Double(cell.height) / Double(2 * cell.width)) < 0.05)
    }

    @Test func thePlacementRendersTallerForTallCellsAndThePointerPicksTheRenderedPixel() {
        let output = PictureOutput.choose(.cells, support: GraphicsSupport())
        let viewport = CellRect(row: 1, column: 40, rows: 28, columns: 63)
        let plain = output.placement(in: viewport, cellMode: .half)
        #expect(plain.width == 63 && plain.height == 56 && plain.shownHeight == 56)
        let tall = output.placement(in: viewport, cellMode: .half, aspect: CellAspect(cellPixels: PixelSize(width: 10, height: 22)))
        #expect(tall.width == 63 && tall.height == 62 && tall.shownHeight == 56 && tall.cells == viewport)
        // The bottom cell's upper pixel (shown row 54) is rendered row 60 of 62 ((54 + ½) · 62/56).
        #expect(tall.pixel(row: 28, column: 40) == (0, 60))
        #expect(tall.pixel(row: 1, column: 102) == (62, 0))
        #expect(tall.pixel(row: 0, column: 40).y < 0, "above the picture stays outside it")
        #expect(tall.pixel(row: 29, column: 40).y >= tall.height, "and below it")
        let octant = output.placement(in: viewport, cellMode: .octant, aspect: CellAspect(cellPixels: PixelSize(width: 9, height: 16)))
        #expect(octant.width == 126 && octant.shownHeight == 112 && octant.height == 100)
        // Pixel output renders at the cell's own pixels: square already, nothing merged.
        let kitty = PictureOutput.choose(.kitty, support: GraphicsSupport(kitty: true, cellPixels: PixelSize(width: 10, height: 22)))
        let pixels = kitty.placement(in: viewport, cellMode: .half, aspect: CellAspect(cellPixels: PixelSize(width: 10, height: 22)))
        #expect(pixels.height == 28 * 22 && pixels.shownHeight == pixels.height)
    }

    @Test func cellsInThePlaygroundSaysTheShapeThePictureIsDrawnFor() {
        var (s, picture) = frontedSession()
        let available: Set<PixelProtocol> = [.kitty, .sixel]
        picture.graphics = GraphicsSetting(request: .cells, support: GraphicsSupport(cellPixels: PixelSize(width: 10, height: 22)), available: available)
        picture.cellSupport = CellSupport()
        #expect(s.execute("cells half").text == "cells: half, 1×2 pixels per cell (half blocks ▀); "
            + "10×22-pixel cells, so the picture is drawn at 1×2.2 square pixels per cell, shown as 1×2")
        #expect(s.execute("cells").text == "cells half, 1×2 pixels per cell (half blocks ▀); "
            + "10×22-pixel cells, so the picture is drawn at 1×2.2 square pixels per cell, shown as 1×2")
        picture.graphics = GraphicsSetting(request: .cells, support: GraphicsSupport(), available: available)
        #expect(s.execute("cells").text == "cells half, 1×2 pixels per cell (half blocks ▀); "
            + "the terminal did not report its cell size, so cells are taken as twice as tall as wide")
    }

    /// The real binary on a pseudo-terminal whose window reports 10×22-pixel cells (as kitty's and
    /// xterm's ioctl does): `cells` says so, and after the font changes to 10×20 (a resize of the
    /// pixels alone, as Ctrl-Shift-− sends) it says the pixels are square.
    @Test(.enabled(if: PtyTerminal.isAvailable))
    func thePlaygroundFollowsTheCellSizeTheWindowReports() throws {
        let pty = try PtyTerminal(columns: 180, rows: 30, reportsSynchronizedOutput: false, arguments: ["--graphics", "cells"],
                                  pixels: (1800, 660))
        _ = try #require(pty.wait { String(decoding: $0, as: UTF8.self).contains("\u{2580}") })
        // Ctrl-L after the reply: the whole screen is written again, so the reply's words are
        // in the bytes whole, whatever curses kept of the lines before.
        // A frame drawn before the playground read the resize also has half blocks, so the
        // question is asked again until the answer comes (a condition, not a sleep), for 30 s.
        func reply(containing words: [String]) -> Bool {
            let deadline = Date().addingTimeInterval(30)
            repeat {
                let asked = pty.output.count
                pty.send("cells\r\u{0C}")
                if pty.wait(from: asked, seconds: 3, until: { bytes in words.allSatisfy { String(decoding: bytes, as: UTF8.self).contains($0) } }) != nil {
                    return true
                }
            } while Date() < deadline
            return false
        }
        #expect(reply(containing: ["10×22-pixel", "1×2.2"]))
        // The window redrawn whole after the resize: the new cell size has been read.
        let resized = pty.output.count
        pty.resize(columns: 180, rows: 30, pixels: (1800, 600))
        _ = try #require(pty.wait(from: resized) { String(decoding: $0, as: UTF8.self).contains("\u{2580}") })
        #expect(reply(containing: ["10×20-pixel", "twice"]))
        pty.send("\u{04}")
        #expect(pty.waitForExit())
    }
}
