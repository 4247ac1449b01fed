import Foundation
import MeshEngine
@testable import MeshScript
import Testing

/// One timeline truth: the span the bar shows is the range `play`, `step` and `frame` use, the
/// frame never passes it, and a scene whose motions do not meet says the picture does not repeat.
struct TimelineTruthTests {
    static func session(_ lines: [String]) -> Session {
        var s = Session()
        for line in lines { if case let .failure(e) = s.execute(line) { Issue.record("\(line): \(e)") } }
        return s
    }

    /// Forever animations from frame 0 loop at the least common multiple of their cycles.
    @Test func foreverAnimationsLoopWhereTheirCyclesMeet() {
        var s = Self.session(["grid 2 2", "key a", "vertex 4 to.z 0.2", "key b",
                              "animate a b duration 1 repeat forever", "animate b a duration 1.5 autoreverse repeat forever"])
        // Cycles of 30 and 90 frames meet every 90.
        #expect(s.timelineSpan == 90 && s.loopEnd == 89 && s.state.nonRepeatingReason == nil)
        #expect(s.execute("frame 89").text == "frame 89 (2.966667 s)")
        #expect(s.execute("step").text == "frame 0 (0 s)")
        #expect(s.execute("frame 500").text.hasSuffix("the timeline ends at frame 90 (frame 500 asked)"))
        #expect(s.scene(atTime: 3) == s.scene(atTime: 0), "frame 90 is frame 0's picture")
    }

    @Test func aMapFollowingTimeMakesTheTimelineUnboundedAndSaysWhy() {
        let s = Self.session(["grid 2 2", "key a", "vertex 4 to.z 0.2", "key b", "animate a b duration 1 repeat forever",
                              "map z = z + 0.1 * sin(t * 4)"])
        #expect(s.timelineSpan == nil)
        #expect(s.state.nonRepeatingReason == "a map follows t, so the picture does not repeat")
    }

    /// fps and loop are held once, by the state: the timeline reads them there, so a state put in
    /// place by any door (here directly, with no command to sync a copy) brings its rate along.
    @Test func theTimelineReadsItsRateAndLoopingFromTheState() {
        var s = Self.session(["grid 2 2", "key a", "vertex 4 to.z 0.2", "key b", "animate a b duration 1"])
        #expect(s.timeline.fps == 30 && s.timeline.loop && s.timelineSpan == 30)
        s.state.framesPerSecond = 60
        s.state.loops = false
        #expect(s.timeline.fps == 60 && !s.timeline.loop)
        #expect(s.timelineSpan == 60, "the span in frames follows the rate")
        #expect(s.execute("frame 45").text == "frame 45 (0.75 s)")
    }
}
