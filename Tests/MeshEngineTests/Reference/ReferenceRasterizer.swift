@testable import MeshEngine

/// The rasterizer written to be read, used only by tests: the renderer's fast paths (tiny
/// quads, four-sample spans, the per-sample row walk, slices, bands, threads) are each
/// compared with it (``ReferenceRasterizerTests``).
///
/// It starts where the renderer's vertex stage ends: the triangles the renderer queued for
/// the frame (corners projected to 24.8 fixed point, attributes already divided by w, lit
/// per vertex, clipped, split by the layer's triangulation), which it takes from a banded
/// render (``ReferenceFrame``). What it shares with the renderer is that input, the texture
/// it samples (``Surface``: premultiplied, with a one-texel border), and the inverse bilinear
/// solve of the `bilinear` split (``InverseBilinear``). Everything after is its own, done the
/// plain way, as in tinyrenderer: for every sample of the triangle's bounding box, three edge
/// functions decide coverage, barycentric weights in Double interpolate depth and the
/// attributes, then the depth test, texture, light, opacity and blend, one sample at a time.
///
/// Coverage and the order of triangles are exact, so the set of samples a triangle touches
/// is the renderer's to the bit. Depth and colour are computed in Double here and in Float
/// (planes stepped per sample, integer channel arithmetic) there, so they may differ by
/// rounding; each sample where rounding could change a decision (a depth near a tie, `from`
/// near the unit square's edge, a texel near zero alpha) is marked ``doubtful`` and the
/// tests compare the others.
struct ReferenceRasterizer {
    let width: Int
    let height: Int
    /// Premultiplied RGBA8 per sample, as the renderer's sample buffer.
    var color: [UInt32]
    /// z/w of the nearest opaque fragment, −∞ where none (larger is nearer).
    var depth: [Float]
    /// ``HitCode`` of the top fragment, −1 where nothing was drawn.
    var face: [Int32]
    /// Samples where Float and Double rounding may decide differently.
    var doubtful: [Bool]
    /// Samples drawn by a triangle in strong perspective (its corners' 1/w more than
    /// ``steepPerspective`` apart: faces that reach toward the camera, clipped at the near
    /// plane), where the renderer's Float planes, stepped from the box's corner, lose digits:
    /// their hit codes are compared, not their colour and depth.
    var steep: [Bool]
    static let steepPerspective: Float = 4

    /// Depths closer than this, relative to the larger (z/w is in layer points, up to a few
    /// hundred), are a tie rounding may break either way: Float has 24 bits, and the
    /// renderer evaluates z/w on a plane from the bounding box's corner, whose gradient times
    /// the distance cancels (10⁻⁴ was exceeded on a few samples of 18 of the 1,000 scenes).
    static let depthSlack = 1e-3
    /// `from` this close to 0 or 1, or texel alpha below this (in 0…255: the renderer truncates its bilinear weights to 1/256), may round to either side.
    static let fromSlack = 1e-4
    static let alphaSlack = 3.0

    init(width: Int, height: Int, background: UInt32) {
        self.width = width
        self.height = height
        color = Array(repeating: background, count: width * height)
        depth = Array(repeating: -.infinity, count: width * height)
        face = Array(repeating: -1, count: width * height)
        doubtful = Array(repeating: false, count: width * height)
        steep = Array(repeating: false, count: width * height)
    }

