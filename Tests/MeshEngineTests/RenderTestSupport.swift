import Foundation
import Testing
@testable import MeshEngine

/// Small helpers for the renderer tests: binary PPM (P6) reading and writing, golden-image
/// comparison with re-recording on request, and test scenes.
enum RenderTestSupport {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// P6 bytes of the image's RGB channels (alpha dropped).
    static func ppm(_ image: Image) -> Data {
        var d = Data("P6\n\(image.width) \(image.height)\n255\n".utf8)
        d.reserveCapacity(d.count + image.width * image.height * 3)
        for p in image.pixels {
            d.append(UInt8(p & 255)); d.append(UInt8(p >> 8 & 255)); d.append(UInt8(p >> 16 & 255))
        }
        return d
    }

    /// Parses a P6 file with maxval 255 into an opaque image; nil when malformed.
    static func image(ppm d: Data) -> Image? {
        let bytes = [UInt8](d)
        var fields: [String] = []
        var i = 0
        while fields.count < 4 && i < bytes.count {
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
            var s = ""
            while i < bytes.count, !(bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09) {
                s.append(Character(UnicodeScalar(bytes[i]))); i += 1
            }
            fields.append(s)
        }
        i += 1
        guard fields.count == 4, fields[0] == "P6", let w = Int(fields[1]), let h = Int(fields[2]), fields[3] == "255",
              bytes.count - i >= w * h * 3 else { return nil }
        var pixels = [UInt32](repeating: 0, count: w * h)
        for k in 0..<(w * h) {
            let r = UInt32(bytes[i + 3 * k]), g = UInt32(bytes[i + 3 * k + 1]), b = UInt32(bytes[i + 3 * k + 2])
            pixels[k] = r | g << 8 | b << 16 | 0xFF00_0000
        }
        return Image(width: w, height: h, pixels: pixels)
    }

    /// Compares `image` with the fixture `name`.ppm: equal within `tolerance` per channel.
    /// With MESHPLAY_RECORD=1 the fixture is rewritten and the test fails, so a recording is
    /// never mistaken for a pass.
    static func expectMatchesFixture(_ image: Image, named name: String, tolerance: Int = 1,
                                     sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = fixtures.appendingPathComponent(name + ".ppm")
        if ProcessInfo.processInfo.environment["MESHPLAY_RECORD"] == "1" {
            try ppm(image).write(to: url)
            Issue.record("recorded \(url.path); run again without MESHPLAY_RECORD", sourceLocation: sourceLocation)
            return
        }
        let data = try Data(contentsOf: url)
        let expected = try #require(RenderTestSupport.image(ppm: data), sourceLocation: sourceLocation)
        #expect(expected.width == image.width && expected.height == image.height, sourceLocation: sourceLocation)
        guard expected.width == image.width, expected.height == image.height else { return }
        var worst = 0, differing = 0
        for (a, b) in zip(expected.pixels, image.pixels) {
            var d = 0
            for shift in [UInt32(0), 8, 16] {
                let x = Int((a >> shift) & 255), y = Int((b >> shift) & 255)
                d = max(d, abs(x - y))
            }
            worst = max(worst, d)
            if d > tolerance { differing += 1 }
        }
        #expect(differing == 0, "\(differing) pixels differ by more than \(tolerance) (worst \(worst))", sourceLocation: sourceLocation)
    }

    /// Writes the image to /tmp when MESHPLAY_DUMP is set, for looking at renders by eye.
    static func dump(_ image: Image, _ name: String) {
        guard ProcessInfo.processInfo.environment["MESHPLAY_DUMP"] != nil else { return }
        try? ppm(image).write(to: URL(fileURLWithPath: "/tmp/meshplay-\(name).ppm"))
    }

    /// A deterministic test texture: a checkerboard of `n×n` cells in two colours with a
    /// coloured border row, so orientation is visible.
    static func checker(_ size: Int, cells n: Int, _ a: Color, _ b: Color) -> Texture {
        var t = Texture(width: size, height: size, fill: a)
        for y in 0..<size {
            for x in 0..<size where ((x * n / size) + (y * n / size)) % 2 == 1 { t[x, y] = b }
        }
        return t
    }

    /// Mean absolute RGB difference between an image and the other one mirrored left–right.
    static func mirrorDifference(_ a: Image, _ b: Image) -> Double {
        var sum = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixels[y * a.width + x], q = b.pixels[y * b.width + (b.width - 1 - x)]
                for c in 0..<3 { sum += abs(Int(p >> (c * 8) & 255) - Int(q >> (c * 8) & 255)) }
            }
        }
        return Double(sum) / Double(a.width * a.height * 3)
    }

    /// Sample coordinates in 24.8 fixed point as a raster vertex with no attributes.
    static func vertex(_ x: Double, _ y: Double) -> RasterVertex {
        RasterVertex(x: Int64((x * 256).rounded()), y: Int64((y * 256).rounded()), z: 0, q: 1, u: 0.5, v: 0.5,
                     light: SIMD4(1, 1, 1, 0), specular: .zero)
    }
}
