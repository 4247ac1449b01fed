/// Quads whose box holds at most four sample centres: most quads of a dense mesh drawn small
/// (ripple-100 at 320×192: 81% of the quads that reach a sample; ripple-400 and subdiv-25x3:
/// all but a few, most with one sample). Both triangles are drawn straight from the quad's
/// box, which the emitter needed anyway to drop quads that reach no sample: no per-triangle
/// box, no call per triangle, and the layer's shader made once instead of per triangle.
///
/// Each triangle goes through the same orientation, edge functions and ``scanTiny`` as
/// ``Rasterizer/draw(_:_:_:surface:face:triangle:patch:)`` gives a triangle of at most four
/// samples, so the picture is the same to the bit. The edge functions start at the quad's box
/// instead of the triangle's: their value at a sample is the same integer, and the samples of
/// the quad's box outside the triangle's are outside the triangle.
extension Rasterizer {
    /// The sample centres a quad's box reaches on the whole target (rows `top...bottom`),
    /// and the rows of those this rasterizer draws (`y0...y1`, its band).
    struct SampleBox {
        var x0: Int, x1: Int, top: Int, bottom: Int, y0: Int, y1: Int

        /// No sample centre of this rasterizer's rows lies in the box.
        var isEmpty: Bool { x0 > x1 || y0 > y1 }
        /// Samples in the box on the whole target (the tiny rule counts these, as
        /// ``Rasterizer/draw(_:_:_:surface:face:triangle:patch:)`` does per triangle).
        var samples: Int { (x1 &- x0 &+ 1) &* (bottom &- top &+ 1) }
    }

    /// The extent of a quad's four corners in 24.8, taken once for the tests below.
    struct QuadExtent {
        var minX: Int64, maxX: Int64, minY: Int64, maxY: Int64

        @inline(__always)
        init(_ a: UnsafePointer<RasterVertex>, _ b: UnsafePointer<RasterVertex>,
             _ c: UnsafePointer<RasterVertex>, _ d: UnsafePointer<RasterVertex>) {
            let ax = a.pointee.x, bx = b.pointee.x, cx = c.pointee.x, dx = d.pointee.x
            let ay = a.pointee.y, by = b.pointee.y, cy = c.pointee.y, dy = d.pointee.y
            minX = Swift.min(ax, bx, cx, dx)
            maxX = Swift.max(ax, bx, cx, dx)
            minY = Swift.min(ay, by, cy, dy)
            maxY = Swift.max(ay, by, cy, dy)
        }

        /// Whether no sample centre ((i + ½) · 256, any row or column, on the target or not)
        /// lies in it: in x or in y, no multiple of 256 plus 128 from the least to the most.
        @inline(__always)
        var reachesNoSampleCentre: Bool {
            (minX &+ 127) >> 8 > (maxX &- 128) >> 8 || (minY &+ 127) >> 8 > (maxY &- 128) >> 8
        }
    }

    /// The sample centres within `e` on the target: the first and last sample column and row
    /// whose centre lies within the corners' extent.
    @inline(__always)
    func sampleBox(_ e: QuadExtent) -> SampleBox {
        let x0 = Swift.max(Int(truncatingIfNeeded: (e.minX &+ 127) >> 8), 0)
        let x1 = Swift.min(Int(truncatingIfNeeded: (e.maxX &- 128) >> 8), width &- 1)
        let top = Swift.max(Int(truncatingIfNeeded: (e.minY &+ 127) >> 8), 0)
        let bottom = Swift.min(Int(truncatingIfNeeded: (e.maxY &- 128) >> 8), height &- 1)
        return SampleBox(x0: x0, x1: x1, top: top, bottom: bottom, y0: Swift.max(top, firstRow), y1: Swift.min(bottom, lastRow))
    }

