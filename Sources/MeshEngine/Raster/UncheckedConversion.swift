/// Float → integer conversions for the per-sample hot loops (texel lookup, light, hit record),
/// where the value is known to be in range: `Int32(_:)` checks the range on every call even
/// in release builds, which cost about a fifth of the fill rate once `-Ounchecked` was dropped
/// (README, Benchmarks). For the ranges stated these give exactly what the checked conversion
/// named in each gives, with plain float arithmetic and a bit cast ("magic number" rounding:
/// adding 2²³ to a float in 0…2²² leaves the nearest integer in the low mantissa bits).
enum UncheckedConversion {
    private static let magic: Float = 8_388_608

    /// ⌊y⌋ for 0 ≤ y ≤ 2²², −0 included (the same as `UInt32(y)`).
    @inline(__always)
    static func floor(_ y: Float) -> UInt32 {
        let big = y + magic
        let nearest = big.bitPattern & 0x7F_FFFF
        // Round-to-nearest may have gone up by one: then y is below the integer it rounded
        // to (big − magic, exact). −0 is not below +0, so it gives 0.
        return nearest &- (y < big - magic ? 1 : 0)
    }

    /// ⌊y⌋ lane by lane for 0 ≤ y ≤ 2²² (the same as `UInt32(y)` per lane).
    @inline(__always)
    static func floor(_ y: SIMD4<Float>) -> SIMD4<UInt32> {
        let big = y + magic
        let nearest = unsafeBitCast(big, to: SIMD4<UInt32>.self) & 0x7F_FFFF
        // A lane of the comparison's mask is all ones (−1) where rounding went up.
        return nearest &+ unsafeBitCast(y .< big - magic, to: SIMD4<UInt32>.self)
    }

    /// A texel position in 24.8 fixed point, measured from the centre of texel 0, for `t`
    /// = the coordinate (0…1) times the texture's size times 256, 0 ≤ t ≤ 2²²: ⌊t⌋ − 128.
    ///
    /// `Int32(t − 128)` rounds toward zero, that is up for t < 128 (within half a texel of
    /// the texture's first column or row); ⌊t⌋ − 128 is then one less, which moves the
    /// bilinear weight by 1/256 between that column and the border column outside it. The
    /// border repeats the edge (``CachedTexture``), so the two weights multiply the same
    /// texels and the sum is the same integer: the same picture, without the sign handling
    /// truncation needs. For t ≥ 128, t − 128 is exact and both are ⌊t⌋ − 128.
    @inline(__always)
    static func texelPosition(_ t: Float) -> Int32 {
        Int32(bitPattern: floor(t)) &- 128
    }

    /// ``texelPosition(_:)`` lane by lane.
    @inline(__always)
    static func texelPosition(_ t: SIMD4<Float>) -> SIMD4<Int32> {
        unsafeBitCast(floor(t), to: SIMD4<Int32>.self) &- 128
    }
}

extension UncheckedConversion {
    /// `Int64(t + (t < 0 ? -0.5 : 0.5))` lane by lane (rounding half away from zero, as the
    /// projection snaps to 24.8) for |t| < 2⁵¹, which the guard band assures (|t| ≤ 2²⁸):
    /// the two checked conversions cost 36 instructions per vertex, with the spills they
    /// forced (subdiv-25x3: 34.1 → 32.7 M instructions per frame). −(|t| + ½) is what
    /// t − ½ rounds to for t < 0, so the magnitude is rounded once and the sign put back.
    @inline(__always)
    static func roundedAwayFromZero(_ t: SIMD2<Double>) -> SIMD2<Int64> {
        let two52 = 4_503_599_627_370_496.0
        let bits = unsafeBitCast(t, to: SIMD2<UInt64>.self)
        let a = unsafeBitCast(bits & 0x7FFF_FFFF_FFFF_FFFF, to: SIMD2<Double>.self) + 0.5
        // a + 2⁵² lands on the integer nearest a (0 ≤ a < 2⁵²), found in its low mantissa
        // bits; a minus that integer is exact, and its sign says whether it went up by one.
        let big = a + two52
        let nearest = unsafeBitCast(big, to: SIMD2<UInt64>.self) &- two52.bitPattern
        let above = unsafeBitCast(a - (big - two52), to: SIMD2<UInt64>.self) &>> 63
        let magnitude = unsafeBitCast(nearest &- above, to: SIMD2<Int64>.self)
        // All ones where t's sign bit is set: (m ^ s) − s negates there.
        let s = 0 &- unsafeBitCast(bits &>> 63, to: SIMD2<Int64>.self)
        return (magnitude ^ s) &- s
    }
}
