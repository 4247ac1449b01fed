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

    /// The box of four corners' sample centres: the first and last sample column and row
    /// whose centre ((i + ½) · 256 in 24.8) lies within the corners' extent.
    @inline(__always)
    func sampleBox(_ a: UnsafePointer<RasterVertex>, _ b: UnsafePointer<RasterVertex>,
                   _ c: UnsafePointer<RasterVertex>, _ d: UnsafePointer<RasterVertex>) -> SampleBox {
        let ax = a.pointee.x, bx = b.pointee.x, cx = c.pointee.x, dx = d.pointee.x
        let ay = a.pointee.y, by = b.pointee.y, cy = c.pointee.y, dy = d.pointee.y
        let x0 = Swift.max(Int(truncatingIfNeeded: (Swift.min(ax, bx, cx, dx) &- 128 &+ 255) >> 8), 0)
        let x1 = Swift.min(Int(truncatingIfNeeded: (Swift.max(ax, bx, cx, dx) &- 128) >> 8), width &- 1)
        let top = Swift.max(Int(truncatingIfNeeded: (Swift.min(ay, by, cy, dy) &- 128 &+ 255) >> 8), 0)
        let bottom = Swift.min(Int(truncatingIfNeeded: (Swift.max(ay, by, cy, dy) &- 128) >> 8), height &- 1)
        return SampleBox(x0: x0, x1: x1, top: top, bottom: bottom, y0: Swift.max(top, firstRow), y1: Swift.min(bottom, lastRow))
    }

    /// Draws triangles (a0, b0, c0) and (a1, b1, c1) of a quad whose `box` holds at most four
    /// samples, in that order, with `shader` (the layer's; each triangle gets its own code).
    /// Which samples each triangle holds is found first, from the corners' positions alone;
    /// most triangles of such a quad hold none, and their other attributes are never read.
    @inline(never)
    mutating func drawTinyQuad(_ a0: UnsafePointer<RasterVertex>, _ b0: UnsafePointer<RasterVertex>, _ c0: UnsafePointer<RasterVertex>,
                               _ a1: UnsafePointer<RasterVertex>, _ b1: UnsafePointer<RasterVertex>, _ c1: UnsafePointer<RasterVertex>,
                               box: SampleBox, shader: FragmentShader, cullBack: Bool, face: Int32) {
        let t0 = TinyTriangle(a0, b0, c0, cullBack: cullBack)
        let t1 = TinyTriangle(a1, b1, c1, cullBack: cullBack)
        if t0.area | t1.area == 0 { return }
        // Bit 4·row + column of the box: the sample is inside that triangle.
        var bits0 = 0, bits1 = 0
        var sy = Int64(box.y0) &<< 8 &+ 128
        for dy in 0...(box.y1 &- box.y0) {
            var sx = Int64(box.x0) &<< 8 &+ 128
            for dx in 0...(box.x1 &- box.x0) {
                let bit = 1 &<< (dy &<< 2 | dx)
                if t0.covers(sx, sy) { bits0 |= bit }
                if t1.covers(sx, sy) { bits1 |= bit }
                sx &+= 256
            }
            sy &+= 256
        }
        if bits0 | bits1 == 0 { return }
        var shader = shader
        var fragments = 0, covered = 0
        let target = self
        if bits0 != 0 {
            shader.code = HitCode.make(face: face, triangle: 0)
            target.shadeInside(bits0, of: t0, box: box, shader: shader, fragments: &fragments, covered: &covered)
        }
        if bits1 != 0 {
            shader.code = HitCode.make(face: face, triangle: 1)
            target.shadeInside(bits1, of: t1, box: box, shader: shader, fragments: &fragments, covered: &covered)
        }
        self.fragments &+= fragments
        self.covered &+= covered
    }

    /// Shades the samples of `box` set in `bits` (bit 4·row + column) with triangle `t`.
    @inline(__always)
    private func shadeInside(_ bits: Int, of t: TinyTriangle, box: SampleBox, shader: FragmentShader,
                             fragments: inout Int, covered: inout Int) {
        let source = BarycentricSource(a: t.a, b: t.b, c: t.c, area: t.area, shade: shader.mode)
        var bits = bits
        while bits != 0 {
            let j = bits.trailingZeroBitCount
            bits &= bits &- 1
            let x = box.x0 &+ j & 3, y = box.y0 &+ j >> 2
            let e = t.edges(Int64(x) &<< 8 &+ 128, Int64(y) &<< 8 &+ 128)
            shadeTiny(y &* width &+ x, weights: source.weights(e.0, e.1, e.2), source: source, shader: shader,
                      fragments: &fragments, covered: &covered)
        }
    }
}

/// One triangle of a tiny quad, oriented and culled as ``Rasterizer/draw(_:_:_:surface:face:triangle:patch:)``
/// does (positive area; b and c swapped when a drawn back face shows). `area` is 0 when it
/// draws nothing.
///
/// Its edge functions are evaluated at a sample centre s directly, as cross products of the
/// corners taken relative to s: E(p→q) = (p − s) × (q − s), which is ``EdgeFunction``'s
/// `(q − p) × (s − p)` multiplied out, plus the same top-left bias: the same integers.
struct TinyTriangle {
    let a: UnsafePointer<RasterVertex>
    let b: UnsafePointer<RasterVertex>
    let c: UnsafePointer<RasterVertex>
    let area: Int64
    /// The top-left bias of edges b→c, c→a, a→b (0 or −1).
    let bias0: Int64, bias1: Int64, bias2: Int64

    @inline(__always)
    init(_ a: UnsafePointer<RasterVertex>, _ b: UnsafePointer<RasterVertex>, _ c: UnsafePointer<RasterVertex>, cullBack: Bool) {
        let ax = a.pointee.x, ay = a.pointee.y
        var b = b, c = c
        var area = (b.pointee.x &- ax) &* (c.pointee.y &- ay) &- (b.pointee.y &- ay) &* (c.pointee.x &- ax)
        if area < 0 {
            if cullBack {
                area = 0
            } else {
                swap(&b, &c)
                area = 0 &- area
            }
        }
        self.a = a
        self.b = b
        self.c = c
        self.area = area
        let bx = b.pointee.x, by = b.pointee.y, cx = c.pointee.x, cy = c.pointee.y
        bias0 = EdgeFunction.bias(dx: cx &- bx, dy: cy &- by)
        bias1 = EdgeFunction.bias(dx: ax &- cx, dy: ay &- cy)
        bias2 = EdgeFunction.bias(dx: bx &- ax, dy: by &- ay)
    }

    /// The three edge values (b→c, c→a, a→b) at sample centre (sx, sy) in 24.8.
    @inline(__always)
    func edges(_ sx: Int64, _ sy: Int64) -> (Int64, Int64, Int64) {
        let ax = a.pointee.x &- sx, ay = a.pointee.y &- sy
        let bx = b.pointee.x &- sx, by = b.pointee.y &- sy
        let cx = c.pointee.x &- sx, cy = c.pointee.y &- sy
        return (bx &* cy &- by &* cx &+ bias0, cx &* ay &- cy &* ax &+ bias1, ax &* by &- ay &* bx &+ bias2)
    }

    /// Whether sample centre (sx, sy) is inside (fill rule included).
    @inline(__always)
    func covers(_ sx: Int64, _ sy: Int64) -> Bool {
        if area == 0 { return false }
        let e = edges(sx, sy)
        return e.0 | e.1 | e.2 >= 0
    }
}
