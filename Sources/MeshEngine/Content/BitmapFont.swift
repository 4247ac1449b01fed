/// One glyph of a ``BitmapFont``: up to 8×8 pixels, row `y`, column `x` stored at bit `y·8 + x`.
public struct Glyph: Hashable, Sendable {
    public let bits: UInt64

    public init(bits: UInt64) { self.bits = bits }

    /// Whether the pixel at column `x`, row `y` is ink; false outside the 8×8 cell.
    public func isInk(x: Int, y: Int) -> Bool {
        guard (0..<8).contains(x), (0..<8).contains(y) else { return false }
        return bits >> UInt64(y * 8 + x) & 1 == 1
    }
}

/// meshplay's own bitmap font: 5×8 glyphs (7 rows above the baseline, one for descenders)
/// advancing 6 pixels per character and 9 per line, for printable ASCII 32–126.
///
/// The renderer draws vertex index numbers with it and ``Content/label(text:foreground:background:)``
/// renders its text with it. Characters without a glyph draw as a box; `"\n"` starts a new line.
public struct BitmapFont: Sendable {
    /// Ink columns of a glyph.
    public let glyphWidth = 5
    /// Rows of a glyph, the descender row included.
    public let glyphHeight = 8
    /// Pixels from one character's left edge to the next's.
    public let advance = 6
    /// Pixels from one line's top to the next's.
    public let lineHeight = 9
    /// Glyphs for codes 32…126, indexed by `code − 32`.
    private let glyphs: [Glyph]
    /// The box drawn for characters the font lacks.
    public let missingGlyph: Glyph

    /// The font meshplay ships with.
    public static let standard = BitmapFont(
        glyphs: Dictionary(standardGlyphArt.map { ($0.0, Glyph(bits: packGlyph($0.1))) }, uniquingKeysWith: { a, _ in a }),
        missing: Glyph(bits: packGlyph(missingGlyphArt)))

    init(glyphs table: [Character: Glyph], missing: Glyph) {
        glyphs = (32...126).map { table[Character(Unicode.Scalar(UInt8($0)))] ?? missing }
        missingGlyph = missing
    }

    /// Whether the font has a glyph of its own for `character`.
    public func hasGlyph(for character: Character) -> Bool {
        guard let code = character.asciiValue else { return false }
        return (32...126).contains(code)
    }

    /// The glyph drawn for `character`: its own, or ``missingGlyph``.
    public func glyph(for character: Character) -> Glyph {
        guard let code = character.asciiValue, (32...126).contains(code) else { return missingGlyph }
        return glyphs[Int(code) - 32]
    }

    /// Width in pixels of the widest line of `text` at `scale`, without trailing spacing.
    public func width(of text: String, scale: Int = 1) -> Int {
        var widest = 0, current = 0
        for ch in text {
            if ch.isNewline {
                widest = max(widest, current)
                current = 0
            } else {
                current += 1
            }
        }
        widest = max(widest, current)
        return widest == 0 ? 0 : (widest * advance - (advance - glyphWidth)) * max(1, scale)
    }

    /// Height in pixels of `text` at `scale`: every line, the last one's descender row included.
    public func height(of text: String, scale: Int = 1) -> Int {
        let lines = 1 + text.reduce(0) { $0 + ($1.isNewline ? 1 : 0) }
        return ((lines - 1) * lineHeight + glyphHeight) * max(1, scale)
    }

    /// Draws `text` with its top-left corner at (`x`, `y`), each font pixel a `scale`×`scale`
    /// block of `color` replacing what is there; clipped at the image's edges. The pixels drawn
    /// are marked in the image's ``Image/ink`` when `ink` is set (overlay indices) and cleared
    /// there otherwise (their shadow is content).
    public func draw(_ text: String, into image: inout Image, x: Int, y: Int, color: Color, scale: Int = 1, ink: Bool = false) {
        let w = image.width, h = image.height, packed = color.packed, count = image.pixels.count
        guard count == w * h else { return }
        var mask = image.ink
        image.ink = InkMask()  // one owner while drawing, so marking it copies nothing
        image.pixels.withUnsafeMutableBufferPointer { buffer in
            draw(text, width: w, height: h, x: x, y: y, scale: scale) { k in
                buffer[k] = packed
                mask.set(k, ink, pixelCount: count)
            }
        }
        image.ink = mask
    }

    /// Draws `text` into a texture, as ``draw(_:into:x:y:color:scale:ink:)`` does into an image.
    public func draw(_ text: String, into texture: inout Texture, x: Int, y: Int, color: Color, scale: Int = 1) {
        let w = texture.width, h = texture.height, packed = color.packed
        guard texture.pixels.count == w * h else { return }
        texture.pixels.withUnsafeMutableBufferPointer { buffer in
            draw(text, width: w, height: h, x: x, y: y, scale: scale) { buffer[$0] = packed }
        }
    }

    /// `text` rendered at an integer `scale` on `background` with `padding` pixels around it;
    /// each side is capped at 2048 pixels (the text is clipped).
    public func texture(_ text: String, scale: Int = 1, color: Color, background: Color, padding: Int = 0) -> Texture {
        let s = max(1, scale), pad = max(0, padding)
        let w = min(2048, width(of: text, scale: s) + 2 * pad)
        let h = min(2048, height(of: text, scale: s) + 2 * pad)
        var texture = Texture(width: w, height: h, fill: background)
        draw(text, into: &texture, x: pad, y: pad, color: color, scale: s)
        return texture
    }

    /// Calls `plot` with the index (`y · width + x`) of every pixel `text` covers, clipped.
    private func draw(_ text: String, width: Int, height: Int, x: Int, y: Int, scale: Int, plot: (Int) -> Void) {
        let s = max(1, scale)
        var penX = x, penY = y
        for ch in text {
            if ch.isNewline {
                penX = x
                penY += lineHeight * s
                continue
            }
            defer { penX += advance * s }
            // Skip glyphs wholly outside the image, so long or huge text costs nothing there.
            if penX >= width || penY >= height || penX + glyphWidth * s <= 0 || penY + glyphHeight * s <= 0 { continue }
            let glyph = self.glyph(for: ch)
            for gy in 0..<glyphHeight {
                let y0 = max(0, penY + gy * s), y1 = min(height, penY + (gy + 1) * s)
                if y0 >= y1 { continue }
                for gx in 0..<glyphWidth where glyph.isInk(x: gx, y: gy) {
                    let x0 = max(0, penX + gx * s), x1 = min(width, penX + (gx + 1) * s)
                    if x0 >= x1 { continue }
                    for py in y0..<y1 {
                        let row = py * width
                        for px in x0..<x1 { plot(row + px) }
                    }
                }
            }
        }
    }
}