    /// Draws triangle (a, b, c) of `surface`, writing `code` as its hit code.
    mutating func draw(_ a: RasterVertex, _ b: RasterVertex, _ c: RasterVertex, surface: Surface, code: Int32, patch: QuadPatch?) {
        var b = b, c = c
        // Twice the signed area in 24.8 fixed point; positive is clockwise on the y-down
        // screen, the layer's front.
        var area = Self.edge(a, b, x: c.x, y: c.y)
        if area == 0 { return }
        if area < 0 {
            if surface.cullBack { return }
            swap(&b, &c)
            area = -area
        }
        let minX = max(0, Int(floorDiv(min(a.x, b.x, c.x), 256))), maxX = min(width - 1, Int(floorDiv(max(a.x, b.x, c.x), 256)))
        let minY = max(0, Int(floorDiv(min(a.y, b.y, c.y), 256))), maxY = min(height - 1, Int(floorDiv(max(a.y, b.y, c.y), 256)))
        guard minX <= maxX, minY <= maxY else { return }
        let isSteep = max(a.q, b.q, c.q) > Self.steepPerspective * min(a.q, b.q, c.q)
        for y in minY...maxY {
            for x in minX...maxX {
                // The sample's centre, in 24.8 fixed point.
                let sx = Int64(x) * 256 + 128, sy = Int64(y) * 256 + 128
                // Each weight is the area of the sub-triangle opposite its corner.
                let wa = Self.edge(b, c, x: sx, y: sy), wb = Self.edge(c, a, x: sx, y: sy), wc = Self.edge(a, b, x: sx, y: sy)
                guard Self.covers(wa, from: b, to: c), Self.covers(wb, from: c, to: a), Self.covers(wc, from: a, to: b) else { continue }
                let l = SIMD3(Double(wa), Double(wb), Double(wc)) / Double(area)
                shade(y * width + x, x: x, y: y, weights: l, a, b, c, surface: surface, code: code, patch: patch, steep: isSteep)
            }
        }
    }

    /// Whether two depths are within ``depthSlack`` of each other (relative, or absolute
    /// below 1); an infinite depth (nothing drawn) only equals itself.
    static func nearlyEqual(_ a: Double, _ b: Double) -> Bool {
        guard a.isFinite && b.isFinite else { return a == b }
        return abs(a - b) <= depthSlack * max(1, abs(a), abs(b))
    }

    /// (q − p) × (s − p): positive when s is on the inside (right, on a y-down screen) of p→q.
    static func edge(_ p: RasterVertex, _ q: RasterVertex, x: Int64, y: Int64) -> Int64 {
        (q.x - p.x) * (y - p.y) - (q.y - p.y) * (x - p.x)
    }

    /// The top-left fill rule: a sample exactly on an edge belongs to the triangle only when
    /// the edge is a top edge (horizontal, going right) or a left edge (going up), so two
    /// triangles sharing an edge never both draw a sample on it.
    static func covers(_ e: Int64, from p: RasterVertex, to q: RasterVertex) -> Bool {
        let dx = q.x - p.x, dy = q.y - p.y
        let topOrLeft = (dy == 0 && dx > 0) || dy < 0
        return e > 0 || (e == 0 && topOrLeft)
    }

    /// Depth test, perspective-correct attributes, texture, light, opacity and blend for the
    /// sample at index `i` with barycentric weights `l` of corners a, b, c.
    private mutating func shade(_ i: Int, x: Int, y: Int, weights l: SIMD3<Double>, _ a: RasterVertex, _ b: RasterVertex, _ c: RasterVertex,
                                surface: Surface, code: Int32, patch: QuadPatch?, steep isSteep: Bool) {
        func mix(_ pa: Float, _ pb: Float, _ pc: Float) -> Double { l.x * Double(pa) + l.y * Double(pb) + l.z * Double(pc) }
        // z/w and every attribute/w are affine in screen space; dividing by the
        // interpolated 1/w undoes the perspective (tinyrenderer, lesson 7).
        let z = mix(a.z, b.z, c.z)
        if Self.nearlyEqual(z, Double(depth[i])) { doubtful[i] = true }
        guard Float(z) >= depth[i] else { return }
        let q = mix(a.q, b.q, c.q)
        var u = mix(a.u, b.u, c.u) / q, v = mix(a.v, b.v, c.v) / q
        var light = SIMD4<Double>(repeating: 1), specular = SIMD4<Double>()
        for k in 0..<3 {
            light[k] = mix(a.light[k], b.light[k], c.light[k]) / q
            specular[k] = mix(a.specular[k], b.specular[k], c.specular[k]) / q
        }
        if let p = patch {
            // The `bilinear` split: `from` and light from the quad's corners, not the triangle's.
            if let st = InverseBilinear.solve(x: Double(x) + 0.5, y: Double(y) + 0.5, xs: SIMD4<Double>(p.x), ys: SIMD4<Double>(p.y)) {
                let s = st.x, t = st.y
                let w = SIMD4((1 - s) * (1 - t), s * (1 - t), s * t, (1 - s) * t)
                u = (SIMD4<Double>(p.u) * w).sum()
                v = (SIMD4<Double>(p.v) * w).sum()
                light = SIMD4<Double>(p.light.0) * w.x + SIMD4<Double>(p.light.1) * w.y + SIMD4<Double>(p.light.2) * w.z + SIMD4<Double>(p.light.3) * w.w
                specular = SIMD4<Double>(p.specular.0) * w.x + SIMD4<Double>(p.specular.1) * w.y
                    + SIMD4<Double>(p.specular.2) * w.z + SIMD4<Double>(p.specular.3) * w.w
            } else {
                // A folded quad: the triangle's own `from`, unlit.
                light = SIMD4(repeating: 1)
                specular = .zero
            }
        }
        // `from` outside the unit square is transparent (BCMeshTransformView's shader).
        if min(abs(u), abs(u - 1), abs(v), abs(v - 1)) < Self.fromSlack { doubtful[i] = true }
        guard u >= 0, u <= 1, v >= 0, v <= 1 else { return }
        var texel = texture(surface, u: u, v: v)
        // Zero alpha exactly (all four texels clear) is clear in integers too.
        if texel.w > 0 && texel.w < Self.alphaSlack { doubtful[i] = true }
        if texel.w < 0.5 { return }
        // Light and colour are rounded to nearest once, when the sample is stored (``pack``),
        // as the renderer rounds them when they become 8 bits.
        switch surface.shade {
        case .none: break
        case .grayUnit: texel = SIMD4(texel.x * clamp(light.x), texel.y * clamp(light.x), texel.z * clamp(light.x), texel.w)
        case .gray: texel = lit(texel, SIMD4(light.x, light.x, light.x, 0), .zero)
        case .color: texel = lit(texel, light, specular)
        }
        if surface.blends {
            // Translucent: "over" what is there (premultiplied), depth left alone.
            texel *= Double(surface.opacity)
            let below = unpack(color[i])
            color[i] = pack(texel + below * (1 - texel.w / 255))
            face[i] = code | HitCode.translucent
            steep[i] = steep[i] || isSteep
        } else {
            color[i] = pack(texel)
            depth[i] = Float(z)
            face[i] = code
            steep[i] = isSteep
        }
    }

