/// Triangles whose bounding box holds at most four samples (most triangles of a dense mesh
/// drawn small): instead of walking rows and runs, the three edge functions are evaluated
/// at every sample of the box at once, giving a mask of the inside samples with no loop
/// exit that depends on the data, and only those samples are shaded, with barycentric
/// weights taken straight from the same edge values (``BarycentricSource``).
///
/// The edge values are the integers the row walk would reach and each sample does the same
/// Float operations in the same order, so the picture is the same to the bit.
extension Rasterizer {
    /// Samples of rows `y0...y1` (inside the box whose edge functions start at row `top`) and
    /// columns `x0...x1`, at most four in all (so at most four rows and four columns).
    @inline(__always)
    mutating func scanTiny(_ e0: EdgeFunction, _ e1: EdgeFunction, _ e2: EdgeFunction,
                           x0: Int, x1: Int, top: Int, y0: Int, y1: Int, source: BarycentricSource,
                           shader: FragmentShader) -> Bool {
        let first = Int64(y0 &- top)
        let bits = Rasterizer.insideBits(e0, e1, e2, columns: x1 &- x0 &+ 1, rows: y1 &- y0 &+ 1, firstRow: first)
        if bits == 0 { return false }
        var fragments = 0, covered = 0
        self.shadeInside(bits, e0, e1, e2, x0: x0, y0: y0, firstRow: first, source: source, shader: shader,
                         fragments: &fragments, covered: &covered)
        self.fragments &+= fragments
        self.covered &+= covered
        return true
    }

    /// Shades the samples set in `bits` (``insideBits``) of the box whose first sample is
    /// (x0, y0), `firstRow` rows below where the edge functions start.
    @inline(__always)
    func shadeInside(_ bits: Int, _ e0: EdgeFunction, _ e1: EdgeFunction, _ e2: EdgeFunction, x0: Int, y0: Int, firstRow: Int64,
                     source: BarycentricSource, shader: FragmentShader, fragments: inout Int, covered: inout Int) {
        var bits = bits
        while bits != 0 {
            let j = bits.trailingZeroBitCount
            bits &= bits &- 1
            let dx = j & 3, dy = j >> 2
            let x = Int64(dx), y = firstRow &+ Int64(dy)
            let i = (y0 &+ dy) &* width &+ x0 &+ dx
            let w = source.weights(e0.start &+ e0.stepY &* y &+ e0.stepX &* x, e1.start &+ e1.stepY &* y &+ e1.stepX &* x,
                                   e2.start &+ e2.stepY &* y &+ e2.stepX &* x)
            shadeTiny(i, weights: w, source: source, shader: shader, fragments: &fragments, covered: &covered)
        }
    }

    /// Bit 4·row + column is set for each sample of a box of at most four (`columns` ×
    /// `rows`, starting `firstRow` rows below where the edge functions start) where all three
    /// edge values are ≥ 0: the inside samples, with no loop exit that depends on the data.
    @inline(__always)
    static func insideBits(_ e0: EdgeFunction, _ e1: EdgeFunction, _ e2: EdgeFunction, columns: Int, rows: Int, firstRow: Int64) -> Int {
        var bits = 0
        for dy in 0..<rows {
            let y = firstRow &+ Int64(dy)
            let r0 = e0.start &+ e0.stepY &* y, r1 = e1.start &+ e1.stepY &* y, r2 = e2.start &+ e2.stepY &* y
            for dx in 0..<columns {
                let x = Int64(dx)
                let inside = (r0 &+ e0.stepX &* x) | (r1 &+ e1.stepX &* x) | (r2 &+ e2.stepX &* x)
                bits |= Int(truncatingIfNeeded: ~inside >> 63 & 1) &<< (dy &<< 2 | dx)
            }
        }
        return bits
    }

    /// Depth-tests and shades sample `i` of a tiny triangle at barycentric weights `w`,
    /// counting what it drew.
    @inline(__always)
    func shadeTiny(_ i: Int, weights w: SIMD3<Float>, source: BarycentricSource, shader: FragmentShader,
                   fragments: inout Int, covered: inout Int) {
        let z = source.depth(weights: w), below = depth[i]
        if !(z >= below) { return }
        var u: Float = 0, v: Float = 0
        var light = SIMD4<Float>(repeating: 1)
        source.attributes(weights: w, u: &u, v: &v, light: &light)
        switch shader.shade(i, z: z, below: below, u: u, v: v, light: light, specular: SIMD4<Float>(), into: self) {
        case .hidden: break
        case .drawn: fragments &+= 1
        case .firstDrawn: fragments &+= 1; covered &+= 1
        }
    }
}
