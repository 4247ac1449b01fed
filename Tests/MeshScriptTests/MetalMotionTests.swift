import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// `export metal` carries procedural motion as code: the exported Swift, built with swiftc
/// against the stand-ins and run, gives at each time the vertex buffer meshplay's own Metal
/// frame of that time holds; and motion it cannot carry is named in the header and the message.
@Suite(.serialized) struct MetalMotionTests {
    /// The scenes, their exported names, and the times compared.
    static let cases: [(lines: [String], name: String)] = [
        (["preset wave"], "Wave"),
        (["grid 3 3", "subdivision 0", "map to.z = 0.1 * sin(t + u * 2 * pi)", "light diffuse 0.5"], "Map"),
        (["grid 2 2", "subdivision 0", "key a", "vertex 4 to.z 0.3", "key b", "vertex 0 to.z -0.2", "key c",
          "animate a b c duration 1.5 easing easeInOut autoreverse repeat 2", "light diffuse 0.5"], "Keys"),
        (["grid 3 2", "subdivision 0", "key a", "map --once z = 0.1 * sin(u * pi)", "key b",
          "animate a b duration 2 easing \"cubicBezier(0.3, -0.4, 0.6, 1.5)\" autoreverse repeat forever at 0.5"], "Bezier"),
    ]
    static let causes = ["the animated preset wave", "the map 'to.z = 0.1 * sin(t + u * 2 * pi)'", "the animation a → b → c", "the animation a → b"]
    static let times = [0.0, 0.75, 1.1, 2.5, 4.3, 6.25]

