/// The triangle rasterizer: edge functions on 24.8 fixed point in Int64 with the top-left
/// fill rule (Giesen, "Triangle rasterization in practice"), exact per-row spans instead of
/// per-sample edge tests, a depth buffer where the larger z/w (the nearer surface) wins,
/// and the fragment shading of ``Rasterizer+Fragment``.
///
/// A value type over the renderer's sample buffers; one is made per frame.
struct Rasterizer {
    let width: Int
    let height: Int
    let color: UnsafeMutablePointer<UInt32>
    let depth: UnsafeMutablePointer<Float>
    /// ``HitCode`` per sample, −1 where nothing was drawn.
    let hitFace: UnsafeMutablePointer<Int32>
    /// `from` per covered sample (``HitCode/packUV(_:_:)``).
    let hitUV: UnsafeMutablePointer<UInt32>
    /// Depth of translucent top fragments.
    let hitDepth: UnsafeMutablePointer<Float>
    /// Fragments written so far this frame.
    var fragments = 0
    /// Samples covered so far this frame (first fragment on a sample).
    var covered = 0
    /// Rows that may be written (the current band when drawing band by band).
    var firstRow = 0
    var lastRow = Int.max
    /// Whether spans may be shaded four samples at a time (``scanSpans``; tests compare both
    /// ways).
    var wideSpans = true
    /// Whether fragments write the hit records (``hitUV``, ``hitDepth``, and ``hitFace`` of
    /// opaque ones). Off for a frame no query has asked about yet (``Renderer/recordHits()``
    /// draws it again with them): the two stores and the packing took 6% of the time at
    /// 1280×960. Translucent fragments mark ``hitFace`` either way, because the next one over
    /// the sample reads it to tell whether the sample is newly covered.
    var recordsHits = true

    /// Draws triangle (a, b, c). Returns false when nothing could be drawn (zero area, culled
    /// as a back face, or no sample centre inside).
    @discardableResult
    mutating func draw(_ a: RasterVertex, _ b: RasterVertex, _ c: RasterVertex, surface: Surface,
                       face: Int32, triangle: Int32, patch: UnsafePointer<QuadPatch>?) -> Bool {
        withUnsafePointer(to: a) { pa in
            withUnsafePointer(to: b) { pb in
                withUnsafePointer(to: c) { pc in
                    draw(pa, pb, pc, surface: surface, face: face, triangle: triangle, patch: patch)
                }
            }
        }
    }

