import Foundation
import MeshEngine
import Testing
@testable import MeshIO

struct PPMCodecTests {
    @Test func ppmRoundTripKeepsOpaquePixels() throws {
        let image = TestImages.gradient(width: 13, height: 7, opaque: true)
        let data = PPMCodec.encode(image)
        #expect(data.starts(with: Data("P6\n13 7\n255\n".utf8)))
        #expect(data.count == "P6\n13 7\n255\n".utf8.count + 13 * 7 * 3)
        #expect(try PPMCodec.decode(data) == image)
    }

    @Test func encodingDropsAlpha() throws {
        var image = Image(width: 1, height: 1)
        image[0, 0] = Color(r: 10, g: 20, b: 30, a: 40)
        #expect(try PPMCodec.decode(PPMCodec.encode(image))[0, 0] == Color(r: 10, g: 20, b: 30))
    }

    @Test func plainP3WithCommentsAndSmallMaxvalDecodes() throws {
        let text = "P3 # a comment\n2 1\n# another\n15\n15 0 0   0 15 7\n"
        let image = try PPMCodec.decode(Data(text.utf8))
        #expect(image.width == 2 && image.height == 1)
        #expect(image[0, 0] == Color(r: 255, g: 0, b: 0))
        #expect(image[1, 0] == Color(r: 0, g: 255, b: 119))
    }

    @Test func sixteenBitP6IsScaledToEightBits() throws {
        var data = Data("P6 1 1 65535\n".utf8)
        data.append(contentsOf: [0xFF, 0xFF, 0x80, 0x00, 0x00, 0x00])
        #expect(try PPMCodec.decode(data)[0, 0] == Color(r: 255, g: 128, b: 0))
    }

    struct BadCase: CustomTestStringConvertible, Sendable {
        let name: String
        let bytes: String
        let error: ImageFileError
        var testDescription: String { name }
    }

    static let badCases: [BadCase] = [
        BadCase(name: "empty", bytes: "", error: .truncated(path: "t.ppm", detail: "0 bytes is too short for a PPM magic number")),
        BadCase(name: "not a ppm", bytes: "hello", error: .badHeader(path: "t.ppm", detail: "expected the magic number P6 or P3 at the start of the file")),
        BadCase(name: "greymap", bytes: "P5 1 1 255\n\0", error: .unsupported(path: "t.ppm", detail: "P5 is a PGM greymap; meshplay reads PPM (P6, P3)")),
        BadCase(name: "header cut", bytes: "P6 4 ", error: .truncated(path: "t.ppm", detail: "the header ends before the height")),
        BadCase(name: "letters for width", bytes: "P6 x 4 255\n", error: .badHeader(path: "t.ppm", detail: "expected the width at byte 3, found 'x'")),
        BadCase(name: "maxval zero", bytes: "P6 1 1 0\n", error: .badHeader(path: "t.ppm", detail: "maxval 0 is outside 1…65535")),
        BadCase(name: "no pixels", bytes: "P6 0 1 255\n", error: .badHeader(path: "t.ppm", detail: "PPM size 0×1 has no pixels")),
        BadCase(name: "huge", bytes: "P6 100000 2 255\n", error: .unsupported(path: "t.ppm", detail: "PPM size 100000×2 exceeds the 16384-pixel limit per side")),
        BadCase(name: "raster cut", bytes: "P6 2 2 255\nabcdefgh", error: .truncated(path: "t.ppm", detail: "expected 12 bytes of pixel data, found 8")),
        BadCase(name: "p3 short", bytes: "P3 1 1 255 1 2", error: .truncated(path: "t.ppm", detail: "expected 3 samples, found 2")),
        BadCase(name: "p3 over maxval", bytes: "P3 1 1 9 1 2 10", error: .badData(path: "t.ppm", detail: "sample 2 is 10, above maxval 9")),
    ]

    @Test(arguments: badCases)
    func malformedPpmGivesAPreciseError(_ bad: BadCase) {
        #expect(throws: bad.error) { try PPMCodec.decode(Data(bad.bytes.utf8), path: "t.ppm") }
    }

    @Test func errorMessagesNameTheFile() {
        let error = ImageFileError.truncated(path: "t.ppm", detail: "expected 12 bytes of pixel data, found 8")
        #expect(error.description == "t.ppm is truncated: expected 12 bytes of pixel data, found 8")
    }
}
