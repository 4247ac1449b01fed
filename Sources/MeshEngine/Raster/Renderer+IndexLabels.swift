extension Renderer {
    /// The `indices` overlay: each vertex's index in meshplay's bitmap font beside its vertex,
    /// placed where it covers no label placed before it, or left out. At terminal resolution a
    /// 12×18 grid puts vertices 5 pixels apart and the labels 6 to 18 pixels wide, so drawing
    /// every one ran "10" into "11"; thinning keeps the ones drawn readable. The vertices are
    /// taken coarse to fine (``LabelSpace/order(count:)``), so the labels kept are spread
    /// evenly over the mesh rather than crowded at its first rows.
    func drawIndices(points p: UnsafeMutablePointer<SIMD2<Double>>, count n: Int, into space: inout LabelSpace) {
        for v in LabelSpace.order(count: n) { drawIndex(v, at: p[v], space: &space) }
    }

    /// A vertex's index, at the first free place of: just right of and above the vertex, right
    /// and below, left and above, left and below (the first is where every label went before); for a vertex in the picture, never past an
    /// edge, so `fit`, which puts the mesh's border near the edges, cuts no label off.
    private func drawIndex(_ index: Int, at p: SIMD2<Double>, space: inout LabelSpace) {
        guard p.x.isFinite, p.y.isFinite, abs(p.x) < 1e6, abs(p.y) < 1e6 else { return }
        let font = BitmapFont.standard
        let text = String(index)
        let px = Int(p.x.rounded(.down)), py = Int(p.y.rounded(.down))
        // The label's size with its shadow, one pixel right and down.
        let width = (text.count - 1) * font.advance + font.glyphWidth + 1, height = font.glyphHeight + 1
        // On the edge counts as in: a mesh framed with no margin has its border there.
        let inside = p.x >= 0 && p.y >= 0 && p.x <= Double(image.width) && p.y <= Double(image.height)
        // Below starts two rows down, past the pixel's gap ``LabelSpace`` keeps under a label above.
        let places = [(px + 2, py - font.glyphHeight), (px + 2, py + 2), (px - 1 - width, py - font.glyphHeight), (px - 1 - width, py + 2)]
        var chosen: (x: Int, y: Int)?
        for (x0, y0) in places {
            var x = x0, y = y0
            if inside {
                x = max(0, min(x, image.width - width))
                y = max(0, min(y, image.height - height))
            }
            guard x < image.width, y < image.height, x > -64, y > -16 else { continue }
            if space.isFree(x: x, y: y, width: width, height: height) {
                chosen = (x, y)
                break
            }
        }
        guard let (x, y) = chosen else { return }
        space.take(x: x, y: y, width: width, height: height)
        // A one-pixel shadow keeps the light digits legible on light content.
        font.draw(text, into: &image, x: x + 1, y: y + 1, color: Renderer.outlineColor)
        font.draw(text, into: &image, x: x, y: y, color: Renderer.indexColor, ink: true)
    }
}

/// The pixels index labels have taken in one frame, with a pixel's gap kept around each, so
/// labels are placed without covering each other (``Renderer/drawIndices(points:count:into:)``).
/// Zero width takes nothing and finds every place free.
struct LabelSpace {
    let width: Int
    let height: Int
    private var taken: [Bool]

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = self.width == 0 ? 0 : max(0, height)
        taken = [Bool](repeating: false, count: self.width * self.height)
    }

    /// Whether the rectangle, one pixel larger each way, holds no taken pixel (pixels outside
    /// the image are free).
    func isFree(x: Int, y: Int, width w: Int, height h: Int) -> Bool {
        guard width > 0 else { return true }
        for row in max(0, y - 1)..<max(max(0, y - 1), min(height, y + h + 1)) {
            for column in max(0, x - 1)..<max(max(0, x - 1), min(width, x + w + 1)) where taken[row * width + column] {
                return false
            }
        }
        return true
    }

    /// Takes the rectangle's pixels inside the image.
    mutating func take(x: Int, y: Int, width w: Int, height h: Int) {
        guard width > 0 else { return }
        for row in max(0, y)..<max(max(0, y), min(height, y + h)) {
            for column in max(0, x)..<max(max(0, x), min(width, x + w)) { taken[row * width + column] = true }
        }
    }

    /// The indices 0..<count coarse to fine: every 64th first, then the rest of every 32nd,
    /// and so on down to every one, so thinning keeps an even spread and always vertex 0.
    static func order(count: Int) -> [Int] {
        guard count > 0 else { return [] }
        var out: [Int] = []
        out.reserveCapacity(count)
        var stride = 64
        while stride >= 1 {
            for v in Swift.stride(from: 0, to: count, by: stride) where stride == 64 || v % (stride * 2) != 0 { out.append(v) }
            stride /= 2
        }
        return out
    }
}
