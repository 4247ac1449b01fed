import Foundation
import MeshEngine
import Testing
@testable import MeshIO

struct ImageFileTests {
    @Test func writeThenReadPicksTheCodecByExtension() throws {
        let directory = try TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let image = TestImages.gradient(width: 9, height: 5, opaque: true)
        for name in ["a.png", "b.ppm", "C.PNG"] {
            let path = directory + "/" + name
            try ImageFile.write(image, path: path)
            #expect(try ImageFile.read(path: path) == image, "\(name)")
        }
        let png = try #require(FileManager.default.contents(atPath: directory + "/a.png"))
        #expect(ImageFormat(sniffing: png) == .png)
    }

    @Test func contentWinsOverAMisleadingExtension() throws {
        let image = TestImages.gradient(width: 3, height: 3, opaque: true)
        let png = try PNGCodec.encode(image)
        #expect(try ImageFile.decode(png, path: "really-a-png.ppm") == image)
    }

    @Test func unknownExtensionsAndMissingFilesAreClearErrors() throws {
        #expect(throws: ImageFileError.unknownExtension(path: "x.gif")) {
            try ImageFile.write(Image(width: 1, height: 1), path: "x.gif")
        }
        #expect(ImageFileError.unknownExtension(path: "out/x.gif").description == "out/x.gif: .gif images are not supported; use .png or .ppm")
        #expect(ImageFileError.unknownExtension(path: "out.d/picture").reason == "no extension names the image format; use .png or .ppm")
        #expect(throws: ImageFileError.unreadable(path: "/nonexistent/x.png", reason: "no such file")) {
            try ImageFile.read(path: "/nonexistent/x.png")
        }
        #expect(throws: ImageFileError.unreadable(path: "/tmp", reason: "a directory, not a file")) {
            try ImageFile.read(path: "/tmp")
        }
        #expect(throws: ImageFileError.truncated(path: "e.png", detail: "the file is empty")) {
            try ImageFile.decode(Data(), path: "e.png")
        }
    }

    @Test func readTextureRemembersItsSource() throws {
        let directory = try TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/t.ppm"
        try ImageFile.write(TestImages.gradient(width: 2, height: 2, opaque: true), path: path)
        let texture = try ImageFile.readTexture(path: path)
        #expect(texture.source == path && texture.width == 2)
    }
}
