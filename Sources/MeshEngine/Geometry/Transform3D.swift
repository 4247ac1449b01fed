import Foundation

/// A 4×4 homogeneous transform with the fields and conventions of Core Animation's `CATransform3D`.
///
/// Points are row vectors multiplied on the left: `p' = p · M`, so translation lives in
/// `m41…m43` and perspective in `m34` (`-1/d`, where `d` is the eye's distance in points).
/// The combinators keep Core Animation's argument order: `rotated(by:…)` on a transform `t`
/// is `CATransform3DRotate(t, …)`, which applies the rotation *before* `t`.
public struct Transform3D: Hashable, Sendable, Codable {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    public init(
        m11: Double, m12: Double, m13: Double, m14: Double,
        m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double,
        m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// Row-major values `m11, m12, …, m44`.
    public init?(values v: [Double]) {
        guard v.count == 16 else { return nil }
        self.init(m11: v[0], m12: v[1], m13: v[2], m14: v[3],
                  m21: v[4], m22: v[5], m23: v[6], m24: v[7],
                  m31: v[8], m32: v[9], m33: v[10], m34: v[11],
                  m41: v[12], m42: v[13], m43: v[14], m44: v[15])
    }

    /// The sixteen fields in row-major order.
    public var values: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// `CATransform3DIdentity`.
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    public var isIdentity: Bool { self == .identity }

    /// `CATransform3DMakeTranslation(tx, ty, tz)`.
    public static func translation(_ tx: Double, _ ty: Double, _ tz: Double) -> Transform3D {
        var t = identity
        t.m41 = tx; t.m42 = ty; t.m43 = tz
        return t
    }

    /// `CATransform3DMakeScale(sx, sy, sz)`.
    public static func scale(_ sx: Double, _ sy: Double, _ sz: Double) -> Transform3D {
        var t = identity
        t.m11 = sx; t.m22 = sy; t.m33 = sz
        return t
    }

    /// `CATransform3DMakeRotation(angle, x, y, z)`: radians about the axis (x, y, z).
    ///
    /// With y down on screen, a positive angle about z turns clockwise, as in Core Animation.
    /// A zero axis gives the identity, as Core Animation does.
    public static func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        let len = (x * x + y * y + z * z).squareRoot()
        guard len > 0 else { return identity }
        let (ux, uy, uz) = (x / len, y / len, z / len)
        let c = cos(angle), s = sin(angle), t = 1 - c
        return Transform3D(
            m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
            m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
            m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The identity with `m34 = -1/distance`: a camera `distance` points in front of the anchor.
    public static func perspective(distance d: Double) -> Transform3D {
        var t = identity
        t.m34 = d == 0 ? 0 : -1 / d
        return t
    }

    /// `CATransform3DConcat(self, other)`: `self` applied first, then `other`.
    public func concatenating(_ b: Transform3D) -> Transform3D {
        let a = self
        return Transform3D(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
            m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
            m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
            m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
            m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
            m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
            m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
            m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
    }

    /// `CATransform3DTranslate(self, tx, ty, tz)`: translate first, then `self`.
    public func translated(_ tx: Double, _ ty: Double, _ tz: Double) -> Transform3D {
        Transform3D.translation(tx, ty, tz).concatenating(self)
    }

    /// `CATransform3DScale(self, sx, sy, sz)`: scale first, then `self`.
    public func scaled(_ sx: Double, _ sy: Double, _ sz: Double) -> Transform3D {
        Transform3D.scale(sx, sy, sz).concatenating(self)
    }

    /// `CATransform3DRotate(self, angle, x, y, z)`: rotate first, then `self`.
    public func rotated(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        Transform3D.rotation(angle, x, y, z).concatenating(self)
    }

    /// Applies the transform to a point (w = 1) and returns the homogeneous result.
    public func apply(_ p: Point3D) -> (x: Double, y: Double, z: Double, w: Double) {
        (p.x * m11 + p.y * m21 + p.z * m31 + m41,
         p.x * m12 + p.y * m22 + p.z * m32 + m42,
         p.x * m13 + p.y * m23 + p.z * m33 + m43,
         p.x * m14 + p.y * m24 + p.z * m34 + m44)
    }

    /// Applies the transform and divides by w (the perspective divide).
    public func project(_ p: Point3D) -> Point3D {
        let h = apply(p)
        return Point3D(h.x / h.w, h.y / h.w, h.z / h.w)
    }

    /// Applies only the upper-left 3×3 (a direction: no translation, no perspective).
    public func applyLinear(_ v: Point3D) -> Point3D {
        Point3D(v.x * m11 + v.y * m21 + v.z * m31,
                v.x * m12 + v.y * m22 + v.z * m32,
                v.x * m13 + v.y * m23 + v.z * m33)
    }

    /// `CATransform3DInvert`: the inverse, or nil when the matrix is singular
    /// (Core Animation returns the original matrix in that case; we make the caller decide).
    public var inverted: Transform3D? {
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
        guard det != 0, det.isFinite else { return nil }
        let i = 1 / det
        return Transform3D(
            m11: (m22 * c5 - m23 * c4 + m24 * c3) * i,
            m12: (-m12 * c5 + m13 * c4 - m14 * c3) * i,
            m13: (m42 * s5 - m43 * s4 + m44 * s3) * i,
            m14: (-m32 * s5 + m33 * s4 - m34 * s3) * i,
            m21: (-m21 * c5 + m23 * c2 - m24 * c1) * i,
            m22: (m11 * c5 - m13 * c2 + m14 * c1) * i,
            m23: (-m41 * s5 + m43 * s2 - m44 * s1) * i,
            m24: (m31 * s5 - m33 * s2 + m34 * s1) * i,
            m31: (m21 * c4 - m22 * c2 + m24 * c0) * i,
            m32: (-m11 * c4 + m12 * c2 - m14 * c0) * i,
            m33: (m41 * s4 - m42 * s2 + m44 * s0) * i,
            m34: (-m31 * s4 + m32 * s2 - m34 * s0) * i,
            m41: (-m21 * c3 + m22 * c1 - m23 * c0) * i,
            m42: (m11 * c3 - m12 * c1 + m13 * c0) * i,
            m43: (-m41 * s3 + m42 * s1 - m43 * s0) * i,
            m44: (m31 * s3 - m32 * s1 + m33 * s0) * i)
    }

    /// True when every field is finite (x − x is 0 for a finite x and NaN otherwise; asked for
    /// every layer of every frame, so without building ``values``).
    public var isFinite: Bool {
        let a = SIMD4(m11, m12, m13, m14), b = SIMD4(m21, m22, m23, m24)
        let c = SIMD4(m31, m32, m33, m34), d = SIMD4(m41, m42, m43, m44)
        return ((a - a) + (b - b) + (c - c) + (d - d)) == .zero
    }

    /// Whether the fields agree within `tolerance`.
    public func isApproximatelyEqual(to o: Transform3D, tolerance: Double = 1e-9) -> Bool {
        zip(values, o.values).allSatisfy { abs($0 - $1) <= tolerance }
    }
}