    /// Draws the triangle whose corners are stored at a, b, c (read in place: the corners are
    /// large and most triangles of a dense mesh are tiny).
    @discardableResult
    mutating func draw(_ a: UnsafePointer<RasterVertex>, _ b: UnsafePointer<RasterVertex>, _ c: UnsafePointer<RasterVertex>,
                       surface: Surface, face: Int32, triangle: Int32, patch: UnsafePointer<QuadPatch>?) -> Bool {
        var b = b, c = c
        let ax = a.pointee.x, ay = a.pointee.y
        var area = (b.pointee.x - ax) &* (c.pointee.y - ay) &- (b.pointee.y - ay) &* (c.pointee.x - ax)
        if area == 0 { return false }
        // Positive area is clockwise on the y-down screen: the untransformed layer's front.
        if area < 0 {
            if surface.cullBack { return false }
            swap(&b, &c)
            area = -area
        }
        // Sample centres sit at (i + ½) · 256; keep those inside the bounding box and the target.
        let bx = b.pointee.x, by = b.pointee.y, cx = c.pointee.x, cy = c.pointee.y
        let minX = Swift.min(ax, bx, cx), maxX = Swift.max(ax, bx, cx)
        let minY = Swift.min(ay, by, cy), maxY = Swift.max(ay, by, cy)
        let x0 = Swift.max(Int((minX - 128 + 255) >> 8), 0)
        let x1 = Swift.min(Int((maxX - 128) >> 8), width - 1)
        // The box on the whole target (top, bottom) and the rows of it this band draws (y0, y1).
        // Edge functions and attribute planes start at the box's own top row whatever the band,
        // so a sample gets the same bits drawn in one pass, in bands, or on any thread.
        let top = Swift.max(Int((minY - 128 + 255) >> 8), 0)
        let bottom = Swift.min(Int((maxY - 128) >> 8), height - 1)
        let y0 = Swift.max(top, firstRow), y1 = Swift.min(bottom, lastRow)
        if x0 > x1 || y0 > y1 { return false }

        let e0 = EdgeFunction(from: bx, by, to: cx, cy, x0: x0, y0: top)
        let e1 = EdgeFunction(from: cx, cy, to: ax, ay, x0: x0, y0: top)
        let e2 = EdgeFunction(from: ax, ay, to: bx, by, x0: x0, y0: top)

        if let patch {
            var source = PatchSource(a: a, b: b, c: c, area: area, x0: x0, y0: top, patch: patch.pointee)
            return scan(e0, e1, e2, x0: x0, x1: x1, top: top, y0: y0, y1: y1, source: &source, surface: surface, face: face, triangle: triangle)
        }
        if surface.shade != .color && (x1 - x0 + 1) * (bottom - top + 1) <= 4 {
            // At most four samples: all tested at once (``scanTiny``), measured ~5% faster on
            // ripple-100 at 320×192 than the row walk of ``scan``.
            let source = BarycentricSource(a: a, b: b, c: c, area: area, shade: surface.shade)
            let shader = FragmentShader(surface, code: HitCode.make(face: surface.faceBase &+ face, triangle: triangle))
            return scanTiny(e0, e1, e2, x0: x0, x1: x1, top: top, y0: y0, y1: y1, source: source, shader: shader)
        }
        var source = PlaneSource(a: a, b: b, c: c, area: area, x0: x0, y0: top, shade: surface.shade)
        // Four samples at a time where the shading allows (ripple-100 at 1280×960: 13.3 → 12.0
        // ms on one thread, same bits).
        if drawsSpans(surface) {
            return scanSpans(e0, e1, e2, x0: x0, x1: x1, top: top, y0: y0, y1: y1, source: source, surface: surface, face: face, triangle: triangle)
        }
        // Eight-sample SIMD blocks measured slower than this per-sample loop (ripple-100 at
        // 1280×960: 17.6 against 13.8 ms): there is no AVX2 here, and spans there average 3.5
        // samples. ``scanSpans`` takes four, with lanes read out of registers, not memory.
        return scan(e0, e1, e2, x0: x0, x1: x1, top: top, y0: y0, y1: y1, source: &source, surface: surface, face: face, triangle: triangle)
    }

    /// Whether the triangle's bounding box holds no sample centre of the target: a cheap test
    /// that reads only the corners' positions.
    @inline(__always)
    func missesAllSamples(_ a: UnsafePointer<RasterVertex>, _ b: UnsafePointer<RasterVertex>, _ c: UnsafePointer<RasterVertex>) -> Bool {
        let ax = a.pointee.x, bx = b.pointee.x, cx = c.pointee.x
        let ay = a.pointee.y, by = b.pointee.y, cy = c.pointee.y
        let x0 = Swift.max((Swift.min(ax, bx, cx) - 128 + 255) >> 8, 0)
        let x1 = Swift.min((Swift.max(ax, bx, cx) - 128) >> 8, Int64(width - 1))
        let y0 = Swift.max((Swift.min(ay, by, cy) - 128 + 255) >> 8, 0)
        let y1 = Swift.min((Swift.max(ay, by, cy) - 128) >> 8, Int64(height - 1))
        return x0 > x1 || y0 > y1
    }

