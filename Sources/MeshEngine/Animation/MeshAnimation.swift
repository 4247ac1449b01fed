/// A layer's mesh animation: a chain of compatible keyframe meshes, each segment with its
/// own duration, one easing applied to every segment, and Core Animation's timing
/// (`beginTime`, `repeatCount`, `autoreverses`).
///
/// This is BCMeshTransformView's animation engine generalised to a chain. Its Jelly demo
/// chains `animateWithDuration:` blocks into "poor man's keyframes", each eased on its own,
/// which is why the easing applies per segment. Progress follows its rule (reference §4.2):
/// with local time τ clamped to [0, total] and divided by the chain's duration,
/// p = τ mod 1, reversed on odd passes when autoreversing, and 1 at an exact end
/// without autoreverse. Before `beginTime` the first keyframe shows, after the end the last
/// state holds. Mesh values depend only on the time passed in, never on a clock.
public struct MeshAnimation: Hashable, Sendable {
    /// The meshes passed through, in order; all compatible with the first (at least two).
    public private(set) var keyframes: [MeshTransform]
    /// Seconds from keyframe k to k + 1 (one fewer than the keyframes, each positive).
    public private(set) var durations: [Double]
    public var easing: Easing
    public var autoreverses: Bool
    /// Passes through the chain (a reverse pass included); fractions stop part way, `.infinity`
    /// never ends, and 0 means 1, as in Core Animation.
    public private(set) var repeatCount: Double
    /// Seconds on the timeline at which the first pass starts.
    public var beginTime: Double

    /// Checks the counts, durations and that every keyframe is compatible with the first,
    /// reporting the first problem.
    public init(keyframes: [MeshTransform], durations: [Double], easing: Easing = .easeInOut,
                autoreverses: Bool = false, repeatCount: Double = 1, beginTime: Double = 0) throws(AnimationError) {
        guard keyframes.count >= 2 else { throw .tooFewKeyframes(keyframes.count) }
        guard durations.count == keyframes.count - 1 else {
            throw .durationCount(expected: keyframes.count - 1, got: durations.count)
        }
        for (segment, duration) in durations.enumerated() where !(duration > 0 && duration.isFinite) {
            throw .invalidDuration(segment: segment, duration: duration)
        }
        guard repeatCount >= 0 else { throw .invalidRepeatCount(repeatCount) }
        guard beginTime.isFinite else { throw .invalidBeginTime(beginTime) }
        for index in keyframes.indices.dropFirst() {
            do {
                try keyframes[0].checkCompatibility(with: keyframes[index])
            } catch {
                throw .incompatibleKeyframe(index, error)
            }
        }
        self.keyframes = keyframes
        self.durations = durations
        self.easing = easing
        self.autoreverses = autoreverses
        self.repeatCount = repeatCount == 0 ? 1 : repeatCount
        self.beginTime = beginTime
    }

    /// An animation between two meshes with one duration: a BCMeshTransformView block animation.
    public init(from start: MeshTransform, to end: MeshTransform, duration: Double, easing: Easing = .easeInOut,
                autoreverses: Bool = false, repeatCount: Double = 1, beginTime: Double = 0) throws(AnimationError) {
        try self.init(keyframes: [start, end], durations: [duration], easing: easing,
                      autoreverses: autoreverses, repeatCount: repeatCount, beginTime: beginTime)
    }

    /// Seconds for one pass through the chain.
    public var duration: Double { durations.reduce(0, +) }

    /// Seconds from `beginTime` to the end: duration × repeatCount, doubled when
    /// autoreversing; infinite when repeating forever.
    public var totalDuration: Double { duration * repeatCount * (autoreverses ? 2 : 1) }

    /// Progress along the chain, 0…1, at timeline `time`, before easing (reference §4.2).
    public func progress(at time: Double) -> Double {
        let d = duration
        let total = totalDuration
        let local = time - beginTime
        let clamped = local.isNaN ? 0 : Swift.min(Swift.max(local, 0), total)
        let tau = clamped / d
        // Only an endless animation asked about time +∞ gets here; it has no defined phase.
        guard tau.isFinite else { return 0 }
        let whole = tau.rounded(.down)
        let fraction = tau - whole
        if autoreverses, whole.truncatingRemainder(dividingBy: 2) == 1 { return 1 - fraction }
        if fraction == 0, tau > 0, !autoreverses { return 1 }
        return fraction
    }

    /// The segment and eased progress within it at timeline `time`. A segment boundary
    /// belongs to the later segment (its progress 0 is the same keyframe), except the chain's
    /// end, which is the last segment at progress 1.
    public func segment(at time: Double) -> (index: Int, progress: Double) {
        let p = progress(at: time)
        let last = durations.count - 1
        if p >= 1 { return (last, easing.value(at: 1)) }
        let position = p * duration
        var start = 0.0
        for (index, length) in durations.enumerated() {
            if position < start + length || index == last {
                let local = Swift.min(Swift.max((position - start) / length, 0), 1)
                return (index, easing.value(at: local))
            }
            start += length
        }
        return (last, easing.value(at: 1))
    }

    /// The animated mesh at timeline `time`.
    public func mesh(at time: Double) -> MeshTransform {
        var output = keyframes[0]
        write(at: time, into: &output)
        return output
    }

    /// Writes the animated mesh at `time` into `output`, reusing its storage when it already
    /// has the keyframes' shape, so playback does not allocate per frame.
    public func write(at time: Double, into output: inout MeshTransform) {
        let (index, eased) = segment(at: time)
        MeshTransform.interpolate(keyframes[index], keyframes[index + 1], progress: eased, into: &output)
    }
}
