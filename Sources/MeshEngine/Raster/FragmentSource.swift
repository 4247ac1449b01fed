/// Where a triangle's per-sample attributes come from: screen-affine planes of attribute/w
/// (``PlaneSource``) or the quad's exact inverse bilinear map (``PatchSource``). The
/// rasterizer's scan loop is generic over it, so each kind gets its own specialised loop.
protocol FragmentSource {
    /// Moves to row `r` of the bounding box (0 = its top row).
    mutating func beginRow(_ r: Int)
    /// Normalised depth z/w at sample `k` of the current row.
    func depth(_ k: Int) -> Float
    /// `from` and lighting at sample `k` of the row, which is sample (x, y) of the target.
    func attributes(_ k: Int, x: Int, y: Int, u: inout Float, v: inout Float,
                    light: inout SIMD4<Float>, specular: inout SIMD4<Float>)
}

/// Attribute planes a + dx·i + dy·j over the bounding box, set up once per triangle and
/// evaluated per sample in Float. Depth z/w and 1/w are affine in screen space,
/// and so is every attribute divided by w, so one division per sample recovers them.
struct PlaneSource: FragmentSource {
    /// (z/w, 1/w, u/w, v/w) at the first sample, and per sample right and per row down.
    let base: SIMD4<Float>, dx: SIMD4<Float>, dy: SIMD4<Float>
    /// (light rgb, _, specular rgb, _) divided by w.
    let lightBase: SIMD8<Float>, lightDX: SIMD8<Float>, lightDY: SIMD8<Float>
    let shaded: Bool
    let colored: Bool
    private var row: SIMD4<Float>
    private var lightRow: SIMD8<Float>
    /// Grey light/w at the current row's first sample. A field of its own rather than lane 0
    /// of `lightRow`: the row walk keeps this source in memory, and a 4-byte store into a lane
    /// read back as the whole vector cannot be forwarded from the store buffer, a stall on
    /// every row: 11% of the span loop's time in ripple-100 at 1280×960 (`perf`), whose best
    /// frame went from 14.7 to 14.3 ms with it here.
    private var grayRow: Float
    /// (z/w, 1/w, u/w, v/w) at the first sample of row `r` of the box.
    @inline(__always)
    func rowStart(_ r: Int) -> SIMD4<Float> { base + dy * Float(r) }

    /// Grey light/w at the first sample of row `r` of the box.
    @inline(__always)
    func grayRowStart(_ r: Int) -> Float { lightBase[0] + lightDY[0] * Float(r) }

    @inline(__always)
    init(a: UnsafePointer<RasterVertex>, b: UnsafePointer<RasterVertex>, c: UnsafePointer<RasterVertex>, area: Int64, x0: Int, y0: Int, shade: ShadeMode) {
        let s: Float = 1.0 / 256.0
        let x10 = Float(b.pointee.x &- a.pointee.x) * s, y10 = Float(b.pointee.y &- a.pointee.y) * s
        let x20 = Float(c.pointee.x &- a.pointee.x) * s, y20 = Float(c.pointee.y &- a.pointee.y) * s
        let inv = 65536 / Float(area)
        // Offset of the first sample from corner a, exact in fixed point before rounding to Float.
        let ox = Float((Int64(x0) &<< 8 &+ 128) &- a.pointee.x) * s, oy = Float((Int64(y0) &<< 8 &+ 128) &- a.pointee.y) * s
        let qa = SIMD4<Float>(a.pointee.z, a.pointee.q, a.pointee.u, a.pointee.v)
        let qb = SIMD4<Float>(b.pointee.z, b.pointee.q, b.pointee.u, b.pointee.v) - qa
        let qc = SIMD4<Float>(c.pointee.z, c.pointee.q, c.pointee.u, c.pointee.v) - qa
        let gx = (qb * y20 - qc * y10) * inv, gy = (qc * x10 - qb * x20) * inv
        base = qa + gx * ox + gy * oy
        dx = gx
        dy = gy
        row = base
        shaded = shade != .none
        colored = shade == .color
        if shaded && !colored {
            // Grey light: one lane.
            let la = a.pointee.light.x, lb = b.pointee.light.x - la, lc = c.pointee.light.x - la
            let hx = (lb * y20 - lc * y10) * inv, hy = (lc * x10 - lb * x20) * inv
            lightBase = SIMD8(la + hx * ox + hy * oy, 0, 0, 0, 0, 0, 0, 0)
            lightDX = SIMD8(hx, 0, 0, 0, 0, 0, 0, 0)
            lightDY = SIMD8(hy, 0, 0, 0, 0, 0, 0, 0)
        } else if shaded {
            let la = SIMD8<Float>(lowHalf: a.pointee.light, highHalf: a.pointee.specular)
            let lb = SIMD8<Float>(lowHalf: b.pointee.light, highHalf: b.pointee.specular) - la
            let lc = SIMD8<Float>(lowHalf: c.pointee.light, highHalf: c.pointee.specular) - la
            let hx = (lb * y20 - lc * y10) * inv, hy = (lc * x10 - lb * x20) * inv
            lightBase = la + hx * ox + hy * oy
            lightDX = hx
            lightDY = hy
        } else {
            lightBase = .zero
            lightDX = .zero
            lightDY = .zero
        }
        lightRow = lightBase
        grayRow = lightBase[0]
    }

    @inline(__always)
    mutating func beginRow(_ r: Int) {
        row = rowStart(r)
        if colored {
            lightRow = lightBase + lightDY * Float(r)
        } else if shaded {
            grayRow = grayRowStart(r)
        }
    }

