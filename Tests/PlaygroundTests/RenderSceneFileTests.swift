import ArgumentParser
import Foundation
import MeshIO
import Testing
@testable import meshplay

/// `meshplay render SCENE --frames A..B --out DIR/` and `meshplay run`'s sibling checks.
struct RenderSceneFileTests {
    @Test func frameRangesParseInclusively() throws {
        #expect(try RenderCommand.parseFrames("0..59") == 0...59)
        #expect(try RenderCommand.parseFrames("7") == 7...7)
        #expect(throws: (any Error).self) { try RenderCommand.parseFrames("5..2") }
        #expect(throws: (any Error).self) { try RenderCommand.parseFrames("a..b") }
        #expect(throws: (any Error).self) { try RenderCommand.parseFrames("-1..3") }
    }

    @Test func framesNeedASceneFileAndADirectory() {
        #expect(throws: (any Error).self) { try RenderCommand.parse(["--frames", "0..3"]) }
        #expect(throws: (any Error).self) { try RenderCommand.parse(["a.mesh", "--frames", "0..3", "--out", "x.png"]) }
        #expect(throws: (any Error).self) { try RenderCommand.parse(["a.mesh", "--preset", "cube"]) }
        #expect(throws: Never.self) { try RenderCommand.parse(["a.mesh", "--frames", "0..3", "--out", "dir/"]) }
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
}
