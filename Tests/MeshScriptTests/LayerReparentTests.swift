import MeshEngine
import Testing
@testable import MeshScript

/// `layer parent P|none`: moving a layer with its sublayers elsewhere in the tree, as Core
/// Animation's `addSublayer:` does, with the drawing order, references, files and undo kept.
@Suite struct LayerReparentTests {
    static func tree() -> Session {
        var s = Session()
        LayerTreeTests.run(["layer name a", "layer add b parent a", "layer add c parent b", "map to.z = 0.1 * sin(t)",
                            "layer add d", "layer add e parent d"], in: &s)
        return s
    }

    @Test func aLayerMovesWithItsSublayersToTheEndOfItsNewSuperlayer() {
        var s = Self.tree()
        #expect(s.state.scene.layers.map(\.name) == ["a", "b", "c", "d", "e"])
        #expect(s.execute("layer select b").isSuccess)
        #expect(s.execute("layer parent d").isSuccess)
        #expect(s.state.scene.layers.map(\.name) == ["a", "d", "e", "b", "c"])
        #expect(s.state.scene.layers.map(\.parent) == [nil, nil, 1, 1, 3])
        #expect(s.state.selectedLayer == 3)
        #expect(s.state.maps.map(\.layer) == [4], "the map follows its layer")
        #expect(s.state.scene.path(of: 4) == "d › b › c")
    }

    @Test func theMessageSaysWhereTheLayerWent() {
        var s = Self.tree()
        #expect(s.execute("layer select b").isSuccess)
        #expect(s.execute("layer parent d").text == "moved layer 1 with its 1 sublayer under layer 1 (d); it is now layer 3 (d › b)")
        #expect(s.execute("layer parent none").text == "moved layer 3 with its 1 sublayer to the top level; it is now layer 3 (b)")
        #expect(s.state.scene.layers.map(\.name) == ["a", "d", "e", "b", "c"])
        #expect(s.state.scene.layers.map(\.parent) == [nil, nil, 1, nil, 3])
    }

    @Test func aLayerCannotGoInsideItself() {
        var s = Self.tree()
        let before = s.state
        #expect(s.execute("layer select a").isSuccess)
        let into = s.execute("layer parent c")
        #expect(into.text == "error: layer 0 (a) cannot go under layer 2 (a › b › c): that layer is one of its own sublayers")
        #expect(s.execute("layer parent a").text == "error: layer 0 (a) cannot be its own superlayer")
        #expect(s.execute("layer parent nosuch").text.contains("there is no layer nosuch"))
        // Alone it prints where the layer is, changing nothing.
        #expect(s.execute("layer parent").text == "layer parent none")
        var selected = before
        selected.selectedLayer = 0
        #expect(s.state == selected)
    }

    @Test func movingIsOneUndoStepAndSavesAndLoads() throws {
        var s = Self.tree()
        LayerTreeTests.run(["layer select d", "layer parent c"], in: &s)
        #expect(s.state.scene.layers.map(\.name) == ["a", "b", "c", "d", "e"])
        #expect(s.state.scene.path(of: 4) == "a › b › c › d › e")
        let text = SceneWriter.script(for: s)
        let loaded = try Session.running(text, file: "moved.mesh", host: SessionHost())
        #expect(loaded.state.scene == s.state.scene)
        #expect(s.execute("undo").isSuccess)
        #expect(s.state.scene.path(of: 4) == "d › e")
        #expect(s.execute("redo").isSuccess)
        #expect(s.state.scene.path(of: 4) == "a › b › c › d › e")
    }

    @Test func tooDeepATreeIsRefused() {
        var s = Session()
        for i in 1..<31 { #expect(s.execute("layer add l\(i) parent \(i - 1)").isSuccess) }
        LayerTreeTests.run(["layer add x", "layer add y parent x", "layer select x"], in: &s)
        let r = s.execute("layer parent l30")
        #expect(r.text.contains("layers nest at most 32 deep"), "\(r.text)")
        #expect(s.state.scene.path(of: 32) == "x › y")
    }
}
