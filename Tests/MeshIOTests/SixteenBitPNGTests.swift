import Foundation
import MeshEngine
import Testing
@testable import MeshIO

/// 16-bit PNGs read as their 8-bit counterparts do: sRGB unless a gAMA or sRGB chunk says
/// otherwise (libpng's simplified API would otherwise take them as linear light and wash
/// them out: (20, 20, 128) came back as (79, 79, 186)).
@Suite struct SixteenBitPNGTests {
    /// PNG colour types (the IHDR byte).
    enum ColorType: UInt8, CaseIterable, CustomTestStringConvertible {
        case grey = 0, rgb = 2, greyAlpha = 4, rgba = 6
        var channels: Int { [.grey: 1, .rgb: 3, .greyAlpha: 2, .rgba: 4][self]! }
        var testDescription: String { "\(self)" }
    }

    /// A 16-bit PNG of `width`×`height` pixels all holding `sample` (one 16-bit value per
    /// channel), with a gAMA chunk of `gamma` (× 100000) or an sRGB chunk when asked. Written
    /// by hand, as libpng's own writer always adds gamma information.
    static func png(_ type: ColorType, sample: [UInt16], width: Int = 3, height: Int = 2,
                    gamma: UInt32? = nil, sRGB: Bool = false) -> Data {
        func be32(_ v: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: v >> (24 - 8 * UInt32($0))) } }
        func chunk(_ name: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(name.utf8) + data
            return be32(UInt32(data.count)) + body + be32(ImageBudgetTests.crc32(body))
        }
        var raw: [UInt8] = []
        for _ in 0..<height {
            raw.append(0)  // filter: none
            for _ in 0..<width { for v in sample { raw += [UInt8(v >> 8), UInt8(v & 0xFF)] } }
        }
        // zlib with one stored (uncompressed) deflate block, then the Adler-32 of the data.
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        let length = UInt16(raw.count)
        let zlib = [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            + raw + be32(b << 16 | a)
        var bytes = PNGCodec.signature
        bytes += chunk("IHDR", be32(UInt32(width)) + be32(UInt32(height)) + [16, type.rawValue, 0, 0, 0])
        if let gamma { bytes += chunk("gAMA", be32(gamma)) }
        if sRGB { bytes += chunk("sRGB", [0]) }
        bytes += chunk("IDAT", zlib) + chunk("IEND", [])
        return Data(bytes)
    }

    /// Each 8-bit value as the 16-bit sample that stands for it exactly (v × 257).
    static func wide(_ values: [UInt8]) -> [UInt16] { values.map { UInt16($0) * 257 } }

    static func rgba(_ pixel: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: pixel >> (8 * $0)) } }

    @Test(arguments: [
        (ColorType.rgb, [20, 20, 128], [20, 20, 128, 255]),
        (ColorType.rgba, [20, 200, 128, 128], [20, 200, 128, 128]),
        (ColorType.grey, [100], [100, 100, 100, 255]),
        (ColorType.greyAlpha, [60, 200], [60, 60, 60, 200]),
    ] as [(ColorType, [UInt8], [UInt8])])
    func sixteenBitWithoutColourSpaceChunksKeepsItsValues(type: ColorType, sample: [UInt8], expected: [UInt8]) throws {
        let image = try PNGCodec.decode(Self.png(type, sample: Self.wide(sample)), path: "wide.png")
        #expect(image.width == 3 && image.height == 2)
        #expect(Set(image.pixels).count == 1)
        #expect(Self.rgba(image.pixels[0]) == expected)
    }

    @Test func sixteenBitWithAnSRGBChunkKeepsItsValues() throws {
        let image = try PNGCodec.decode(Self.png(.rgb, sample: Self.wide([20, 20, 128]), sRGB: true))
        #expect(Self.rgba(image.pixels[0]) == [20, 20, 128, 255])
    }

    /// gAMA 1.0 says the samples are linear light: half intensity becomes sRGB 186 by libpng's
    /// tables (187.5 exactly), as before the fix.
    @Test func sixteenBitMarkedLinearIsStillConvertedToSRGB() throws {
        let image = try PNGCodec.decode(Self.png(.grey, sample: [32768], gamma: 100_000))
        #expect(Self.rgba(image.pixels[0]) == [186, 186, 186, 255])
    }

    /// gAMA 1/2.2, what most editors write for sRGB, leaves the values as they are.
    @Test func sixteenBitWithGammaOfSRGBKeepsItsValues() throws {
        let image = try PNGCodec.decode(Self.png(.grey, sample: Self.wide([7]), width: 1, height: 1, gamma: 45455))
        #expect(Self.rgba(image.pixels[0]) == [7, 7, 7, 255])
    }
}
