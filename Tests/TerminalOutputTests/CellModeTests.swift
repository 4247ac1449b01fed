import MeshEngine
import Testing
@testable import TerminalOutput

/// The finer cell modes: exact bytes for small frames, the glyph tables against Unicode, and the
/// palettes in every mode.
@Suite struct CellModeTests {
    private func encode(_ picture: Image, _ cells: CellMode, mode: ColorMode = .truecolor) -> String {
        var encoder = HalfBlockEncoder(encoding: CellEncoding(mode: mode, cells: cells))
        var bytes: [UInt8] = []
        encoder.encodeFrame(picture, originRow: 0, originColumn: 0, into: &bytes)
        return visible(bytes)
    }

    private let black = Color(r: 0, g: 0, b: 0), white = Color(r: 255, g: 255, b: 255)

    @Test func theRenderedPictureIsTwoByFourPixelsPerCellInTheFinerModes() {
        #expect(CellMode.half.pixelSize(columns: 200, rows: 60) == (200, 120))
        for mode in [CellMode.quadrant, .sextant, .octant] {
            #expect(mode.pixelSize(columns: 200, rows: 60) == (400, 240))
        }
        #expect(CellMode.sextant.glyphPixels == (2, 3))
        #expect(CellMode.half.next == .quadrant && CellMode.octant.next == .half)
    }

    @Test func anOctantCellWithOneOddPixelDrawsTheComplementWhereTheSingleOctantIsRare() {
        let picture = image([[red, blue], [blue, blue], [blue, blue], [blue, blue]])
        #expect(encode(picture, .octant) == "\\e[1;1H\\e[38;2;0;0;255;48;2;255;0;0m\u{1CDE5}\\e[0m")
    }

    @Test func anOctantCellSplitDownTheMiddleIsALeftHalfBlock() {
        let picture = image([[red, blue], [red, blue], [red, blue], [red, blue]])
        #expect(encode(picture, .octant) == "\\e[1;1H\\e[38;2;255;0;0;48;2;0;0;255m▌\\e[0m")
    }

    @Test func aQuadrantAveragesPairsOfPixelRows() {
        let picture = image([[red, blue], [red, blue], [blue, blue], [blue, blue]])
        #expect(encode(picture, .quadrant) == "\\e[1;1H\\e[38;2;255;0;0;48;2;0;0;255m▘\\e[0m")
    }

    @Test func aSextantWeighsFourPixelRowsIntoThree() {
        // Rows: red, red, red, blue → sextant rows red, red, ¼ red + ¾ blue.
        let picture = image([[red, red], [red, red], [red, red], [blue, blue]])
        #expect(encode(picture, .sextant) == "\\e[1;1H\\e[38;2;255;0;0;48;2;64;0;191m\u{1FB0E}\\e[0m")
    }

    @Test func aUniformCellIsABackgroundOnlySpaceInEveryMode() {
        let picture = image(Array(repeating: [green, green], count: 4))
        for mode in [CellMode.quadrant, .sextant, .octant] {
            #expect(encode(picture, mode) == "\\e[1;1H\\e[48;2;0;255;0m \\e[0m")
        }
    }