    @Test func theExportedMotionGivesMeshplaysVertexBuffersAtEachTime() throws {
        let dir = try CodeExportTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        var paths = [CodeExportTests.stubs.appendingPathComponent("MetalKitSwiftUI.swift").path]
        var main = ""
        var expected: [[Float]] = []
        for (k, c) in Self.cases.enumerated() {
            let files = InMemoryFileSystem()
            var s = session(c.lines, files: files)
            let result = s.execute("export metal m.swift name \(c.name)")
            #expect(result.text.hasSuffix("\nanimated by code: " + Self.causes[k]),
                    "\(result.text)")
            let source = try #require(files.text("m.swift"))
            #expect(!source.contains("not carried"))
            let url = dir.appendingPathComponent("scene\(k).swift")
            try MetalExportTests.withoutFrameworkImports(source).write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
            let scene = s.frameScene
            let options = RenderOptions(width: SceneFiles.metalNominalSide(scene.size.width), height: SceneFiles.metalNominalSide(scene.size.height),
                                        supersample: 1, margin: 0)
            for t in Self.times {
                let frame = try MetalFrame(scene: s.scene(atTime: t), options: options)
                expected.append(frame.draws[0].vertices)
                main += "print(\(c.name)MetalScene.vertexBuffers(at: \(t))[0].map { \"\\($0)\" }.joined(separator: \" \"))\n"
            }
        }
        let mainURL = dir.appendingPathComponent("main.swift")
        try main.write(to: mainURL, atomically: true, encoding: .utf8)
        let exe = dir.appendingPathComponent("motion").path
        let build = try runTool("swiftc", CodeExportTests.swift6Strict + paths + [mainURL.path, "-o", exe])
        try #require(build.status == 0, "\(build.output)")
        let lines = try runTool(exe, []).output.split(separator: "\n")
        try #require(lines.count == expected.count)
        for (line, want) in zip(lines, expected) {
            let got = line.split(separator: " ").compactMap { Float(String($0)) }
            #expect(got.count == want.count)
            // Positions, from and normals: the same arithmetic in Double, each rounded to Float once.
            let worst = zip(got, want).map { abs(Double($0) - Double($1)) / max(1, abs(Double($1))) }.max() ?? 0
            #expect(worst <= 1e-6, "\(worst)")
        }
    }

    @Test func motionOnASubdividedLayerIsNamedAsNotCarried() throws {
        let files = InMemoryFileSystem()
        var s = session(["grid 3 3", "map to.z = 0.1 * sin(t + u * 2 * pi)"], files: files)
        let text = s.execute("export metal m.swift").text
        #expect(text.hasSuffix("\nthe frame at 0 s: animations are not carried, as the subdivision is baked into each frame (give the layer `subdivision 0`)"),
                "\(text)")
        #expect(files.text("m.swift")?.contains("vertexBuffers(at") == false)
    }

    @Test func aSpringEasedAnimationIsNamedAsNotCarried() throws {
        let files = InMemoryFileSystem()
        var s = session(["grid 1 1", "subdivision 0", "key a", "vertex 0 to.z 0.2", "key b", "animate a b duration 1 easing \"spring(12, 120, 1, 0)\""],
                        files: files)
        let reason = "the animation a → b: a spring easing is not carried as code"
        #expect(s.execute("export metal m.swift").text
                == "wrote m.swift: Metal Swift for 1 layer (4 vertices, 2 triangles, subdivision baked in); give the views an image per layer, "
                + "or SwiftUI content\nthe frame at 0 s: animations are not carried, as " + reason)
        let source = try #require(files.text("m.swift"))
        #expect(source.contains("at 0 s (the frame at the playhead: animations are not carried, as \(reason))."))
        #expect(!source.contains("vertexBuffers(at"))
    }

    /// The wave preset's exported motion at frame 0 and mid-loop (1.25 s of its 5 s), drawn by the
    /// llvmpipe harness with the exported vertices and depth scale, matches meshplay's frames
    /// within the stated tolerance.
    @Test func theWavesExportedMotionDrawsMeshplaysFramesOnLlvmpipe() throws {
        let files = InMemoryFileSystem()
        var s = session(["preset wave"], files: files)
        #expect(s.execute("export metal m.swift name Wave").isSuccess)
        let source = try #require(files.text("m.swift"))
        let dir = try CodeExportTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("scene.swift"), mainURL = dir.appendingPathComponent("main.swift")
        try MetalExportTests.withoutFrameworkImports(source).write(to: url, atomically: true, encoding: .utf8)
        let times = [0.0, 1.25]
        try times.map { "let b\(Int($0 * 100)) = WaveMetalScene.vertexBuffers(at: \($0))\n"
            + "print(([WaveMetalScene.depthScale(b\(Int($0 * 100)))] + b\(Int($0 * 100))[0]).map { \"\\($0)\" }.joined(separator: \" \"))\n" }
            .joined().write(to: mainURL, atomically: true, encoding: .utf8)
        let exe = dir.appendingPathComponent("wave").path
        let build = try runTool("swiftc", CodeExportTests.swift6Strict + [CodeExportTests.stubs.appendingPathComponent("MetalKitSwiftUI.swift").path,
                                                                         url.path, mainURL.path, "-o", exe])
        try #require(build.status == 0, "\(build.output)")
        let lines = try runTool(exe, []).output.split(separator: "\n")
        try #require(lines.count == times.count)
        for (t, line) in zip(times, lines) {
            let values = line.split(separator: " ").compactMap { Float(String($0)) }
            let scene = s.scene(atTime: t)
            var frame = try MetalFrame(scene: scene, options: MetalPixelTests.options)
            try #require(values.count == frame.draws[0].vertices.count + 1)
            frame.draws[0].vertices = Array(values.dropFirst())
            frame.draws[0].uniforms[MetalDraw.depthScaleIndex] = values[0]
            let renderer = Renderer()
            renderer.render(scene, options: MetalPixelTests.options)
            let ours = renderer.image.pixels
            let bad = LlvmpipeHarness.differing(ours, try LlvmpipeHarness.draw(frame), levels: MetalPixelTests.tolerance)
            #expect(Double(ours.count - bad) >= MetalPixelTests.matching * Double(ours.count),
                    "\(t) s: \(bad) of \(ours.count) pixels differ by more than \(MetalPixelTests.tolerance) levels")
        }
    }
}
