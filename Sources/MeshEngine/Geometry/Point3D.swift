import Foundation

/// A point or vector in 3D, mirroring Core Animation's `CAPoint3D`.
///
/// Used for a vertex's `to` position (unit coordinates of the layer, z scaled by
/// ``DepthNormalization``), for normals and for light directions.
public struct Point3D: Hashable, Sendable, Codable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var z: Double

    public init(x: Double, y: Double, z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    public init(_ x: Double, _ y: Double, _ z: Double) {
        self.init(x: x, y: y, z: z)
    }

    public static let zero = Point3D(0, 0, 0)

    public var description: String { "(\(x.shortDescription), \(y.shortDescription), \(z.shortDescription))" }

    /// True when no component is NaN or infinite.
    public var isFinite: Bool { x.isFinite && y.isFinite && z.isFinite }

    public var length: Double { (x * x + y * y + z * z).squareRoot() }

    /// The unit vector in the same direction, or `.zero` for a zero vector.
    public var normalized: Point3D {
        let l = length
        return l > 0 ? self / l : .zero
    }

    public func dot(_ o: Point3D) -> Double { x * o.x + y * o.y + z * o.z }

    public func cross(_ o: Point3D) -> Point3D {
        Point3D(y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x)
    }

    public static func + (a: Point3D, b: Point3D) -> Point3D { Point3D(a.x + b.x, a.y + b.y, a.z + b.z) }
    public static func - (a: Point3D, b: Point3D) -> Point3D { Point3D(a.x - b.x, a.y - b.y, a.z - b.z) }
    public static func * (a: Point3D, s: Double) -> Point3D { Point3D(a.x * s, a.y * s, a.z * s) }
    public static func * (s: Double, a: Point3D) -> Point3D { a * s }
    public static func / (a: Point3D, s: Double) -> Point3D { Point3D(a.x / s, a.y / s, a.z / s) }
    public static prefix func - (a: Point3D) -> Point3D { Point3D(-a.x, -a.y, -a.z) }
    public static func += (a: inout Point3D, b: Point3D) { a = a + b }

    /// Linear interpolation: `a` at 0, `b` at 1.
    public static func lerp(_ a: Point3D, _ b: Point3D, _ t: Double) -> Point3D { a + (b - a) * t }
}

extension Double {
    /// A compact decimal form: integers without ".0", others with up to 6 significant decimals.
    public var shortDescription: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int64(self)) }
        // Past 10¹⁵ the shortest exact form ("1e+300"), not hundreds of digits. (Tiny values
        // keep printing as 0: rounding noise such as cos 90° = 6e-17 is not worth a digit.)
        if isFinite && abs(self) >= 1e15 { return "\(self)" }
        var s = String(format: "%.6f", self)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s == "-0" ? "0" : s
    }

    /// ``shortDescription`` of the value rounded to `places` decimals, for measures where more
    /// digits are noise (`fit`'s points: 264.28, not 264.284561).
    public func shortDescription(places: Int) -> String {
        var scale = 1.0
        for _ in 0..<max(0, places) { scale *= 10 }
        let rounded = (self * scale).rounded() / scale
        return rounded.isFinite ? rounded.shortDescription : shortDescription
    }
}
