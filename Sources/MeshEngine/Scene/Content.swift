/// What a layer shows before it is deformed: the texture a mesh transform warps.
public enum Content: Hashable, Sendable, Codable {
    /// A checkerboard of `squares × squares` cells.
    case checkerboard(squares: Int, Color, Color)
    /// Grid lines on a background, `lines` cells across.
    case grid(lines: Int, line: Color, background: Color)
    /// Red = u, green = v: shows where each texel came from.
    case uvGradient
    /// Text on a background, like the article's UILabel, drawn with meshplay's bitmap font.
    case label(text: String, foreground: Color, background: Color)
    /// One colour, alpha allowed.
    case solid(Color)
    /// Decoded image pixels, with the file they came from (for saving scenes).
    case image(Texture)

    // Names for the unlabelled values in the Codable form (`export json`), instead of `_1`, `_2`.
    enum CheckerboardCodingKeys: String, CodingKey { case squares, _1 = "color1", _2 = "color2" }
    enum SolidCodingKeys: String, CodingKey { case _0 = "color" }
    enum ImageCodingKeys: String, CodingKey { case _0 = "texture" }

    /// The article's label: dark text on a light background.
    public static func articleLabel(_ text: String) -> Content {
        .label(text: text, foreground: Color(r: 30, g: 30, b: 36), background: Color(r: 240, g: 240, b: 235))
    }
}

/// An RGBA8 image, row-major from the top, pixels packed as ``Color/packed``.
public struct Texture: Hashable, Sendable, Codable {
    public var width: Int
    public var height: Int
    public var pixels: [UInt32]
    /// Where the image came from, if a file.
    public var source: String?

    public init(width: Int, height: Int, pixels: [UInt32], source: String? = nil) {
        self.width = width
        self.height = height
        self.pixels = pixels
        self.source = source
    }

    public init(width: Int, height: Int, fill: Color) {
        self.init(width: width, height: height, pixels: Array(repeating: fill.packed, count: max(0, width * height)))
    }

    public subscript(x: Int, y: Int) -> Color {
        get { Color(packed: pixels[y * width + x]) }
        set { pixels[y * width + x] = newValue.packed }
    }
}