    @inline(__always)
    func depth(_ k: Int) -> Float { row.x + dx.x * Float(k) }

    @inline(__always)
    func attributes(_ k: Int, x: Int, y: Int, u: inout Float, v: inout Float,
                    light: inout SIMD4<Float>, specular: inout SIMD4<Float>) {
        let fk = Float(k)
        let s = row + dx * fk
        let w = 1 / s.y
        u = s.z * w
        v = s.w * w
        if colored {
            let l = (lightRow + lightDX * fk) * w
            light = l.lowHalf
            specular = l.highHalf
        } else if shaded {
            // Grey light: one lane is enough.
            let l = (grayRow + lightDX[0] * fk) * w
            light = SIMD4(l, l, l, 0)
        }
    }
}

/// For triangles covering at most a few samples, where setting up planes costs more than it
/// saves: each sample's barycentric weights come straight from the edge functions
/// (λ = E / area, Giesen's "barycentric conspiracy"), and attribute/w is their weighted sum.
/// Grey or no light only.
///
/// The attributes are ratios of two such sums (u = Σλ·u/w ÷ Σλ·1/w), in which the area
/// cancels: they are taken from the edge values themselves, so the division by the area is
/// off the path from a sample's edge values to its texel (one dependent division, 1/w, not
/// two). Only the depth, a sum of its own, is divided by the area, beside it.
struct BarycentricSource {
    /// (z/w, 1/w, u/w, v/w) at the corners.
    let qa: SIMD4<Float>, qb: SIMD4<Float>, qc: SIMD4<Float>
    /// Grey light/w at the corners.
    let la: Float, lb: Float, lc: Float
    let inverseArea: Float
    let shaded: Bool

    @inline(__always)
    init(a: UnsafePointer<RasterVertex>, b: UnsafePointer<RasterVertex>, c: UnsafePointer<RasterVertex>, area: Int64, shade: ShadeMode) {
        qa = SIMD4(a.pointee.z, a.pointee.q, a.pointee.u, a.pointee.v)
        qb = SIMD4(b.pointee.z, b.pointee.q, b.pointee.u, b.pointee.v)
        qc = SIMD4(c.pointee.z, c.pointee.q, c.pointee.u, c.pointee.v)
        la = a.pointee.light.x
        lb = b.pointee.light.x
        lc = c.pointee.light.x
        inverseArea = 1 / Float(area)
        shaded = shade != .none
    }

    /// The weights of corners a, b, c where the edge functions are (f0, f1, f2), times the
    /// area: the edge values themselves.
    @inline(__always)
    func weights(_ f0: Int64, _ f1: Int64, _ f2: Int64) -> SIMD3<Float> {
        SIMD3(Float(f0), Float(f1), Float(f2))
    }

    /// Depth z/w for corner weights `w` (times the area).
    @inline(__always)
    func depth(weights w: SIMD3<Float>) -> Float { (qa.x * w.x + qb.x * w.y + qc.x * w.z) * inverseArea }

    /// `from` and grey light for corner weights `w` (times the area, which cancels).
    @inline(__always)
    func attributes(weights w: SIMD3<Float>, u: inout Float, v: inout Float, light: inout SIMD4<Float>) {
        let s = qa * w.x + qb * w.y + qc * w.z
        let iw = 1 / s.y
        u = s.z * iw
        v = s.w * iw
        if shaded {
            let l = (la * w.x + lb * w.y + lc * w.z) * iw
            light = SIMD4(l, l, l, 0)
        }
    }
}

/// The `bilinear` triangulation: coverage comes from the quad's two triangles, but `from`
/// and lighting come from inverting the bilinear map of the quad's projected corners at each
/// sample (Quilez, "Inverse Bilinear Interpolation"), so the result has no diagonal and is
/// as symmetric as the quad. Depth stays on the triangle's plane.
struct PatchSource: FragmentSource {
    var plane: PlaneSource
    let patch: QuadPatch

    @inline(__always)
    init(a: UnsafePointer<RasterVertex>, b: UnsafePointer<RasterVertex>, c: UnsafePointer<RasterVertex>, area: Int64, x0: Int, y0: Int, patch: QuadPatch) {
        plane = PlaneSource(a: a, b: b, c: c, area: area, x0: x0, y0: y0, shade: .none)
        self.patch = patch
    }

    @inline(__always)
    mutating func beginRow(_ r: Int) { plane.beginRow(r) }

    @inline(__always)
    func depth(_ k: Int) -> Float { plane.depth(k) }

    @inline(__always)
    func attributes(_ k: Int, x: Int, y: Int, u: inout Float, v: inout Float,
                    light: inout SIMD4<Float>, specular: inout SIMD4<Float>) {
        let p = patch
        guard let st = InverseBilinear.solve(x: Double(x) + 0.5, y: Double(y) + 0.5, xs: SIMD4<Double>(p.x), ys: SIMD4<Double>(p.y)) else {
            // Numerically lost (a folded quad): fall back to the triangle's own interpolation.
            var l = SIMD4<Float>(), s = SIMD4<Float>()
            plane.attributes(k, x: x, y: y, u: &u, v: &v, light: &l, specular: &s)
            return
        }
        let s = Float(st.x), t = Float(st.y)
        let w = SIMD4<Float>((1 - s) * (1 - t), s * (1 - t), s * t, (1 - s) * t)
        u = (p.u * w).sum()
        v = (p.v * w).sum()
        light = p.light.0 * w.x + p.light.1 * w.y + p.light.2 * w.z + p.light.3 * w.w
        specular = p.specular.0 * w.x + p.specular.1 * w.y + p.specular.2 * w.z + p.specular.3 * w.w
    }
}
