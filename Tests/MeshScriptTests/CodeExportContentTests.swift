import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// Content travels: the BCMeshTransformView code gives the view what meshplay shows on the layer,
/// as subviews of its `contentView` (a UILabel, a coloured view, or meshplay's drawing as a PNG).
@Suite(.serialized) struct CodeExportContentTests {
    /// A session whose host encodes images by keeping them, so a test can compare the pixels.
    final class KeptImages: @unchecked Sendable { var images: [String: Image] = [:] }

    static func session(_ lines: [String]) -> (Session, InMemoryFileSystem, KeptImages) {
        let files = InMemoryFileSystem(), kept = KeptImages()
        var host = SessionHost(fileSystem: files)
        host.encodeImage = { image, path in
            kept.images[path] = image
            return Array("image \(image.width)×\(image.height)".utf8)
        }
        var s = Session(host: host)
        for line in lines { _ = s.execute(line) }
        return (s, files, kept)
    }

    /// Prints what `addContent` put in the content view, from a compiled run of the export.
    static let describeContent = """
        let view = BCMeshTransformView()
        MeshplayScene.apply(to: view)
        MeshplayScene.apply(to: view)
        print("subviews", view.contentView.subviews.count)
        for v in view.contentView.subviews {
            let c = v.backgroundColor.map { "\\($0.red * 255) \\($0.green * 255) \\($0.blue * 255) \\($0.alpha)" } ?? "none"
            print("tag", v.tag, "mask", v.autoresizingMask.rawValue, "background", c)
            if let label = v as? UILabel {
                print("text", label.text!.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
                print("font", label.font.pointSize, "alignment", label.textAlignment.rawValue, "lines", label.numberOfLines)
                print("colour", label.textColor.red * 255, label.textColor.green * 255, label.textColor.blue * 255)
            }
            if let image = v as? UIImageView { print("image", image.image?.name ?? "none") }
        }
        """

    @Test func aLabelTravelsAsAUILabelWithItsTextSizeColoursAndAlignment() throws {
        var (s, files, _) = Self.session(["grid 2 2", "content label \"Hi there\" #102030 #f0e0d0 size 24 align right"])
        guard case let .label(text, _, _, _, _) = s.state.scene.layers[0].content else { Issue.record("no label"); return }
        #expect(s.execute("export swift s.swift").isSuccess)
        let source = try #require(files.text("s.swift"))
        let lines = try CodeExportTests.runExportedSwift(source, main: Self.describeContent).split(separator: "\n").map(String.init)
        #expect(lines == [
            "subviews 1",
            "tag 19792 mask 18 background 240.0 224.0 208.0 1.0",
            "text " + text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "),
            "font 24.0 alignment 2 lines 0",
            "colour 16.0 32.0 48.0",
        ])
    }

    /// A label without a size gets the size meshplay's font filled the layer with.
    @Test func aFillingLabelGetsTheSizeMeshplayDrewItAt() throws {
        var (s, files, _) = Self.session(["preset wavy-label"])
        #expect(s.execute("export objc s.m").isSuccess)
        let layer = s.state.scene.layers[0]
        guard case let .label(text, _, _, nil, _) = layer.content else { Issue.record("not a filling label"); return }
        let points = try #require(Content.fillingPointSize(of: text, width: layer.size.width, height: layer.size.height, typeface: BitmapTypeface()))
        let source = try #require(files.text("s.m"))
        #expect(source.contains("content.font = [UIFont systemFontOfSize:\(SceneCode.number((points * 100).rounded() / 100))];"))
        #expect(source.contains("the label is set in the system font"))
        let checked = try CodeExportTests.checkObjectiveC(text: source, named: "s.m")
        #expect(checked.status == 0, "\(checked.output)")
    }

    @Test func aSolidTravelsAsABackgroundColour() throws {
        var (s, files, _) = Self.session(["grid 1 1", "content solid #ff8000"])
        #expect(s.execute("export swift s.swift").isSuccess)
        let lines = try CodeExportTests.runExportedSwift(try #require(files.text("s.swift")), main: Self.describeContent).split(separator: "\n")
        #expect(lines == ["subviews 1", "tag 19792 mask 18 background 255.0 128.0 0.0 1.0"])
    }

    /// Any other content is meshplay's drawing of it, written beside the code at two pixels per point.
    @Test func aCheckerboardTravelsAsMeshplaysDrawingInAPNGBesideTheCode() throws {
        var (s, files, kept) = Self.session(["grid 2 2", "layer size 120 80"])
        let result = s.execute("export swift out/s.swift")
        #expect(result.text.contains("wrote out/MeshplayLayer0@2x.png: the layer's content, which the code loads by name"), "\(result.text)")
        let image = try #require(kept.images["out/MeshplayLayer0@2x.png"])
        let layer = s.state.scene.layers[0]
        #expect(image.width == 240 && image.height == 160)
        #expect(image.pixels == layer.content.texture(width: 240, height: 160, pixelsPerPoint: 2).pixels)
        #expect(files.exists("out/MeshplayLayer0@2x.png"))
        let source = try #require(files.text("out/s.swift"))
        let main = "UIImage.available = [\"MeshplayLayer0\"]\n" + Self.describeContent
        let lines = try CodeExportTests.runExportedSwift(source, main: main).split(separator: "\n")
        #expect(lines == ["subviews 1", "tag 19792 mask 18 background none", "image MeshplayLayer0"])
        #expect(s.execute("export objc out/s.m name Board").isSuccess)
        #expect(files.exists("out/BoardLayer0@2x.png"))
        let objc = try #require(files.text("out/s.m"))
        #expect(objc.contains("[UIImage imageNamed:@\"BoardLayer0\"]"))
        let checked = try CodeExportTests.checkObjectiveC(text: objc, named: "s.m")
        #expect(checked.status == 0, "\(checked.output)")
    }

    /// Text that could end a literal or reorder the source around it stays inert in both languages.
    @Test func hostileLabelTextStaysInsideItsLiteral() throws {
        var (s, files, _) = Self.session(["grid 1 1"])
        let hostile = "a\"b\\c\nd\u{202E}e\u{0}f */ \"\"\" ]]> \u{1F600}\r\u{7}"
        s.state.scene.layers[0].content = .label(text: hostile, foreground: .black, background: .white, pointSize: 12)
        #expect(s.execute("export swift s.swift").isSuccess)
        #expect(s.execute("export objc s.m").isSuccess)
        let swift = try #require(files.text("s.swift")), objc = try #require(files.text("s.m"))
        // No bidirectional override stands raw in the source, where it would reorder what a reader sees.
        #expect(!swift.unicodeScalars.contains("\u{202E}") && !objc.unicodeScalars.contains("\u{202E}"))
        #expect(swift.contains(#"content.text = "a\"b\\c\nd\u{202E}e\u{0}f */ \"\"\" ]]> 😀\r\u{7}""#), "\(swift)")
        #expect(objc.contains(#"content.text = @"a\"b\\c\nd\u202Ee\000f */ \"\"\" ]]> 😀\015\007";"#), "\(objc)")
        let lines = try CodeExportTests.runExportedSwift(swift, main: Self.describeContent).split(separator: "\n")
        #expect(lines.contains(Substring("text " + hostile.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))), "\(lines)")
        let checked = try CodeExportTests.checkObjectiveC(text: objc, named: "s.m")
        #expect(checked.status == 0, "\(checked.output)")
    }
}
