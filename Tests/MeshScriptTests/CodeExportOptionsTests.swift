import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// `export swift|objc|camesh|caml FILE [name NAME] [subdivided]`: names that let two exports
/// live in one app, subdivision baked for BCMeshTransformView, and numbers an app's author would write.
@Suite(.serialized) struct CodeExportOptionsTests {
    @Test func aNamePrefixesEveryDeclaredNameInEachLanguage() throws {
        let files = InMemoryFileSystem()
        var s = session(["grid 2 2", "key a", "vertex 4 to.z 0.3", "key b", "animate a b duration 1"], files: files)
        #expect(s.execute("export swift w.swift name Wave").isSuccess)
        #expect(s.execute("export objc w.m name Wave").isSuccess)
        #expect(s.execute("export camesh c.m name Wave").isSuccess)
        let swift = try #require(files.text("w.swift")), objc = try #require(files.text("w.m")), camesh = try #require(files.text("c.m"))
        #expect(swift.contains("@MainActor\nenum WaveScene {"))
        #expect(objc.contains("void WaveApply(BCMeshTransformView *view) {") && objc.contains("BCMeshTransform *WaveMeshTransform(void) {"))
        #expect(objc.contains("void WaveAnimate0(BCMeshTransformView *view) {"))
        #expect(camesh.contains("CALayer *WaveMakeScene(CALayer **selected) {") && camesh.contains("NSArray *WaveLights(void) {"))
        for text in [swift, objc, camesh] { #expect(!text.contains("Meshplay"), "\(text.prefix(400))") }
    }

    @Test func twoSwiftExportsCompileInOneModule() throws {
        let dir = try CodeExportTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        var paths = [CodeExportTests.stubs.appendingPathComponent("BCMeshTransformView.swift").path]
        for (name, preset) in [("Flag", "wavy-label"), ("Cube", "cube-lit")] {
            let files = InMemoryFileSystem()
            var s = session(["preset \(preset)"], files: files)
            #expect(s.execute("export swift s.swift name \(name)").isSuccess)
            let url = dir.appendingPathComponent("\(name).swift")
            try CodeExportTests.withoutFrameworkImports(try #require(files.text("s.swift"))).write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let result = try runTool("swiftc", ["-typecheck"] + CodeExportTests.swift6Strict + paths)
        #expect(result.status == 0, "\(result.output)")
    }

    /// Two Objective-C exports, each compiled as its own file of an app, link into one program:
    /// `ld -r` refuses a symbol defined twice.
    @Test func twoObjectiveCExportsLinkIntoOneProgram() throws {
        let dir = try CodeExportTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        var objects: [String] = []
        for (name, format) in [("Flag", "objc"), ("Cube", "objc"), ("Tree", "camesh")] {
            let files = InMemoryFileSystem()
            var s = session(["grid 2 2", "key a", "vertex 4 to.z 0.3", "key b", "animate a b duration 1"], files: files)
            #expect(s.execute("export \(format) s.m name \(name)").isSuccess)
            let source = dir.appendingPathComponent("\(name).m"), object = dir.appendingPathComponent("\(name).o")
            try #require(files.text("s.m")).write(to: source, atomically: true, encoding: .utf8)
            let compiled = try runTool("clang", ["-c", "-x", "objective-c", "-fblocks", "-fobjc-runtime=ios-9.0", "-Wall", "-Wextra", "-Werror",
                                                 "-I", CodeExportTests.stubs.path, source.path, "-o", object.path])
            try #require(compiled.status == 0, "\(compiled.output)")
            objects.append(object.path)
        }
        let linked = try runTool("ld", ["-r"] + objects + ["-o", dir.appendingPathComponent("all.o").path])
        #expect(linked.status == 0, "\(linked.output)")
    }

    @Test(arguments: [
        ("export swift a.swift name 9lives", "a code name starts with a letter (A–Z, a–z)", 27),
        ("export objc a.m name my-scene", "a code name holds only letters, digits and _, so it is a name in Swift and Objective-C", 22),
        ("export objc a.m name A name B", "name is given twice", 24),
        ("export camesh a.m subdivided", "subdivided is for swift and objc: camesh keeps subdivisionSteps for Core Animation to apply", 19),
        ("export swift a.swift subdivide", "unknown word 'subdivide'; did you mean 'subdivided'?", 22),
    ])
    func aBadOptionIsRefusedAtItsColumn(_ line: String, _ message: String, _ column: Int) {
        var s = session(["grid 1 1"])
        let before = s.state
        let e = failure(&s, line)
        #expect(e?.message == message)
        #expect(e?.column == column)
        #expect(s.state == before)
    }

    /// BCMeshTransformView has no subdivision: `subdivided` bakes the layer's steps into the mesh
    /// the code builds, and the view gets exactly meshplay's subdivided surface.
    @Test func subdividedBakesTheSurfaceIntoTheBCMesh() throws {
        let files = InMemoryFileSystem()
        var s = session(["grid 2 2", "vertex 4 to.z 0.3", "subdivision 2"], files: files)
        let result = s.execute("export swift s.swift subdivided")
        #expect(result.text == "wrote s.swift: BCMeshTransformView Swift for layer 0 (81 vertices, 64 faces, subdivision 2 baked in)")
        let source = try #require(files.text("s.swift"))
        #expect(source.contains("// Subdivision 2 is baked into the mesh and every keyframe"))
        let main = """
            let view = BCMeshTransformView()
            MeshplayScene.apply(to: view)
            let m = view.meshTransform!
            for i in 0..<m.vertexCount { let v = m.vertex(at: i); print(v.to.x, v.to.y, v.to.z) }
            """
        let lines = try CodeExportTests.runExportedSwift(source, main: main).split(separator: "\n")
        let mesh = try #require(s.state.scene.layers[0].mesh)
        let surface = try Subdivider().subdivide(mesh, steps: 2)
        #expect(lines.map { $0.split(separator: " ").map { Double($0)! } } == surface.vertices.map { [$0.to.x, $0.to.y, $0.to.z] })
    }

    @Test func floatNoiseIsWrittenAsZeroAndOtherNumbersExactly() {
        #expect(SceneCode.number(6.123233995736766e-17) == "0")
        #expect(SceneCode.number(-1e-13) == "0")
        #expect(SceneCode.number(1e-12) == "1e-12")
        #expect(SceneCode.number(0.1) == "0.1")
        #expect(SceneCode.number(2) == "2")
        let files = InMemoryFileSystem()
        var s = session(["grid 1 1", "vertex 3 to.z 1e-17"], files: files)
        _ = s.execute("export swift s.swift")
        #expect(files.text("s.swift")?.contains("            0, 1, 0, 1, 0,") == true)
    }
}
