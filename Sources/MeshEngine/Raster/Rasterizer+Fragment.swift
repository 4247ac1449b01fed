/// The per-sample shading of one triangle, with the surface's fields held as plain values:
/// `from` outside the unit square is transparent (as BCMeshTransformView's fragment shader),
/// then bilinear texel, light, opacity, and replace (opaque: colour, depth, hit record) or blend
/// "over" without writing depth (translucent).
struct FragmentShader {
    let texels: UnsafePointer<UInt32>
    let width: Int32
    let height: Int32
    let stride: Int32
    let uniform: UInt32
    let isUniform: Bool
    let mode: ShadeMode
    let blends: Bool
    let opacity: Float
    /// The ``HitCode`` written for each fragment (the triangle's; a layer's shader is made
    /// once and given each triangle's code).
    var code: Int32

    @inline(__always)
    init(_ s: Surface, code: Int32) {
        texels = s.texels
        width = s.textureWidth
        height = s.textureHeight
        stride = s.textureStride
        uniform = s.uniformTexel ?? 0
        isUniform = s.uniformTexel != nil
        mode = s.shade
        blends = s.blends
        opacity = s.opacity
        self.code = code
    }

    /// What became of a sample.
    enum Outcome { case hidden, drawn, firstDrawn }

    /// Shades and writes sample `i` (whose depth test passed against `below`, the depth it
    /// held): hidden when it was transparent,
    /// first drawn when nothing had covered the sample before (opaque layers draw before
    /// translucent ones, so an opaque sample is new while its depth is still at infinity).
    // Transparent rather than `@inline(__always)`: the optimizer kept the latter as a call
    // from each specialised scan loop, which cost a few per cent of fill rate.
    @_transparent
    func shade(_ i: Int, z: Float, below: Float, u: Float, v: Float, light: SIMD4<Float>, specular: SIMD4<Float>, into r: Rasterizer) -> Outcome {
        guard u >= 0, u <= 1, v >= 0, v <= 1 else { return .hidden }
        var texel = isUniform ? uniform : Rasterizer.sample(texels, width, height, stride, u, v)
        if texel >> 24 == 0 { return .hidden }
        switch mode {
        case .none: break
        case .grayUnit: texel = Rasterizer.dimmed(texel, light.x)
        case .gray: texel = Rasterizer.lit(texel, light, .zero)
        case .color: texel = Rasterizer.lit(texel, light, specular)
        }
        let first: Bool
        if blends {
            if opacity < 1 { texel = Rasterizer.scaled(texel, opacity) }
            // Nothing drew here before: no translucent fragment (hitFace, marked either way)
            // and no opaque one (depth, as hitFace is not marked without hit records).
            first = r.hitFace[i] < 0 && r.depth[i] == -.infinity
            r.color[i] = Rasterizer.over(texel, r.color[i])
            r.hitFace[i] = code | HitCode.translucent
            if r.recordsHits { r.hitDepth[i] = z }
        } else {
            first = below == -.infinity
            r.color[i] = texel
            r.depth[i] = z
            if r.recordsHits { r.hitFace[i] = code }
        }
        if r.recordsHits { r.hitUV[i] = HitCode.packUV(u, v) }
        return first ? .firstDrawn : .drawn
    }
}

extension Rasterizer {
    /// Bilinear texture lookup on premultiplied RGBA8 with two channels per 32-bit word
    /// (weights sum to 256, so no lane overflows). `u` and `v` must lie in 0…1; the texture's
    /// border then covers every neighbour, so no clamping is needed.
    @inline(__always)
    static func sample(_ t: UnsafePointer<UInt32>, _ w: Int32, _ h: Int32, _ stride: Int32, _ u: Float, _ v: Float) -> UInt32 {
        // Per sample, so unchecked: u·w·256 ≤ 2²² for textures up to 16384 texels a side.
        let fx = UncheckedConversion.texelPosition(u * Float(w) * 256), fy = UncheckedConversion.texelPosition(v * Float(h) * 256)
        return sample(t, stride: stride, fx: fx, fy: fy)
    }

    /// The bilinear lookup at texel position (fx, fy) in 24.8 fixed point, measured from the
    /// centre of texel (0, 0).
    @inline(__always)
    static func sample(_ t: UnsafePointer<UInt32>, stride: Int32, fx: Int32, fy: Int32) -> UInt32 {
        let ax = UInt32(fx & 255), ay = UInt32(fy & 255)
        let i = Int((fy >> 8) &* stride &+ (fx >> 8)), s = Int(stride)
        let p00 = t[i], p10 = t[i &+ 1], p01 = t[i &+ s], p11 = t[i &+ s &+ 1]
        // Inside a flat patch of texture (most samples of a magnified texture) the weighted
        // sum is exactly that texel, because the weights sum to 256.
        if p00 == p10 && p01 == p11 && p00 == p01 { return p00 }
        let w11 = (ax &* ay) >> 8, w10 = ax &- w11, w01 = ay &- w11, w00 = 256 &- ax &- ay &+ w11
        let m: UInt32 = 0x00FF_00FF
        let rb = ((p00 & m) &* w00 &+ (p10 & m) &* w10 &+ (p01 & m) &* w01 &+ (p11 & m) &* w11) >> 8 & m
        let ag = ((p00 >> 8 & m) &* w00 &+ (p10 >> 8 & m) &* w10 &+ (p01 >> 8 & m) &* w01 &+ (p11 >> 8 & m) &* w11) & ~m
        return rb | ag
    }

