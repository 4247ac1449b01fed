import MeshEngine
import Testing
@testable import TerminalOutput

/// A glyph reaches about a pixel into both neighbouring cells (xterm, above all with an
/// antialiased font) and a cell's fill covers only its own cell, so a changed cell is written
/// with the cells from the nearest one that held no glyph before it to the nearest one that
/// holds none after it (``RepaintSpans``): the screen then always shows what a full redraw
/// (Ctrl-L) would.
@Suite struct EdgeRepaintTests {
    /// Encodes `first`, then `second`; returns the second frame's bytes and stats.
    private func update(_ first: [[Color]], _ second: [[Color]]) -> (String, EncodeStats) {
        var encoder = HalfBlockEncoder(mode: .truecolor)
        var bytes: [UInt8] = []
        encoder.encodeFrame(image(first), originRow: 0, originColumn: 0, into: &bytes)
        bytes.removeAll()
        let stats = encoder.encodeFrame(image(second), originRow: 0, originColumn: 0, into: &bytes)
        return (visible(bytes), stats)
    }

    @Test func aHalfBlockBecomingASpaceIsWrittenWithTheGlyphsAfterItWhoseEdgeItsFillWipes() {
        let (bytes, stats) = update([[red, green, green], [blue, blue, blue]], [[blue, green, green], [blue, blue, blue]])
        #expect(bytes == "\\e[1;1H\\e[48;2;0;0;255m \\e[38;2;0;255;0m▀▀\\e[0m")
        #expect(stats.cellsEmitted == 3)
    }

    @Test func aNewGlyphIsWrittenWithTheCellsToItsRightUpToTwoSpacesInARow() {
        // Cells: space, ▀ green, space, space, ▀ green; the first becomes ▀ red.
        let (bytes, stats) = update([[blue, green, blue, blue, green], [blue, blue, blue, blue, blue]],
                                    [[red, green, blue, blue, green], [blue, blue, blue, blue, blue]])
        #expect(bytes == "\\e[1;1H\\e[38;2;255;0;0;48;2;0;0;255m▀\\e[38;2;0;255;0m▀ \\e[0m")
        #expect(stats.cellsEmitted == 3)
    }

    @Test func aChangedGlyphAmongGlyphsIsWrittenFromTheSpaceBeforeThemToTheSpacesAfter() {
        // Cells: space, ▀ red, ▀ green, ▀ red, space, space, ▀ green; the third becomes ▀ grey.
        let (bytes, stats) = update([[blue, red, green, red, blue, blue, green], [blue, blue, blue, blue, blue, blue, blue]],
                                    [[blue, red, grey, red, blue, blue, green], [blue, blue, blue, blue, blue, blue, blue]])
        #expect(bytes == "\\e[1;1H\\e[48;2;0;0;255m \\e[38;2;255;0;0m▀\\e[38;2;128;128;128m▀\\e[38;2;255;0;0m▀ \\e[0m")
        #expect(stats.cellsEmitted == 5)
    }

    @Test func aRowOfGlyphsIsWrittenWholeToItsEnds() {
        let (bytes, stats) = update([[red, green, red], [blue, blue, blue]], [[red, grey, red], [blue, blue, blue]])
        #expect(bytes == "\\e[1;1H\\e[38;2;255;0;0;48;2;0;0;255m▀\\e[38;2;128;128;128m▀\\e[38;2;255;0;0m▀\\e[0m")
        #expect(stats.cellsEmitted == 3)
    }

    @Test func anUnchangedFrameWritesNothing() {
        let rows = [[red, green, red], [blue, blue, blue]]
        let (bytes, stats) = update(rows, rows)
        #expect(bytes.isEmpty)
        #expect(stats.cellsEmitted == 0)
    }

    /// A model of the screen's pixels at cell edges: each cell's left edge, middle and right
    /// edge hold what was drawn there in order. Writing a cell fills its three with its
    /// background and glyph, then blends its glyph's spill over its neighbours' facing edges.
    private struct SpillScreen: Equatable {
        var edges: [[String]]
        init(columns: Int) { edges = Array(repeating: ["", "", ""], count: columns) }
        mutating func draw(_ cell: Cell, at column: Int) {
            edges[column] = ["\(cell.background)", "\(cell.glyph)/\(cell.foreground)/\(cell.background)", "\(cell.background)"]
            guard !cell.isBlank else { return }
            if column > 0 { edges[column - 1][2] += "+\(cell.glyph)/\(cell.foreground)" }
            if column + 1 < edges.count { edges[column + 1][0] += "+\(cell.glyph)/\(cell.foreground)" }
        }
    }

    /// The columns of the cells `bytes` writes on its one row, in order (cursor moves `CSI r;cH`
    /// and `CSI nC`, SGRs skipped, every other character a cell).
    private func written(_ bytes: [UInt8]) -> [Int] {
        var columns: [Int] = [], cursor = 0
        let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        var i = 0
        while i < scalars.count {
            if scalars[i] == "\u{1B}" {
                var j = i + 2, parameter = ""
                while j < scalars.count, !("@"..."~").contains(scalars[j]) { parameter.unicodeScalars.append(scalars[j]); j += 1 }
                if scalars[j] == "H" { cursor = Int(parameter.split(separator: ";")[1])! - 1 }
                if scalars[j] == "C" { cursor += Int(parameter) ?? 1 }
                i = j + 1
            } else {
                columns.append(cursor)
                cursor += 1
                i += 1
            }
        }
        return columns
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
    func anyRunOfFramesLeavesTheScreenAsAFullRedrawWould(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let palette = [red, green, blue, grey]
        var encoder = HalfBlockEncoder(mode: .truecolor)
        var screen = SpillScreen(columns: 12)
        var pixels = (0..<24).map { _ in palette[Int(random.next() % 4)] }
        for frame in 0..<60 {
            // A few cells change each frame, the bottom row mostly the background.
            for _ in 0..<3 { pixels[Int(random.next() % 24)] = palette[Int(random.next() % (frame % 2 == 0 ? 4 : 2))] }
            var bytes: [UInt8] = []
            encoder.encodeFrame(image([Array(pixels[0..<12]), Array(pixels[12..<24])]), originRow: 0, originColumn: 0, into: &bytes)
            for column in written(bytes) { screen.draw(encoder.grid.cells[column], at: column) }
            var redrawn = SpillScreen(columns: 12)
            for column in 0..<12 { redrawn.draw(encoder.grid.cells[column], at: column) }
            #expect(screen == redrawn, "frame \(frame)")
            if screen != redrawn { return }
        }
    }
}

/// SplitMix64, for reproducible frames.
private struct SeededRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
