import MeshEngine
import Testing
@testable import TerminalOutput

/// A glyph reaches about a pixel into both neighbouring cells (xterm, above all with an
/// antialiased font) and the terminal fills a run of text's background before drawing its glyphs,
/// so a row with a changed cell is written whole (``RowRepaint``): the screen then always shows
/// what a full redraw (Ctrl-L) would.
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

    @Test func aRowWithOneChangedCellIsWrittenWhole() {
        let (bytes, stats) = update([[red, green, green], [blue, blue, blue]], [[blue, green, green], [blue, blue, blue]])
        #expect(bytes == "\\e[1;1H\\e[48;2;0;0;255m \\e[38;2;0;255;0m▀▀\\e[0m")
        #expect(stats.cellsEmitted == 3)
    }

    @Test func rowsWithoutChangesAreNotWritten() {
        let (bytes, stats) = update([[red, green], [blue, blue], [green, red], [blue, blue]],
                                    [[red, green], [blue, blue], [green, grey], [blue, blue]])
        #expect(bytes == "\\e[2;1H\\e[38;2;0;255;0;48;2;0;0;255m▀\\e[38;2;128;128;128m▀\\e[0m")
        #expect(stats.cellsEmitted == 2)
    }

    @Test func anUnchangedFrameWritesNothing() {
        let rows = [[red, green, red], [blue, blue, blue]]
        let (bytes, stats) = update(rows, rows)
        #expect(bytes.isEmpty)
        #expect(stats.cellsEmitted == 0)
    }

    /// A model of the pixels at cell edges in a terminal like xterm: each cell's left edge,
    /// middle and right edge hold what was drawn there, in order. Text between two escape
    /// sequences is one run: its cells' backgrounds are filled first, then each glyph is drawn
    /// and blended over its neighbours' facing edges (a space draws nothing).
    private struct SpillScreen: Equatable {
        var edges: [[String]]
        init(columns: Int) { edges = Array(repeating: ["", "", ""], count: columns) }

        mutating func draw(run: [Int], cells: [Cell]) {
            for column in run { edges[column] = ["\(cells[column].background)", "", "\(cells[column].background)"] }
            for column in run {
                let cell = cells[column]
                edges[column][1] = "\(cell.glyph)/\(cell.foreground)/\(cell.background)"
                guard cell.glyph != 0x20 else { continue }
                if column > 0 { edges[column - 1][2] += "+\(cell.glyph)/\(cell.foreground)" }
                if column + 1 < edges.count { edges[column + 1][0] += "+\(cell.glyph)/\(cell.foreground)" }
            }
        }

        /// Plays the bytes of one row of cells: cursor moves `CSI r;cH` and `CSI nC`, SGRs
        /// end runs, every other character is a cell of the current run.
        mutating func play(_ bytes: [UInt8], cells: [Cell]) {
            let scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
            var run: [Int] = [], cursor = 0, i = 0
            while i < scalars.count {
                if scalars[i] == "\u{1B}" {
                    draw(run: run, cells: cells)
                    run = []
                    var j = i + 2, parameter = ""
                    while j < scalars.count, !("@"..."~").contains(scalars[j]) { parameter.unicodeScalars.append(scalars[j]); j += 1 }
                    if scalars[j] == "H" { cursor = Int(parameter.split(separator: ";")[1])! - 1 }
                    if scalars[j] == "C" { cursor += Int(parameter) ?? 1 }
                    i = j + 1
                } else {
                    run.append(cursor)
                    cursor += 1
                    i += 1
                }
            }
            draw(run: run, cells: cells)
        }
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
    func anyRunOfFramesLeavesTheScreenAsAFullRedrawWould(seed: UInt64) {
        var random = SplitMix64(state: seed)
        let palette = [red, green, blue, grey]
        var encoder = HalfBlockEncoder(mode: .truecolor)
        var screen = SpillScreen(columns: 12)
        var pixels = (0..<24).map { _ in palette[Int(random.next() % 4)] }
        for frame in 0..<60 {
            // A few cells change each frame, every other frame only to red or green.
            for _ in 0..<3 { pixels[Int(random.next() % 24)] = palette[Int(random.next() % (frame % 2 == 0 ? 4 : 2))] }
            let picture = image([Array(pixels[0..<12]), Array(pixels[12..<24])])
            var bytes: [UInt8] = []
            encoder.encodeFrame(picture, originRow: 0, originColumn: 0, into: &bytes)
            screen.play(bytes, cells: encoder.grid.cells)
            var fresh = HalfBlockEncoder(mode: .truecolor), redraw: [UInt8] = []
            fresh.encodeFrame(picture, originRow: 0, originColumn: 0, into: &redraw)
            var redrawn = SpillScreen(columns: 12)
            redrawn.play(redraw, cells: fresh.grid.cells)
            #expect(screen == redrawn, "frame \(frame)")
            if screen != redrawn { return }
        }
    }
}
