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
