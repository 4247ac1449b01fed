import Foundation
import MeshEngine
import Testing
@testable import MeshIO

struct PNGCodecTests {
    @Test(arguments: [(1, 1), (3, 2), (17, 9), (64, 40)])
    func pngRoundTripKeepsEveryPixelAndAlpha(width: Int, height: Int) throws {
        let image = TestImages.gradient(width: width, height: height)
        let data = try PNGCodec.encode(image)
        #expect(PNGCodec.matches(data))
        #expect(try PNGCodec.decode(data) == image)
    }

    @Test func encodingAnEmptyImageIsAnError() {
        #expect(throws: ImageFileError.unwritable(path: "<memory>", reason: "a PNG needs at least one pixel; the image is 0×3")) {
            try PNGCodec.encode(Image(width: 0, height: 3))
        }
    }

    @Test func missingSignatureIsABadHeader() {
        let data = Data("GIF89a this is not a png at all, honest".utf8)
        #expect(throws: ImageFileError.badHeader(path: "x.png", detail: "the PNG signature is missing")) {
            try PNGCodec.decode(data, path: "x.png")
        }
    }

    @Test func fileShorterThanTheSignatureIsTruncated() {
        #expect(throws: ImageFileError.truncated(path: "x.png", detail: "4 bytes is shorter than the 8-byte PNG signature")) {
            try PNGCodec.decode(Data([0x89, 0x50, 0x4E, 0x47]), path: "x.png")
        }
    }

    @Test(arguments: [0.1, 0.5, 0.9])
    func cutOffPngIsReportedAsTruncated(fraction: Double) throws {
        let data = try PNGCodec.encode(TestImages.gradient(width: 40, height: 30))
        let cut = data.prefix(max(34, Int(Double(data.count) * fraction)))
        do {
            _ = try PNGCodec.decode(cut, path: "cut.png")
            Issue.record("a PNG cut to \(cut.count) of \(data.count) bytes decoded")
        } catch {
            guard case .truncated(path: "cut.png", _) = error else {
                Issue.record("expected truncated, got \(error)")
                return
            }
        }
    }

    @Test func corruptCompressedDataIsReportedAsDamaged() throws {
        var data = try PNGCodec.encode(TestImages.gradient(width: 40, height: 30))
        // Flip bytes in the middle of IDAT, keeping the file's length.
        for i in (data.count / 2)..<(data.count / 2 + 16) { data[i] ^= 0x5A }
        #expect(throws: ImageFileError.self) { try PNGCodec.decode(data, path: "bad.png") }
    }
}
