/// An RGBA8 picture, row-major from the top, pixels packed as ``Color/packed``:
/// what a render produces and what the PNG, PPM and half-block encoders consume. Overlays drawn
/// over it are marked in ``ink``; the pixels carry only their colour and true alpha.
public struct Image: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var pixels: [UInt32]
    /// The pixels that are overlay ink (see ``InkMask``): marked by whoever draws an overlay,
    /// cleared by ``resize(width:height:fill:)``, so each render starts without ink.
    public var ink = InkMask()

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

    /// Resizes in place, reusing storage when it is large enough, and forgets the ink.
    public mutating func resize(width w: Int, height h: Int, fill: Color = .clear) {
        ink.removeAll()
        width = max(0, w)
        height = max(0, h)
        let n = width * height
        if pixels.count != n {
            pixels.removeAll(keepingCapacity: true)
            pixels.append(contentsOf: repeatElement(fill.packed, count: n))
        }
    }
}
