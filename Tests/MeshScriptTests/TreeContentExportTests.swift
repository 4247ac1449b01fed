import Foundation
import MeshEngine
@testable import MeshScript
import Testing

/// `export camesh` and `export caml` carry every layer's content, as Core Animation holds it: a
/// colour as `backgroundColor`, a label as a `CATextLayer`, anything else as a PNG beside the
/// file, the layer's `contents`. `import caml` reads them back.
struct TreeContentExportTests {
    /// A session whose host encodes images (each PNG's bytes name its size, as CodeExportContentTests' do).
    static func session(_ lines: [String], files: InMemoryFileSystem) -> Session {
        var host = SessionHost(fileSystem: files)
        host.encodeImage = { image, _ in Array("\(image.width)x\(image.height)".utf8) }
        var s = Session(host: host)
        for line in lines { if case let .failure(e) = s.execute(line) { Issue.record("\(line): \(e)") } }
        return s
    }

    @Test func theLitCubesCAMLHoldsItsSixLabelledFaces() throws {
        let files = InMemoryFileSystem()
        var s = Self.session(["preset cube-lit"], files: files)
        #expect(s.execute("export caml cube.caml").isSuccess)
        let text = try #require(files.text("cube.caml"))
        let faces = text.components(separatedBy: "\n").filter { $0.contains("<CATextLayer ") }
        #expect(faces.count == 6)
        for (k, face) in faces.enumerated() {
            #expect(face.contains("string=\"\(k + 1)\"") && face.contains("foregroundColor=\"1 1 1\"") && face.contains("backgroundColor=\""), "\(face)")
        }
        // Read back: the same six labels, text and colours.
        let before = s.state.scene.layers.map(\.content)
        #expect(s.execute("import caml cube.caml").isSuccess)
        for (layer, original) in zip(s.state.scene.layers, before) {
            guard case let .label(text, foreground, background, _, _) = layer.content,
                  case let .label(text0, foreground0, background0, _, _) = original else {
                Issue.record("\(layer.name): \(layer.content)")
                continue
            }
            #expect(text == text0 && foreground == foreground0 && background == background0)
        }
    }

    @Test func cameshMakesTextLayersColoursAndImages() throws {
        let files = InMemoryFileSystem()
        var s = Self.session(["preset cube-lit", "layer add patch", "content checker", "layer add plain", "content solid #336699"], files: files)
        #expect(s.execute("export camesh cube.m name Cube").isSuccess)
        let text = try #require(files.text("cube.m"))
        #expect(text.contains("#import <UIKit/UIKit.h>"))
        #expect(text.contains("layers[0] = [CATextLayer layer];"))
        #expect(text.contains("((CATextLayer *)layers[0]).string = @\"1\";"))
        #expect(text.contains("layers[6].contents = (__bridge id)[UIImage imageNamed:@\"CubeLayer6\"].CGImage;"))
        #expect(text.contains("CubeColor(51, 102, 153, 255); layers[7].backgroundColor = color;"))
        #expect(files.text("CubeLayer6@2x.png") != nil, "the checkerboard is drawn beside the code")
        let checked = try CodeExportTests.checkObjectiveC(text: text, named: "cube.m")
        #expect(checked.status == 0, "\(checked.output)")
    }

    @Test func anImageInCAMLIsReadBackFromBesideTheArchive() throws {
        let files = InMemoryFileSystem()
        var host = SessionHost(fileSystem: files)
        host.encodeImage = { image, _ in Array("\(image.width)x\(image.height)".utf8) }
        // The decoder reads the bytes the encoder wrote back as an image of that size.
        host.decodeImage = { bytes, _ in
            let size = String(decoding: bytes, as: UTF8.self).split(separator: "x").compactMap { Int($0) }
            return Texture(width: size[0], height: size[1], pixels: Array(repeating: 0xFF00_FF00, count: size[0] * size[1]))
        }
        var s = Session(host: host)
        for line in ["grid 1 1", "layer size 30 20", "content checker"] { _ = s.execute(line) }
        #expect(s.execute("export caml sub/a.caml").isSuccess)
        #expect(files.text("sub/a.caml")?.contains("<contents type=\"CGImage\" src=\"MeshplayLayer0@2x.png\"/>") == true)
        #expect(s.execute("import caml sub/a.caml").isSuccess)
        guard case let .image(texture) = s.state.scene.layers[0].content else {
            Issue.record("\(s.state.scene.layers[0].content)")
            return
        }
        #expect(texture.width == 60 && texture.height == 40, "the PNG drawn at two pixels per point, read from beside the archive")
        // A missing image names the archive's line (the <contents> element's) and the file.
        try files.remove("sub/MeshplayLayer0@2x.png")
        let missing = s.execute("import caml sub/a.caml")
        let line = try #require(files.text("sub/a.caml")?.components(separatedBy: "\n").firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("<contents ") }) + 1
        #expect(missing.text.hasPrefix("sub/a.caml:\(line):"), "\(missing.text)")
        #expect(missing.text.hasSuffix("error: sub/MeshplayLayer0@2x.png: no such file"), "\(missing.text)")
    }
}
