import MeshEngine
import Testing
@testable import MeshScript

/// What `play`, `frame` and `time` do at and past the end of a bounded timeline: never claim
/// to play while standing still, never move the playhead somewhere else without saying so.
@Suite struct TimelineEndTests {
    /// A one-second animation at 30 fps: frames 0…30.
    static let oneSecond = ["grid 2 2", "key a", "vertex 4 to.z 0.3", "key b", "animate a b duration 1 at 0"]

    /// The loop plays an animation's end, keyframe `b` at frame 30: stepping from frame 29 lands
    /// on it (not back on `a`), and the step after it on frame 0; playing shows it too.
    @Test func aLoopStepsOntoTheLastKeyframeOfAnAnimationThatStops() {
        var s = session(Self.oneSecond + ["frame 29"])
        #expect(s.execute("step").text == "frame 30 (1 s)")
        #expect(s.frameScene.layers[0].mesh?.vertices[4].to.z == 0.3)
        #expect(s.execute("step").text == "frame 0 (0 s)")
        #expect(s.execute("back").text == "frame 30 (1 s)")
        #expect(s.loopEnd == 30)
        #expect(s.execute("frame 29").isSuccess && s.execute("play").isSuccess)
        var seen: [Int] = []
        for _ in 0..<3 {
            s.tick()
            seen.append(s.frame)
        }
        #expect(seen == [30, 0, 1])
    }

    /// An animated preset's length is one period: its last frame is its first again, so the
    /// loop wraps before it (ripple: frames 0…44); so does an autoreversed animation.
    @Test(arguments: [(["preset ripple", "frame 44"], 44),
                      (["grid 2 2", "key a", "vertex 4 to.z 0.3", "key b", "animate a b duration 1 autoreverse"], 59)])
    func aLoopWrapsBeforeALastFrameThatRepeatsTheFirst(_ setup: [String], end: Int) {
        var s = session(setup + ["frame \(end)"])
        #expect(s.loopEnd == end)
        #expect(s.execute("step").text == "frame 0 (0 s)")
    }

    /// With the loop off, `step` at the end and `back` at frame 0 answered only the frame they
    /// stayed on, as if the key had done nothing.
    @Test func aStepThatStopsAtAnEndSaysSo() {
        var s = session(Self.oneSecond + ["loop off", "frame 28"])
        #expect(s.execute("step").text == "frame 29 (0.966667 s)")
        #expect(s.execute("step 5").text == "frame 30 (1 s), the last: the timeline stops there (loop off; loop on goes round to frame 0)")
        #expect(s.execute("step").text == "frame 30 (1 s), the last: the timeline stops there (loop off; loop on goes round to frame 0)")
        #expect(s.execute("frame 1").isSuccess)
        #expect(s.execute("back").text == "frame 0 (0 s)")
        #expect(s.execute("back").text == "frame 0 (0 s), the first (loop off; loop on goes round to the last)")
        // Looping, both go round instead.
        #expect(s.execute("loop on").isSuccess)
        #expect(s.execute("back").text == "frame 30 (1 s)")
        // Nothing animates: frame 0 is the first there is.
        var still = session(["grid 1 1"])
        #expect(still.execute("back").text == "frame 0 (0 s), the first")
    }

    @Test func playAtTheEndOfAStoppedTimelineStartsOverFromFrameZero() {
        var s = session(Self.oneSecond + ["loop off", "frame 30"])
        #expect(s.execute("play").text == "playing from frame 0 (the timeline had stopped at its end, frame 30)")
        #expect(s.frame == 0)
        #expect(s.isPlaying)
        let moved = s.tick()
        #expect(moved && s.frame == 1)
    }

    @Test func playAStoppedTimelineThatReachedItsEndByPlayingStartsOver() {
        var s = session(Self.oneSecond + ["loop off", "frame 28", "play"])
        for _ in 0..<5 { s.tick() }
        #expect(s.frame == 30)
        #expect(!s.isPlaying, "a stopped timeline stops playing at its end")
        #expect(s.execute("play").text == "playing from frame 0 (the timeline had stopped at its end, frame 30)")
        #expect(s.isPlaying && s.frame == 0)
    }

    @Test(arguments: [
        (["loop off", "frame 12"], "playing from frame 12", 12),
        (["frame 30"], "playing from frame 30", 30),
    ])
    func playElsewhereKeepsThePlayhead(setup: [String], says: String, frame: Int) {
        var s = session(Self.oneSecond + setup)
        #expect(s.execute("play").text == says)
        #expect(s.frame == frame)
        #expect(s.isPlaying)
    }

    @Test(arguments: [
        ("frame 50", "frame 30 (1 s), the last: the timeline ends at frame 30 (frame 50 asked)"),
        ("time 7", "frame 30 (1 s), the last: the timeline ends at frame 30 (7 s asked)"),
        ("frame 30", "frame 30 (1 s)"),
        ("time 1", "frame 30 (1 s)"),
        ("time 0.99", "frame 30 (1 s)"),
    ])
    func seekingPastTheEndSaysWhereThePlayheadStopped(line: String, says: String) {
        var s = session(Self.oneSecond)
        #expect(s.execute(line).text == says)
        #expect(s.frame == 30)
    }

    @Test(arguments: [
        ("fps 15", "15 frames per second; the playhead keeps its time: frame 5 (0.333333 s)", 5),
        ("fps 30", "30 frames per second", 10),
    ])
    func changingTheFrameRateSaysWhereThePlayheadWent(line: String, says: String, frame: Int) {
        var s = session(Self.oneSecond + ["frame 10"])
        #expect(s.execute(line).text == says)
        #expect(s.frame == frame)
    }

    @Test func anUnboundedTimelineGoesWhereItIsAsked() {
        var s = session(["grid 2 2", "map to.z = 0.1 * sin(t)"])
        #expect(s.execute("frame 5000").text == "frame 5000 (166.666667 s)")
    }
}
