import MeshEngine

/// A picture as at most 256 colours and one index per pixel: what a GIF frame holds.
public struct IndexedPixels: Hashable, Sendable {
    /// The colours, packed `0x00BBGGRR` as ``Image`` packs them (alpha left out).
    public var palette: [UInt32]
    /// One palette index per pixel, row-major from the top.
    public var indices: [UInt8]
}

/// Reduces a picture to at most 256 colours with the sixel encoder's median cut
/// (``SixelPalette``), so an exported GIF and a sixel frame of the same picture choose the same
/// colours. Storage is kept between calls: quantising frame after frame allocates only the output.
public struct ColorQuantizer: Sendable {
    private var palette = SixelPalette()

    public init() {}

    /// `image` as at most `colors` (1…256) colours. `dither` adds the sixel encoder's 4×4
    /// ordered pattern, scaled to the palette's spacing. Alpha is ignored: renders are opaque.
    public mutating func quantize(_ image: Image, colors: Int = 256, dither: Bool = false) -> IndexedPixels {
        palette.build(from: image, registers: min(max(colors, 1), 256))
        var indices = [UInt8](repeating: 0, count: image.pixels.count)
        let spread = palette.meanBoxSide
        for y in 0..<image.height {
            for x in 0..<image.width {
                let i = y * image.width + x
                let p = image.pixels[i] & 0xFF_FFFF
                let register = dither ? palette.register(for: SixelEncoder.dithered(p, x: x, y: y, spread: spread))
                                      : palette.register(for: p)
                indices[i] = UInt8(truncatingIfNeeded: register)
            }
        }
        return IndexedPixels(palette: palette.colors, indices: indices)
    }
}
