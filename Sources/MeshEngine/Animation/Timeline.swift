/// The playhead: a frame number at a fixed frame rate. Time is always `frame / fps`, never a
/// wall clock, so frame N shows the same scene every time (rendering, tests, recording).
///
/// With a `duration`, frames run 0…`lastFrame`; a looping timeline wraps to 0 after
/// ``loopEnd``: `lastFrame − 1` when the last frame repeats the first (one period of a periodic
/// animation, such as an animated preset's loop), else `lastFrame` itself, so the end of an
/// animation that stops (keyframe `b` of `a → b`) is played and stepped onto, not skipped.
/// A non-looping one stops playing at `lastFrame`. Duration 0 means unbounded.
public struct Timeline: Hashable, Sendable, Codable {
    /// Frames per second; non-positive or non-finite values become 30.
    public var fps: Double {
        didSet {
            fps = Self.validFPS(fps)
            frame = clampFrame(frame)
        }
    }
    /// The current frame, never negative.
    public var frame: Int {
        didSet { frame = clampFrame(frame) }
    }
    public var playing: Bool
    public var loop: Bool
    /// Whether frame `lastFrame` shows what frame 0 shows, so a loop wraps before it.
    public var lastFrameRepeatsFirst: Bool
    /// Seconds; 0 (or anything not positive and finite) is unbounded.
    public var duration: Double {
        didSet { frame = clampFrame(frame) }
    }

    public init(fps: Double = 30, frame: Int = 0, playing: Bool = false, loop: Bool = true, duration: Double = 0,
                lastFrameRepeatsFirst: Bool = true) {
        self.fps = Self.validFPS(fps)
        self.playing = playing
        self.loop = loop
        self.lastFrameRepeatsFirst = lastFrameRepeatsFirst
        self.duration = duration
        self.frame = 0
        self.frame = clampFrame(frame)
    }

    private static func validFPS(_ fps: Double) -> Double { fps > 0 && fps.isFinite ? fps : 30 }

    /// Seconds at the current frame.
    public var time: Double { Double(frame) / fps }

    /// The seconds of any frame, by the same rule as ``time``.
    public func time(ofFrame frame: Int) -> Double { Double(frame) / fps }

    /// The frame at `duration`, or nil when unbounded.
    public var lastFrame: Int? {
        guard duration > 0, duration.isFinite else { return nil }
        return Swift.max(1, Int(Swift.min(duration * fps, 1e15).rounded()))
    }

    /// The last frame a looping timeline plays before frame 0 again; nil when unbounded.
    public var loopEnd: Int? {
        lastFrame.map { lastFrameRepeatsFirst ? $0 - 1 : $0 }
    }

    private func clampFrame(_ frame: Int) -> Int {
        let low = Swift.max(0, frame)
        guard let last = lastFrame else { return low }
        return Swift.min(low, last)
    }

    /// Moves `frames` forward (or back when negative): wrapping within 0…``loopEnd`` when
    /// looping, clamping to 0…lastFrame otherwise. Does not change `playing`.
    public mutating func step(by frames: Int) {
        let (sum, overflow) = frame.addingReportingOverflow(frames)
        let target = overflow ? (frames > 0 ? Int.max : 0) : sum
        if loop, let end = loopEnd {
            let wrapped = target % (end + 1)
            frame = wrapped < 0 ? wrapped + end + 1 : wrapped
        } else {
            frame = target
        }
    }

    /// Jumps to `frame`, clamped to 0…lastFrame.
    public mutating func seek(frame: Int) { self.frame = frame }

    /// Jumps to the frame nearest `time` seconds.
    public mutating func seek(time: Double) {
        guard time.isFinite else { return seek(frame: time > 0 ? Int.max : 0) }
        let exact = (time * fps).rounded()
        seek(frame: exact >= Double(Int.max) ? Int.max : exact <= 0 ? 0 : Int(exact))
    }

    /// The player's tick: one frame forward when playing. A bounded, non-looping timeline stops
    /// playing on reaching `lastFrame`. Returns whether the frame changed.
    @discardableResult
    public mutating func advance() -> Bool {
        guard playing else { return false }
        let before = frame
        step(by: 1)
        if !loop, let last = lastFrame, frame >= last { playing = false }
        return frame != before
    }
}