    /// Draws triangles (a0, b0, c0) and (a1, b1, c1) of a quad whose `box` holds at most four
    /// samples with `shader` (the layer's; each triangle gets its own code). Sample by sample,
    /// each triangle's edge values there decide from the corners' positions alone
    /// (``TinyHit``); a triangle's other attributes are read only where it holds the sample.
    /// Each sample sees triangle 0 before triangle 1, as when they are drawn one after the
    /// other, and samples do not interact.
    @inline(never)
    mutating func drawTinyQuad(_ a0: UnsafePointer<RasterVertex>, _ b0: UnsafePointer<RasterVertex>, _ c0: UnsafePointer<RasterVertex>,
                               _ a1: UnsafePointer<RasterVertex>, _ b1: UnsafePointer<RasterVertex>, _ c1: UnsafePointer<RasterVertex>,
                               box: SampleBox, shader: FragmentShader, cullBack: Bool, face: Int32) {
        var shader = shader
        var fragments = 0, covered = 0
        let target = self
        let code0 = HitCode.make(face: face, triangle: 0), code1 = HitCode.make(face: face, triangle: 1)
        var sy = Int64(box.y0) &<< 8 &+ 128
        for y in box.y0...box.y1 {
            var sx = Int64(box.x0) &<< 8 &+ 128
            for x in box.x0...box.x1 {
                if let h = TinyHit(a0, b0, c0, at: sx, sy, cullBack: cullBack) {
                    shader.code = code0
                    target.shade(h, sample: y &* width &+ x, shader: shader, fragments: &fragments, covered: &covered)
                }
                if let h = TinyHit(a1, b1, c1, at: sx, sy, cullBack: cullBack) {
                    shader.code = code1
                    target.shade(h, sample: y &* width &+ x, shader: shader, fragments: &fragments, covered: &covered)
                }
                sx &+= 256
            }
            sy &+= 256
        }
        self.fragments &+= fragments
        self.covered &+= covered
    }

    /// Shades sample `i`, which triangle `h` holds.
    @inline(__always)
    private func shade(_ h: TinyHit, sample i: Int, shader: FragmentShader, fragments: inout Int, covered: inout Int) {
        let source = BarycentricSource(a: h.a, b: h.b, c: h.c, area: h.area, shade: shader.mode)
        shadeTiny(i, weights: source.weights(h.f0, h.f1, h.f2), source: source, shader: shader,
                  fragments: &fragments, covered: &covered)
    }
}

/// A triangle holding a sample centre, oriented as ``Rasterizer/draw(_:_:_:surface:face:triangle:patch:)``
/// orients it (positive area; b and c swapped when a drawn back face shows), with its edge
/// values there: b→c, c→a, a→b, top-left bias included.
///
/// With the corners taken relative to the sample centre s, an edge's value is the cross
/// product E(p→q) = p × q, which is ``EdgeFunction``'s `(q − p) × (s − p)` multiplied out:
/// the same integer. The three sum to twice the area, and when one is negative the sample is
/// outside whatever the bias, so most triangles are rejected after six multiplications.
struct TinyHit {
    let a: UnsafePointer<RasterVertex>
    let b: UnsafePointer<RasterVertex>
    let c: UnsafePointer<RasterVertex>
    let area: Int64
    let f0: Int64, f1: Int64, f2: Int64

    /// Nil when triangle (a, b, c) does not hold the sample centre (sx, sy) in 24.8, has no
    /// area, or is a culled back face.
    @inline(__always)
    init?(_ a: UnsafePointer<RasterVertex>, _ b: UnsafePointer<RasterVertex>, _ c: UnsafePointer<RasterVertex>,
          at sx: Int64, _ sy: Int64, cullBack: Bool) {
        let ax = a.pointee.x &- sx, ay = a.pointee.y &- sy
        let bx = b.pointee.x &- sx, by = b.pointee.y &- sy
        let cx = c.pointee.x &- sx, cy = c.pointee.y &- sy
        let bc = bx &* cy &- by &* cx, ca = cx &* ay &- cy &* ax, ab = ax &* by &- ay &* bx
        let area = bc &+ ca &+ ab
        self.a = a
        if area > 0 {
            guard bc | ca | ab >= 0 else { return nil }
            f0 = bc &+ EdgeFunction.bias(dx: cx &- bx, dy: cy &- by)
            f1 = ca &+ EdgeFunction.bias(dx: ax &- cx, dy: ay &- cy)
            f2 = ab &+ EdgeFunction.bias(dx: bx &- ax, dy: by &- ay)
            self.b = b
            self.c = c
            self.area = area
        } else if area < 0 && !cullBack {
            // Drawn as (a, c, b): its edges c→b, b→a, a→c are the reversed ones.
            let g0 = 0 &- bc, g1 = 0 &- ab, g2 = 0 &- ca
            guard g0 | g1 | g2 >= 0 else { return nil }
            f0 = g0 &+ EdgeFunction.bias(dx: bx &- cx, dy: by &- cy)
            f1 = g1 &+ EdgeFunction.bias(dx: ax &- bx, dy: ay &- by)
            f2 = g2 &+ EdgeFunction.bias(dx: cx &- ax, dy: cy &- ay)
            self.b = c
            self.c = b
            self.area = 0 &- area
        } else {
            return nil
        }
        guard f0 | f1 | f2 >= 0 else { return nil }
    }
}
