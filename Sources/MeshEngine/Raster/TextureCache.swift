/// A layer's content rasterized once and kept premultiplied for the renderer, so a frame
/// only regenerates a texture when the content or its size changes.
///
/// The texels carry a one-texel border that repeats the edge (clamp-to-edge built in), so
/// bilinear lookups at any `from` in the unit square need no clamping.
final class CachedTexture {
    let content: Content
    let width: Int
    let height: Int
    /// Texels per stored row: the width plus the two border columns.
    let stride: Int
    /// (width + 2) × (height + 2) texels, border included.
    let storage: ScratchBuffer<UInt32>
    /// The single texel value when all texels are equal (sampling can be skipped).
    let uniformTexel: UInt32?
    /// Whether any texel is not fully opaque (the layer then draws in the translucent pass).
    let hasAlpha: Bool

    /// Texel (0, 0); (−1, −1) through (width, height) are addressable.
    var origin: UnsafePointer<UInt32> { UnsafePointer(storage.pointer + stride + 1) }

    /// Texels per point of the layer, which a label's point size depends on.
    let pixelsPerPoint: Double

    init(content: Content, texture: Texture, pixelsPerPoint: Double = 1) {
        self.content = content
        self.pixelsPerPoint = pixelsPerPoint
        let n = texture.width * texture.height
        let valid = texture.width > 0 && texture.height > 0 && texture.pixels.count >= n
        let w = valid ? texture.width : 1, h = valid ? texture.height : 1
        width = w
        height = h
        stride = w + 2
        let buffer = ScratchBuffer<UInt32>()
        buffer.reserve((w + 2) * (h + 2))
        storage = buffer
        var first: UInt32 = 0, uniform = true, alpha = !valid
        let dst = buffer.pointer
        texture.pixels.withUnsafeBufferPointer { src in
            for y in -1...h {
                let sy = Swift.min(Swift.max(y, 0), h - 1)
                for x in -1...w {
                    let sx = Swift.min(Swift.max(x, 0), w - 1)
                    let p = valid ? CachedTexture.premultiplied(src[sy * w + sx]) : 0
                    dst[(y + 1) * (w + 2) + x + 1] = p
                    if x == -1 && y == -1 { first = p } else if p != first { uniform = false }
                    if p >> 24 != 255 { alpha = true }
                }
            }
        }
        uniformTexel = uniform ? first : nil
        hasAlpha = alpha
    }

    /// Straight RGBA8 to premultiplied.
    static func premultiplied(_ p: UInt32) -> UInt32 {
        let a = p >> 24
        if a == 255 { return p }
        if a == 0 { return 0 }
        func ch(_ c: UInt32) -> UInt32 { (c * a + 127) / 255 }
        return ch(p & 255) | ch(p >> 8 & 255) << 8 | ch(p >> 16 & 255) << 16 | a << 24
    }
}

/// Textures per layer slot, reused while the layer's content and texture size stay the same.
/// Content equality is cheap for unchanged scenes: arrays compare by identity first.
final class TextureCache {
    private var slots: [CachedTexture?] = []

    /// The typeface labels are set in (the bitmap font when nil); changing it redraws them.
    var typeface: (any Typeface)? {
        didSet { slots.removeAll() }
    }

    /// The texture for layer `index`, regenerating it only when needed. `pixelsPerPoint` is
    /// the texture's width over the layer's width in points.
    func texture(forLayer index: Int, content: Content, width: Int, height: Int, pixelsPerPoint: Double = 1) -> CachedTexture {
        if slots.count <= index { slots.append(contentsOf: repeatElement(nil, count: index + 1 - slots.count)) }
        // Only a label's pixels depend on the points a texel covers.
        let ppp: Double
        if case .label = content { ppp = pixelsPerPoint } else { ppp = 1 }
        func fits(_ t: CachedTexture) -> Bool {
            t.width == width && t.height == height && t.pixelsPerPoint == ppp && t.content == content
        }
        if let t = slots[index], fits(t) { return t }
        // Another layer may show the same content at the same size.
        for case let t? in slots where fits(t) {
            slots[index] = t
            return t
        }
        let texture: Texture
        if case let .image(image) = content {
            texture = image
        } else {
            texture = content.texture(width: width, height: height, pixelsPerPoint: ppp, typeface: typeface)
        }
        let t = CachedTexture(content: content, texture: texture, pixelsPerPoint: ppp)
        slots[index] = t
        return t
    }

    /// Texture size for a layer of `size` points drawn at about `samplesPerPoint`: the layer
    /// size scaled by the power of two at or above it (so small zoom changes do not regenerate
    /// it, and a small view samples a small, cache-friendly texture), at most 1024 on the longer side; one texel for a solid colour; an image at its own size.
    static func textureSize(for content: Content, layerSize size: Size, samplesPerPoint: Double) -> (width: Int, height: Int) {
        if case .solid = content { return (1, 1) }
        if case let .image(t) = content { return (Swift.max(1, t.width), Swift.max(1, t.height)) }
        let w = size.width.isFinite ? Swift.max(size.width, 1) : 1
        let h = size.height.isFinite ? Swift.max(size.height, 1) : 1
        var scale = 1.0 / 8
        let want = samplesPerPoint.isFinite ? Swift.min(samplesPerPoint, 8) : 1
        while scale < want { scale *= 2 }
        while scale > 1.0 / 64 && Swift.max(w, h) * scale > 1024 { scale /= 2 }
        return (Swift.max(1, Swift.min(1024, Int((w * scale).rounded()))), Swift.max(1, Swift.min(1024, Int((h * scale).rounded()))))
    }
}
