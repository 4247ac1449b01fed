import Foundation
import Testing
@testable import MeshEngine

struct SpringCase: CustomTestStringConvertible, Sendable {
    let damping: Double, stiffness: Double, mass: Double, velocity: Double
    var testDescription: String { "c=\(damping) k=\(stiffness) m=\(mass) v0=\(velocity)" }
    var zeta: Double { damping / (2 * (stiffness * mass).squareRoot()) }
}

struct AnimationSpringTests {
    static let springs = [
        SpringCase(damping: 10, stiffness: 100, mass: 1, velocity: 0),   // ζ = 0.5, CASpringAnimation's default
        SpringCase(damping: 4, stiffness: 300, mass: 2, velocity: 5),    // lightly damped, pushed
        SpringCase(damping: 20, stiffness: 100, mass: 1, velocity: 0),   // ζ = 1
        SpringCase(damping: 20, stiffness: 100, mass: 1, velocity: 30),  // ζ = 1, rising envelope
        SpringCase(damping: 50, stiffness: 100, mass: 1, velocity: -3),  // ζ = 2.5
    ]

    /// The textbook solution written independently of the engine.
    static func closedForm(_ s: SpringCase, _ t: Double) -> Double {
        let w0 = (s.stiffness / s.mass).squareRoot(), z = s.zeta
        if abs(z - 1) < 1e-9 { return 1 + (-1 + (s.velocity - w0) * t) * exp(-w0 * t) }
        if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            return 1 + exp(-z * w0 * t) * (-cos(wd * t) + (s.velocity - z * w0) / wd * sin(wd * t))
        }
        let q = (z * z - 1).squareRoot()
        let r1 = -w0 * (z - q), r2 = -w0 * (z + q)
        let c2 = (s.velocity + r1) / (r2 - r1)
        return 1 + (-1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }

    @Test(arguments: springs)
    func springMatchesTheDampedOscillatorClosedForm(_ s: SpringCase) throws {
        let easing = Easing.spring(damping: s.damping, stiffness: s.stiffness, mass: s.mass, initialVelocity: s.velocity)
        let settle = try #require(easing.settlingDuration)
        for step in 1..<100 {
            let p = Double(step) / 100
            #expect(abs(easing.value(at: p) - Self.closedForm(s, p * settle)) < 1e-12)
        }
    }

    @Test(arguments: springs)
    func springSatisfiesItsDifferentialEquation(_ s: SpringCase) {
        // m·x″ + c·x′ + k·(x − 1) = 0, checked by central differences on the engine's curve.
        let curve = SpringCurve(damping: s.damping, stiffness: s.stiffness, mass: s.mass, initialVelocity: s.velocity)!
        let h = 1e-4
        for t in stride(from: 0.05, through: 1.0, by: 0.05) {
            let x0 = curve.position(at: t - h), x1 = curve.position(at: t), x2 = curve.position(at: t + h)
            let residual = s.mass * (x2 - 2 * x1 + x0) / (h * h) + s.damping * (x2 - x0) / (2 * h) + s.stiffness * (x1 - 1)
            #expect(abs(residual) < 1e-3 * s.stiffness)
        }
        #expect(curve.position(at: 0) == 0)
        #expect(abs((curve.position(at: h) - curve.position(at: -h)) / (2 * h) - s.velocity) < 1e-4)
    }

    @Test(arguments: springs)
    func springStaysSettledAfterItsSettlingDuration(_ s: SpringCase) throws {
        let easing = Easing.spring(damping: s.damping, stiffness: s.stiffness, mass: s.mass, initialVelocity: s.velocity)
        let settle = try #require(easing.settlingDuration)
        for k in 0...200 {
            let t = settle * (1 + Double(k) / 50)
            #expect(abs(Self.closedForm(s, t) - 1) <= 1.0001e-3)
        }
    }

    @Test func underDampedSpringOvershoots() {
        let peak = stride(from: 0.0, through: 1, by: 0.01).map { Easing.defaultSpring.value(at: $0) }.max() ?? 0
        // ζ = 0.5: the first overshoot is e^(−πζ/√(1−ζ²)) ≈ 16.3 %.
        #expect(abs(peak - (1 + exp(-Double.pi * 0.5 / 0.75.squareRoot()))) < 5e-3)
    }

    @Test func overDampedSpringNeverOvershoots() {
        let easing = Easing.spring(damping: 50, stiffness: 100, mass: 1, initialVelocity: 0)
        for step in 0...100 { #expect(easing.value(at: Double(step) / 100) <= 1) }
    }
}
