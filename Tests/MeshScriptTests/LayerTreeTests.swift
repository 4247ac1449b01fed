import MeshEngine
import Testing
@testable import MeshScript

/// `layer add NAME parent P`, transform layers and sublayer transforms from the command line:
/// the tree stays in Core Animation's drawing order, and scene files keep it.
@Suite struct LayerTreeTests {
    static func run(_ lines: [String], in s: inout Session) {
        for line in lines {
            let r = s.execute(line)
            #expect(r.isSuccess, "\(line): \(r.text)")
        }
    }

    @Test func aSublayerGoesAfterItsSuperlayersSubtreeAndRenumbersTheRest() {
        var s = Session()
        Self.run(["layer name a", "layer add b", "map to.z = 0.1 * sin(t)", "layer add c parent a"], in: &s)
        #expect(s.state.scene.layers.map(\.name) == ["a", "c", "b"])
        #expect(s.state.scene.layers.map(\.parent) == [nil, 0, nil])
        #expect(s.state.selectedLayer == 1)
        #expect(s.state.maps.map(\.layer) == [2])
        #expect(s.execute("layer add d parent c kind transform").text == "added transform layer 2 (d) under layer 1 (a › c), now selected")
        #expect(s.state.scene.layers.map(\.name) == ["a", "c", "d", "b"])
        #expect(s.execute("layers").text.contains("\n*    2: d transform layer"), "\(s.execute("layers").text)")
    }

    /// Two layers may share a name; a name that picks more than one is refused, naming them,
    /// instead of acting on the first.
    @Test func aNameTwoLayersShareIsRefusedAsAReference() {
        var s = Session()
        Self.run(["layer name a", "layer add b", "layer add a"], in: &s)
        let expected = "error: 2 layers are called a (0, 2): give the layer's number, or rename one with layer name"
        #expect(s.execute("layer select a").text == expected)
        #expect(s.execute("layer remove a").text == expected)
        #expect(s.state.scene.layers.map(\.name) == ["a", "b", "a"])
        #expect(s.state.selectedLayer == 2)
        #expect(s.execute("layer select b").text == "selected layer 1 (b)")
        #expect(s.execute("layer select 0").isSuccess)
    }

    @Test func removingALayerRemovesItsSublayers() {
        var s = Session()
        Self.run(["layer name a", "layer add b parent a", "layer add c parent b", "layer add d"], in: &s)
        #expect(s.execute("layer remove a").text == "removed layer 0 with its 2 sublayers; 1 left")
        #expect(s.state.scene.layers.map(\.name) == ["d"])
        #expect(s.state.scene.layers[0].parent == nil)
    }

    @Test func aTreeSavesAndLoadsIdentically() throws {
        var s = Session()
        Self.run(["layer name outer", "transform perspective 500", "transform rotate 45 0 1 0", "layer sublayer rotate 10 0 0 1",
                  "layer add box kind transform", "layer add lid parent box", "layer add inner parent outer",
                  "layer size 100 100", "layer position 100 100", "transform rotate -45 0 1 0", "layer opacity 0.5",
                  "layer add side parent box"], in: &s)
        let text = SceneWriter.script(for: s)
        let loaded = try Session.running(text, file: "tree.mesh", host: SessionHost())
        #expect(loaded.state.scene == s.state.scene)
        #expect(SceneWriter.script(for: loaded) == text)
    }

    @Test(arguments: ["flatten-z", "flatten-y", "flatten-y-expected"])
    func aFlatteningPresetSavesAndLoadsIdentically(_ name: String) throws {
        var s = Session()
        Self.run(["preset \(name)", "layer remove 1", "layer add extra parent 0"], in: &s)
        let loaded = try Session.running(SceneWriter.script(for: s), file: "x.mesh", host: SessionHost())
        #expect(loaded.state.scene == s.state.scene)
    }

    @Test func pickNamesTheSublayerByItsPath() {
        var s = Session()
        Self.run(["preset flatten-z", "viewport 96 60"], in: &s)
        let r = s.execute("pick 48 30")
        #expect(r.text.hasPrefix("layer 1 (outerView › innerView), face 0"), "\(r.text)")
    }

    @Test func badParentsAndTooDeepTreesAreRefusedAndChangeNothing() {
        var s = Session()
        let before = s.state
        #expect(s.execute("layer add x parent nosuch").text.contains("nosuch"))
        #expect(s.execute("layer add x parent 7").text.contains("7"))
        #expect(s.execute("layer add x kind sideways").text.contains("sideways"))
        #expect(s.state == before)
        for i in 1..<32 { #expect(s.execute("layer add l\(i) parent \(i - 1)").isSuccess) }
        let deep = s.execute("layer add l32 parent 31")
        #expect(deep.text.contains("layers nest at most 32 deep"))
        #expect(s.state.scene.layers.count == 32)
    }
}
