import Foundation
import MeshEngine
import Testing
@testable import MeshIO

/// Labels set in a real font: DejaVu Sans (`fonts-dejavu-core`, installed by `.ci/deps`),
/// found through fontconfig, rasterised by FreeType.
@Suite struct FreeTypeTypefaceTests {
    static func dejaVu() throws -> FreeTypeTypeface {
        let path = try #require(SystemFont.file(forFamily: "DejaVu Sans"))
        #expect(path.hasSuffix("DejaVuSans.ttf"), "fontconfig matched \(path)")
        return try SystemFont.typeface(atPath: path)
    }

    @Test func fontconfigFindsDejaVuSansAndFreeTypeReadsIt() throws {
        let font = try Self.dejaVu()
        #expect(font.name == "DejaVu Sans")
        // DejaVu Sans: 2048 units per em, ascender 1901, descender −483, line gap included in height 2384.
        let m = font.lineMetrics(pixelsPerEm: 2048)
        #expect(m.ascender == 1901 && m.descender == 483 && m.lineHeight == 2384)
    }

    @Test func glyphsAreAntiAliasedAndAdvanceByTheFontsWidths() throws {
        let font = try Self.dejaVu()
        let o = font.glyph(for: "O", pixelsPerEm: 34)
        #expect(o.width > 20 && o.height > 20)
        let partial = o.coverage.filter { $0 > 0 && $0 < 255 }.count
        #expect(partial > o.coverage.count / 10, "an anti-aliased O has many partly covered pixels")
        #expect(o.coverage.contains(255))
        // DejaVu Sans's "M" advances 1767 units of 2048: 29.33 px at 34 px per em.
        #expect(abs(font.glyph(for: "M", pixelsPerEm: 34).advance - 1767.0 * 34 / 2048) < 0.02)
        // A character the font lacks draws its missing-glyph box, not nothing.
        #expect(!font.glyph(for: "\u{10FFFD}", pixelsPerEm: 34).coverage.isEmpty)
    }

    /// DejaVu Sans has Latin, Greek and Cyrillic but no CJK: FT_Get_Char_Index gives 0 for those.
    @Test func theFontSaysWhichCharactersItLacks() throws {
        let font = try Self.dejaVu()
        #expect(font.hasGlyph(for: "A") && font.hasGlyph(for: "\u{3A9}") && font.hasGlyph(for: "\u{416}"))
        #expect(!font.hasGlyph(for: "\u{65E5}") && !font.hasGlyph(for: "\u{10FFFD}"))
        #expect(font.missingGlyphs(in: "\u{65E5}\u{672C} \u{3A9}\n\u{65E5}") == ["\u{65E5}", "\u{672C}"])
    }

    @Test func aSeventeenPointLabelIsSeventeenPointsTall() throws {
        let font = try Self.dejaVu()
        let label = Content.label(Label(text: "H", foreground: .black, background: .white))
        // Two texture pixels per point: DejaVu's capital H is 1493 units of 2048, 24.8 px at 34 px per em.
        let t = label.texture(width: 200, height: 100, pixelsPerPoint: 2, typeface: font)
        let inkRows = (0..<100).filter { y in (0..<200).contains { t[$0, y].r < 128 } }
        #expect(abs(Double(inkRows.count) - 1493.0 * 34 / 2048) <= 1.5)
        let bitmap = label.texture(width: 200, height: 100, pixelsPerPoint: 2)
        #expect(bitmap != t, "without a typeface the label uses the bitmap font")
    }

    @Test func alignmentPlacesEachLine() throws {
        let font = try Self.dejaVu()
        func inkSpan(_ alignment: Label.Alignment) -> ClosedRange<Int> {
            let t = Content.label(Label(text: "ab", foreground: .black, background: .white, alignment: alignment))
                .texture(width: 300, height: 60, pixelsPerPoint: 1, typeface: font)
            let columns = (0..<300).filter { x in (0..<60).contains { t[x, $0].r < 200 } }
            return (columns.first ?? 0)...(columns.last ?? 0)
        }
        #expect(inkSpan(.left).lowerBound <= 2)
        #expect(inkSpan(.right).upperBound >= 296)
        let centre = inkSpan(.center)
        #expect(abs(Double(centre.lowerBound + centre.upperBound) / 2 - 150) <= 2)
    }

    @Test func noFontMeansTheBitmapFontAndOneNoteSayingSo() {
        let none = SystemFont.load(environment: ["MESHPLAY_FONT": "none"])
        #expect(none.typeface == nil && none.note == nil)
        let missing = SystemFont.load(environment: ["MESHPLAY_FONT": "/no/such/font.ttf"])
        #expect(missing.typeface == nil)
        #expect(missing.note == "labels use meshplay's bitmap font: /no/such/font.ttf: cannot read the font: no such file")
        #expect(throws: FontError.self) { try FreeTypeTypeface(bytes: Array("not a font".utf8)) }
    }

    /// fontconfig answers a family it lacks with a substitute: that is said, naming both.
    @Test func aFamilyFontconfigDoesNotHaveIsNamedWithItsSubstitute() throws {
        let substitute = try #require(SystemFont.match(family: "No Such Family"))
        #expect(!substitute.hasFamily)
        let loaded = SystemFont.load(environment: ["MESHPLAY_FONT": "No Such Family"])
        #expect(loaded.typeface != nil)
        #expect(loaded.note == "MESHPLAY_FONT: fontconfig has no family No Such Family; labels use \(substitute.family) "
            + "(\(substitute.file)) instead (fc-list : family lists the families)")
    }

    @Test(arguments: ["DejaVu Sans", "dejavu sans", "DejaVuSans", "DejaVu Serif:bold", ""])
    func aFamilyFontconfigHasLoadsWithoutANote(_ family: String) {
        let loaded = SystemFont.load(environment: ["MESHPLAY_FONT": family])
        #expect(loaded.typeface != nil)
        #expect(loaded.note == nil)
    }
}
