extension Texture {
    /// The texture resampled to `width` × `height` by area averaging (each output pixel is the
    /// mean of the source area it covers), in premultiplied alpha so transparent pixels do not
    /// darken their neighbours. Enlarging keeps texels crisp with blended edges; shrinking
    /// averages without aliasing. Returns the texture itself when the size already matches.
    public func resampled(width: Int, height: Int) -> Texture {
        let w = max(0, width), h = max(0, height)
        if w == self.width, h == self.height { return self }
        guard w > 0, h > 0, self.width > 0, self.height > 0, pixels.count == self.width * self.height else {
            return Texture(width: w, height: h, pixels: Array(repeating: Color.clear.packed, count: w * h), source: source)
        }
        let across = AreaWeights(source: self.width, destination: w)
        let down = AreaWeights(source: self.height, destination: h)

        // Horizontal pass: every source row shrunk or stretched to `w` columns.
        var rows = [SIMD4<Float>](repeating: .zero, count: self.height * w)
        for sy in 0..<self.height {
            let srcRow = sy * self.width, dstRow = sy * w
            for dx in 0..<w {
                var sum = SIMD4<Float>.zero
                across.forEach(dx) { sx, weight in sum += weight * Texture.premultiplied(pixels[srcRow + sx]) }
                rows[dstRow + dx] = sum
            }
        }
        // Vertical pass, straight into packed output.
        var out = [UInt32](repeating: 0, count: w * h)
        for dy in 0..<h {
            for dx in 0..<w {
                var sum = SIMD4<Float>.zero
                down.forEach(dy) { sy, weight in sum += weight * rows[sy * w + dx] }
                out[dy * w + dx] = Texture.unpremultipliedPacked(sum)
            }
        }
        return Texture(width: w, height: h, pixels: out, source: source)
    }

    static func premultiplied(_ p: UInt32) -> SIMD4<Float> {
        let a = Float(p >> 24) / 255
        return SIMD4(Float(p & 0xFF) * a, Float(p >> 8 & 0xFF) * a, Float(p >> 16 & 0xFF) * a, a * 255)
    }

    static func unpremultipliedPacked(_ v: SIMD4<Float>) -> UInt32 {
        let alpha = v[3] / 255
        guard alpha > 1e-6 else { return 0 }
        func q(_ x: Float) -> UInt32 { UInt32(max(0, min(255, x.rounded()))) }
        return q(v[0] / alpha) | q(v[1] / alpha) << 8 | q(v[2] / alpha) << 16 | q(v[3]) << 24
    }
}

/// Box-filter weights along one axis: output pixel `i` covers source interval
/// `[i·n/m, (i+1)·n/m)`, and each source pixel counts by the length of its overlap.
struct AreaWeights {
    private var first: [Int] = []
    private var count: [Int] = []
    private var weights: [Float] = []
    private var offset: [Int] = []

    init(source n: Int, destination m: Int) {
        guard n > 0, m > 0 else { return }
        let scale = Double(n) / Double(m)
        for i in 0..<m {
            let a = Double(i) * scale, b = Double(i + 1) * scale
            let lo = Int(a.rounded(.down)), hi = min(n, Int(b.rounded(.up)))
            first.append(lo)
            offset.append(weights.count)
            var used = 0
            for j in lo..<max(lo + 1, hi) where j < n {
                let overlap = min(b, Double(j + 1)) - max(a, Double(j))
                weights.append(Float(max(0, overlap) / scale))
                used += 1
            }
            count.append(used)
        }
    }

    /// Calls `body` with each source index and weight contributing to output pixel `i`.
    @inline(__always)
    func forEach(_ i: Int, _ body: (Int, Float) -> Void) {
        let start = offset[i], lo = first[i]
        for k in 0..<count[i] { body(lo + k, weights[start + k]) }
    }
}
