import ArgumentParser
import Foundation
import MeshIO
import Testing
@testable import meshplay

/// `meshplay render SCENE --frames A..B --out DIR/` (and `--preset NAME --frames`'s checks) and `meshplay run`'s sibling checks.
struct RenderSceneFileTests {
    @Test func frameRangesParseInclusively() throws {
        #expect(try RenderCommand.parseFrames("0..59") == 0...59)
        #expect(try RenderCommand.parseFrames("7") == 7...7)
        #expect(throws: (any Error).self) { try RenderCommand.parseFrames("5..2") }
        #expect(throws: (any Error).self) { try RenderCommand.parseFrames("a..b") }
        #expect(throws: (any Error).self) { try RenderCommand.parseFrames("-1..3") }
    }

    @Test(arguments: [
        (["--frames", "0..3"], "give a scene file or --preset NAME"),
        (["a.mesh", "--preset", "cube"], "give a scene file or --preset, not both"),
        (["a.mesh", "--frames", "0..3", "--out", "x.png"], "--frames writes numbered PNGs into a directory (--out DIR/) or one animation (--out NAME.apng or NAME.gif)"),
        (["--preset", "ripple", "--frames", "0..3"], "--frames writes numbered PNGs into a directory (--out DIR/) or one animation (--out NAME.apng or NAME.gif)"),
        (["--preset", "rippel", "--frames", "0..3", "--out", "dir/"],
         "unknown preset 'rippel'. Did you mean 'ripple'? Run `meshplay presets` to see them all."),
        (["--preset", "ripple", "--frames", "0..3", "--out", "dir/", "--time", "0.5"],
         "--time 0.5 picks one moment, and --frames writes each frame at its own time: leave it out"),
        (["--preset", "ripple", "--frames", "0..3", "--out", "dir/", "--supersample", "5"], "--supersample 5 is out of range: 1…4 samples per axis"),
    ])
    func framesNeedASourceADirectoryAndNoTime(_ arguments: [String], _ message: String) {
        do {
            _ = try RenderCommand.parse(arguments)
            Issue.record("\(arguments) was accepted")
        } catch {
            #expect(RenderCommand.message(for: error) == message)
        }
    }

    @Test func framesOfAPresetOrASceneFileIntoADirectoryAreAccepted() {
        #expect(throws: Never.self) { try RenderCommand.parse(["a.mesh", "--frames", "0..3", "--out", "dir/"]) }
        #expect(throws: Never.self) { try RenderCommand.parse(["--preset", "ripple", "--frames", "7", "--out", "dir/", "--overlay", "wire"]) }
    }

    @Test func aSceneFilesAnimationIsWrittenAsNumberedPNGs() throws {
        let dir = NSTemporaryDirectory() + "meshplay-frames-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let scene = dir + "/bump.mesh"
        try """
            # a bump that rises over one second
            grid 4 4
            key flat
            map --once z = 0.3 * sin(u * pi)
            key bump
            animate flat bump duration 1 easing linear at 0
            transform rotate 60 1 0 0
            transform perspective 400
            """.write(toFile: scene, atomically: true, encoding: .utf8)
        let command = try RenderCommand.parse([scene, "--frames", "0..2", "--out", dir + "/out/", "--size", "24x16"])
        try command.run()
        let names = try FileManager.default.contentsOfDirectory(atPath: dir + "/out").sorted()
        #expect(names == ["bump-0000.png", "bump-0001.png", "bump-0002.png"])
        let first = try ImageFile.read(path: dir + "/out/bump-0000.png")
        let third = try ImageFile.read(path: dir + "/out/bump-0002.png")
        #expect(first.width == 24 && first.height == 16)
        #expect(first != third)
    }

    /// As a still preset: the same refusal, from the same check (``Session/animates``).
    @Test func aStillSceneFilesFramesAreRefused() throws {
        let scene = try SceneFiles.write("grid 4 4\ntransform rotate 30 0 0 1\n", name: "still")
        let out = URL(fileURLWithPath: scene).deletingLastPathComponent().path + "/out/"
        let command = try RenderCommand.parse([scene, "--frames", "0..2", "--out", out])
        #expect(RenderCommandTests.message { print(try command.renderFrames(0...2, of: try command.source())) }
            == "--frames: \(scene) does not animate, so every frame is the same picture; render one without --frames")
        #expect(!FileManager.default.fileExists(atPath: out))
    }
}
