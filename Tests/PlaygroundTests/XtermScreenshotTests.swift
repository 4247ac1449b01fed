import Foundation
import Testing

/// A real emulator: xterm on a virtual X server (``XvfbXterm``) shows `meshplay render`'s
/// half-block truecolor output and its sixel image, and a screenshot of each is compared with the
/// headless render of the same picture. `.ci/deps` installs the tools; where they are missing the
/// tests are skipped and say why, except in CI (`CI` set), where they fail (``RealTool``).
@Suite(.serialized) struct XtermScreenshotTests {
    static let needs: Comment = "needs Xvfb (xvfb), xterm and xwd (x11-apps): `.ci/deps` installs them"

    static var isAvailable: Bool {
        XvfbXterm.tools.allSatisfy { XvfbXterm.find($0) != nil } && FileManager.default.isExecutableFile(atPath: TmuxPane.binary)
    }

    /// The largest channel difference between a screenshot pixel and a reference pixel.
    static func difference(_ image: XvfbXterm.Screenshot, _ x: Int, _ y: Int, _ source: XvfbXterm.Screenshot, _ sx: Int, _ sy: Int) -> Int {
        let i = (y * image.width + x) * 3, j = (sy * source.width + sx) * 3
        return (0..<3).map { abs(Int(image.rgb[i + $0]) - Int(source.rgb[j + $0])) }.max()!
    }

    @Test(.enabled(if: isAvailable || RealTool.inCI, Self.needs))
    func xtermShowsTheHalfBlockTruecolorRenderWithinTolerance() throws {
        guard Self.isAvailable else { return RealTool.didNotStart("\(Self.needs)") }
        let work = try XvfbXterm.scratch()
        defer { try? FileManager.default.removeItem(atPath: work) }
        // The headless picture: 60×40 pixels, 60×20 cells.
        let reference = work + "/reference.ppm"
        let rendered = TmuxPane.run([TmuxPane.binary, "render", "--preset", "rippled-label", "--size", "60x40", "--out", reference])
        try #require(rendered.status == 0, "\(rendered.output)")
        let source = try #require(XvfbXterm.readPPM(reference))

        // A background colour the picture does not use, to find the window's extent. Through a
        // pipe, so the picture is the render's rows as they are: printed to xterm itself, whose
        // cells are seldom exactly 1:2, they would be merged for the cells' shape (CellAspect).
        let image = try XvfbXterm.run("\(TmuxPane.binary) render --preset rippled-label --size 60x40 --color truecolor | cat", work: work,
                                      xtermArguments: ["-bg", "rgb:ff/00/ff", "-fg", "white", "-xrm", "XTerm*cursorColor: rgb:ff/00/ff"])
        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let i = (y * image.width + x) * 3
            return (Int(image.rgb[i]), Int(image.rgb[i + 1]), Int(image.rgb[i + 2]))
        }
        var right = 0, bottom = 0
        for y in 0..<image.height { for x in 0..<image.width where pixel(x, y) == (255, 0, 255) { right = max(right, x); bottom = max(bottom, y) } }
        let cellWidth = Double(right + 1) / 64, cellHeight = Double(bottom + 1) / 24
        try #require(cellWidth >= 4 && cellHeight >= 8, "window \(right + 1)×\(bottom + 1) px")