    @Test func thePaletteModesQuantiseBothColoursInEveryFinerMode() {
        let picture = image([[red, blue], [red, blue], [red, blue], [red, blue]])
        let r256 = Palette.nearest256(r: 255, g: 0, b: 0), b256 = Palette.nearest256(r: 0, g: 0, b: 255)
        let r16 = Palette.nearest16(r: 255, g: 0, b: 0), b16 = Palette.nearest16(r: 0, g: 0, b: 255)
        for mode in [CellMode.quadrant, .sextant, .octant] {
            #expect(encode(picture, mode, mode: .palette256) == "\\e[1;1H\\e[38;5;\(r256);48;5;\(b256)m▌\\e[0m")
            #expect(encode(picture, mode, mode: .palette16)
                == "\\e[1;1H\\e[\(r16 < 8 ? 30 + r16 : 90 + r16 - 8);\(b16 < 8 ? 40 + b16 : 100 + b16 - 8)m▌\\e[0m")
        }
    }

    @Test func colorsThatQuantiseAlikeMakeASpace() {
        let near = Color(r: 250, g: 2, b: 1)
        let picture = image([[red, near], [red, near], [red, near], [red, near]])
        let code = Palette.nearest256(r: 255, g: 0, b: 0)
        #expect(encode(picture, .octant, mode: .palette256) == "\\e[1;1H\\e[48;5;\(code)m \\e[0m")
    }

    @Test func monoDrawsLitPixelsInTheDefaultForeground() {
        let picture = image([[white, black], [white, black], [white, black], [white, black]])
        #expect(encode(picture, .octant, mode: .mono) == "\\e[1;1H\\e[39;49m▌\\e[0m")
        #expect(encode(image(Array(repeating: [black, black], count: 4)), .sextant, mode: .mono) == "\\e[1;1H\\e[49m \\e[0m")
    }

    @Test func monoOnALightBackgroundInksTheDarkPixelsSoThePictureIsNotANegative() {
        func encodeOnLight(_ picture: Image, _ cells: CellMode) -> String {
            var encoder = HalfBlockEncoder(encoding: CellEncoding(mode: .mono, cells: cells, darkInk: true))
            var bytes: [UInt8] = []
            encoder.encodeFrame(picture, originRow: 0, originColumn: 0, into: &bytes)
            return visible(bytes)
        }
        // The dark right column is inked (on a dark background the white left one is).
        let picture = image([[white, black], [white, black], [white, black], [white, black]])
        #expect(encodeOnLight(picture, .octant) == "\\e[1;1H\\e[39;49m▐\\e[0m")
        #expect(encodeOnLight(image(Array(repeating: [white, white], count: 4)), .quadrant) == "\\e[1;1H\\e[49m \\e[0m")
        // Half cells: the luminance ramp from the paper's end, white blank and black the densest.
        #expect(encodeOnLight(image([[white, black], [white, black]]), .half) == "\\e[1;1H\\e[49m \\e[39m@\\e[0m")
        #expect(encode(image([[white, black], [white, black]]), .half, mode: .mono) == "\\e[1;1H\\e[39;49m@ \\e[0m")
    }

    @Test func asciiKeepsToHalfBlockCells() {
        let encoding = CellEncoding(mode: .truecolor, ascii: true, cells: .octant)
        #expect(encoding.effectiveCells == .half)
    }

    @Test func theOctantTableFollowsUnicode16() {
        let table = BlockGlyphs.octant
        let encoded = table.filter { (0x1CD00...0x1CDE5).contains($0) }
        #expect(encoded.count == 230 && Set(encoded).count == 230)
        // From the Unicode 16 names (BLOCK OCTANT-3, -146, -1234567, -1234568, -2345678).
        #expect(table[0b0000_0100] == 0x1CD00)
        #expect(table[0b0010_1001] == 0x1CD20)
        #expect(table[0b0111_1111] == 0x1CD70)
        #expect(table[0b1011_1111] == 0x1CDAB)
        #expect(table[0b1111_1110] == 0x1CDE5)
        #expect(table[0x0F] == 0x2580 && table[0xC0] == 0x2582 && table[0x5A] == 0x259E)
        // Every mask is drawable either itself or as its complement with the colours swapped.
        for mask in 0..<256 { #expect(table[mask] != 0 || table[255 - mask] != 0) }
    }

    @Test func theSextantTableFollowsUnicode13() {
        let table = BlockGlyphs.sextant
        #expect(table[1] == 0x1FB00 && table[3] == 0x1FB02 && table[20] == 0x1FB13 && table[22] == 0x1FB14)
        #expect(table[62] == 0x1FB3B && table[21] == 0x258C && table[42] == 0x2590 && table[63] == 0x2588)
    }

    @Test func everyOctantMaskDrawsAGlyphInMono() {
        let table = BlockGlyphs.monoTable(for: .octant)
        #expect(table.allSatisfy { $0 != 0 })
        #expect(table[0x01] == 0x20)
    }
}
