/// Why a ``MeshAnimation`` cannot be built.
public enum AnimationError: Error, Equatable, Sendable, CustomStringConvertible {
    case tooFewKeyframes(Int)
    case durationCount(expected: Int, got: Int)
    /// Segment `segment` (0-based, from keyframe `segment` to `segment + 1`) has a duration
    /// that is not positive and finite.
    case invalidDuration(segment: Int, duration: Double)
    case invalidRepeatCount(Double)
    case invalidBeginTime(Double)
    /// Keyframe `keyframe` cannot be interpolated with keyframe 0.
    case incompatibleKeyframe(Int, MeshError)

    public var description: String {
        switch self {
        case let .tooFewKeyframes(n):
            return "an animation needs at least 2 keyframes, got \(n)"
        case let .durationCount(expected, got):
            return "\(expected) keyframe segments need \(expected) durations, got \(got)"
        case let .invalidDuration(segment, duration):
            return "segment \(segment) duration must be positive and finite, got \(duration.shortDescription)"
        case let .invalidRepeatCount(count):
            return "repeat count must be 0 or more (inf repeats forever), got \(count.shortDescription)"
        case let .invalidBeginTime(time):
            return "begin time must be finite, got \(time.shortDescription)"
        case let .incompatibleKeyframe(index, error):
            return "keyframe \(index) does not match keyframe 0: \(error)"
        }
    }
}
