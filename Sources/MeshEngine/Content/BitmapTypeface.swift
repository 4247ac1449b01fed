/// meshplay's ``BitmapFont`` as a ``Typeface``: the labels' fallback when the host has no real
/// font. A font pixel is a tenth of an em (its capitals, 7 pixels, are 0.7 em, close to a
/// typical cap height), and a glyph at any size is the font's pixels box-filtered onto the
/// output grid, so it stays legible (grey) when small and blocky when large.
public struct BitmapTypeface: Typeface {
    public let font: BitmapFont
    /// Font pixels per em.
    static let unitsPerEm = 10.0

    public init(font: BitmapFont = .standard) { self.font = font }

    public var name: String { "meshplay bitmap font" }

    public func lineMetrics(pixelsPerEm: Double) -> LineMetrics {
        let s = pixelsPerEm / Self.unitsPerEm
        return LineMetrics(ascender: 8 * s, descender: 2 * s, lineHeight: Double(font.lineHeight + 2) * s)
    }

    public func glyph(for scalar: Unicode.Scalar, pixelsPerEm: Double) -> GlyphImage {
        let s = pixelsPerEm / Self.unitsPerEm
        let cells = font.glyph(for: Character(scalar))
        let w = max(1, Int((Double(font.glyphWidth) * s).rounded(.up)))
        let h = max(1, Int((Double(font.glyphHeight) * s).rounded(.up)))
        var coverage = [UInt8](repeating: 0, count: w * h)
        // 4×4 samples per output pixel, each looking up the font pixel under it.
        let n = 4
        for y in 0..<h {
            for x in 0..<w {
                var ink = 0
                for sy in 0..<n {
                    let fy = Int(((Double(y) + (Double(sy) + 0.5) / Double(n)) / s).rounded(.down))
                    for sx in 0..<n {
                        let fx = Int(((Double(x) + (Double(sx) + 0.5) / Double(n)) / s).rounded(.down))
                        if cells.isInk(x: fx, y: fy) { ink += 1 }
                    }
                }
                coverage[y * w + x] = UInt8((ink * 255 + n * n / 2) / (n * n))
            }
        }
        // The 5 ink columns sit in the middle of the 6-column advance, so lines centre on their ink.
        let bearing = Int((Double(font.advance - font.glyphWidth) * s / 2).rounded())
        return GlyphImage(width: w, height: h, left: bearing, top: Int((7 * s).rounded()), advance: Double(font.advance) * s,
                          coverage: coverage)
    }

    public func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar, pixelsPerEm: Double) -> Double { 0 }

    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool { font.hasGlyph(for: Character(scalar)) }
}