        // Each cell's upper and lower half, sampled at their centres, against the two pixels.
        var within = 0, total = 0, worst = 0
        for row in 0..<(source.height / 2) {
            for column in 0..<source.width {
                for half in 0..<2 {
                    let sx = Int((Double(column) + 0.5) * cellWidth), sy = Int((Double(row) + (half == 0 ? 0.25 : 0.75)) * cellHeight)
                    let difference = XtermScreenshotTests.difference(image, sx, sy, source, column, 2 * row + half)
                    worst = max(worst, difference)
                    if difference <= XtermScreenshotTests.tolerance { within += 1 }
                    total += 1
                }
            }
        }
        // Tolerance: each channel within 8 of the render (xterm's direct colour is exact; the margin
        // covers a sample landing on the antialiased edge of a glyph) for at least 97% of samples.
        #expect(Double(within) >= 0.97 * Double(total), "\(within) of \(total) samples within \(XtermScreenshotTests.tolerance); worst \(worst)")
        print("xterm screenshot: \(within) of \(total) samples within \(XtermScreenshotTests.tolerance) per channel; worst \(worst); cell \(cellWidth)×\(cellHeight) px")
    }

    static let tolerance = 8

    @Test(.enabled(if: isAvailable || RealTool.inCI, Self.needs))
    func xtermAsAVT340ShowsTheSixelRenderPixelForPixelWithinTolerance() throws {
        guard Self.isAvailable else { return RealTool.didNotStart("\(Self.needs)") }
        let work = try XvfbXterm.scratch()
        defer { try? FileManager.default.removeItem(atPath: work) }
        // The headless picture and its sixel image: 240×150 pixels, shown at the top-left corner.
        let reference = work + "/reference.ppm", sixel = work + "/picture.six"
        for out in [reference, sixel] {
            let rendered = TmuxPane.run([TmuxPane.binary, "render", "--preset", "rippled-label", "--size", "240x150", "--out", out])
            try #require(rendered.status == 0, "\(rendered.output)")
        }
        let source = try #require(XvfbXterm.readPPM(reference))

        // `-ti vt340` turns sixel on; a VT340 had 16 colour registers, so xterm's resource asks for 256.
        // The text cursor is hidden first: xterm leaves it on the picture's last text row.
        let image = try XvfbXterm.run("printf '\\033[?25l'; cat \(sixel)", work: work, xtermArguments: [
            "-ti", "vt340", "-xrm", "XTerm*decTerminalID: vt340", "-xrm", "XTerm*numColorRegisters: 256",
            "-bg", "rgb:ff/00/ff", "-fg", "white",
        ])
        try #require(image.width >= source.width && image.height >= source.height)
        var within = 0, worst = 0, magenta = 0
        for y in 0..<source.height {
            for x in 0..<source.width {
                let difference = XtermScreenshotTests.difference(image, x, y, source, x, y)
                worst = max(worst, difference)
                if difference <= XtermScreenshotTests.sixelTolerance { within += 1 }
                let i = (y * image.width + x) * 3
                if image.rgb[i] == 255 && image.rgb[i + 1] == 0 && image.rgb[i + 2] == 255 { magenta += 1 }
            }
        }
        let total = source.width * source.height
        // Tolerance: the palette is median cut over 6 bits per channel (this picture has fewer
        // colours than registers, so each is its bin's mean, within 3) and registers are given in
        // percent (within 2 more): each channel within 6 for at least 99.9% of pixels, the rest
        // allowing for a changed preset. No pixel of the window's background shows through.
        #expect(Double(within) >= 0.999 * Double(total), "\(within) of \(total) pixels within \(XtermScreenshotTests.sixelTolerance); worst \(worst)")
        #expect(magenta < total / 100, "\(magenta) pixels of the background inside the picture")
        print("xterm sixel screenshot: \(within) of \(total) pixels within \(XtermScreenshotTests.sixelTolerance) per channel; worst \(worst)")
    }

    static let sixelTolerance = 6

    @Test(.enabled(if: isAvailable || RealTool.inCI, Self.needs))
    func thePlaygroundWithGraphicsSixelShowsRealPixelsInXtermAsAVT340() throws {
        guard Self.isAvailable else { return RealTool.didNotStart("\(Self.needs)") }
        let work = try XvfbXterm.scratch()
        defer { try? FileManager.default.removeItem(atPath: work) }
        // A still scene: a bent checkerboard, its edges at angles.
        let scene = work + "/bent.mesh"
        try Data("new\ncontent checker 6 #ffffff #3c6ec8\ngrid 2 2\nvertex 4 to 0.62 0.38 0\n".utf8).write(to: URL(fileURLWithPath: scene))
        let blue = (0x3C, 0x6E, 0xC8)
        func isBlue(_ image: XvfbXterm.Screenshot, _ i: Int) -> Bool {
            abs(Int(image.rgb[i]) - blue.0) < 8 && abs(Int(image.rgb[i + 1]) - blue.1) < 8 && abs(Int(image.rgb[i + 2]) - blue.2) < 8
        }
        // Drawn once plenty of the checkerboard's blue shows and the screen has settled.
        let image = try XvfbXterm.run("env HOME=\(work) \(TmuxPane.binary) --graphics sixel \(scene)", work: work,
                                      xtermArguments: ["-ti", "vt340", "-xrm", "XTerm*numColorRegisters: 256"],
                                      geometry: "100x32", finishes: false) { image in
            stride(from: 0, to: image.rgb.count, by: 3).filter { isBlue(image, $0) }.count > 5000
        }
        // Real pixels: in cell output every cell shows at most two colours (xterm draws block
        // glyphs as exact rectangles); here the checkerboard's slanted, antialiased edges give many
        // cells three or more. The cell size: the font's, 10 pt DejaVu Sans Mono (8×17 at 96 dpi),
        // found from the window's width.
        var right = 0
        for x in 0..<image.width where image.rgb[x * 3] != 0 || image.rgb[x * 3 + 1] != 0 || image.rgb[x * 3 + 2] != 0 { right = x }
        let cellWidth = (right + 1) / 100, cellHeight = 17
        try #require(cellWidth >= 5)
        var richCells = 0, blueCells = 0
        for row in 0..<30 {
            for column in 0..<100 {
                var colours: Set<Int> = [], sawBlue = false
                for y in (row * cellHeight)..<((row + 1) * cellHeight) {
                    for x in (column * cellWidth)..<((column + 1) * cellWidth) {
                        let i = (y * image.width + x) * 3
                        colours.insert(Int(image.rgb[i]) << 16 | Int(image.rgb[i + 1]) << 8 | Int(image.rgb[i + 2]))
                        if isBlue(image, i) { sawBlue = true }
                    }
                }
                if sawBlue { blueCells += 1; if colours.count >= 3 { richCells += 1 } }
            }
        }
        #expect(blueCells > 100, "the checkerboard covers \(blueCells) cells")
        #expect(richCells * 10 >= blueCells, "\(richCells) of the picture's \(blueCells) cells show three or more colours")
        print("xterm playground sixel: \(richCells) of \(blueCells) picture cells show three or more colours (cell \(cellWidth)×\(cellHeight) px)")
    }

    @Test(.enabled(if: isAvailable || RealTool.inCI, Self.needs))
    func aSixelPictureLargerThanXtermsMaxGraphicSizeIsDrawnFittedWithinItAndCentred() throws {
        guard Self.isAvailable else { return RealTool.didNotStart("\(Self.needs)") }
        let work = try XvfbXterm.scratch()
        defer { try? FileManager.default.removeItem(atPath: work) }
        // The whole picture blue (the layer and the container behind it), so its extent on screen is plain.
        let scene = work + "/blue.mesh"
        try Data("new\nbackground #3c6ec8\ncontent solid #3c6ec8\n".utf8).write(to: URL(fileURLWithPath: scene))
        func isBlue(_ image: XvfbXterm.Screenshot, _ i: Int) -> Bool {
            abs(Int(image.rgb[i]) - 0x3C) < 8 && abs(Int(image.rgb[i + 1]) - 0x6E) < 8 && abs(Int(image.rgb[i + 2]) - 0xC8) < 8
        }
        // The viewport (63×30 cells of 8×17 pixels: 504×510) is larger than 300×200, which xterm
        // would not draw at all; fitted, the picture is 197×200.
        let image = try XvfbXterm.run("env HOME=\(work) \(TmuxPane.binary) --graphics sixel \(scene)", work: work,
                                      xtermArguments: ["-ti", "vt340", "-xrm", "XTerm*numColorRegisters: 256",
                                                       "-xrm", "XTerm*maxGraphicSize: 300x200"],
                                      geometry: "100x32", finishes: false) { image in
            stride(from: 0, to: image.rgb.count, by: 3).filter { isBlue(image, $0) }.count > 20000
        }
        // The picture's extent along its middle row and column (xterm may leave a pixel or two
        // of the image's colour under its first column, where it drew the text cursor).
        var blue: [(x: Int, y: Int)] = []
        for y in 0..<image.height {
            for x in 0..<image.width where isBlue(image, (y * image.width + x) * 3) { blue.append((x, y)) }
        }
        let middleX = blue.map(\.x).sorted()[blue.count / 2], middleY = blue.map(\.y).sorted()[blue.count / 2]
        let row = blue.filter { $0.y == middleY }.map(\.x), column = blue.filter { $0.x == middleX }.map(\.y)
        let left = row.min() ?? 0, right = row.max() ?? 0, top = column.min() ?? 0, bottom = column.max() ?? 0
        let width = right - left + 1, height = bottom - top + 1
        #expect(width <= 300 && height <= 200 && height >= 190, "the picture is \(width)×\(height) at \(left),\(top)")
        // Centred in the viewport's 30 rows of 17 pixels, on whole cells: the gaps above and
        // below differ by less than one cell.
        let below = 30 * 17 - 1 - bottom
        #expect(abs(top - below) < 17, "\(top) px above the picture, \(below) below")
        // Whatever the viewport showed beside the picture is blank (xterm's default white).
        let besideRow = (top + height / 2) * image.width
        #expect((0..<8).allSatisfy { image.rgb[(besideRow + right + 20 + $0) * 3] > 240 }, "right of the picture is blank")
        print("xterm sixel over maxGraphicSize 300x200: drawn \(width)×\(height) at \(left),\(top)")
    }
}
