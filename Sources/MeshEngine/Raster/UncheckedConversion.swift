/// Float → integer conversions for the per-sample hot loops (texel lookup, light, hit record),
/// where the value is known to be in range: `Int32(_:)` checks the range on every call even
/// in release builds, which cost about a fifth of the fill rate once `-Ounchecked` was dropped
/// (README, Benchmarks). These give exactly the truncation `Int32(_:)` gives, for the ranges
/// stated, with plain float arithmetic and a bit cast ("magic number" rounding: adding 2²³ to
/// a float in 0…2²² leaves the nearest integer in the low mantissa bits).
enum UncheckedConversion {
    private static let magic: Float = 8_388_608

    /// ⌊y⌋ for 0 ≤ y ≤ 2²² (the same as `UInt32(y)`).
    @inline(__always)
    static func floor(_ y: Float) -> UInt32 {
        let big = y + magic
        let nearest = big.bitPattern & 0x7F_FFFF
        // Round-to-nearest may have gone up by one.
        return nearest &- ((big - magic) > y ? 1 : 0)
    }

    /// `Int32(v)` (truncation toward zero) for −2²² ≤ v ≤ 2²².
    @inline(__always)
    static func truncate(_ v: Float) -> Int32 {
        let f = Int32(bitPattern: floor(Swift.abs(v)))
        return v < 0 ? 0 &- f : f
    }

    /// ⌊y⌋ lane by lane for 0 ≤ y ≤ 2²² (the same as `UInt32(y)` per lane).
    @inline(__always)
    static func floor(_ y: SIMD4<Float>) -> SIMD4<UInt32> {
        let big = y + magic
        let nearest = unsafeBitCast(big, to: SIMD4<UInt32>.self) & 0x7F_FFFF
        return nearest &- SIMD4<UInt32>(repeating: 0).replacing(with: 1, where: (big - magic) .> y)
    }
}
