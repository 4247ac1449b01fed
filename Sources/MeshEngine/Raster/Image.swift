/// An RGBA8 picture, row-major from the top, pixels packed as ``Color/packed``:
/// what a render produces and what the PNG, PPM and half-block encoders consume.
public struct Image: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var pixels: [UInt32]

    public init(width: Int, height: Int, fill: Color = .clear) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.pixels = Array(repeating: fill.packed, count: self.width * self.height)
    }

    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "pixel count must be width × height")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public subscript(x: Int, y: Int) -> Color {
        get { Color(packed: pixels[y * width + x]) }
        set { pixels[y * width + x] = newValue.packed }
    }

    /// The alpha of overlay ink (wireframe, diagonals, dots, indices, selection): opaque to the
    /// eye (254/255), and the mark by which the cell modes that merge rows (quadrants, sextants)
    /// keep a one-pixel line one glyph pixel thick rather than averaging it into its neighbours,
    /// and give it a colour of its own in the cell (``Renderer`` draws it; TerminalOutput's
    /// block solver reads it).
    public static let inkAlpha: UInt8 = 254

    /// Whether a packed pixel is overlay ink.
    @inline(__always)
    public static func isInk(_ p: UInt32) -> Bool { p >> 24 == UInt32(inkAlpha) }

    /// Resizes in place, reusing storage when it is large enough.
    public mutating func resize(width w: Int, height h: Int, fill: Color = .clear) {
        width = max(0, w)
        height = max(0, h)
        let n = width * height
        if pixels.count != n {
            pixels.removeAll(keepingCapacity: true)
            pixels.append(contentsOf: repeatElement(fill.packed, count: n))
        }
    }
}
