import Testing
@testable import MeshEngine

/// The hot loops' unchecked conversions must give exactly what the checked ones give.
struct UncheckedConversionTests {
    /// Values around every integer and half-integer up to 70,000, plus large ones near 2²².
    static let values: [Float] = {
        var out: [Float] = [-0.0, 0, 0.25, 0.5, 0.75, 1, 4_194_303.5, 4_194_304, 3_000_000.7]
        for i in stride(from: 0, through: 70_000, by: 7) {
            let x = Float(i)
            out += [x, x.nextUp, x.nextDown, x + 0.5, (x + 0.5).nextUp, (x + 0.5).nextDown, x + 0.999]
        }
        return out.filter { $0 >= 0 }  // keeps −0
    }()

    @Test func floorEqualsTheCheckedConversion() {
        for y in Self.values { #expect(UncheckedConversion.floor(y) == UInt32(y), "\(y)") }
        for i in stride(from: 0, to: Self.values.count - 3, by: 4) {
            let y = SIMD4(Self.values[i], Self.values[i + 1], Self.values[i + 2], Self.values[i + 3])
            #expect(UncheckedConversion.floor(y) == SIMD4(UInt32(y.x), UInt32(y.y), UInt32(y.z), UInt32(y.w)), "\(y)")
        }
    }

    @Test func texelPositionIsTheFloorLessHalfATexel() {
        for t in Self.values.filter({ $0 <= 4_194_304 }) {
            #expect(UncheckedConversion.texelPosition(t) == Int32(t.rounded(.down)) - 128, "\(t)")
        }
        for i in stride(from: 0, to: Self.values.count - 3, by: 4) {
            let t = SIMD4(Self.values[i], Self.values[i + 1], Self.values[i + 2], Self.values[i + 3])
            let lanes = SIMD4(UncheckedConversion.texelPosition(t.x), UncheckedConversion.texelPosition(t.y),
                              UncheckedConversion.texelPosition(t.z), UncheckedConversion.texelPosition(t.w))
            #expect(UncheckedConversion.texelPosition(t) == lanes, "\(t)")
        }
    }

    /// Within half a texel of the first column or row, ⌊t⌋ − 128 is one less than the
    /// truncation of t − 128 the lookup used before; the border repeats the edge, so every
    /// bilinear lookup gives the same texel value as with the truncation.
    @Test func bilinearLookupIsTheSameAsWithTruncation() {
        let w = 5, h = 4
        var seed: UInt32 = 12345
        let pixels = (0..<(w * h)).map { _ -> UInt32 in
            seed = seed &* 1_664_525 &+ 1_013_904_223
            return seed | 0x8000_0000
        }
        let texture = CachedTexture(content: .image(Texture(width: w, height: h, pixels: pixels)),
                                    texture: Texture(width: w, height: h, pixels: pixels))
        var coordinates: [Float] = [0, -0.0, 1, 0.5]
        for i in 0...300 {
            let near = Float(i) / 300 / Float(w)
            coordinates += [near, near.nextUp, 1 - near, (1 - near).nextDown]
        }
        for u in coordinates where u >= 0 && u <= 1 {
            for v in coordinates where v >= 0 && v <= 1 {
                let old = Rasterizer.sample(texture.origin, stride: Int32(texture.stride),
                                            fx: Int32(u * Float(w) * 256 - 128), fy: Int32(v * Float(h) * 256 - 128))
                let new = Rasterizer.sample(texture.origin, Int32(w), Int32(h), Int32(texture.stride), u, v)
                #expect(new == old, "u \(u), v \(v)")
            }
        }
    }
}
