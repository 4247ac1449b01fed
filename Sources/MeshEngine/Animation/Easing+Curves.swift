import Foundation

/// The cubic Bézier timing curve B(t) = 3(1−t)²t·P1 + 3(1−t)t²·P2 + t³ from (0, 0) to (1, 1).
///
/// `y(atX:)` solves Bx(t) = x for t and returns By(t). BCMeshTransformView runs 7 Newton
/// steps from t = x; here Newton stops once converged and falls back to bisection when the
/// slope vanishes or an iterate leaves [0, 1], so flat-ended curves (`easeIn`'s x2 = 1) stay
/// exact to double precision.
struct CubicBezierCurve {
    let x1: Double, y1: Double, x2: Double, y2: Double

    init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = Swift.min(Swift.max(x1, 0), 1)
        self.y1 = y1
        self.x2 = Swift.min(Swift.max(x2, 0), 1)
        self.y2 = y2
    }

    /// One coordinate of the curve in Horner form: 3a·t(1−t)² + 3b·t²(1−t) + t³.
    static func coordinate(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * a * t * u * u + 3 * b * t * t * u + t * t * t
    }

    /// d/dt of ``coordinate(_:_:_:)``.
    static func slope(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * a * u * u + 6 * (b - a) * t * u + 3 * (1 - b) * t * t
    }

    func x(at t: Double) -> Double { Self.coordinate(t, x1, x2) }
    func y(at t: Double) -> Double { Self.coordinate(t, y1, y2) }

    /// The curve parameter t with Bx(t) = x, for x in [0, 1].
    func parameter(forX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var t = x
        for _ in 0..<8 {
            let error = self.x(at: t) - x
            if Swift.abs(error) < 1e-14 { return t }
            let d = Self.slope(t, x1, x2)
            guard Swift.abs(d) > 1e-9 else { break }
            let next = t - error / d
            guard next >= 0, next <= 1 else { break }
            t = next
        }
        // Bx is non-decreasing on [0, 1] when x1, x2 ∈ [0, 1], so bisection always converges.
        var lo = 0.0, hi = 1.0
        for _ in 0..<64 {
            t = (lo + hi) / 2
            if self.x(at: t) < x { lo = t } else { hi = t }
        }
        return (lo + hi) / 2
    }

    func y(atX x: Double) -> Double { y(at: parameter(forX: x)) }
}

/// A mass on a spring released at position 0 toward rest at 1, as `CASpringAnimation`:
/// m·x″ + c·x′ + k·(x − 1) = 0 with x(0) = 0, x′(0) = initialVelocity, solved in closed form
/// for each damping regime with ω₀ = √(k/m), ζ = c / (2√(k·m)) and y = x − 1:
/// under-damped y = e^(−ζω₀t)(A cos ω_d t + B sin ω_d t), critically damped
/// y = (A + Bt)e^(−ω₀t), over-damped y = C₁e^(r₁t) + C₂e^(r₂t).
struct SpringCurve {
    enum Regime { case under, critical, over }

    let omega0: Double
    let zeta: Double
    let initialVelocity: Double
    let regime: Regime

    /// Nil unless damping, stiffness and mass are positive and finite.
    init?(damping: Double, stiffness: Double, mass: Double, initialVelocity: Double) {
        guard damping > 0, stiffness > 0, mass > 0, damping.isFinite, stiffness.isFinite, mass.isFinite,
              initialVelocity.isFinite else { return nil }
        omega0 = (stiffness / mass).squareRoot()
        zeta = damping / (2 * (stiffness * mass).squareRoot())
        self.initialVelocity = initialVelocity
        // Exactly ζ = 1 is rare in floating point; a relative band keeps the critical formula
        // for the ζ ≈ 1 cases where the others lose precision (ω_d or r₁ − r₂ near 0).
        regime = Swift.abs(zeta - 1) < 1e-9 ? .critical : zeta < 1 ? .under : .over
    }

    /// Displacement from rest y = x − 1 and an envelope bounding |y| that decreases after its peak.
    private func displacement(at t: Double) -> (y: Double, envelope: Double) {
        let v0 = initialVelocity
        switch regime {
        case .under:
            let wd = omega0 * (1 - zeta * zeta).squareRoot()
            let a = -1.0, b = (v0 + zeta * omega0 * a) / wd
            let decay = exp(-zeta * omega0 * t)
            return (decay * (a * cos(wd * t) + b * sin(wd * t)), decay * (a * a + b * b).squareRoot())
        case .critical:
            let a = -1.0, b = v0 + omega0 * a
            let decay = exp(-omega0 * t)
            return ((a + b * t) * decay, (Swift.abs(a) + Swift.abs(b) * t) * decay)
        case .over:
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega0 * (zeta - root), r2 = -omega0 * (zeta + root)
            let c2 = (v0 + r1) / (r2 - r1), c1 = -1 - c2
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, Swift.abs(c1) * e1 + Swift.abs(c2) * e2)
        }
    }

    /// Position at `t` seconds: 0 at t = 0, tending to 1.
    func position(at t: Double) -> Double { 1 + displacement(at: t).y }

    /// Seconds until the envelope of |x − 1| falls to 0.001 for good.
    var settlingDuration: Double {
        let epsilon = 1e-3
        // The critically damped envelope can rise before it falls; search past its peak.
        var lo = 0.0
        if regime == .critical {
            let b = Swift.abs(initialVelocity - omega0)
            lo = b > 0 ? Swift.max(0, 1 / omega0 - 1 / b) : 0
        }
        if displacement(at: lo).envelope <= epsilon { return lo }
        var hi = lo + 1 / omega0
        var doublings = 0
        while displacement(at: hi).envelope > epsilon, doublings < 64 {
            lo = hi
            hi *= 2
            doublings += 1
        }
        for _ in 0..<64 {
            let mid = (lo + hi) / 2
            if displacement(at: mid).envelope > epsilon { lo = mid } else { hi = mid }
        }
        return hi
    }
}
