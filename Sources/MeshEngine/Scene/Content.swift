/// What a layer shows before it is deformed: the texture a mesh transform warps.
public enum Content: Hashable, Sendable, Codable {
    /// A checkerboard of `squares × squares` cells.
    case checkerboard(squares: Int, Color, Color)
    /// Grid lines on a background, `lines` cells across.
    case grid(lines: Int, line: Color, background: Color)
    /// Red = u, green = v: shows where each texel came from.
    case uvGradient
    /// Text on a background, like the article's UILabel (see ``Label``): `pointSize` nil sizes
    /// the text to fill the layer, `alignment` nil centres it.
    case label(text: String, foreground: Color, background: Color, pointSize: Double? = nil, alignment: Label.Alignment? = nil)
    /// One colour, alpha allowed.
    case solid(Color)
    /// Decoded image pixels, with the file they came from (for saving scenes).
    case image(Texture)

    // Names for the unlabelled values in the Codable form (`export json`), instead of `_1`, `_2`.
    enum CheckerboardCodingKeys: String, CodingKey { case squares, _1 = "color1", _2 = "color2" }
    enum SolidCodingKeys: String, CodingKey { case _0 = "color" }
    enum ImageCodingKeys: String, CodingKey { case _0 = "texture" }

    /// The article's label: dark text on a light background, filling the layer.
    public static func articleLabel(_ text: String) -> Content {
        .label(text: text, foreground: Color(r: 30, g: 30, b: 36), background: Color(r: 240, g: 240, b: 235))
    }

    /// The content showing `label`.
    public static func label(_ label: Label) -> Content {
        .label(text: label.text, foreground: label.foreground, background: label.background, pointSize: label.pointSize,
               alignment: label.alignment == .center ? nil : label.alignment)
    }
}

/// A UILabel's look: text in lines, set in a font of `pointSize` points (UILabel's 17 by
/// default), each line aligned, the block centred vertically, on a background.
public struct Label: Hashable, Sendable, Codable {
    /// How each line sits across the label (`NSTextAlignment`).
    public enum Alignment: String, CaseIterable, Hashable, Sendable, Codable {
        case left, center, right
    }

    /// UILabel's default font size, in points.
    public static let defaultPointSize = 17.0
    /// The largest font size, in points.
    public static let maxPointSize = 2000.0

    /// The text; `\n` starts a line, and lines wider than the label wrap between words.
    public var text: String
    public var foreground: Color
    public var background: Color
    /// The font size in points; nil sizes the text so its block fills most of the label.
    public var pointSize: Double?
    public var alignment: Alignment

    public init(text: String, foreground: Color, background: Color, pointSize: Double? = Label.defaultPointSize,
                alignment: Alignment = .center) {
        self.text = text
        self.foreground = foreground
        self.background = background
        self.pointSize = pointSize
        self.alignment = alignment
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
