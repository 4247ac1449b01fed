import Testing
@testable import MeshEngine

struct BitmapFontTests {
    let font = BitmapFont.standard

    @Test func everyPrintableAsciiCharacterHasItsOwnGlyph() {
        for code in UInt8(32)...126 {
            let ch = Character(Unicode.Scalar(code))
            #expect(font.hasGlyph(for: ch), "no glyph for \(ch)")
            if ch != " " { #expect(font.glyph(for: ch) != font.missingGlyph, "\(ch) draws as the missing box") }
        }
        #expect(font.glyph(for: " ").bits == 0)
    }

    @Test func everyVisibleGlyphIsDistinct() {
        var seen: [UInt64: Character] = [:]
        for code in UInt8(33)...126 {
            let ch = Character(Unicode.Scalar(code))
            let bits = font.glyph(for: ch).bits
            #expect(seen[bits] == nil, "\(ch) looks like \(seen[bits].map(String.init) ?? "")")
            seen[bits] = ch
        }
    }

    @Test func glyphsStayInsideTheirFiveColumns() {
        for code in UInt8(32)...126 {
            let glyph = font.glyph(for: Character(Unicode.Scalar(code)))
            for y in 0..<8 { for x in 5..<8 { #expect(!glyph.isInk(x: x, y: y)) } }
        }
    }

    @Test func onlyDescendersUseTheBottomRow() {
        let descenders = Set("gjpqy,")
        for code in UInt8(32)...126 {
            let ch = Character(Unicode.Scalar(code))
            let usesRow7 = (0..<5).contains { font.glyph(for: ch).isInk(x: $0, y: 7) }
            #expect(usesRow7 == descenders.contains(ch), "\(ch)")
        }
    }

    @Test func unknownCharactersDrawAsABox() {
        #expect(!font.hasGlyph(for: "é"))
        let box = font.glyph(for: "é")
        #expect(box == font.missingGlyph)
        #expect(box.isInk(x: 0, y: 0) && box.isInk(x: 4, y: 6) && !box.isInk(x: 2, y: 3))
    }

    @Test func textWidthCountsTheWidestLineWithoutTrailingSpace() {
        #expect(font.width(of: "") == 0)
        #expect(font.width(of: "A") == 5)
        #expect(font.width(of: "AB") == 11)
        #expect(font.width(of: "AB\nCDE\nF") == 17)
        #expect(font.width(of: "AB", scale: 3) == 33)
        #expect(font.height(of: "A") == 8)
        #expect(font.height(of: "A\nB", scale: 2) == 34)
    }

    @Test func drawingPutsGlyphPixelsAtTheRightPlace() {
        var image = Image(width: 20, height: 10, fill: .white)
        font.draw("1", into: &image, x: 3, y: 1, color: .black)
        // "1": ..#.. / .##.. / ..#.. … / .###.
        #expect(image[5, 1] == .black)
        #expect(image[4, 1] == .white)
        #expect(image[4, 2] == .black && image[5, 2] == .black)
        #expect(image[4, 7] == .black && image[6, 7] == .black)
        #expect(image[3, 7] == .white && image[7, 7] == .white)
        let inked = image.pixels.filter { $0 == Color.black.packed }.count
        #expect(inked == 10)
    }

    @Test func scaleDrawsBlocks() {
        var image = Image(width: 40, height: 40, fill: .white)
        font.draw(".", into: &image, x: 0, y: 0, color: .black, scale: 3)
        // "." is a 2×2 block at columns 1–2, rows 5–6: 6×6 pixels at scale 3.
        #expect(image.pixels.filter { $0 == Color.black.packed }.count == 36)
        #expect(image[3, 15] == .black && image[8, 20] == .black && image[9, 20] == .white && image[3, 14] == .white)
    }

    @Test func drawingIsClippedAtEveryEdge() {
        var image = Image(width: 7, height: 5, fill: .white)
        for (x, y) in [(-3, -3), (4, 2), (-100, 0), (0, 1000), (Int.max / 4, 0)] {
            font.draw("#W@\n%&", into: &image, x: x, y: y, color: .black, scale: 2)
        }
        #expect(image.pixels.count == 35)
        var empty = Image(width: 0, height: 0)
        font.draw("abc", into: &empty, x: 0, y: 0, color: .black)
        #expect(empty.pixels.isEmpty)
    }

    @Test func newlineStartsALineBelowAtTheSameX() {
        var image = Image(width: 20, height: 20, fill: .white)
        font.draw("_\n_", into: &image, x: 2, y: 0, color: .black)
        #expect(image[2, 6] == .black && image[2, 15] == .black && image[8, 6] == .white)
    }

    @Test func textTextureIsSizedToTheTextWithPadding() {
        let t = font.texture("Hi", scale: 2, color: .black, background: .white, padding: 3)
        #expect(t.width == 11 * 2 + 6 && t.height == 8 * 2 + 6)
        #expect(t[0, 0] == .white)
        #expect(t[3, 3] == .black) // H's top-left pixel
    }
}
