import MeshEngine
import Testing
@testable import MeshScript

/// An animated preset keeps animating through every way a session is written down and read
/// back: a saved file loaded into a fresh session, and a journal checkpoint restored after a kill.
@Suite struct AnimatedPresetPersistenceTests {
    static let animated = Presets.all.filter(\.isAnimated).map(\.name)

    /// Each layer's mesh at the loop's start and a third of the way through it: how the
    /// animation moves the scene.
    static func motion(_ s: Session) -> [[MeshTransform?]] {
        let duration = Presets.named(s.state.drivingPreset ?? "")?.duration ?? 3
        return [0, duration / 3].map { s.scene(atTime: $0).layers.map(\.mesh) }
    }

    @Test(arguments: animated)
    func aSavedAndLoadedPresetStillAnimatesAsBefore(_ name: String) {
        let files = InMemoryFileSystem()
        var s = session(["preset \(name)"], files: files)
        #expect(Self.motion(s)[0] != Self.motion(s)[1], "\(name) moves before saving")
        _ = s.execute("save p.mesh")
        let t = session(["new", "load p.mesh"], files: files)
        #expect(t.state.drivingPreset == name)
        #expect(Self.motion(t) == Self.motion(s))
    }

    @Test(arguments: animated)
    func aRestoredJournalCheckpointStillAnimatesAsBefore(_ name: String) throws {
        let host = SessionHost(fileSystem: InMemoryFileSystem(), journalPath: "j.mesh")
        var s = Session(host: host)
        s.beginJournal()
        // `undo` rewrites the journal as a whole scene file (a checkpoint), as a kill finds it.
        for line in ["preset \(name)", "background #102030", "undo"] { _ = s.execute(line) }
        let restored = try Session.restoringJournal(host: host)
        #expect(restored.failures.isEmpty)
        #expect(restored.session.state.drivingPreset == name)
        #expect(Self.motion(restored.session) == Self.motion(s))
    }

    @Test func editingTheCurtainsFlatLayerLeavesTheAnimationOnTheMeshedOne() {
        var s = session(["preset curtain", "layer select 0"])
        #expect(s.execute("mesh none").text == "no mesh: the layer is drawn flat")
        #expect(s.state.drivingPreset == "curtain")
        // A mesh of the user's own on the flat layer is drawn as it is, not replaced by the preset's nothing.
        _ = s.execute("grid 2 2")
        #expect(s.state.drivingPreset == "curtain")
        #expect(s.frameScene.layers[0].mesh == s.state.scene.layers[0].mesh)
        _ = s.execute("layer select 1")
        #expect(s.execute("mesh none").text
            == "no mesh: the layer is drawn flat\nstopped the animation 'curtain' that drove this layer; `undo` brings it back")
        #expect(s.state.drivingPreset == nil)
    }
}
