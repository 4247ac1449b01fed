/// One triangle corner as the rasterizer sees it: position snapped to the sample grid with
/// 8 sub-sample bits, and every attribute already divided by w, so that all of them are
/// affine in screen space (perspective-correct interpolation, as in tinyrenderer's
/// "linear interpolation with perspective deformations").
struct RasterVertex {
    /// Sample coordinates in 24.8 fixed point.
    var x: Int64
    var y: Int64
    /// Normalised depth z/w: larger is nearer.
    var z: Float
    /// 1/w.
    var q: Float
    /// `from` divided by w.
    var u: Float
    var v: Float
    /// Light multiplier (r, g, b, unused) divided by w.
    var light: SIMD4<Float>
    /// Additive specular light (r, g, b, unused) divided by w.
    var specular: SIMD4<Float>
}

/// How a layer's fragments are lit: no light at all, one grey multiplier (at most 1 in
/// `grayUnit`, BCMeshTransformView's case, done in integer arithmetic), or colour multiplier
/// plus additive specular. Chosen per layer so the common cases stay cheap.
enum ShadeMode: UInt8 {
    case none, grayUnit, gray, color
}

/// Everything the rasterizer needs to know about the layer a triangle belongs to.
struct Surface {
    /// Premultiplied RGBA texel (0, 0), row-major from the top, with a one-texel border
    /// around (see ``CachedTexture``).
    var texels: UnsafePointer<UInt32>
    var textureWidth: Int32
    var textureHeight: Int32
    var textureStride: Int32
    /// When every texel is the same, that texel (sampling is skipped).
    var uniformTexel: UInt32?
    /// Layer opacity in 0…1.
    var opacity: Float
    var shade: ShadeMode
    /// Cull triangles whose screen winding shows their back (`doubleSided == false`).
    var cullBack: Bool
    /// Whether fragments blend "over" instead of replacing (translucent layers).
    var blends: Bool
    /// Added to the subdivided face index to make the face ID stored per sample.
    var faceBase: Int32
}

/// The corners of a quad for the exact bilinear mode: screen positions in samples, `from`
/// and lighting per corner, in face order (TL, TR, BR, BL for an undisturbed grid).
struct QuadPatch {
    var x: SIMD4<Float>
    var y: SIMD4<Float>
    var u: SIMD4<Float>
    var v: SIMD4<Float>
    var light: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)
    var specular: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)
}

/// The hit buffers' packing. Per covered sample the renderer keeps a code (face ID, triangle
/// of its quad, whether the top fragment is translucent) and `from` as two 16-bit fractions;
/// depth comes from the depth buffer, or from a side buffer written only by translucent
/// fragments. 8 bytes per sample instead of a full record keeps fill rate up.
enum HitCode {
    /// Set when the fragment on top is translucent (its depth is in the side buffer).
    static let translucent: Int32 = 1 << 30

    @inline(__always)
    static func make(face: Int32, triangle: Int32) -> Int32 { face &<< 2 | triangle }
    @inline(__always)
    static func face(_ code: Int32) -> Int { Int((code & ~translucent) >> 2) }
    @inline(__always)
    static func triangle(_ code: Int32) -> Int { Int(code & 3) }

    /// `from` in 0…1 as two 16-bit fractions (per sample: unchecked conversion, in range by the precondition).
    @inline(__always)
    static func packUV(_ u: Float, _ v: Float) -> UInt32 {
        UncheckedConversion.floor(u * 65535 + 0.5) | UncheckedConversion.floor(v * 65535 + 0.5) << 16
    }
    static func unpackUV(_ p: UInt32) -> Point2D { Point2D(Double(p & 0xFFFF) / 65535, Double(p >> 16) / 65535) }
}
