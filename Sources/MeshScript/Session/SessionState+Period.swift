import MeshEngine

/// How long the picture takes to come round again: the one answer the timeline's length, the
/// bar under the picture, `play`, `step`, `frame` and `render --frames` all read.
extension SessionState {
    /// The longest loop the timeline takes on, in frames: past it a scene is said not to repeat.
    static let longestLoopFrames = 100_000

    /// The timeline's length in seconds: when every animation ends, the time the last one does
    /// (with an animated preset's loop); when they all repeat forever from the start, and in a
    /// whole number of frames, the least common multiple of their cycles (and the preset's loop),
    /// after which the picture is frame 0's again; 0, an unbounded timeline, when the picture
    /// never repeats (``nonRepeatingReason``) or nothing moves.
    public var animationLength: Double {
        guard nonRepeatingReason == nil else { return 0 }
        if let loop = repeatingLoopFrames { return Double(loop) / framesPerSecond }
        var end = drivingPreset.flatMap { Presets.named($0)?.duration } ?? 0
        for a in animations { end = max(end, a.endTime ?? 0) }
        return end
    }

    /// Why the picture, though it moves, never comes round to frame 0's again, so the timeline
    /// is unbounded and its bar says so; nil when it ends or repeats.
    public var nonRepeatingReason: String? {
        if !maps.isEmpty {
            return maps.count == 1 ? "a map follows t, so the picture does not repeat"
                                         : "\(maps.count) maps follow t, so the picture does not repeat"
        }
        let forever = animations.filter { $0.endTime == nil }
        guard !forever.isEmpty else { return nil }
        if forever.contains(where: { $0.animation.beginTime != 0 }) || animations.count != forever.count {
            return "an animation repeats forever after others start or end, so the picture does not repeat"
        }
        return repeatingLoopFrames == nil
            ? "the animations' cycles meet only after \(SessionState.longestLoopFrames) frames or never, so the picture does not repeat"
            : nil
    }

    /// The frames after which animations that all repeat forever from frame 0 (and an animated
    /// preset's loop) show frame 0's picture again: the least common multiple of their cycles,
    /// each a whole number of frames; nil when there are none, a cycle is not a whole number of
    /// frames, or the multiple passes ``longestLoopFrames``.
    var repeatingLoopFrames: Int? {
        let forever = animations.filter { $0.endTime == nil }
        guard !forever.isEmpty, forever.count == animations.count else { return nil }
        var cycles = forever.map { a in a.animation.durations.reduce(0, +) * (a.animation.autoreverses ? 2 : 1) }
        if let preset = drivingPreset.flatMap(Presets.named), preset.isAnimated { cycles.append(preset.duration) }
        var loop = 1
        for seconds in cycles {
            let frames = seconds * framesPerSecond
            guard frames.isFinite, frames >= 1, abs(frames - frames.rounded()) < 1e-6 else { return nil }
            let whole = Int(frames.rounded())
            loop = loop / SessionState.greatestCommonDivisor(loop, whole) * whole
            guard loop <= SessionState.longestLoopFrames else { return nil }
        }
        return loop
    }

    static func greatestCommonDivisor(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }

    /// The timeline's span in frames at this frame rate (``Timeline/lastFrame`` of
    /// ``animationLength``); nil when it is unbounded.
    var timelineSpan: Int? { Timeline(fps: framesPerSecond, duration: animationLength).lastFrame }
}
