/// One terminal cell: a glyph plus foreground and background colour codes.
///
/// Colour codes depend on the ``ColorMode`` the cell was made for: `0xRRGGBB` in truecolor, a palette
/// index in the palette modes, and ``Cell/defaultColor`` for the terminal's own colour.
public struct Cell: Hashable, Sendable {
    /// The glyph's Unicode scalar value: ASCII, `▀` (``Cell/upperHalf``), or a block element
    /// of the finer cell modes (``BlockGlyphs``).
    public var glyph: UInt32
    public var foreground: Int32
    public var background: Int32

    /// U+2580 UPPER HALF BLOCK `▀`.
    public static let upperHalf: UInt32 = 0x2580
    /// The colour code for the terminal's default colour (`ESC[39m` / `ESC[49m`).
    public static let defaultColor: Int32 = -1

    public init(glyph: UInt32, foreground: Int32, background: Int32) {
        self.glyph = glyph
        self.foreground = foreground
        self.background = background
    }

    /// A blank cell showing only a background; its foreground is normalised so equal-looking
    /// spaces compare equal for damage tracking.
    public static func space(background: Int32) -> Cell {
        Cell(glyph: 0x20, foreground: defaultColor, background: background)
    }

    /// Whether the cell's foreground colour is visible (a space shows only its background).
    public var usesForeground: Bool { glyph != 0x20 }

    /// Whether the glyph is a block element rather than ASCII (terminals may draw those past
    /// the cell's right edge; see ``HalfBlockEncoder``).
    public var isBlockGlyph: Bool { glyph >= 0x80 }

    /// The glyph as text.
    public var character: Character {
        Character(Unicode.Scalar(glyph) ?? "?")
    }
}