    /// Walks rows `y0...y1` of the bounding box whose edge functions and attributes start at
    /// row `top`; on each row the inside samples form one span whose
    /// ends follow exactly from the three edge functions (integer division, no per-sample test).
    /// Each sample then goes through ``Rasterizer/shade`` (inlined, with the surface's fields
    /// hoisted out of the loop).
    @inline(__always)
    private mutating func scan<S: FragmentSource>(_ e0: EdgeFunction, _ e1: EdgeFunction, _ e2: EdgeFunction,
                                                  x0: Int, x1: Int, top: Int, y0: Int, y1: Int, source: inout S,
                                                  surface: Surface, face: Int32, triangle: Int32) -> Bool {
        let skipped = Int64(y0 &- top)
        var r0 = e0.start &+ e0.stepY &* skipped, r1 = e1.start &+ e1.stepY &* skipped, r2 = e2.start &+ e2.stepY &* skipped
        let last = x1 - x0
        var drew = false
        let shader = FragmentShader(surface, code: HitCode.make(face: surface.faceBase &+ face, triangle: triangle))
        // A copy and local counters: the buffers' stores cannot alias locals, so the pointers
        // stay in registers and the counts do not round-trip through memory per sample.
        let target = self
        let depth = self.depth
        var fragments = 0, covered = 0
        defer {
            self.fragments &+= fragments
            self.covered &+= covered
        }
        // Narrow boxes test each sample (three additions); wide ones find the span's ends by
        // division once per row.
        let narrow = last < 12
        for y in y0...y1 {
            var lo = 0, hi = last
            var a0 = r0, a1 = r1, a2 = r2
            if narrow {
                // The inside samples of a row are one run (the triangle is convex): skip to
                // its first sample here; the shading loop below stops at its end, so the
                // row costs one data-dependent loop exit fewer.
                while lo <= last && a0 | a1 | a2 < 0 {
                    a0 &+= e0.stepX
                    a1 &+= e1.stepX
                    a2 &+= e2.stepX
                    lo &+= 1
                }
            } else {
                e0.clip(r0, &lo, &hi)
                e1.clip(r1, &lo, &hi)
                e2.clip(r2, &lo, &hi)
            }
            if lo <= hi {
                source.beginRow(y &- top)
                let row = y &* width &+ x0
                for k in lo...hi {
                    if narrow {
                        if a0 | a1 | a2 < 0 { break }
                        a0 &+= e0.stepX
                        a1 &+= e1.stepX
                        a2 &+= e2.stepX
                    }
                    let i = row &+ k
                    let z = source.depth(k), below = depth[i]
                    if !(z >= below) { continue }
                    var u: Float = 0, v: Float = 0
                    var light = SIMD4<Float>(repeating: 1), specular = SIMD4<Float>()
                    source.attributes(k, x: x0 &+ k, y: y, u: &u, v: &v, light: &light, specular: &specular)
                    switch shader.shade(i, z: z, below: below, u: u, v: v, light: light, specular: specular, into: target) {
                    case .hidden: break
                    case .drawn: fragments &+= 1
                    case .firstDrawn: fragments &+= 1; covered &+= 1
                    }
                }
                drew = true
            }
            r0 &+= e0.stepY
            r1 &+= e1.stepY
            r2 &+= e2.stepY
        }
        return drew
    }
}

/// One edge p→q of a triangle with positive area: E(s) = (q−p) × (s−p) ≥ 0 inside, with the
/// top-left bias folded into the start value so that "inside" is simply E ≥ 0.
struct EdgeFunction {
    /// Value at the first sample of the bounding box, bias included.
    let start: Int64
    /// Change per sample to the right and per row down.
    let stepX: Int64
    let stepY: Int64

    @inline(__always)
    init(from px: Int64, _ py: Int64, to qx: Int64, _ qy: Int64, x0: Int, y0: Int) {
        let dx = qx &- px, dy = qy &- py
        let sx = Int64(x0) &<< 8 &+ 128, sy = Int64(y0) &<< 8 &+ 128
        start = dx &* (sy &- py) &- dy &* (sx &- px) &+ EdgeFunction.bias(dx: dx, dy: dy)
        stepX = -dy &<< 8
        stepY = dx &<< 8
    }

    /// The top-left fill rule as a bias on E for an edge going (dx, dy): 0 on a top edge
    /// (horizontal with the triangle below) or a left edge (going up on a y-down screen), so
    /// samples exactly on it are inside; −1 on the others, so they are not.
    @inline(__always)
    static func bias(dx: Int64, dy: Int64) -> Int64 {
        (dy == 0 && dx > 0) || dy < 0 ? 0 : -1
    }

    /// Narrows [lo, hi] (sample offsets along the row) to where `e + k·stepX ≥ 0`.
    @inline(__always)
    func clip(_ e: Int64, _ lo: inout Int, _ hi: inout Int) {
        if stepX > 0 {
            if e < 0 {
                let k = Int((-e &+ stepX &- 1) / stepX)
                if k > lo { lo = k }
            }
        } else if stepX < 0 {
            if e < 0 { hi = -1; return }
            let k = Int(e / -stepX)
            if k < hi { hi = k }
        } else if e < 0 {
            hi = -1
        }
    }
}
