import MeshEngine
import Testing
@testable import TerminalOutput

/// xterm draws `▀` about one pixel wider than its cell: when a block glyph leaves a cell, the
/// right-hand neighbour is redrawn so no sliver of the old glyph stays on it.
@Suite struct OverhangRepaintTests {
    @Test func aHalfBlockBecomingASpaceRedrawsItsUnchangedRightNeighbour() {
        var encoder = HalfBlockEncoder(mode: .truecolor)
        var bytes: [UInt8] = []
        encoder.encodeFrame(image([[red, green, green], [blue, blue, blue]]), originRow: 0, originColumn: 0, into: &bytes)
        bytes.removeAll()
        // Column 0 becomes a background-only space; column 1 is unchanged; column 2 is unchanged.
        let stats = encoder.encodeFrame(image([[blue, green, green], [blue, blue, blue]]), originRow: 0, originColumn: 0,
                                        into: &bytes)
        #expect(visible(bytes) == "\\e[1;1H\\e[48;2;0;0;255m \\e[38;2;0;255;0m▀\\e[0m")
        #expect(stats.cellsEmitted == 2)
    }

    @Test func aSpaceBecomingAHalfBlockDoesNotRedrawItsNeighbour() {
        var encoder = HalfBlockEncoder(mode: .truecolor)
        var bytes: [UInt8] = []
        encoder.encodeFrame(image([[blue, green], [blue, blue]]), originRow: 0, originColumn: 0, into: &bytes)
        bytes.removeAll()
        let stats = encoder.encodeFrame(image([[red, green], [blue, blue]]), originRow: 0, originColumn: 0, into: &bytes)
        #expect(visible(bytes) == "\\e[1;1H\\e[38;2;255;0;0;48;2;0;0;255m▀\\e[0m")
        #expect(stats.cellsEmitted == 1)
    }

    @Test func aHalfBlockThatOnlyChangesColourDoesNotRedrawItsNeighbour() {
        var encoder = HalfBlockEncoder(mode: .truecolor)
        var bytes: [UInt8] = []
        encoder.encodeFrame(image([[red, green], [blue, blue]]), originRow: 0, originColumn: 0, into: &bytes)
        bytes.removeAll()
        // The new `▀` overdraws the old one's overhang with its own.
        let stats = encoder.encodeFrame(image([[grey, green], [blue, blue]]), originRow: 0, originColumn: 0, into: &bytes)
        #expect(stats.cellsEmitted == 1)
    }

    @Test func theLastColumnHasNoNeighbourToRedraw() {
        var encoder = HalfBlockEncoder(mode: .truecolor)
        var bytes: [UInt8] = []
        encoder.encodeFrame(image([[green, red], [blue, blue], [green, green]]), originRow: 0, originColumn: 0, into: &bytes)
        bytes.removeAll()
        let stats = encoder.encodeFrame(image([[green, blue], [blue, blue], [green, green]]), originRow: 0, originColumn: 0,
                                        into: &bytes)
        // Row 0's last cell changed; row 1's first cell is not its neighbour.
        #expect(visible(bytes) == "\\e[1;2H\\e[48;2;0;0;255m \\e[0m")
        #expect(stats.cellsEmitted == 1)
    }
}
