import Foundation
import MeshEngine
import Testing
@testable import MeshIO

/// Decoded images are capped by ``ImageFile/maxPixels``, checked against the header before
/// anything is allocated.
@Suite struct ImageBudgetTests {
    /// CRC-32 (ISO 3309, as PNG chunks use it).
    static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            crc ^= UInt32(b)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// A real small PNG whose IHDR claims `width`×`height` (with a correct CRC).
    static func png(claiming width: UInt32, _ height: UInt32) throws -> Data {
        var bytes = [UInt8](try PNGCodec.encode(Image(width: 2, height: 2)))
        for (k, v) in [width, height].enumerated() {
            for j in 0..<4 { bytes[16 + 4 * k + j] = UInt8(truncatingIfNeeded: v >> (24 - 8 * UInt32(j))) }
        }
        let crc = crc32(bytes[12..<29])
        for j in 0..<4 { bytes[29 + j] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(j))) }
        return Data(bytes)
    }

    @Test func aSmallPNGDeclaringAHugeImageIsRefusedBeforeDecoding() throws {
        let data = try Self.png(claiming: 16_384, 16_384)
        #expect(data.count < 32_000)
        #expect(throws: ImageFileError.unsupported(path: "big.png", detail:
            "PNG size 16384×16384 is 268435456 pixels, over the budget of 16777216 (4096×4096)")) {
            try ImageFile.decode(data, path: "big.png")
        }
    }

    @Test func aPPMDeclaringAHugeImageIsRefusedBeforeDecoding() {
        let data = Data("P3 8192 8192 255\n0 0 0\n".utf8)
        #expect(throws: ImageFileError.unsupported(path: "big.ppm", detail:
            "PPM size 8192×8192 is 67108864 pixels, over the budget of 16777216 (4096×4096)")) {
            try ImageFile.decode(data, path: "big.ppm")
        }
    }

    @Test func anImageAtTheBudgetStillDecodesItsHeader() throws {
        // 4096×4096 is allowed: the (tiny) data then ends early, which is the error.
        let data = try Self.png(claiming: 4096, 4096)
        #expect(throws: ImageFileError.self) { try ImageFile.decode(data, path: "edge.png") }
        do { _ = try ImageFile.decode(data, path: "edge.png") } catch {
            #expect(!"\(error)".contains("budget"))
        }
    }
}
