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

    @Test func truncateEqualsTheCheckedConversion() {
        for y in Self.values {
            #expect(UncheckedConversion.truncate(y) == Int32(y), "\(y)")
            #expect(UncheckedConversion.truncate(-y) == Int32(-y), "\(-y)")
        }
    }
}
