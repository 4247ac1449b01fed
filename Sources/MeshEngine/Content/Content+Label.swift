extension Content {
    /// Share of the texture's width and height a label's text fills when it has no point size.
    static let labelFill = (width: 0.88, height: 0.7)

    /// The label rasterized into a `w` × `h` texture showing a layer at `pixelsPerPoint`:
    /// UILabel's layout (lines broken at `\n` and wrapped between words at the label's width,
    /// each aligned, the block centred vertically), glyphs from `typeface` blended onto the
    /// background by their coverage. Without a point size the font is sized so the block fills
    /// ``labelFill`` of the label.
    static func label(_ label: Label, width w: Int, height h: Int, pixelsPerPoint: Double, typeface: any Typeface) -> Texture {
        var out = Texture(width: w, height: h, fill: label.background)
        guard !label.text.isEmpty, w > 0, h > 0 else { return out }
        var glyphs = GlyphCache(typeface: typeface)
        var pixelsPerEm: Double
        if let points = label.pointSize {
            pixelsPerEm = points * pixelsPerPoint
        } else {
            guard let fill = fillingSize(of: label.text, width: Double(w), height: Double(h), glyphs: &glyphs) else { return out }
            pixelsPerEm = fill
        }
        // A glyph taller than the texture shows nothing more; the cap also bounds each glyph's
        // image (and so the memory of a label of many different characters).
        pixelsPerEm = min(pixelsPerEm, Double(max(w, h)))
        guard pixelsPerEm.isFinite, pixelsPerEm >= 0.5 else { return out }
        let layout = LabelLayout(text: label.text, maxWidth: Double(w), pixelsPerEm: pixelsPerEm, glyphs: &glyphs)
        let top = (Double(h) - layout.blockHeight) / 2
        let fg = label.foreground
        for (k, line) in layout.lines.enumerated() {
            let baseline = Int((top + layout.metrics.ascender + Double(k) * layout.metrics.lineHeight).rounded())
            var pen: Double
            switch label.alignment {
            case .left: pen = 0
            case .center: pen = (Double(w) - line.width) / 2
            case .right: pen = Double(w) - line.width
            }
            for (n, scalar) in line.scalars.enumerated() {
                let g = glyphs.glyph(scalar, pixelsPerEm: pixelsPerEm)
                let x0 = Int(pen.rounded()) + g.left, y0 = baseline - g.top
                for y in max(0, -y0)..<min(g.height, h - y0) where g.width > 0 {
                    for x in max(0, -x0)..<max(max(0, -x0), min(g.width, w - x0)) {
                        let c = g.coverage[y * g.width + x]
                        guard c > 0 else { continue }
                        let i = (y0 + y) * w + x0 + x
                        out.pixels[i] = c == 255 ? fg.packed : Self.mix(Color(packed: out.pixels[i]), fg, coverage: c).packed
                    }
                }
                pen += g.advance
                if n + 1 < line.scalars.count { pen += glyphs.kerning(scalar, line.scalars[n + 1], pixelsPerEm: pixelsPerEm) }
            }
        }
        return out
    }

    /// The font size, in points, at which a label without one (`pointSize` nil) is drawn on a
    /// layer of `width` × `height` points in `typeface`: its unwrapped block fills
    /// ``labelFill`` of the layer. nil for text that measures nothing. Code export writes it,
    /// so the app's label has the size meshplay drew.
    public static func fillingPointSize(of text: String, width: Double, height: Double, typeface: any Typeface) -> Double? {
        var glyphs = GlyphCache(typeface: typeface)
        return fillingSize(of: text, width: width, height: height, glyphs: &glyphs)
    }

    /// The em size, in the units of `width` and `height`, at which `text`'s unwrapped block
    /// fills ``labelFill`` of them.
    static func fillingSize(of text: String, width: Double, height: Double, glyphs: inout GlyphCache) -> Double? {
        // Measure once at a reference size (unwrapped), then scale: metrics grow with the size.
        let reference = 100.0
        let lines = LabelLayout(text: text, maxWidth: .infinity, pixelsPerEm: reference, glyphs: &glyphs)
        let widest = lines.lines.map(\.width).max() ?? 0
        guard widest > 0, lines.blockHeight > 0 else { return nil }
        return reference * min(width * labelFill.width / widest, height * labelFill.height / lines.blockHeight)
    }

    /// `base` with `ink` laid over it at `coverage` (0…255), channel by channel.
    static func mix(_ base: Color, _ ink: Color, coverage: UInt8) -> Color {
        let t = UInt32(coverage)
        func ch(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((UInt32(a) * (255 - t) + UInt32(b) * t + 127) / 255) }
        return Color(r: ch(base.r, ink.r), g: ch(base.g, ink.g), b: ch(base.b, ink.b), a: ch(base.a, ink.a))
    }
}

