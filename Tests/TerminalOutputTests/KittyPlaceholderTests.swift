import MeshEngine
import Testing
@testable import TerminalOutput

/// kitty's Unicode placeholders as its graphics protocol documentation gives them: a `U=1`
/// virtual placement, then cells of U+10EEEE whose foreground colour is the image id and whose
/// diacritics from `rowcolumn-diacritics.txt` are the row, the column and the id's high byte
/// (U+0305 is 0, U+030D 1, U+030E 2).
@Suite struct KittyPlaceholderTests {
    private let image = Image(width: 2, height: 1, pixels: [Color(r: 255, g: 0, b: 0).packed, Color(r: 0, g: 128, b: 255, a: 0).packed])

    @Test func aTwoByTwoPlacementIsTwoRowsOfCellsWithRowColumnAndHighByteDiacritics() {
        var bytes: [UInt8] = []
        // Image id 42 + (1 << 24), as the documentation's example with another high byte.
        KittyPlaceholders.appendCells(imageID: 42 | 1 << 24, rows: 2, columns: 2, row: 3, column: 5, into: &bytes)
        let cell = "\u{10EEEE}"
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[38;5;42m"
            + "\u{1B}[4;6H" + cell + "\u{0305}\u{0305}\u{030D}" + cell + "\u{0305}\u{030D}\u{030D}"
            + "\u{1B}[5;6H" + cell + "\u{030D}\u{0305}\u{030D}" + cell + "\u{030D}\u{030D}\u{030D}"
            + "\u{1B}[39m")
    }

    @Test func theDiacriticsAreKittysTableOf297() {
        #expect(KittyPlaceholders.maxCells == 297)
        #expect(KittyPlaceholders.diacritics.prefix(3) == [0x0305, 0x030D, 0x030E])
        #expect(KittyPlaceholders.diacritics.last == 0x1D244)
        // Strictly increasing: no number has two marks.
        #expect(zip(KittyPlaceholders.diacritics, KittyPlaceholders.diacritics.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func aPlacementWiderThanTheTableIsCutAtItsLastColumn() {
        var bytes: [UInt8] = []
        KittyPlaceholders.appendCells(imageID: 20 | 1 << 24, rows: 1, columns: 400, row: 0, column: 0, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self).unicodeScalars.filter { $0.value == 0x10EEEE }.count == 297)
        bytes.removeAll()
        KittyPlaceholders.appendCells(imageID: 20 | 1 << 24, rows: 0, columns: 4, row: 0, column: 0, into: &bytes)
        #expect(bytes.isEmpty)
    }

    @Test(arguments: [Int32(0), 1, 239, 240, 4_194_304, Int32.max])
    func imageIDsKeepTheirLowByteOutOfTheNamedColoursAndTheirHighByteSet(processID: Int32) {
        let id = KittyPlaceholders.imageID(processID: processID)
        #expect((16...255).contains(id & 0xFF))
        #expect((1...255).contains(id >> 24))
        #expect(id >> 8 & 0xFFFF == 0)
    }

    @Test func placeholderFramesReplaceOneImageWithAVirtualPlacementAndNeverDeleteIt() {
        var encoder = KittyEncoder(baseID: 100, compressionLevel: 0, placeholderID: 42 | 1 << 24)
        var bytes: [UInt8] = []
        encoder.encodeFrame(image, columns: 3, rows: 2, into: &bytes)
        let frame = "\u{1B}_Ga=T,U=1,f=24,s=2,v=1,i=16777258,c=3,r=2,q=2,o=z;eAEBBgD5//8AAACA/wf/An8=\u{1B}\\"
        #expect(String(decoding: bytes, as: UTF8.self) == frame)
        bytes.removeAll()
        encoder.encodeFrame(image, columns: 3, rows: 2, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == frame)
        bytes.removeAll()
        encoder.removal(into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}_Ga=d,d=I,i=16777258,q=2\u{1B}\\")
    }

    @Test(arguments: [("kitty(0.28.0)", true), ("kitty(0.35.2)", true), ("kitty(0.26.5)", false), ("kitty(0.27.1)", false),
                      ("tmux 3.3a", false), ("XTerm(379)", false), ("", false)])
    func placeholdersAreDrawnByKittyFrom028On(version: String, draws: Bool) {
        #expect(TerminalImageSupport.drawsKittyPlaceholders(terminalVersion: version) == draws)
        #expect(TmuxGraphics(passthrough: true, clientTerminal: "xterm-kitty", clientVersion: version).clientDrawsKittyPlaceholders == draws)
    }
}
