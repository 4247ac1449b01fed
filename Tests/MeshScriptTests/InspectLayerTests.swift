import MeshEngine
import Testing
@testable import MeshScript

/// `inspect layer`: where a layer sits in the tree and how its transforms compose, with the
/// numbers of the Core Animation book's Figure 5.18.
@Suite struct InspectLayerTests {
    @Test func aSublayerNamesItsPathEachSuperlayerAndWhereItsCornersLand() {
        var s = Session()
        LayerTreeTests.run(["preset flatten-y", "viewport 96 60"], in: &s)
        let lines = s.execute("inspect layer innerView").text.split(separator: "\n").map(String.init)
        #expect(lines.first == "layer 1 (outerView › innerView): layer (CALayer), 100x100 pt, position (100, 100) in layer 0 (outerView)'s points, anchor (0.5, 0.5)")
        #expect(lines.contains("in layer 0 (outerView), a layer (CALayer) that flattens it onto its plane: sublayer transform identity, "
                               + "transform [0.707107 0 -0.707107 0.001414] [0 1 0 0] [0.707107 0 0.707107 -0.001414] [0 0 0 1]"))
        // Figure 5.18's inner corners, as RenderLayerTreeTests pins them from the book's matrices.
        #expect(lines.last == "corners (top left, top right, bottom right, bottom left) in the container: (215.507261, 101.014522) "
                + "(265.528717, 98.942566) (265.528717, 201.057434) (215.507261, 198.985478)")
    }

    @Test func aTransformLayerOnTheWaySaysItKeeps3D() {
        var s = Session()
        LayerTreeTests.run(["preset flatten-y-expected"], in: &s)
        let text = s.execute("inspect layer 2").text
        #expect(text.contains("in layer 0 (outer), a transform layer (CATransformLayer) that keeps it in 3D"), "\(text)")
        #expect(s.execute("inspect layer").isSuccess, "the selected layer")
        #expect(s.execute("inspect layer nosuch").text.contains("there is no layer nosuch"))
        #expect(s.execute("inspect lay").text.contains("did you mean 'layer'"))
    }
}

/// `content switch [on|off] [TINT]`: the article's UISwitch as a layer's content, saved as the command.
@Suite struct SwitchContentTests {
    @Test func aSwitchIsMadeSavedAndLoaded() throws {
        var s = Session()
        #expect(s.execute("content switch off #ff9500").text == "content: switch off #ff9500")
        #expect(s.execute("content switch").text == "content: switch on #4cd964")
        #expect(s.execute("content switch maybe").text.contains("on or off"))
        let text = SceneWriter.script(for: s)
        #expect(text.contains("content switch on #4cd964"))
        let loaded = try Session.running(text, file: "s.mesh", host: SessionHost())
        #expect(loaded.state.scene == s.state.scene)
    }
}
