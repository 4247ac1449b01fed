@testable import MeshScript
import Testing

/// A scene that nothing moves is drawn once, however far the playhead runs; one that moves with
/// time is drawn again at each frame.
@Suite struct StillFrameTests {
    static func drawsAfterMovingThePlayhead(_ setup: [String]) -> (before: Int, after: Int) {
        var session = Session()
        for line in setup { #expect(session.execute(line).isSuccess, "\(line)") }
        _ = session.renderedFrame(width: 40, height: 30)
        let before = session.host.frames.draws
        #expect(session.execute("frame 5").isSuccess)
        _ = session.renderedFrame(width: 40, height: 30)
        return (before, session.host.frames.draws)
    }

    @Test func aStillSceneIsNotDrawnAgainAtAnotherFrame() {
        let draws = Self.drawsAfterMovingThePlayhead(["grid 2 2", "vertex 4 to.z 0.3"])
        #expect(draws.after == draws.before)
    }

    @Test(arguments: [["grid 2 2", "map to.z = 0.1 * sin(t)"], ["preset ripple"],
                      ["grid 1 1", "key a", "vertex 0 to.z 0.5", "key b", "animate a b duration 1"]])
    func aSceneThatMovesWithTimeIsDrawnAgainAtAnotherFrame(_ setup: [String]) {
        let draws = Self.drawsAfterMovingThePlayhead(setup)
        #expect(draws.after == draws.before + 1)
    }
}
