extension Image {
    /// Draws a 1-pixel line between two points in pixel coordinates (pixel (i, j) covers
    /// [i, i+1) × [j, j+1)). The segment is clipped to the image first (Liang–Barsky), so huge
    /// or far-away endpoints cost nothing; non-finite endpoints draw nothing. With `onLight`,
    /// a pixel takes that colour instead where it and its neighbours across the line are all
    /// light (``inkWantsDark(at:across:)``), so a line stays visible on any content.
    /// With `ink`, the line's pixels are marked in ``ink`` (an overlay); without, they are no
    /// longer ink (an outline drawn over a wire is content, as its colour says).
    mutating func drawLine(from a: SIMD2<Double>, to b: SIMD2<Double>, color: Color, onLight: Color? = nil, ink: Bool = false) {
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
        let packed = color.packed, lightPacked = (onLight ?? color).packed, count = pixels.count
        // The neighbours across a mostly horizontal line are above and below it, else beside it.
        let across = abs(e.x - s.x) >= abs(e.y - s.y) ? width : 1
        for i in 0...steps {
            let t = steps == 0 ? 0 : Double(i) / Double(steps)
            let x = Int(s.x + (e.x - s.x) * t), y = Int(s.y + (e.y - s.y) * t)
            if x >= 0, y >= 0, x < width, y < height {
                let k = y * width + x
                let under = pixels[k]
                // A pixel this line (or a crossing one) already inked keeps its ink: judging
                // it again would flip light ink to dark.
                if !(self.ink.contains(k) && (under == packed || under == lightPacked)) {
                    pixels[k] = onLight != nil && inkWantsDark(at: k, across: across) ? lightPacked : packed
                }
                self.ink.set(k, ink, pixelCount: count)
            }
        }
    }

    /// Sets the pixels of a (2·radius+1)-wide plus sign centred on a point, clipped; marks them
    /// in ``ink`` or clears them there, as `ink` says.
    mutating func drawDot(at p: SIMD2<Double>, radius: Int, color: Color, ink: Bool = false) {
        guard p.x.isFinite, p.y.isFinite, abs(p.x) < 1e9, abs(p.y) < 1e9 else { return }
        let cx = Int(p.x.rounded(.down)), cy = Int(p.y.rounded(.down))
        let packed = color.packed
        for dy in -radius...radius {
            for dx in -radius...radius where abs(dx) + abs(dy) <= radius {
                let x = cx + dx, y = cy + dy
                guard x >= 0, y >= 0, x < width, y < height else { continue }
                pixels[y * width + x] = packed
                self.ink.set(y * width + x, ink, pixelCount: pixels.count)
            }
        }
    }

    /// Whether light ink at pixel `k` would vanish: the pixel and its two neighbours `across`
    /// apart in the buffer (the pixels either side of the line) are all light, overlay ink
    /// beside it not counted. Judging the pixel alone put dark ink on the lit edge of a mesh,
    /// where the line's other side is the dark background: navy on near-black at terminal
    /// resolution, where one pixel is half a cell.
    func inkWantsDark(at k: Int, across: Int) -> Bool {
        guard Image.isLight(pixels[k]) else { return false }
        for n in [k - across, k + across] where n >= 0 && n < pixels.count && !ink.contains(n) {
            // A neighbour across a vertical line must be on the same row.
            if across == 1, n / width != k / width { continue }
            if !Image.isLight(pixels[n]) { return false }
        }
        return true
    }

    /// Whether a packed pixel is light enough that light overlay ink would vanish on it
    /// (Rec. 601 luma above about 55 %).
    static func isLight(_ p: UInt32) -> Bool {
        let r = Int(p & 0xFF), g = Int(p >> 8 & 0xFF), b = Int(p >> 16 & 0xFF)
        return r * 299 + g * 587 + b * 114 > 140_000
    }

    /// Marks in `mask` (one mark per pixel) the pixels of a 1-pixel line not tinted yet, clipped like
    /// ``drawLine(from:to:color:onLight:ink:)``: what ``blend(_:color:alpha:)`` then tints.
    func markLine(from a: SIMD2<Double>, to b: SIMD2<Double>, in mask: UnsafeMutablePointer<GhostMark>) {
        guard width > 0, height > 0, a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite,
              abs(a.x) < 1e6, abs(a.y) < 1e6, abs(b.x) < 1e6, abs(b.y) < 1e6 else { return }
        let steps = Int(Swift.max(abs(b.x - a.x), abs(b.y - a.y)).rounded(.up))
        for i in 0...Swift.max(steps, 0) {
            let t = steps == 0 ? 0 : Double(i) / Double(steps)
            let x = Int((a.x + (b.x - a.x) * t).rounded(.down)), y = Int((a.y + (b.y - a.y) * t).rounded(.down))
            guard x >= 0, y >= 0, x < width, y < height else { continue }
            if mask[y * width + x] == .free { mask[y * width + x] = .line }
        }
    }

    /// Blends `alpha` of `color` over each pixel marked as a line in `mask`, once however many
    /// lines crossed it, and marks it tinted: onion-skin ghosts stay faint even where a dense
    /// mesh's edges, or several ghosts, pile up.
    mutating func blend(_ mask: UnsafeMutablePointer<GhostMark>, color: Color, alpha: Double) {
        let k = UInt32(Swift.min(Swift.max(alpha, 0), 1) * 256)
        let cr = UInt32(color.r), cg = UInt32(color.g), cb = UInt32(color.b)
        for i in pixels.indices where mask[i] == .line {
            mask[i] = .tinted
            let p = pixels[i]
            let r = (p & 0xFF) * (256 - k) + cr * k, g = (p >> 8 & 0xFF) * (256 - k) + cg * k
            let bl = (p >> 16 & 0xFF) * (256 - k) + cb * k
            pixels[i] = (p & 0xFF00_0000) | (r >> 8) | (g >> 8) << 8 | (bl >> 8) << 16
        }
    }
}
