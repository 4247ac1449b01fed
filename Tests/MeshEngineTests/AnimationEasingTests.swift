import Foundation
import Testing
@testable import MeshEngine

struct AnimationEasingTests {
    static let bezierCurves: [Easing] = [
        .linear, .easeIn, .easeOut, .easeInOut,
        .cubicBezier(0.25, 0.1, 0.25, 1), .cubicBezier(0.68, -0.55, 0.265, 1.55),
        .cubicBezier(0, 1, 1, 0), .cubicBezier(1, 0, 0, 1), .cubicBezier(0, 0, 0, 1),
    ]

    @Test func easeInOutIsHalfWayAtHalfTime() {
        #expect(abs(Easing.easeInOut.value(at: 0.5) - 0.5) < 1e-15)
    }

    @Test func namedCurvesUseCoreAnimationControlPoints() {
        #expect(Easing.easeIn.controlPoints! == (0.42, 0, 1, 1))
        #expect(Easing.easeOut.controlPoints! == (0, 0, 0.58, 1))
        #expect(Easing.easeInOut.controlPoints! == (0.42, 0, 0.58, 1))
    }

    @Test(arguments: bezierCurves)
    func bezierValueLiesOnTheParametricCurve(_ easing: Easing) throws {
        // Walk the curve by its parameter t and ask for y at the x it reaches.
        let (x1, y1, x2, y2) = try #require(easing.controlPoints)
        for step in 0...200 {
            let t = Double(step) / 200
            let u = 1 - t
            let x = 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t
            let y = 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t
            #expect(abs(easing.value(at: x) - y) < 1e-9, "t = \(t)")
        }
    }

    @Test(arguments: bezierCurves + [Easing.defaultSpring, .spring(damping: 20, stiffness: 100, mass: 1, initialVelocity: 0)])
    func everyCurveIsExactAtBothEndsAndClamps(_ easing: Easing) {
        #expect(easing.value(at: 0) == 0)
        #expect(easing.value(at: 1) == 1)
        #expect(easing.value(at: -3) == 0)
        #expect(easing.value(at: 7) == 1)
    }

    @Test func linearIsTheIdentity() {
        for x in stride(from: 0.0, through: 1, by: 0.125) { #expect(Easing.linear.value(at: x) == x) }
    }

    @Test func easeInStartsSlowAndEaseOutEndsSlow() {
        #expect(Easing.easeIn.value(at: 0.1) < 0.1)
        #expect(Easing.easeOut.value(at: 0.9) > 0.9)
        #expect(abs(Easing.easeIn.value(at: 0.3) + Easing.easeOut.value(at: 0.7) - 1) < 1e-12)
    }

    @Test func namesRoundTripThroughParse() throws {
        let all: [Easing] = [.linear, .easeIn, .easeOut, .easeInOut, .cubicBezier(0.25, 0.1, 0.25, 1),
                             .spring(damping: 12, stiffness: 180, mass: 1.5, initialVelocity: -2)]
        for easing in all { #expect(try Easing.parse(easing.description) == easing) }
        #expect(try Easing.parse("ease-in-out") == .easeInOut)
        #expect(try Easing.parse("EASEOUT") == .easeOut)
        #expect(try Easing.parse("spring") == .defaultSpring)
        #expect(try Easing.parse("spring(5)") == .spring(damping: 5, stiffness: 100, mass: 1, initialVelocity: 0))
        #expect(Easing.cubicBezier(0.25, 0.1, 0.25, 1).description == "cubicBezier(0.25, 0.1, 0.25, 1)")
    }

    @Test func badEasingTextSaysWhy() {
        func message(_ text: String) -> String {
            do { return "parsed \(try Easing.parse(text))" } catch { return error.description }
        }
        #expect(message("easeInOot") == "unknown easing 'easeInOot'; did you mean 'easeInOut'?")
        #expect(message("bounce") == "unknown easing 'bounce'; easings are linear, easeIn, easeOut, easeInOut, cubicBezier, spring")
        #expect(message("cubicBezier(0.1, 0.2)") == "'cubicBezier' takes 4 numbers but got 2")
        #expect(message("cubicBezier(1.5, 0, 0.5, 1)") == "cubicBezier x1 must be between 0 and 1, got 1.5")
        #expect(message("spring(10, 0)") == "spring stiffness must be positive, got 0")
        #expect(message("spring(a)") == "'spring' needs numbers, not 'a'")
        #expect(message("linear(1)") == "'linear' takes no arguments but got 1")
        #expect(message("cubicBezier(0.2, 10.5, 0.8, 1)") == "cubicBezier y1 must be between -10 and 10, got 10.5")
        #expect(message("spring(10, 100, 0.0005)") == "spring mass must be between 0.001 and 1000000, got 0.0005")
        #expect(message("spring(1, 1e-300, 1e300)") == "spring stiffness must be between 0.001 and 1000000, got 1e-300")
        #expect(message("spring(10, 100, 1, -1001)") == "spring initial velocity must be between -1000 and 1000, got -1001")
    }

    /// The ranges `parse` allows are the ones whose arithmetic stays finite: every corner of the
    /// box of spring parameters, and the steepest Bézier, eases to numbers at every progress.
    @Test func everyCurveParseAllowsStaysFinite() throws {
        var texts: [String] = []
        for d in ["0.001", "1000000"] {
            for k in ["0.001", "1000000"] {
                for m in ["0.001", "1000000"] {
                    for v in ["-1000", "1000"] { texts.append("spring(\(d), \(k), \(m), \(v))") }
                }
            }
        }
        texts += ["cubicBezier(0, 10, 1, -10)", "cubicBezier(1, -10, 0, 10)"]
        for text in texts {
            let easing = try Easing.parse(text)
            let bad = (0...200).map { Double($0) / 200 }.filter { !easing.value(at: $0).isFinite }
            #expect(bad.isEmpty, "\(text) is not finite at \(bad)")
        }
    }
}
