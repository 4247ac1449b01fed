import Testing
@testable import MeshEngine

struct AnimationTimelineTests {
    @Test func timeComesFromTheFrameNumber() {
        var timeline = Timeline(fps: 24)
        timeline.seek(frame: 36)
        #expect(timeline.time == 1.5)
        #expect(timeline.time(ofFrame: 12) == 0.5)
    }

    @Test func sameFrameGivesTheSameTimeAndMeshTwice() throws {
        let a = MeshTransform.identity(rows: 3, columns: 3)
        let b = a.mappingVertices { v, i in Vertex(from: v.from, to: Point3D(v.to.x, v.to.y, Double(i) / 10)) }
        let animation = try MeshAnimation(from: a, to: b, duration: 0.7, easing: .easeInOut,
                                          autoreverses: true, repeatCount: .infinity)
        var timeline = Timeline(fps: 30, playing: true)
        for _ in 0..<17 { timeline.advance() }
        let first = (timeline.time, animation.mesh(at: timeline.time))
        timeline.seek(frame: 3)
        timeline.seek(frame: 17)
        #expect(timeline.time == first.0)
        #expect(animation.mesh(at: timeline.time) == first.1)
    }

    @Test func framesAreNeverNegative() {
        var timeline = Timeline(fps: 30, frame: -5)
        #expect(timeline.frame == 0)
        timeline.step(by: -3)
        #expect(timeline.frame == 0)
        timeline.frame = -1
        #expect(timeline.frame == 0)
        timeline.seek(time: -2)
        #expect(timeline.frame == 0)
    }

    @Test func seekByTimeRoundsToTheNearestFrame() {
        var timeline = Timeline(fps: 10)
        timeline.seek(time: 0.84)
        #expect(timeline.frame == 8)
        timeline.seek(time: 0.86)
        #expect(timeline.frame == 9)
    }

    @Test func loopingTimelineWrapsBeforeItsLastFrame() {
        // 1 s at 4 fps: frames 0, 1, 2, 3, then 0 again (frame 4 would equal frame 0 of a loop).
        var timeline = Timeline(fps: 4, playing: true, loop: true, duration: 1)
        var seen: [Int] = []
        for _ in 0..<6 {
            timeline.advance()
            seen.append(timeline.frame)
        }
        #expect(seen == [1, 2, 3, 0, 1, 2])
        #expect(timeline.playing)
        timeline.step(by: -3)
        #expect(timeline.frame == 3)
    }

    @Test func loopingTimelineWhoseLastFrameIsItsOwnPlaysIt() {
        // 1 s at 4 fps ending on a picture of its own: frames 0…4, then 0 again.
        var timeline = Timeline(fps: 4, playing: true, loop: true, duration: 1, lastFrameRepeatsFirst: false)
        var seen: [Int] = []
        for _ in 0..<6 {
            timeline.advance()
            seen.append(timeline.frame)
        }
        #expect(seen == [1, 2, 3, 4, 0, 1])
        #expect(timeline.loopEnd == 4)
        timeline.step(by: -2)
        #expect(timeline.frame == 4)
    }

    @Test func nonLoopingTimelineStopsAtItsLastFrame() {
        var timeline = Timeline(fps: 4, playing: true, loop: false, duration: 1)
        var changes: [Bool] = []
        for _ in 0..<6 { changes.append(timeline.advance()) }
        #expect(timeline.frame == 4)
        #expect(timeline.time == 1)
        #expect(!timeline.playing)
        #expect(changes == [true, true, true, true, false, false])
        timeline.seek(frame: 100)
        #expect(timeline.frame == 4)
    }

    @Test func unboundedTimelineKeepsGoing() {
        var timeline = Timeline(fps: 60, playing: true, duration: 0)
        for _ in 0..<1000 { timeline.advance() }
        #expect(timeline.frame == 1000)
        #expect(timeline.lastFrame == nil)
    }

    @Test func pausedTimelineDoesNotAdvance() {
        var timeline = Timeline(fps: 30, frame: 5)
        let changed = timeline.advance()
        #expect(!changed)
        #expect(timeline.frame == 5)
    }

    @Test func invalidFrameRateFallsBackToThirty() {
        var timeline = Timeline(fps: 0)
        #expect(timeline.fps == 30)
        timeline.fps = -.infinity
        #expect(timeline.fps == 30)
        timeline.fps = 12
        #expect(timeline.fps == 12)
    }
}
