/// A polygon corner during clipping: homogeneous sample-space position and attributes
/// (not yet divided by w; everything is still linear here, so interpolation is exact).
struct ClipVertex {
    var p: SIMD4<Double>
    var uv: SIMD2<Float>
    var light: SIMD4<Float>
    var specular: SIMD4<Float>

    @inline(__always)
    static func lerp(_ a: ClipVertex, _ b: ClipVertex, _ t: Double) -> ClipVertex {
        let f = Float(t)
        return ClipVertex(p: a.p + (b.p - a.p) * t, uv: a.uv + (b.uv - a.uv) * f,
                          light: a.light + (b.light - a.light) * f, specular: a.specular + (b.specular - a.specular) * f)
    }
}

/// Sutherland–Hodgman clipping in homogeneous space, before the divide: against the near
/// plane w ≥ ε (vertices at or behind the camera), then against the guard band |x|, |y| ≤ G·w
/// so fixed-point coordinates stay small. A triangle becomes a convex polygon of at most
/// 8 corners.
enum HomogeneousClipper {
    static let planeCount = 5

    @inline(__always)
    static func distance(_ p: SIMD4<Double>, plane: Int) -> Double {
        let g = Renderer.guardBand
        switch plane {
        case 0: return p.w - Renderer.nearW
        case 1: return p.x + g * p.w
        case 2: return g * p.w - p.x
        case 3: return p.y + g * p.w
        default: return g * p.w - p.y
        }
    }

    /// Clips the polygon in `a` (count corners) using `b` as scratch; both hold ≥ 16.
    /// Returns the buffer holding the result and its corner count (0 when nothing is left).
    static func clip(_ a: UnsafeMutablePointer<ClipVertex>, count: Int,
                     scratch b: UnsafeMutablePointer<ClipVertex>) -> (UnsafeMutablePointer<ClipVertex>, Int) {
        var src = a, dst = b, n = count
        for plane in 0..<planeCount {
            var m = 0
            var prev = src[n - 1]
            var dPrev = distance(prev.p, plane: plane)
            for k in 0..<n {
                let cur = src[k]
                let dCur = distance(cur.p, plane: plane)
                if dCur >= 0 {
                    if dPrev < 0 { dst[m] = ClipVertex.lerp(cur, prev, dCur / (dCur - dPrev)); m += 1 }
                    dst[m] = cur; m += 1
                } else if dPrev >= 0 {
                    // Always interpolate from the inside corner, so a shared edge clips to
                    // the same point from both of its triangles.
                    dst[m] = ClipVertex.lerp(prev, cur, dPrev / (dPrev - dCur)); m += 1
                }
                prev = cur
                dPrev = dCur
            }
            n = m
            if n < 3 { return (dst, 0) }
            swap(&src, &dst)
        }
        return (src, n)
    }
}