    /// Colour channels times a light factor in 0…1, rounded to nearest, alpha kept.
    @inline(__always)
    static func dimmed(_ t: UInt32, _ f: Float) -> UInt32 {
        dimmed(t, factor: dimFactor(f))
    }

    /// A light factor in 0…1 as ``dimmed(_:factor:)`` takes it: ⌊min(max(f, 0), 1)·2¹⁶ + ½⌋,
    /// with Swift.min and Swift.max's choices for NaN (0).
    ///
    /// Sixteen bits, not eight: with k/256 a channel c is off by up to c/512 before it is
    /// rounded, which turned the lit cube's face 1 blue from Listing 5.10's 44.52 into 44 and
    /// face 6 red from 1.48 into 2 (issue 36); with k/65536 it is off by at most 0.002.
    @inline(__always)
    static func dimFactor(_ f: Float) -> UInt32 {
        UncheckedConversion.floor(Swift.max(0, Swift.min(f, 1)) * 65536 + 0.5)
    }

    /// Colour channels times k/2¹⁶ for k in 0…2¹⁶, each rounded to nearest (light becomes
    /// 8 bits here: truncating left the grey-lit faces up to 1.4 levels dark, issue 36), alpha
    /// kept. A channel's product is at most 255·2¹⁶ + 2¹⁵ < 2³², and never above the channel
    /// (k ≤ 2¹⁶), so the texel stays premultiplied.
    @inline(__always)
    static func dimmed(_ t: UInt32, factor k: UInt32) -> UInt32 {
        let r = ((t & 0xFF) &* k &+ 0x8000) >> 16
        let g = ((t >> 8 & 0xFF) &* k &+ 0x8000) >> 16
        let b = ((t >> 16 & 0xFF) &* k &+ 0x8000) >> 16
        return r | g << 8 | b << 16 | t & 0xFF00_0000
    }

    /// ``dimmed(_:factor:)`` lane by lane.
    @inline(__always)
    static func dimmed(_ t: SIMD4<UInt32>, factors k: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let byte = SIMD4<UInt32>(repeating: 0xFF), half = SIMD4<UInt32>(repeating: 0x8000)
        let r = ((t & byte) &* k &+ half) &>> 16
        let g = ((t &>> 8 & byte) &* k &+ half) &>> 16
        let b = ((t &>> 16 & byte) &* k &+ half) &>> 16
        return r | g &<< 8 | b &<< 16 | t & 0xFF00_0000
    }

    /// Applies a light multiplier and an additive (specular) term to a premultiplied texel,
    /// keeping each colour channel at most alpha so the result stays premultiplied.
    @inline(__always)
    static func lit(_ t: UInt32, _ light: SIMD4<Float>, _ specular: SIMD4<Float>) -> UInt32 {
        let a = Float(t >> 24)
        let c = SIMD4<Float>(Float(t & 255), Float(t >> 8 & 255), Float(t >> 16 & 255), 0)
        var o = c * light + specular * a + 0.5
        o = o.replacing(with: 0, where: .!(o .>= 0))
        o = o.replacing(with: a, where: o .> a)
        let c8 = UncheckedConversion.floor(o)
        return c8.x | c8.y << 8 | c8.z << 16 | t & 0xFF00_0000
    }

    /// All four premultiplied channels times `f` in 0…1 (a layer's opacity before it is
    /// blended), each rounded to nearest as light is (``dimmed(_:factor:)``): k = ⌊f·256 + ½⌋
    /// and (c·k + 128) >> 8, two channels per word (255·256 + 128 < 2¹⁶, so no lane spills;
    /// rounding is monotonic, so no channel passes alpha).
    @inline(__always)
    static func scaled(_ t: UInt32, _ f: Float) -> UInt32 {
        let k = UncheckedConversion.floor(Swift.max(0, Swift.min(f, 1)) * 256 + 0.5)
        let m: UInt32 = 0x00FF_00FF, half: UInt32 = 0x0080_0080
        return ((t & m) &* k &+ half) >> 8 & m | ((t >> 8 & m) &* k &+ half) & ~m
    }

    /// Porter–Duff "over" on premultiplied colours: src + dst·(1 − αsrc), dividing by 255
    /// with the usual (x + 128 + (x + 128) >> 8) >> 8 rounding, two channels at a time.
    @inline(__always)
    static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        let f = 255 &- (src >> 24)
        let m: UInt32 = 0x00FF_00FF
        var rb = (dst & m) &* f &+ 0x0080_0080
        rb = (rb &+ (rb >> 8 & m)) >> 8 & m
        var ag = (dst >> 8 & m) &* f &+ 0x0080_0080
        ag = (ag &+ (ag >> 8 & m)) >> 8 & m
        // src ≤ its alpha per channel, so the sums stay within a byte.
        return (rb | ag << 8) &+ src
    }
}
