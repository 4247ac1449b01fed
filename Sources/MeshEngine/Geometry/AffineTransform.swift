import Foundation

/// A 2D affine transform with the fields and conventions of `CGAffineTransform`:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
///
/// As in Core Graphics, `scaled`, `rotated` and `translated` apply the new operation
/// *before* the existing transform, which is why Listing 5.2 of the Core Animation chapter
/// moves the layer by about (86.6, 50) rather than (200, 0).
public struct AffineTransform: Hashable, Sendable, Codable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// `CGAffineTransformIdentity`.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// `CGAffineTransformMakeTranslation`.
    public static func translation(_ tx: Double, _ ty: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// `CGAffineTransformMakeScale`.
    public static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// `CGAffineTransformMakeRotation`: radians, clockwise on a y-down screen.
    public static func rotation(_ angle: Double) -> AffineTransform {
        AffineTransform(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    /// The book's `CGAffineTransformMakeShear(x, y)` (Listing 5.3): `c = -x`, `b = y`.
    public static func shear(_ x: Double, _ y: Double) -> AffineTransform {
        AffineTransform(a: 1, b: y, c: -x, d: 1, tx: 0, ty: 0)
    }

    /// `CGAffineTransformConcat(self, t2)`: `self` first, then `t2`.
    public func concatenating(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d,
            c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// `CGAffineTransformScale(self, sx, sy)`.
    public func scaled(_ sx: Double, _ sy: Double) -> AffineTransform { .scale(sx, sy).concatenating(self) }
    /// `CGAffineTransformRotate(self, angle)`.
    public func rotated(_ angle: Double) -> AffineTransform { .rotation(angle).concatenating(self) }
    /// `CGAffineTransformTranslate(self, tx, ty)`.
    public func translated(_ tx: Double, _ ty: Double) -> AffineTransform { .translation(tx, ty).concatenating(self) }

    /// `CGPointApplyAffineTransform`.
    public func apply(_ p: Point2D) -> Point2D {
        Point2D(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }

    /// `CATransform3DMakeAffineTransform`: the same mapping in the xy plane of a 3D transform.
    public var transform3D: Transform3D {
        var t = Transform3D.identity
        t.m11 = a; t.m12 = b; t.m21 = c; t.m22 = d; t.m41 = tx; t.m42 = ty
        return t
    }
}
