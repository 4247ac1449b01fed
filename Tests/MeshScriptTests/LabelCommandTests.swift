import MeshEngine
import Testing
@testable import MeshScript

/// `content label`: UILabel's point size and alignment, kept by scene files.
@Suite struct LabelCommandTests {
    @Test func aLabelIsSeventeenPointsAndCentredUnlessTold() {
        let s = session(["content label \"Hello\""])
        guard case let .label(_, _, _, size, alignment) = s.state.scene.layers[0].content else { Issue.record("no label"); return }
        #expect(size == 17 && alignment == nil)
    }

    @Test func sizeAndAlignmentSurviveSaveAndLoad() {
        let files = InMemoryFileSystem()
        var s = session(["content label \"two\\nlines\" #102030 #fafafa size 24.5 align left", "layer add fit",
                         "content label \"big\" size fit align right"], files: files)
        #expect(s.execute("save l.mesh").isSuccess)
        let text = files.text("l.mesh") ?? ""
        #expect(text.contains("content label \"two\\nlines\" #102030 #fafafa size 24.5 align left\n"))
        #expect(text.contains("content label \"big\" #1e1e24 #f0f0eb size fit align right\n"))
        #expect(session(["load l.mesh"], files: files).state == s.state)
    }

    /// Characters the font cannot draw came out as boxes without a word; the command names them.
    @Test func aLabelWithCharactersTheFontLacksNamesThem() {
        var s = Session()
        let text = s.execute("content label \"Caf\u{E9} \u{65E5}\u{65E5}\\nok\"").text
        #expect(text == """
            content: label "Caf\u{E9} \u{65E5}\u{65E5}\\nok" #1e1e24 #f0f0eb
            warning: meshplay bitmap font has no glyph for 2 characters of the label, drawn as boxes: \u{E9} U+00E9, \u{65E5} U+65E5; \
            MESHPLAY_FONT (a family or a font file) chooses a font that has them
            """)
        #expect(s.execute("content label \"plain ASCII\"").text == "content: label \"plain ASCII\" #1e1e24 #f0f0eb")
    }

    /// A label that arrives any other way (a scene file, a JSON scene, a preset) is named the
    /// same way, once: a label the scene already showed is not warned about again.
    @Test func everyWayALabelArrivesNamesTheCharactersTheFontLacks() {
        let files = InMemoryFileSystem()
        var writer = session(["content label \"\u{65E5}\u{672C}\""], files: files)
        #expect(writer.execute("save l.mesh").isSuccess)
        #expect(writer.execute("export json l.json").isSuccess)
        let warning = "warning: meshplay bitmap font has no glyph for 2 characters of the label, drawn as boxes: "
            + "\u{65E5} U+65E5, \u{672C} U+672C; MESHPLAY_FONT (a family or a font file) chooses a font that has them"
        var loading = session([], files: files)
        #expect(loading.execute("load l.mesh").text == "loaded l.mesh\n" + warning)
        #expect(loading.execute("load l.mesh").text == "loaded l.mesh")
        var importing = session([], files: files)
        #expect(importing.execute("import json l.json").text == "imported l.json: scene format 1, 1 layer\n" + warning)

        let host = SessionHost(fileSystem: files)
        host.typeface = WithoutLetter(missing: "w")
        var presetting = Session(host: host)
        #expect(presetting.execute("preset rotate-45").text == "rotate-45: 45° rotation\n"
            + "warning: meshplay bitmap font without w has no glyph for 1 character of the label, drawn as boxes: w U+0077; "
            + "MESHPLAY_FONT (a family or a font file) chooses a font that has them")
    }

    /// The bitmap font missing one letter, as a real font misses a script.
    struct WithoutLetter: Typeface {
        var missing: Unicode.Scalar
        let base = BitmapTypeface()
        var name: String { base.name + " without \(missing)" }
        func lineMetrics(pixelsPerEm: Double) -> LineMetrics { base.lineMetrics(pixelsPerEm: pixelsPerEm) }
        func glyph(for scalar: Unicode.Scalar, pixelsPerEm: Double) -> GlyphImage {
            base.glyph(for: scalar == missing ? "\u{65E5}" : scalar, pixelsPerEm: pixelsPerEm)
        }
        func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar, pixelsPerEm: Double) -> Double { 0 }
        func hasGlyph(for scalar: Unicode.Scalar) -> Bool { scalar != missing && base.hasGlyph(for: scalar) }
    }

    @Test func badLabelOptionsPointAtTheirColumn() {
        var s = Session()
        let tooBig = failure(&s, "content label \"x\" size 1e6")
        #expect(tooBig?.message == "1000000 is out of range: font size in points must be in 0.5…2000")
        #expect(tooBig?.column == 24)
        let align = failure(&s, "content label \"x\" align middle")
        #expect(align?.message == "unknown word 'middle': expected left, center or right")
        #expect(align?.column == 25)
    }
}
