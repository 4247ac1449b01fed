/// How an animation's progress is shaped in time, after `CAMediaTimingFunction` and
/// `CASpringAnimation`.
///
/// The named curves use Core Animation's control points (BCMeshTransformView reads them from
/// the UIView animation block): `easeIn` (0.42, 0, 1, 1), `easeOut` (0, 0, 0.58, 1),
/// `easeInOut` (0.42, 0, 0.58, 1), UIKit's default. Every curve maps 0 to exactly 0 and 1
/// to exactly 1; a spring may overshoot 1 in between.
public enum Easing: Hashable, Sendable, Codable, CustomStringConvertible {
    case linear
    case easeIn
    case easeOut
    case easeInOut
    /// A cubic Bézier from (0, 0) to (1, 1) through the control points (x1, y1), (x2, y2), as
    /// `CAMediaTimingFunction(controlPoints:)`; x1 and x2 are clamped to [0, 1] so the curve
    /// is a function of x, as Core Animation requires.
    case cubicBezier(Double, Double, Double, Double)
    /// A damped harmonic oscillator released at 0 toward 1 with `CASpringAnimation`'s
    /// parameters (defaults damping 10, stiffness 100, mass 1, initialVelocity 0), in its
    /// closed form. The spring's clock is stretched so its ``settlingDuration`` spans the
    /// progress range 0…1; give a segment that duration for Core Animation's real-time feel.
    case spring(damping: Double, stiffness: Double, mass: Double, initialVelocity: Double)

    /// `CASpringAnimation`'s default spring.
    public static let defaultSpring = Easing.spring(damping: 10, stiffness: 100, mass: 1, initialVelocity: 0)

    /// The eased value at progress `x`, which is clamped to [0, 1].
    public func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        switch self {
        case .linear:
            return x
        case let .cubicBezier(x1, y1, x2, y2):
            return CubicBezierCurve(x1: x1, y1: y1, x2: x2, y2: y2).y(atX: x)
        case let .spring(damping, stiffness, mass, velocity):
            guard let spring = SpringCurve(damping: damping, stiffness: stiffness, mass: mass, initialVelocity: velocity) else {
                return x
            }
            return spring.position(at: x * spring.settlingDuration)
        case .easeIn, .easeOut, .easeInOut:
            return controlPoints.map { CubicBezierCurve(x1: $0.x1, y1: $0.y1, x2: $0.x2, y2: $0.y2).y(atX: x) } ?? x
        }
    }

    /// The Bézier control points of the named and custom curves; nil for a spring.
    public var controlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
        switch self {
        case .linear: return (0, 0, 1, 1)
        case .easeIn: return (0.42, 0, 1, 1)
        case .easeOut: return (0, 0, 0.58, 1)
        case .easeInOut: return (0.42, 0, 0.58, 1)
        case let .cubicBezier(x1, y1, x2, y2): return (x1, y1, x2, y2)
        case .spring: return nil
        }
    }

    /// For a spring, the seconds (of the spring's own clock) until it stays within 0.1 % of
    /// its target, like `CASpringAnimation.settlingDuration`; nil for Bézier curves.
    public var settlingDuration: Double? {
        guard case let .spring(damping, stiffness, mass, velocity) = self else { return nil }
        return SpringCurve(damping: damping, stiffness: stiffness, mass: mass, initialVelocity: velocity)?.settlingDuration
    }

    /// The text ``parse(_:)`` reads back: `linear`, `easeIn`, `easeOut`, `easeInOut`,
    /// `cubicBezier(x1, y1, x2, y2)`, `spring(damping, stiffness, mass, initialVelocity)`.
    public var description: String {
        switch self {
        case .linear: return "linear"
        case .easeIn: return "easeIn"
        case .easeOut: return "easeOut"
        case .easeInOut: return "easeInOut"
        case let .cubicBezier(x1, y1, x2, y2):
            return "cubicBezier(\([x1, y1, x2, y2].map(\.shortDescription).joined(separator: ", ")))"
        case let .spring(d, k, m, v):
            return "spring(\([d, k, m, v].map(\.shortDescription).joined(separator: ", ")))"
        }
    }
}
