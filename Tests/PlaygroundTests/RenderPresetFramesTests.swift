import Foundation
import MeshEngine
import MeshIO
import MeshScript
import Testing
@testable import meshplay

/// `meshplay render --preset NAME --frames A..B --out DIR/`: an animated preset as numbered
/// PNGs, each the playground's picture at that frame.
struct RenderPresetFramesTests {
    /// A fresh directory under the temporary one, removed by the caller.
    static func temporaryDirectory() -> String {
        NSTemporaryDirectory() + "meshplay-preset-frames-\(UUID().uuidString)/"
    }

    @Test func anAnimatedPresetIsWrittenAsNumberedPNGsNamedAfterIt() throws {
        let dir = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let command = try RenderCommand.parse(["--preset", "ripple", "--frames", "0..2", "--out", dir, "--size", "24x16"])
        let message = try command.renderFrames(0...2, of: try command.source())
        #expect(message == "wrote 3 frames 0…2 of preset ripple to \(dir) (24×16)")
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(names == ["ripple-0000.png", "ripple-0001.png", "ripple-0002.png"])
        let first = try ImageFile.read(path: dir + "ripple-0000.png")
        let third = try ImageFile.read(path: dir + "ripple-0002.png")
        #expect(first.width == 24 && first.height == 16)
        #expect(first.pixels != third.pixels)
    }

    @Test func aSingleFrameIsReportedAsOneFrame() throws {
        let dir = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let command = try RenderCommand.parse(["--preset", "ripple", "--frames", "7", "--out", dir, "--size", "24x16"])
        #expect(try command.renderFrames(7...7, of: try command.source()) == "wrote frame 7 of preset ripple to \(dir) (24×16)")
    }

    /// The one promise of the feature: frame N on disk is frame N in the playground, whose
    /// session loads the preset and seeks with `frame N`.
    @Test(arguments: [0, 13, 44])
    func aPresetsFrameIsTheSessionsPictureAtThatFrame(frame: Int) throws {
        let dir = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let command = try RenderCommand.parse(["--preset", "ripple", "--frames", "\(frame)", "--out", dir, "--size", "40x30"])
        _ = try command.renderFrames(frame...frame, of: try command.source())
        let written = try ImageFile.read(path: dir + "ripple-" + RenderCommand.padded(frame, 4) + ".png")

        var session = Session(host: SessionHost.real())
        #expect(session.execute("preset ripple").isSuccess)
        #expect(session.execute("frame \(frame)").isSuccess)
        let shown = session.renderedFrame(width: 40, height: 30).image
        #expect(written.width == shown.width && written.height == shown.height)
        #expect(written.pixels == shown.pixels)
    }

    @Test func aStillPresetsFramesAreRefusedAndNothingIsWritten() throws {
        let dir = Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let command = try RenderCommand.parse(["--preset", "cube", "--frames", "0..3", "--out", dir])
        #expect(RenderCommandTests.message { _ = try command.renderFrames(0...3, of: try command.source()) }
            == "--frames: preset cube does not animate, so every frame is the same picture; render one without --frames")
        #expect(!FileManager.default.fileExists(atPath: dir))
    }
}
