import Foundation
import MeshEngine
import Testing
@testable import MeshScript

@Suite struct AnimationCommandTests {
    static let bump = ["grid 4 4", "key flat", "map --once to.z = 0.2 * sin(u * pi)", "key bump"]

    @Test func animateInterpolatesBetweenKeyframesOnTheTimeline() {
        var s = session(Self.bump + ["animate flat bump duration 2 easing linear at 0"])
        _ = s.execute("time 1")
        let mid = s.frameScene.layers[0].mesh
        let flat = MeshTransform.identity(rows: 4, columns: 4)
        let bump = s.state.keyframes["bump"] ?? flat
        #expect(mid == flat.interpolated(to: bump, progress: 0.5))
        _ = s.execute("time 2")
        #expect(s.frameScene.layers[0].mesh == bump)
    }

    /// A paused animation shows an in-between mesh; `key` used to store the mesh the animation
    /// hides (the last edited one) instead of the picture on screen.
    @Test func keyOnAnAnimatedLayerSnapshotsTheFrameOnScreen() {
        var s = session(Self.bump + ["animate flat bump duration 2 easing linear at 0", "time 1"])
        let flat = MeshTransform.identity(rows: 4, columns: 4)
        let bump = s.state.keyframes["bump"] ?? flat
        #expect(s.execute("key mid").text
            == "keyframe mid: 25 vertices, 16 faces, as drawn at frame 30 (the animation 'flat → bump' moves this layer)")
        #expect(s.state.keyframes["mid"] == flat.interpolated(to: bump, progress: 0.5))
        #expect(s.state.keyframes["mid"] == s.frameScene.layers[0].mesh)
        _ = s.execute("animate clear")
        #expect(s.execute("key still").text == "keyframe still: 25 vertices, 16 faces")
        #expect(s.state.keyframes["still"] == s.state.scene.layers[0].mesh)
    }

    /// The playhead is not journaled, so replaying the line `key mid` alone would snapshot
    /// another frame: the journal keeps the keyframe as taken.
    @Test func aKeyOfTheFrameOnScreenSurvivesTheJournal() throws {
        let host = SessionHost(fileSystem: InMemoryFileSystem(), journalPath: "journal.mesh")
        var s = Session(host: host)
        s.beginJournal()
        for line in Self.bump + ["animate flat bump duration 2 easing linear at 0", "frame 17", "key mid"] {
            #expect(s.execute(line).isSuccess, "\(line)")
        }
        let restored = try Session.restoringJournal(host: host)
        #expect(restored.session.state.keyframes["mid"] == s.state.keyframes["mid"])
        #expect(restored.session.state == s.state)
    }

    @Test func incompatibleKeyframesNameTheFirstDifference() {
        var s = session(["grid 2 2", "key small", "grid 3 3", "key big", "depth none", "key flat"])
        #expect(failure(&s, "animate small big duration 1")?.message
            == "these keyframes cannot be animated: 'big' does not match 'small': vertex count 9 vs 16")
        #expect(failure(&s, "animate big flat duration 1")?.message
            == "these keyframes cannot be animated: 'flat' does not match 'big': depth normalization average vs none")
        #expect(failure(&s, "animate big nope duration 1")?.message == "no keyframe called 'nope'")
        #expect(s.state.animations.isEmpty)
    }

    @Test func aProceduralMapIsReevaluatedEveryFrame() {
        var s = session(["grid 2 2", "map to.z = 0.1 * sin(t * pi / 2)"])
        #expect(s.state.maps.count == 1)
        #expect(s.state.scene.layers[0].mesh?.vertices[4].to.z == 0)
        _ = s.execute("time 1")
        #expect(s.frameScene.layers[0].mesh?.vertices[4].to.z == 0.1)
        _ = s.execute("map clear")
        #expect(s.frameScene.layers[0].mesh?.vertices[4].to.z == 0)
    }

    @Test func theArticlesRippleBakesIntoTheMesh() {
        let s = session(["grid 50 50", "map to.z = 0.05 * sin(r * 2 * pi * 4)"])
        let ripple = MeshTransform.identity(rows: 50, columns: 50).mappingVertices { v, _ in
            var v = v
            let x: Double = v.from.x - 0.5, y: Double = v.from.y - 0.5
            let r: Double = (x * x + y * y).squareRoot()
            v.to.z = 0.05 * sin(r * 2 * Double.pi * 4)
            return v
        }
        let mesh = s.state.scene.layers[0].mesh
        #expect(s.state.maps.isEmpty)
        for (a, b) in zip(mesh?.vertices ?? [], ripple.vertices) { #expect(abs(a.to.z - b.to.z) < 1e-12) }
    }

    @Test func aMapGivingNaNIsRefused() {
        var s = session(["grid 1 1"])
        #expect(failure(&s, "map to.z = log(u - 1)")?.message.contains("NaN or infinite") == true)
    }

    @Test func steppingIsDeterministic() {
        var a = session(Self.bump + ["animate flat bump duration 1 easing easeInOut autoreverse repeat forever at 0", "frame 7"])
        let first = a.renderFrame(width: 48, height: 36).image
        _ = a.execute("step 13")
        _ = a.execute("back 13")
        let again = a.renderFrame(width: 48, height: 36).image
        #expect(first == again)
        var b = session(Self.bump + ["animate flat bump duration 1 easing easeInOut autoreverse repeat forever at 0"])
        for _ in 0..<7 { _ = b.execute("step") }
        #expect(b.renderFrame(width: 48, height: 36).image == first)
    }

    @Test func aFiniteAnimationBoundsAndLoopsTheTimeline() {
        var s = session(Self.bump + ["animate flat bump duration 1 at 0", "fps 10"])
        // Frames 0…10, the last (the bump) its own picture, so the loop plays it: 12 is 1 again.
        _ = s.execute("step 12")
        #expect(s.frame == 1)
        _ = s.execute("loop off")
        _ = s.execute("step 30")
        #expect(s.frame == 10)
    }

    @Test func animationsSurviveSaveAndLoad() {
        let files = InMemoryFileSystem()
        var s = session(Self.bump + ["animate flat bump duration 1.5 easing \"cubicBezier(0.1, 0.2, 0.3, 1)\" autoreverse repeat 2.5 at 0.25",
                                      "map to.x = u + 0.01 * sin(t)", "frame 9"], files: files)
        _ = s.execute("save anim.mesh")
        var t = session(["load anim.mesh"], files: files)
        #expect(t.state == s.state)
        #expect(t.frame == 9)
        _ = t.execute("save again.mesh")
        #expect(files.text("anim.mesh") == files.text("again.mesh"))
    }

    @Test func presetsReplaceTheSceneAndAnimatedOnesDriveTheMeshes() {
        var s = session(["preset ripple"])
        let preset = Presets.named("ripple")
        #expect(s.state.scene == preset?.scene(at: 0))
        _ = s.execute("time 0.5")
        #expect(s.frameScene == preset?.scene(at: 0.5))
        #expect(failure(&s, "preset rippel")?.message == "no preset called 'rippel'; did you mean 'ripple'?")
    }
}
