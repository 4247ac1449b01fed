import MeshEngine
@testable import MeshScript
import Testing

/// Queries and edits of the drawn mesh read the scene the frame on screen was drawn from, rather
/// than building the scene at the frame again (an animated preset rebuilt from its name).
@Suite struct ShownSceneTests {
    @Test func theFrameOnScreenGivesItsSceneForItsStateAndFrame() throws {
        var session = Session()
        #expect(session.execute("preset ripple").isSuccess)
        #expect(session.execute("frame 7").isSuccess)
        #expect(session.host.frames.scene(frame: 7, state: session.state) == nil, "nothing drawn yet")
        let drawn = session.renderedFrame(width: 40, height: 30).scene
        let held = try #require(session.host.frames.scene(frame: 7, state: session.state))
        #expect(held == drawn && held == session.frameScene)
        #expect(session.shownScene == session.frameScene)
        // At another frame, or after an edit, the frame on screen is not that scene.
        #expect(session.host.frames.scene(frame: 8, state: session.state) == nil)
        #expect(session.execute("vertex 0 to.z 0.25").isSuccess)
        #expect(session.host.frames.scene(frame: 7, state: session.state) == nil)
        #expect(session.shownScene == session.frameScene)
    }

    /// `vertex N` says where an animated vertex is drawn, the same with or without a frame on screen.
    @Test func aVertexQueryAnswersTheSameFromTheFrameOnScreen() {
        var fresh = Session()
        for line in ["preset ripple", "frame 7"] { #expect(fresh.execute(line).isSuccess) }
        var drawn = fresh
        drawn.host.frames = FrameCache()
        _ = drawn.renderedFrame(width: 40, height: 30)
        let answer = fresh.execute("vertex 5").text
        #expect(answer.contains("drawn at"))
        #expect(drawn.execute("vertex 5").text == answer)
    }
}
