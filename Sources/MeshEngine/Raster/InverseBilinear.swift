/// Inverse bilinear interpolation (Inigo Quilez, "Inverse Bilinear Interpolation"): the
/// parameters (s, t) with X(s, t) = p for the patch
/// X(s, t) = A + (B − A)·s + (D − A)·t + (A − B + C − D)·s·t over corners A, B, C, D.
enum InverseBilinear {
    /// Solves for (s, t); nil when no root lies in the unit square (with a small tolerance).
    ///
    /// t solves k2·t² + k1·t + k0 = 0. The roots come from the cancellation-free form
    /// q = −½(k1 + sign(k1)·√disc), t = k0/q and t = q/k2, so a near-zero k2 (trapezoid or
    /// parallelogram) needs no special case. Range tests are written positively so that a NaN
    /// from the rejected root falls through to the other root (the reference notes' §3.3).
    static func solve(x: Double, y: Double, xs: SIMD4<Double>, ys: SIMD4<Double>) -> SIMD2<Double>? {
        let ex = xs[1] - xs[0], ey = ys[1] - ys[0]
        let fx = xs[3] - xs[0], fy = ys[3] - ys[0]
        let gx = xs[0] - xs[1] + xs[2] - xs[3], gy = ys[0] - ys[1] + ys[2] - ys[3]
        let hx = x - xs[0], hy = y - ys[0]
        let k2 = gx * fy - gy * fx
        let k1 = (ex * fy - ey * fx) + (hx * gy - hy * gx)
        let k0 = hx * ey - hy * ex
        var disc = k1 * k1 - 4 * k0 * k2
        if disc < 0 {
            // Touching the fold: allow rounding, reject real misses.
            if disc < -1e-9 * k1 * k1 { return nil }
            disc = 0
        }
        let q = -0.5 * (k1 + (k1 < 0 ? -disc.squareRoot() : disc.squareRoot()))
        let first = candidate(t: k0 / q, hx: hx, hy: hy, ex: ex, ey: ey, fx: fx, fy: fy, gx: gx, gy: gy)
        if let first, inside(first, 1e-9) { return clamped(first) }
        let second = candidate(t: q / k2, hx: hx, hy: hy, ex: ex, ey: ey, fx: fx, fy: fy, gx: gx, gy: gy)
        if let second, inside(second, 1e-9) { return clamped(second) }
        // Pixels on the quad's outline may land just outside through rounding.
        if let first, inside(first, 1e-3) { return clamped(first) }
        if let second, inside(second, 1e-3) { return clamped(second) }
        return nil
    }

    /// s for a given t, dividing by whichever component of E + G·t is larger (no division
    /// by a vanishing component on vertical or horizontal edges).
    @inline(__always)
    private static func candidate(t: Double, hx: Double, hy: Double, ex: Double, ey: Double,
                                  fx: Double, fy: Double, gx: Double, gy: Double) -> SIMD2<Double>? {
        guard t.isFinite else { return nil }
        let dx = ex + gx * t, dy = ey + gy * t
        let s = abs(dx) >= abs(dy) ? (hx - fx * t) / dx : (hy - fy * t) / dy
        guard s.isFinite else { return nil }
        return SIMD2(s, t)
    }

    @inline(__always)
    private static func inside(_ p: SIMD2<Double>, _ tolerance: Double) -> Bool {
        p.x >= -tolerance && p.x <= 1 + tolerance && p.y >= -tolerance && p.y <= 1 + tolerance
    }

    @inline(__always)
    private static func clamped(_ p: SIMD2<Double>) -> SIMD2<Double> {
        SIMD2(Swift.min(Swift.max(p.x, 0), 1), Swift.min(Swift.max(p.y, 0), 1))
    }
}
