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
