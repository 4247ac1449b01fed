import MeshEngine
import Testing
@testable import TerminalOutput

@Suite struct HalfBlockEncoderTests {
    @Test func aTwoColourCellIsOneUpperHalfBlockWithMergedColours() {
        var encoder = HalfBlockEncoder(mode: .truecolor)
        var bytes: [UInt8] = []
        encoder.encodeFrame(image([[red], [blue]]), originRow: 0, originColumn: 0, into: &bytes)
        #expect(visible(bytes) == "\\e[1;1H\\e[38;2;255;0;0;48;2;0;0;255m▀\\e[0m")
    }

    @Test func matchingHalvesBecomeBackgroundOnlySpacesWithTheColourSentOnce() {
        var encoder = HalfBlockEncoder(mode: .truecolor)
        var bytes: [UInt8] = []
        encoder.encodeFrame(image([[green, green], [green, green]]), originRow: 2, originColumn: 5, into: &bytes)
        #expect(visible(bytes) == "\\e[3;6H\\e[48;2;0;255;0m  \\e[0m")
    }

    @Test func anOddLastPixelRowGetsTheDefaultBackground() {
        var encoder = HalfBlockEncoder(mode: .truecolor)
        var bytes: [UInt8] = []
        encoder.encodeFrame(image([[red], [red], [blue]]), originRow: 0, originColumn: 0, into: &bytes)
        #expect(visible(bytes) == "\\e[1;1H\\e[48;2;255;0;0m \\e[2;1H\\e[38;2;0;0;255;49m▀\\e[0m")
    }

    @Test func emptyAndSinglePixelImagesDoNotCrash() {
        var encoder = HalfBlockEncoder(mode: .truecolor)
        var bytes: [UInt8] = []
        let empty = encoder.encodeFrame(Image(width: 0, height: 0), originRow: 0, originColumn: 0, into: &bytes)
        #expect(bytes.isEmpty)
        #expect(empty.cells == 0)
        let single = encoder.encodeFrame(image([[red]]), originRow: 0, originColumn: 0, into: &bytes)
        #expect(single.cellsEmitted == 1)
        #expect(visible(bytes) == "\\e[1;1H\\e[38;2;255;0;0;49m▀\\e[0m")
        let wide = encoder.encodeFrame(Image(width: 7, height: 0), originRow: 0, originColumn: 0, into: &bytes)
        #expect(wide.cells == 0)
    }

    @Test func aSecondIdenticalFrameWritesNothing() {
        var encoder = HalfBlockEncoder(mode: .truecolor)
        var bytes: [UInt8] = []
        let picture = image([[red, blue, green], [green, blue, red]])
        encoder.encodeFrame(picture, originRow: 0, originColumn: 0, into: &bytes)
        bytes.removeAll()
        let stats = encoder.encodeFrame(picture, originRow: 0, originColumn: 0, into: &bytes)
        #expect(bytes.isEmpty)
        #expect(stats.cellsEmitted == 0)
        #expect(!stats.fullRedraw)
    }

    @Test func aOnePixelChangeWritesItsRowOfCells() {
        var encoder = HalfBlockEncoder(mode: .truecolor)
        var bytes: [UInt8] = []
        var picture = Image(width: 3, height: 4, fill: grey)
        encoder.encodeFrame(picture, originRow: 4, originColumn: 10, into: &bytes)
        bytes.removeAll()
        picture[2, 3] = red
        let stats = encoder.encodeFrame(picture, originRow: 4, originColumn: 10, into: &bytes)
        #expect(stats.cellsEmitted == 3)
        #expect(visible(bytes) == "\\e[6;11H\\e[48;2;128;128;128m  \\e[38;2;128;128;128;48;2;255;0;0m▀\\e[0m")
    }

    @Test func aRowWithChangedCellsApartIsWrittenFromItsFirstCellToItsLast() {
        var encoder = HalfBlockEncoder(mode: .truecolor)
        var bytes: [UInt8] = []
        var picture = Image(width: 4, height: 2, fill: grey)
        encoder.encodeFrame(picture, originRow: 0, originColumn: 0, into: &bytes)
        bytes.removeAll()
        picture[0, 0] = red
        picture[0, 1] = red
        picture[3, 0] = red
        picture[3, 1] = red
        encoder.encodeFrame(picture, originRow: 0, originColumn: 0, into: &bytes)
        #expect(visible(bytes) == "\\e[1;1H\\e[48;2;255;0;0m \\e[48;2;128;128;128m  \\e[48;2;255;0;0m \\e[0m")
    }

    @Test func invalidateAndANewOriginRedrawEverything() {
        var encoder = HalfBlockEncoder(mode: .truecolor)
        var bytes: [UInt8] = []
        let picture = Image(width: 5, height: 4, fill: grey)
        encoder.encodeFrame(picture, originRow: 0, originColumn: 0, into: &bytes)
        encoder.invalidate()
        #expect(encoder.encodeFrame(picture, originRow: 0, originColumn: 0, into: &bytes).cellsEmitted == 10)
        #expect(encoder.encodeFrame(picture, originRow: 1, originColumn: 0, into: &bytes).fullRedraw)
        #expect(encoder.encodeFrame(Image(width: 6, height: 4, fill: grey), originRow: 1, originColumn: 0, into: &bytes).cellsEmitted == 12)
    }

    @Test func nearBlackIsClampedAwayFromThePaletteRangeInTruecolor() {
        var encoder = HalfBlockEncoder(mode: .truecolor)
        var bytes: [UInt8] = []
        let nearBlack = Color(r: 0, g: 0, b: 5)
        encoder.encodeFrame(image([[nearBlack], [.black]]), originRow: 0, originColumn: 0, into: &bytes)
        #expect(visible(bytes) == "\\e[1;1H\\e[48;2;0;0;8m \\e[0m")
    }

    @Test func palette256UsesIndexedSGR() {
        var encoder = HalfBlockEncoder(mode: .palette256)
        var bytes: [UInt8] = []
        encoder.encodeFrame(image([[red], [grey]]), originRow: 0, originColumn: 0, into: &bytes)
        #expect(visible(bytes) == "\\e[1;1H\\e[38;5;196;48;5;244m▀\\e[0m")
    }

    @Test func palette16UsesBrightAndNormalCodes() {
        var encoder = HalfBlockEncoder(mode: .palette16)
        var bytes: [UInt8] = []
        encoder.encodeFrame(image([[red], [Color(r: 0, g: 0, b: 230)]]), originRow: 0, originColumn: 0, into: &bytes)
        #expect(visible(bytes) == "\\e[1;1H\\e[91;44m▀\\e[0m")
    }

    @Test func changingTheEncodingRedrawsEverything() {
        var encoder = HalfBlockEncoder(mode: .truecolor)
        var bytes: [UInt8] = []
        let picture = Image(width: 2, height: 2, fill: grey)
        encoder.encodeFrame(picture, originRow: 0, originColumn: 0, into: &bytes)
        encoder.encoding.mode = .palette256
        #expect(encoder.encodeFrame(picture, originRow: 0, originColumn: 0, into: &bytes).fullRedraw)
    }
}
