/// A font labels are set in. The engine lays text out (``LabelLayout``); a typeface only
/// measures and draws single glyphs. The host supplies one, FreeType's in MeshIO; without one,
/// labels use ``BitmapTypeface``. An implementation does no I/O once made: its font bytes are
/// loaded before, so rasterising a glyph is pure computation.
public protocol Typeface: Sendable {
    /// The font's name, for messages (`DejaVu Sans`).
    var name: String { get }
    /// Vertical metrics in pixels at `pixelsPerEm` (a font's size in pixels: 17 pt at 2 pixels
    /// per point is 34).
    func lineMetrics(pixelsPerEm: Double) -> LineMetrics
    /// The anti-aliased image of one character (the font's missing-glyph box when it has none).
    func glyph(for scalar: Unicode.Scalar, pixelsPerEm: Double) -> GlyphImage
    /// Pixels added to the advance between `left` and `right` (negative pulls them together).
    func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar, pixelsPerEm: Double) -> Double
    /// Whether the font has a glyph of its own for `scalar` (otherwise it draws its missing-glyph box).
    func hasGlyph(for scalar: Unicode.Scalar) -> Bool
}

extension Typeface {
    /// The characters of `text` this typeface draws as its missing-glyph box, each once, in the
    /// order they first appear; line breaks, which a label does not draw, are not counted.
    public func missingGlyphs(in text: String) -> [Unicode.Scalar] {
        var seen = Set<Unicode.Scalar>()
        var missing: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars where !Character(scalar).isNewline && !hasGlyph(for: scalar) {
            if seen.insert(scalar).inserted { missing.append(scalar) }
        }
        return missing
    }
}

/// A font's vertical metrics at one size, in pixels.
public struct LineMetrics: Equatable, Sendable {
    /// Height above the baseline.
    public var ascender: Double
    /// Depth below the baseline (positive).
    public var descender: Double
    /// Baseline to baseline.
    public var lineHeight: Double

    public init(ascender: Double, descender: Double, lineHeight: Double) {
        self.ascender = ascender
        self.descender = descender
        self.lineHeight = lineHeight
    }
}

/// One glyph drawn at one size: an 8-bit coverage image placed relative to the pen.
public struct GlyphImage: Equatable, Sendable {
    public var width: Int
    public var height: Int
    /// Columns from the pen to the image's left edge.
    public var left: Int
    /// Rows from the baseline up to the image's top edge.
    public var top: Int
    /// Pixels the pen moves right after the glyph.
    public var advance: Double
    /// Row-major coverage, 0 (paper) … 255 (ink).
    public var coverage: [UInt8]

    public init(width: Int, height: Int, left: Int, top: Int, advance: Double, coverage: [UInt8]) {
        self.width = width
        self.height = height
        self.left = left
        self.top = top
        self.advance = advance
        self.coverage = coverage
    }
}
