/// Float → integer conversions for the per-sample hot loops (texel lookup, light, hit record),
/// where the value is known to be in range: `Int32(_:)` checks the range on every call even
/// in release builds, which cost about a fifth of the fill rate once `-Ounchecked` was dropped
/// (README, Benchmarks). These give exactly the truncation `Int32(_:)` gives, for the ranges
/// stated, with plain float arithmetic and a bit cast ("magic number" rounding: adding 2²³ to
/// a float in 0…2²² leaves the nearest integer in the low mantissa bits).
enum UncheckedConversion {
    private static let magic: Float = 8_388_608

    /// ⌊y⌋ for 0 ≤ y ≤ 2²², −0 included (the same as `UInt32(y)`).
    @inline(__always)
    static func floor(_ y: Float) -> UInt32 {
        // −0 + 0 = +0: a negative zero would otherwise read as "below the integer".
        let y = y + 0
        let big = y + magic
        let nearest = big.bitPattern & 0x7F_FFFF
        // Round-to-nearest may have gone up by one: then y − nearest < 0, and its sign bit is
        // the correction (no branch: the sign is random from sample to sample).
        return nearest &- ((y - (big - magic)).bitPattern >> 31)
    }

    /// `Int32(v)` (truncation toward zero) for −2²² ≤ v ≤ 2²².
    @inline(__always)
    static func truncate(_ v: Float) -> Int32 {
        let f = Int32(bitPattern: floor(Swift.abs(v)))
        // All ones when v < 0: (f ^ s) − s negates without a branch.
        let s = Int32(bitPattern: v.bitPattern) >> 31
        return (f ^ s) &- s
    }

    /// `Int32(v)` lane by lane for −2²² ≤ v ≤ 2²² (``truncate(_:)`` four at a time).
    @inline(__always)
    static func truncate(_ v: SIMD4<Float>) -> SIMD4<Int32> {
        let bits = unsafeBitCast(v, to: SIMD4<UInt32>.self)
        let magnitude = unsafeBitCast(bits & 0x7FFF_FFFF, to: SIMD4<Float>.self)
        let f = unsafeBitCast(floor(magnitude), to: SIMD4<Int32>.self)
        let s = unsafeBitCast(bits, to: SIMD4<Int32>.self) &>> 31
        return (f ^ s) &- s
    }

    /// ⌊y⌋ lane by lane for 0 ≤ y ≤ 2²² (the same as `UInt32(y)` per lane).
    @inline(__always)
    static func floor(_ y: SIMD4<Float>) -> SIMD4<UInt32> {
        let y = y + 0
        let big = y + magic
        let nearest = unsafeBitCast(big, to: SIMD4<UInt32>.self) & 0x7F_FFFF
        return nearest &- unsafeBitCast(y - (big - magic), to: SIMD4<UInt32>.self) &>> 31
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
