import Foundation

/// The rules of the expression language's functions and conditions that are not one IEEE
/// operation, in one place: meshplay's evaluator (`map`, `let`) and ``VertexFormula`` both call
/// these, and the code export writes the same steps as helper functions, so all three agree bit
/// for bit. `mix`, `clamp`, `smoothstep`, `fract` and `mod` follow GLSL's definitions.
public enum FormulaMath {
    /// Truth of a condition: non-zero and not NaN, so a NaN condition picks the `else` branch.
    @inlinable public static func isTruthy(_ a: Double) -> Bool { a != 0 && !a.isNaN }

    /// `^` and `pow`: squares and cubes by multiplication (the common cases, and faster),
    /// everything else through `Foundation.pow`.
    @inlinable public static func power(_ a: Double, _ b: Double) -> Double {
        if b == 2 { return a * a }
        if b == 3 { return a * a * a }
        return Foundation.pow(a, b)
    }

    /// `fract`: `a - floor(a)`.
    @inlinable public static func fract(_ a: Double) -> Double { a - a.rounded(.down) }

    /// `sign`: 1, -1, or `a` itself for ±0 and NaN.
    @inlinable public static func sign(_ a: Double) -> Double { a > 0 ? 1 : a < 0 ? -1 : a }

    /// `mod`: `a - b * floor(a / b)`, so the result has `b`'s sign.
    @inlinable public static func mod(_ a: Double, _ b: Double) -> Double { a - b * (a / b).rounded(.down) }

    /// `min` of two: NaN when either is, unlike `Swift.min`, so a NaN argument is reported rather than hidden.
    @inlinable public static func least(_ a: Double, _ b: Double) -> Double { a.isNaN || b.isNaN ? .nan : Swift.min(a, b) }

    /// `max` of two, NaN-propagating like ``least(_:_:)``.
    @inlinable public static func greatest(_ a: Double, _ b: Double) -> Double { a.isNaN || b.isNaN ? .nan : Swift.max(a, b) }

    /// `clamp(a, low, high)`: NaN for a NaN `a`.
    @inlinable public static func clamp(_ a: Double, _ low: Double, _ high: Double) -> Double {
        a.isNaN ? .nan : Swift.min(Swift.max(a, low), high)
    }

    /// `mix(a, b, k)`: `a + (b - a) * k`.
    @inlinable public static func mix(_ a: Double, _ b: Double, _ k: Double) -> Double { a + (b - a) * k }

    /// `smoothstep(edge0, edge1, x)`: the Hermite step of `x` between the edges.
    @inlinable public static func smoothstep(_ a: Double, _ b: Double, _ c: Double) -> Double {
        let s = (c - a) / (b - a)
        let k = s.isNaN ? s : Swift.min(Swift.max(s, 0), 1)
        return k * k * (3 - 2 * k)
    }
}
