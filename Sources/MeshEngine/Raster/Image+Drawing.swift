extension Image {
    /// Draws a 1-pixel line between two points in pixel coordinates (pixel (i, j) covers
    /// [i, i+1) × [j, j+1)). The segment is clipped to the image first (Liang–Barsky), so huge
    /// or far-away endpoints cost nothing; non-finite endpoints draw nothing.
    mutating func drawLine(from a: SIMD2<Double>, to b: SIMD2<Double>, color: Color) {
        guard width > 0, height > 0, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return }
        var t0 = 0.0, t1 = 1.0
        let d = b - a
        let maxX = Double(width) - 1e-9, maxY = Double(height) - 1e-9
        // One boundary: p·t ≤ q must hold along the segment.
        func clip(_ p: Double, _ q: Double) -> Bool {
            if p == 0 { return q >= 0 }
            let r = q / p
            if p < 0 { t0 = Swift.max(t0, r) } else { t1 = Swift.min(t1, r) }
            return true
        }
        guard clip(-d.x, a.x), clip(d.x, maxX - a.x), clip(-d.y, a.y), clip(d.y, maxY - a.y), t0 <= t1 else { return }
        let s = a + d * t0, e = a + d * t1
        let steps = Int(Swift.max(abs(e.x - s.x), abs(e.y - s.y)).rounded(.up))
        let packed = color.packed
        for i in 0...steps {
            let t = steps == 0 ? 0 : Double(i) / Double(steps)
            let x = Int(s.x + (e.x - s.x) * t), y = Int(s.y + (e.y - s.y) * t)
            if x >= 0, y >= 0, x < width, y < height { pixels[y * width + x] = packed }
        }
    }

    /// Sets the pixels of a (2·radius+1)-wide plus sign centred on a point, clipped.
    mutating func drawDot(at p: SIMD2<Double>, radius: Int, color: Color) {
        guard p.x.isFinite, p.y.isFinite, abs(p.x) < 1e9, abs(p.y) < 1e9 else { return }
        let cx = Int(p.x.rounded(.down)), cy = Int(p.y.rounded(.down))
        let packed = color.packed
        for dy in -radius...radius {
            for dx in -radius...radius where abs(dx) + abs(dy) <= radius {
                let x = cx + dx, y = cy + dy
                if x >= 0, y >= 0, x < width, y < height { pixels[y * width + x] = packed }
            }
        }
    }
}
