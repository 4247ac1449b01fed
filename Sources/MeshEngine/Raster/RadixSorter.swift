/// LSD radix sort of float keys with indices (Herf, "Radix Tricks"): each key is flipped to
/// an unsigned integer with the same order (all bits flipped for negatives, the sign bit for
/// the rest), then three passes of 11 bits, with all three histograms counted in one read.
/// Stable; buffers are kept between frames.
final class RadixSorter {
    private let keys = ScratchBuffer<UInt32>()
    private let keysB = ScratchBuffer<UInt32>()
    private let values = ScratchBuffer<Int32>()
    private let valuesB = ScratchBuffer<Int32>()
    private let histogram = ScratchBuffer<Int>()

    /// The order-preserving map from Float bits to UInt32 (NaN sorts after +∞ or before −∞).
    @inline(__always)
    static func flip(_ f: Float) -> UInt32 {
        let b = f.bitPattern
        return b & 0x8000_0000 != 0 ? ~b : b | 0x8000_0000
    }

    /// Sorts indices 0..<count by `key(i)` ascending; returns a pointer to the sorted indices
    /// (valid until the next call).
    func sort(count n: Int, key: (Int) -> Float) -> UnsafePointer<Int32> {
        keys.reserve(n); keysB.reserve(n); values.reserve(n); valuesB.reserve(n)
        histogram.reserve(3 * 2048)
        let h = histogram.pointer
        h.update(repeating: 0, count: 3 * 2048)
        var k = keys.pointer, kb = keysB.pointer, v = values.pointer, vb = valuesB.pointer
        for i in 0..<n {
            let f = RadixSorter.flip(key(i))
            k[i] = f
            v[i] = Int32(truncatingIfNeeded: i)
            h[Int(f & 0x7FF)] += 1
            h[2048 + Int(f >> 11 & 0x7FF)] += 1
            h[4096 + Int(f >> 22)] += 1
        }
        for pass in 0..<3 {
            let base = pass * 2048
            var sum = 0
            for b in 0..<2048 {
                let c = h[base + b]
                h[base + b] = sum
                sum += c
            }
            let shift = UInt32(pass * 11)
            for i in 0..<n {
                let f = k[i]
                let slot = base + Int(f >> shift & 0x7FF)
                let d = h[slot]
                h[slot] = d + 1
                kb[d] = f
                vb[d] = v[i]
            }
            swap(&k, &kb)
            swap(&v, &vb)
        }
        return UnsafePointer(v)
    }
}
