extension Content {
    /// Largest texture side ``texture(width:height:)`` produces; larger requests are capped.
    public static let maxTextureSide = 2048

    /// Rasterizes the content into a `width` × `height` texture of straight RGBA packed as
    /// ``Color/packed``. Each side is clamped to 0…``maxTextureSide``; a zero side gives an
    /// empty texture. An image of the requested size is returned as is, otherwise resampled.
    ///
    /// Labels are set in `typeface` (meshplay's bitmap font when nil) at `pixelsPerPoint`
    /// texture pixels per point of the layer.
    public func texture(width: Int, height: Int, pixelsPerPoint: Double = 1, typeface: (any Typeface)? = nil) -> Texture {
        let w = min(max(0, width), Content.maxTextureSide)
        let h = min(max(0, height), Content.maxTextureSide)
        guard w > 0, h > 0 else {
            if case let .image(t) = self { return Texture(width: w, height: h, pixels: [], source: t.source) }
            return Texture(width: w, height: h, pixels: [])
        }
        switch self {
        case let .checkerboard(squares, first, second):
            return Content.checkerboard(width: w, height: h, squares: squares, first, second)
        case let .grid(lines, line, background):
            return Content.grid(width: w, height: h, lines: lines, line: line, background: background)
        case .uvGradient:
            return Content.uvGradient(width: w, height: h)
        case let .label(text, foreground, background, pointSize, alignment):
            let label = Label(text: text, foreground: foreground, background: background, pointSize: pointSize,
                              alignment: alignment ?? .center)
            return Content.label(label, width: w, height: h, pixelsPerPoint: pixelsPerPoint.isFinite ? max(0, pixelsPerPoint) : 1,
                                 typeface: typeface ?? BitmapTypeface())
        case let .solid(color):
            return Texture(width: w, height: h, fill: color)
        case let .image(texture):
            return texture.resampled(width: w, height: h)
        }
    }

    /// `squares` × `squares` cells (at least 1), `first` in the top-left one, alternating.
    static func checkerboard(width w: Int, height h: Int, squares: Int, _ first: Color, _ second: Color) -> Texture {
        let n = max(1, squares)
        // Integer cell boundaries (x·n/w) split the texture exactly, with no drift at the far edge.
        let column = (0..<w).map { $0 * n / w }
        var pixels = [UInt32](repeating: 0, count: w * h)
        let a = first.packed, b = second.packed
        for y in 0..<h {
            let row = y * n / h
            for x in 0..<w { pixels[y * w + x] = (row + column[x]) & 1 == 0 ? a : b }
        }
        return Texture(width: w, height: h, pixels: pixels)
    }

    /// `lines` × `lines` cells (at least 1) outlined on `background`: lines at every cell
    /// boundary and at the texture's edges, 1 pixel thick, 2 when cells are 24 pixels or more.
    static func grid(width w: Int, height h: Int, lines: Int, line: Color, background: Color) -> Texture {
        let n = max(1, lines)
        func marks(_ size: Int) -> [Bool] {
            let thickness = size / n >= 24 ? 2 : 1
            var on = [Bool](repeating: false, count: size)
            for k in 0...n {
                // Centre each line on its boundary, pulled inside at the two edges.
                let centre = Int((Double(k) * Double(size) / Double(n)).rounded())
                let start = min(max(0, centre - thickness / 2 - (k == n ? 1 : 0)), max(0, size - thickness))
                for p in start..<min(size, start + thickness) { on[p] = true }
            }
            return on
        }
        let columns = marks(w), rows = marks(h)
        let ink = line.packed, paper = background.packed
        var pixels = [UInt32](repeating: paper, count: w * h)
        for y in 0..<h {
            for x in 0..<w where rows[y] || columns[x] { pixels[y * w + x] = ink }
        }
        return Texture(width: w, height: h, pixels: pixels)
    }

    /// Red = u and green = v, from exactly 0 at the left/top edge to 255 at the right/bottom,
    /// over a constant touch of blue so black never appears.
    static func uvGradient(width w: Int, height h: Int) -> Texture {
        var pixels = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            let v = h > 1 ? Double(y) / Double(h - 1) : 0
            for x in 0..<w {
                let u = w > 1 ? Double(x) / Double(w - 1) : 0
                pixels[y * w + x] = Color(red: u, green: v, blue: 0.25).packed
            }
        }
        return Texture(width: w, height: h, pixels: pixels)
    }
}
