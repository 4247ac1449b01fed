extension Rasterizer {
    /// Shades one sample: depth test (nearest wins, ties go to the later draw so coplanar
    /// layers stack in scene order, as in Core Animation), `from` outside the unit square
    /// transparent (as BCMeshTransformView's fragment shader), bilinear texel, light, opacity,
    /// then replace (opaque) or blend "over" without writing depth (translucent).
    @inline(__always)
    mutating func shade<S: FragmentSource>(index i: Int, k: Int, x: Int, y: Int, source: S,
                                           surface: Surface, face: Int32, triangle: Int32) {
        let z = source.depth(k)
        if !(z >= depth[i]) { return }
        var u: Float = 0, v: Float = 0
        var light = SIMD4<Float>(repeating: 1), specular = SIMD4<Float>()
        source.attributes(k, x: x, y: y, u: &u, v: &v, light: &light, specular: &specular)
        guard u >= 0, u <= 1, v >= 0, v <= 1 else { return }
        var texel = surface.uniformTexel ?? Rasterizer.sample(surface, u, v)
        if texel >> 24 == 0 { return }
        switch surface.shade {
        case .none: break
        case .gray: texel = Rasterizer.lit(texel, light, .zero)
        case .color: texel = Rasterizer.lit(texel, light, specular)
        }
        if surface.blends {
            if surface.opacity < 1 { texel = Rasterizer.scaled(texel, surface.opacity) }
            color[i] = Rasterizer.over(texel, color[i])
        } else {
            color[i] = texel
            depth[i] = z
        }
        hitFace[i] = surface.faceBase &+ face
        hitSample[i] = HitSample(u: u, v: v, z: z, triangle: triangle)
        fragments &+= 1
    }

    /// Bilinear texture lookup with clamp-to-edge, on premultiplied RGBA8 with two channels
    /// per 32-bit word (weights sum to 256, so no lane overflows).
    @inline(__always)
    static func sample(_ s: Surface, _ u: Float, _ v: Float) -> UInt32 {
        let w = s.textureWidth, h = s.textureHeight
        let fx = Int32(u * Float(w) * 256 - 128), fy = Int32(v * Float(h) * 256 - 128)
        let ax = UInt32(fx & 255), ay = UInt32(fy & 255)
        var x0 = fx >> 8, y0 = fy >> 8
        var x1 = x0 &+ 1, y1 = y0 &+ 1
        x0 = Swift.min(Swift.max(x0, 0), w &- 1)
        x1 = Swift.min(Swift.max(x1, 0), w &- 1)
        y0 = Swift.min(Swift.max(y0, 0), h &- 1)
        y1 = Swift.min(Swift.max(y1, 0), h &- 1)
        let t = s.texels
        let r0 = Int(y0 &* w), r1 = Int(y1 &* w)
        let p00 = t[r0 &+ Int(x0)], p10 = t[r0 &+ Int(x1)], p01 = t[r1 &+ Int(x0)], p11 = t[r1 &+ Int(x1)]
        let w11 = (ax &* ay) >> 8, w10 = ax &- w11, w01 = ay &- w11, w00 = 256 &- ax &- ay &+ w11
        let m: UInt32 = 0x00FF_00FF
        let rb = ((p00 & m) &* w00 &+ (p10 & m) &* w10 &+ (p01 & m) &* w01 &+ (p11 & m) &* w11) >> 8 & m
        let ag = ((p00 >> 8 & m) &* w00 &+ (p10 >> 8 & m) &* w10 &+ (p01 >> 8 & m) &* w01 &+ (p11 >> 8 & m) &* w11) & ~m
        return rb | ag
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
        return UInt32(o.x) | UInt32(o.y) << 8 | UInt32(o.z) << 16 | t & 0xFF00_0000
    }

    /// All four premultiplied channels times `f` in 0…1.
    @inline(__always)
    static func scaled(_ t: UInt32, _ f: Float) -> UInt32 {
        let k = UInt32(Swift.max(0, Swift.min(f, 1)) * 256)
        let m: UInt32 = 0x00FF_00FF
        return ((t & m) &* k) >> 8 & m | ((t >> 8 & m) &* k) & ~m
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
