import MeshEngine
import Testing
@testable import MeshScript

/// No edit is a silent no-op: on a layer whose mesh an animation drives, every mesh edit
/// either changes the drawn frame or says why (and what it stopped).
@Suite struct DrivenEditTests {
    /// One edit on the paused opening preset, and what its message must say.
    struct EditCase: CustomTestStringConvertible, Sendable {
        let line: String
        let note: String
        var testDescription: String { line }
    }

    static let stopped = "stopped the animation 'rippled-label' that drove this layer; `undo` brings it back"
    static let kept = "stopped the animation 'rippled-label' that drove this layer and kept the frame on screen; `undo` brings it back"

    static let structural: [EditCase] = [
        EditCase(line: "grid 50 50", note: stopped),
        EditCase(line: "grid 4 4", note: stopped),
        EditCase(line: "map to.z = 0.2 * sin(u * pi)", note: stopped),
        EditCase(line: "mesh empty", note: stopped),
        EditCase(line: "mesh none", note: stopped),
        EditCase(line: "import obj quad.obj", note: stopped),
        EditCase(line: "face remove 1200", note: stopped),
        EditCase(line: "face add 0 1 52 51 w 0 0 0 0", note: stopped),
        EditCase(line: "vertex add 0.5 0.5 to 0.9 0.9 0.3", note: stopped),
        EditCase(line: "vertex remove 1300", note: stopped),
        EditCase(line: "vertex 1300 to 0.1 0.1 0.4", note: kept),
        EditCase(line: "vertex 1300 to.z 0.5", note: kept),
    ]

    static let quadOBJ = "vt 0 0\nvt 1 0\nvt 1 1\nvt 0 1\nv 0.2 0.2 0\nv 0.8 0.2 0\nv 0.8 0.8 0\nv 0.2 0.8 0\nf 1/1 2/2 3/3 4/4\n"

    /// The opening scene, paused part-way through its loop.
    static func openingScene() -> Session {
        let files = InMemoryFileSystem(files: ["quad.obj": Array(quadOBJ.utf8)])
        return session(["preset rippled-label", "frame 7", "pause"], files: files)
    }

    @Test(arguments: structural)
    func aMeshEditOnTheAnimatedOpeningSceneChangesTheFrameAndSaysWhatItStopped(_ c: EditCase) {
        var s = Self.openingScene()
        let before = s.renderFrame(width: 120, height: 90).image
        let r = s.execute(c.line)
        #expect(r.isSuccess, "\(r.text)")
        #expect(r.text.hasSuffix("\n" + c.note), "\(r.text)")
        #expect(s.state.drivingPreset == nil)
        #expect(s.renderFrame(width: 120, height: 90).image != before, "the picture did not change")
        // Stepping on does not bring the animation back, and undo does.
        _ = s.execute("step 5")
        let stepped = s.renderFrame(width: 120, height: 90).image
        _ = s.execute("step 5")
        #expect(s.renderFrame(width: 120, height: 90).image == stepped)
        _ = s.execute("undo")
        #expect(s.state.drivingPreset == "rippled-label")
    }

    @Test func aVertexEditKeepsTheFrameOnScreenAndMovesOnlyThatVertex() throws {
        var s = Self.openingScene()
        let shown = try #require(s.frameScene.layers[0].mesh)
        _ = s.execute("vertex 1300 to.z 0.5")
        let edited = try #require(s.frameScene.layers[0].mesh)
        for i in shown.vertices.indices where i != 1300 { #expect(edited.vertices[i] == shown.vertices[i]) }
        #expect(edited.vertices[1300].to.z == 0.5)
    }

    @Test func settingsApplyToTheDrivenMeshAndStopNothing() {
        var s = Self.openingScene()
        let before = s.renderFrame(width: 120, height: 90).image
        let r = s.execute("depth none")
        #expect(r.text == "depth normalization: none")
        #expect(s.state.drivingPreset == "rippled-label")
        #expect(s.renderFrame(width: 120, height: 90).image != before)
    }

    @Test func aTimeMapOnADrivenLayerShowsOnTopOfTheAnimation() {
        var s = Self.openingScene()
        let before = s.renderFrame(width: 120, height: 90).image
        let r = s.execute("map to.y = to.y + 0.2 * sin(t + u)")
        #expect(r.isSuccess)
        #expect(s.state.drivingPreset == "rippled-label")
        #expect(s.renderFrame(width: 120, height: 90).image != before)
    }

    /// A keyframe animation from a flat grid to a raised one, two seconds long.
    static func keyframed() -> Session {
        session(["grid 2 2", "key flat", "map to.z = 0.3 * u", "key raised", "grid 2 2",
                 "animate flat raised duration 2 at 0", "pause"])
    }

    @Test func aVertexEditOnAKeyframeEditsThatKeyframe() {
        var s = Self.keyframed()
        _ = s.execute("time 2")
        let before = s.renderFrame(width: 120, height: 90).image
        let r = s.execute("vertex 4 to.z 0.8")
        #expect(r.text == "vertex 4: from (0.5, 0.5) to (0.5, 0.5, 0.8)\nedited keyframe 'raised', which the animation shows at this frame")
        #expect(s.state.keyframes["raised"]?.vertices[4].to.z == 0.8)
        #expect(s.state.animations.count == 1)
        #expect(s.renderFrame(width: 120, height: 90).image != before)
    }

    @Test func aVertexEditBetweenKeyframesStopsTheAnimationAndKeepsTheFrame() {
        var s = Self.keyframed()
        _ = s.execute("time 1")
        let before = s.renderFrame(width: 120, height: 90).image
        let r = s.execute("vertex 4 to.z 0.8")
        #expect(r.text.hasSuffix("\nstopped the animation 'flat → raised' that drove this layer and kept the frame on screen; `undo` brings it back"))
        #expect(s.state.animations.isEmpty)
        #expect(s.renderFrame(width: 120, height: 90).image != before)
    }

    @Test func aDrivenPresetWithKeyframesSavesAndLoadsExactly() {
        let files = InMemoryFileSystem()
        var s = session(["preset rippled-label", "key start", "subdivision 2", "layer add", "grid 3 3", "key small", "layer select 0"],
                        files: files)
        #expect(s.state.drivingPreset == "rippled-label")
        _ = s.execute("save a.mesh")
        let loaded = session(["load a.mesh"], files: files)
        #expect(loaded.state == s.state)
    }
}
