import MeshEngine
import Testing
@testable import MeshScript

/// `save` writes a transform as the operations that make it when they read back bit for bit
/// (the Core Animation book's perspective-then-rotate chains included), and as sixteen
/// numbers otherwise.
@Suite struct TransformShorthandTests {
    /// The transform lines `save` writes for the session's layers, after running `lines`.
    static func saved(_ lines: [String]) throws -> (text: [String], session: Session) {
        var s = Session()
        LayerTreeTests.run(["new"] + lines, in: &s)
        let text = SceneWriter.script(for: s)
        let loaded = try Session.running(text, file: "t.mesh", host: SessionHost())
        #expect(loaded.state.scene == s.state.scene, "reads back identical")
        let kept = text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("transform ") || $0.hasPrefix("layer sublayer ") }
        return (kept, loaded)
    }

    @Test func listing58sPerspectiveThenRotationSavesAsTheBookWritesIt() throws {
        let r = try Self.saved(["transform perspective 500", "transform rotate 45 0 1 0",
                                "layer sublayer perspective 400", "layer sublayer rotate 30 1 0 0"])
        #expect(r.text == ["transform perspective 500", "transform rotate 45 0 1 0",
                           "layer sublayer perspective 400", "layer sublayer rotate 30 1 0 0"])
    }

    @Test func aTranslationAfterARotationKeepsItsOwnNumbers() throws {
        let r = try Self.saved(["transform rotate -45 0 1 0", "transform translate 0 0 55"])
        #expect(r.text == ["transform rotate -45 0 1 0", "transform translate 0 0 55"])
        let m34 = try Self.saved(["transform rotate 10 0 0 1", "transform m34 -0.0031"])
        #expect(m34.text == ["transform rotate 10 0 0 1", "transform m34 -0.0031"])
    }

    @Test func whatNoShortFormMakesExactlyIsSavedAsTheMatrix() throws {
        let r = try Self.saved(["transform perspective 700", "transform translate 5 6 7", "transform rotate 33 1 1 0"])
        #expect(r.text.count == 1 && r.text[0].hasPrefix("transform set 0.919335283972712 "), "\(r.text)")
    }

    @Test(arguments: ["flatten-y", "flatten-y-expected", "cube", "cube-corner", "shared-perspective"])
    func presetTransformsSaveAsOperations(_ name: String) throws {
        var s = Session()
        LayerTreeTests.run(["preset \(name)", "animate clear"], in: &s)
        // Written from scratch (a file that does not start from the preset).
        s.state.origin = nil
        s.state.drivingPreset = nil
        let text = SceneWriter.script(for: s)
        #expect(!text.contains(" set "), "\(text)")
        let loaded = try Session.running(text, file: "p.mesh", host: SessionHost())
        #expect(loaded.state.scene == s.state.scene)
    }
}