    /// Bilinear lookup at `from` (u, v): texel centres at (i + ½)/width, and the border
    /// repeats the edge, so every neighbour exists.
    private func texture(_ s: Surface, u: Double, v: Double) -> SIMD4<Double> {
        if let t = s.uniformTexel { return unpack(t) }
        let tx = u * Double(s.textureWidth) - 0.5, ty = v * Double(s.textureHeight) - 0.5
        let i = Int(tx.rounded(.down)), j = Int(ty.rounded(.down))
        let fx = tx - Double(i), fy = ty - Double(j)
        func at(_ x: Int, _ y: Int) -> SIMD4<Double> { unpack(s.texels[y * Int(s.textureStride) + x]) }
        let top = at(i, j) * (1 - fx) + at(i + 1, j) * fx
        let bottom = at(i, j + 1) * (1 - fx) + at(i + 1, j + 1) * fx
        return top * (1 - fy) + bottom * fy
    }

    /// Colour times light plus specular times alpha, each channel kept within 0…alpha so the
    /// texel stays premultiplied.
    private func lit(_ t: SIMD4<Double>, _ light: SIMD4<Double>, _ specular: SIMD4<Double>) -> SIMD4<Double> {
        var o = t * light + specular * t.w
        for k in 0..<3 { o[k] = min(max(o[k], 0), t.w) }
        o.w = t.w
        return o
    }

    private func clamp(_ f: Double) -> Double { min(max(f, 0), 1) }

    private func unpack(_ p: UInt32) -> SIMD4<Double> {
        SIMD4(Double(p & 255), Double(p >> 8 & 255), Double(p >> 16 & 255), Double(p >> 24))
    }

    private func pack(_ c: SIMD4<Double>) -> UInt32 {
        var p: UInt32 = 0
        for k in 0..<4 { p |= UInt32(min(max(c[k].rounded(), 0), 255)) << (8 * UInt32(k)) }
        return p
    }

    /// ⌊(n − 128) / 256⌋ rounded toward the sample centres: the first (for a minimum) or last
    /// sample whose centre lies at or past n. Bounds only; coverage decides.
    private func floorDiv(_ n: Int64, _ d: Int64) -> Int64 {
        let m = n - 128
        return m >= 0 ? m / d : -((-m + d - 1) / d)
    }
}