/// The glyphs of one label at one size, each rasterized once.
struct GlyphCache {
    let typeface: any Typeface
    private var images: [Unicode.Scalar: GlyphImage] = [:]
    private var size = 0.0

    init(typeface: any Typeface) { self.typeface = typeface }

    mutating func glyph(_ scalar: Unicode.Scalar, pixelsPerEm: Double) -> GlyphImage {
        if pixelsPerEm != size {
            images.removeAll()
            size = pixelsPerEm
        }
        if let g = images[scalar] { return g }
        let g = typeface.glyph(for: scalar, pixelsPerEm: pixelsPerEm)
        images[scalar] = g
        return g
    }

    func kerning(_ a: Unicode.Scalar, _ b: Unicode.Scalar, pixelsPerEm: Double) -> Double {
        typeface.kerning(a, b, pixelsPerEm: pixelsPerEm)
    }
}

/// A label's lines at one size: broken at line breaks, and wrapped between words where a line
/// would be wider than `maxWidth` (a word wider than that stands alone, clipped), as UILabel
/// with `numberOfLines = 0` wraps.
struct LabelLayout {
    struct Line {
        var scalars: [Unicode.Scalar]
        /// From the pen's start to its end, kerning included.
        var width: Double
    }

    let metrics: LineMetrics
    private(set) var lines: [Line] = []

    /// First line's top to last line's bottom.
    var blockHeight: Double {
        lines.isEmpty ? 0 : Double(lines.count - 1) * metrics.lineHeight + metrics.ascender + metrics.descender
    }

    init(text: String, maxWidth: Double, pixelsPerEm: Double, glyphs: inout GlyphCache) {
        metrics = glyphs.typeface.lineMetrics(pixelsPerEm: pixelsPerEm)
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            var current = Line(scalars: [], width: 0)
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let scalars = Array(word.unicodeScalars)
                let wordWidth = Self.width(scalars, pixelsPerEm, &glyphs)
                guard let last = current.scalars.last else {
                    current = Line(scalars: scalars, width: wordWidth)
                    continue
                }
                // The join: kerning into the space, the space, kerning out of it.
                var join = glyphs.kerning(last, " ", pixelsPerEm: pixelsPerEm) + glyphs.glyph(" ", pixelsPerEm: pixelsPerEm).advance
                if let first = scalars.first { join += glyphs.kerning(" ", first, pixelsPerEm: pixelsPerEm) }
                if current.width + join + wordWidth > maxWidth {
                    lines.append(current)
                    current = Line(scalars: scalars, width: wordWidth)
                } else {
                    current.scalars += [" "] + scalars
                    current.width += join + wordWidth
                }
            }
            lines.append(current)
        }
    }

    static func width(_ scalars: [Unicode.Scalar], _ pixelsPerEm: Double, _ glyphs: inout GlyphCache) -> Double {
        var w = 0.0
        for (n, s) in scalars.enumerated() {
            w += glyphs.glyph(s, pixelsPerEm: pixelsPerEm).advance
            if n + 1 < scalars.count { w += glyphs.kerning(s, scalars[n + 1], pixelsPerEm: pixelsPerEm) }
        }
        return w
    }
}
