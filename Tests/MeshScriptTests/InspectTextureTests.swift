import MeshEngine
import Testing
@testable import MeshScript

/// Issue 36's reproduction in the language: a red square added inside the wavy label is drawn
/// into the label's texture and bent by its mesh; `inspect layer` says so, and `pick` names the
/// square through the mesh.
@Suite struct InspectTextureTests {
    static let reproduction = ["preset wavy-label", "layer add child parent 0", "layer select child", "layer size 60 60",
                               "layer position 300 70", "content solid #ff0000", "viewport 800 400"]

    @Test func inspectLayerSaysWhichLayersAreDrawnAsOneTextureAndHowLarge() {
        var s = Session()
        LayerTreeTests.run(Self.reproduction, in: &s)
        let label = s.execute("inspect layer label").text.split(separator: "\n").map(String.init)
        #expect(label.contains("drawn as one texture (2037×792 texels): its content and its 1 sublayer, flattened onto its "
                               + "plane, then bent by its mesh and lit as it is"), "\(label)")
        let child = s.execute("inspect layer child").text.split(separator: "\n").map(String.init)
        #expect(child.contains("drawn into layer 0 (label)'s texture (2037×792 texels), bent by that layer's mesh: the corners "
                               + "below are where it lies before the mesh"), "\(child)")
        #expect(!child.contains { $0.hasPrefix("drawn as one texture") })
        // Without a sublayer the label is drawn directly, and says nothing of a texture.
        LayerTreeTests.run(["layer remove child"], in: &s)
        #expect(!s.execute("inspect layer label").text.contains("texture"))
    }

    @Test func pickNamesTheSquareThroughTheLabelsMesh() {
        var s = Session()
        LayerTreeTests.run(Self.reproduction, in: &s)
        // (600, 200) shows the bent square: below the unbent square's bottom row (y 130 in the
        // label, 186 on screen at this framing) the wave has carried it down.
        let text = s.execute("pick 600 200").text
        #expect(text.hasPrefix("layer 1 (label › child), face 0, triangle "), "\(text)")
        #expect(s.execute("pick 300 200").text.hasPrefix("layer 0 (label), "))
    }
}
