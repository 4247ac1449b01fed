import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import MeshEngine
import Testing
@testable import MeshScript

/// Runs a tool found on PATH or next to `swiftc` (the toolchain's clang), returning its status and output.
func runTool(_ name: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    var dirs = path.split(separator: ":").map(String.init)
    if let swiftc = dirs.map({ $0 + "/swiftc" }).first(where: FileManager.default.isExecutableFile) {
        dirs.append(URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent().path)
    }
    dirs.append("/opt/swift/usr/bin")
    let tool = name.hasPrefix("/") ? name : try #require(dirs.map { $0 + "/" + name }.first(where: FileManager.default.isExecutableFile), "\(name) not found")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

@Suite(.serialized) struct CodeExportTests {
    static let stubs = Bundle.module.url(forResource: "CodeStubs", withExtension: nil)!

    /// How an app's compiler checks exported Swift: Swift 6 language mode (strict concurrency:
    /// UIView is main-actor isolated) with every warning an error.
    static let swift6Strict = ["-swift-version", "6", "-warnings-as-errors"]

    /// A scratch directory for generated files (each test removes its own when done).
    static func scratch() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("meshplay-code-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Checks Objective-C files with clang against the UIKit and BCMeshTransformView stubs, as
    /// strictly as a project with warnings as errors: the status and clang's output.
    static func checkObjectiveC(_ paths: [String]) throws -> (status: Int32, output: String) {
        try runTool("clang", ["-fsyntax-only", "-x", "objective-c", "-fblocks", "-fobjc-runtime=ios-9.0",
                              "-Wall", "-Wextra", "-Werror", "-I", stubs.path] + paths)
    }

    /// Writes exported Objective-C `text` to a scratch file and checks it (``checkObjectiveC(_:)``).
    static func checkObjectiveC(text: String, named name: String) throws -> (status: Int32, output: String) {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return try checkObjectiveC([url.path])
    }

    /// Exported Swift with UIKit's and the framework's imports swapped for Foundation's: the
    /// stand-in declares their names in the same module. Linux has no Objective-C runtime, so
    /// `@objc` goes and `#selector(…)` becomes the stand-in's `Selector(…)` (README.txt).
    static func withoutFrameworkImports(_ source: String) -> String {
        source.replacingOccurrences(of: "import UIKit\n", with: "import Foundation\n").replacingOccurrences(of: "import BCMeshTransformView\n", with: "")
            .replacingOccurrences(of: "@objc ", with: "").replacingOccurrences(of: "#selector(", with: "Selector(")
    }

    /// Builds exported Swift `scene` with `main` against the BCMeshTransformView stub (UIKit and
    /// the framework's imports swapped for Foundation's) and runs it: the build must succeed,
    /// and the program's output is returned.
    static func runExportedSwift(_ scene: String, main: String) throws -> String {
        try runExportedSwift([scene], main: main)
    }

    /// ``runExportedSwift(_:main:)`` for several exported files in one module.
    static func runExportedSwift(_ scenes: [String], main: String) throws -> String {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        var paths = [stubs.appendingPathComponent("BCMeshTransformView.swift").path]
        for (i, scene) in scenes.enumerated() {
            let url = dir.appendingPathComponent("scene\(i).swift")
            try withoutFrameworkImports(scene).write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        try main.write(to: dir.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let exe = dir.appendingPathComponent("scene").path
        let build = try runTool("swiftc", swift6Strict + paths + [dir.appendingPathComponent("main.swift").path, "-o", exe])
        try #require(build.status == 0, "\(build.output)")
        return try runTool(exe, []).output
    }

    /// A tree: a perspective CALayer holding a transform layer with two sublayers and a plain
    /// sublayer, meshes on three of them, a sublayer transform on the container and on `outer`.
    static let tree = ["layer name outer", "grid 2 2", "vertex 4 to.z 0.2", "transform perspective 500", "transform rotate 45 0 1 0",
                       "layer sublayer rotate 10 0 0 1", "layer add box kind transform", "layer add lid parent box", "grid 3 2",
                       "transform rotate 30 1 0 0", "layer add inner parent outer", "layer size 100 100", "layer position 100 100",
                       "transform rotate -45 0 1 0", "layer opacity 0.5", "grid 1 1", "layer add side parent box", "layer anchor 0 1",
                       "sublayer perspective 400", "light add spot position 250 200 500 toward 0 0 -1 cone 20 deg color orange",
                       "light add ambient intensity 0.2", "light specular 0.4", "layer select 1"]

    /// Every preset, a scene with weights, keyframes and an animation of three keys, the tree,
    /// and a map that moves with time.
    static func scenes() -> [(name: String, session: Session, files: InMemoryFileSystem)] {
        let animated = ["grid 2 2", "key a", "vertex 4 to.z 0.3", "face 1 w 0.5 0 -0.25 1", "key b", "vertex 4 to.z -0.2", "key c",
                        "animate a b c duration 1.5 easing easeOut", "layer add", "grid 1 1", "key d", "vertex 0 to.x 0.2", "key e",
                        "animate d e duration 2 autoreverse repeat 3 at 0.5", "layer select 0"]
        let mapped = ["grid 3 3", "map to.z = 0.1 * sin(t + u * 2 * pi)", "light diffuse 0.5"]
        return (Presets.all.map { ["preset \($0.name)"] } + [animated, tree, mapped]).map { lines in
            let files = InMemoryFileSystem()
            return (lines[0], session(lines, files: files), files)
        } + [hostile()]
    }

    /// A layer and a keyframe name that could end a comment, a string, an XML attribute or an
    /// OBJ statement: `layer name` refuses them, but a JSON scene or an old file can hold them.
    static let hostileName = "x\ny */ z \"q\" <&> -- \\n\t\u{2028}\u{7F}end\\"

    /// The animated scene with ``hostileName`` on its layers and its first keyframe.
    static func hostile() -> (name: String, session: Session, files: InMemoryFileSystem) {
        let files = InMemoryFileSystem()
        var s = session(["grid 2 2", "key a", "vertex 4 to.z 0.3", "key b", "animate a b duration 1", "layer add", "grid 1 1",
                         "layer select 0"], files: files)
        s.state.scene.layers[0].name = hostileName
        s.state.scene.layers[1].name = hostileName + "2"
        s.state.keyframes[hostileName] = s.state.keyframes.removeValue(forKey: "a")
        s.state.animations[0].keys[0] = hostileName
        return ("hostile names", s, files)
    }

    @Test func theSwiftOfEveryPresetTypeChecksAgainstTheBCMeshTransformViewStub() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        var paths = [Self.stubs.appendingPathComponent("BCMeshTransformView.swift").path]
        for (i, var scene) in Self.scenes().enumerated() {
            // One module: each scene's code gets its own name, and UIKit's names come from the stub.
            #expect(scene.session.execute("export swift s.swift name Scene\(i)").isSuccess)
            let source = try #require(scene.files.text("s.swift"))
            #expect(source.contains("import BCMeshTransformView"))
            let url = dir.appendingPathComponent("scene\(i).swift")
            try Self.withoutFrameworkImports(source).write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let result = try runTool("swiftc", ["-typecheck"] + Self.swift6Strict + paths)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func theGeneratedSwiftRunsAndGivesBackTheMesh() throws {
        let scene = Self.scenes()[Presets.all.count]
        var s = scene.session
        _ = s.execute("export swift s.swift")
        let source = try #require(scene.files.text("s.swift"))
        let main = """
            let view = BCMeshTransformView()
            MeshplayScene.apply(to: view)
            let m = view.meshTransform!
            print(m.depthNormalization!)
            for i in 0..<m.vertexCount { let v = m.vertex(at: i); print("v", v.from.x, v.from.y, v.to.x, v.to.y, v.to.z) }
            for i in 0..<m.faceCount { let f = m.face(at: i); print("f", f.indices.0, f.indices.1, f.indices.2, f.indices.3) }
            print("light", view.lightDirection.x, view.lightDirection.y, view.lightDirection.z, view.diffuseLightFactor)
            print("place", view.bounds.width, view.bounds.height, view.center.x, view.center.y)
            MeshplayScene.animate0(view)
            UIView.finishAnimations(limit: 100)
            print("end", view.meshTransform.vertex(at: 4).to.z, UIView.started)
            """
        let lines = try Self.runExportedSwift(source, main: main).split(separator: "\n")
        let mesh = try #require(s.state.scene.layers[0].mesh)
        #expect(lines.first == "average")
        let vertices = lines.filter { $0.hasPrefix("v ") }.map { $0.split(separator: " ").dropFirst().map { Double($0)! } }
        #expect(vertices.count == mesh.vertices.count)
        for (values, v) in zip(vertices, mesh.vertices) {
            // from is a CGPoint and to a BCPoint3D of CGFloats (BCMeshTransform.h:11-13): both exact.
            #expect(values == [v.from.x, v.from.y, v.to.x, v.to.y, v.to.z])
        }
        let faces = lines.filter { $0.hasPrefix("f ") }.map { $0.split(separator: " ").dropFirst().map { Int($0)! } }
        #expect(faces == mesh.faces.map(\.indexArray))
        #expect(lines.contains("light 0.0 0.0 1.0 1.0"))
        #expect(lines.contains("place 200.0 200.0 100.0 100.0"))
        // The stub runs animation blocks at once: the chain a → b → c is two blocks and ends on c.
        #expect(lines.last == "end -0.2 2")
    }

    @Test func theObjectiveCOfEveryPresetPassesClangSyntaxCheck() throws {
        let dir = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        var paths: [String] = []
        for (i, var scene) in Self.scenes().enumerated() {
            let bc = scene.session.execute("export objc bc.m")
            #expect(bc.isSuccess, "\(scene.name): \(bc.text)")
            // camesh writes every mesh as literals: the large ones need a raised budget.
            _ = scene.session.execute("export camesh ca.m budget 100000")
            for name in ["bc.m", "ca.m"] {
                let url = dir.appendingPathComponent("scene\(i)-\(name)")
                try #require(scene.files.text(name)).write(to: url, atomically: true, encoding: .utf8)
                paths.append(url.path)
            }
            #expect(scene.files.text("ca.m")?.contains("not for the App Store") == true)
        }
        let result = try Self.checkObjectiveC(paths)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func theCAMLOfEveryPresetIsWellFormedNestsTheTreeAndItsMeshesReadBack() throws {
        for var scene in Self.scenes() {
            #expect(scene.session.execute("export caml s.caml budget 100000").isSuccess)
            let text = try #require(scene.files.text("s.caml"))
            let reader = CAMLReader()
            let (parsed, problem) = XMLParsing.alone { () -> (Bool, String) in
                let parser = XMLParser(data: Data(text.utf8))
                parser.delegate = reader
                return (parser.parse(), parser.parserError.map { "\($0)" } ?? "")
            }
            #expect(parsed, "\(scene.name): \(problem)")
            let layers = scene.session.state.scene.layers
            // One element per layer, in drawing order, as deep as the tree (the container is 1).
            #expect(reader.layers.map(\.attributes["name"]) == layers.map(\.name), "\(scene.name)")
            #expect(reader.layers.map(\.depth) == layers.indices.map { scene.session.state.scene.depth(of: $0) + 2 }, "\(scene.name)")
            // A label travels as a CATextLayer (a transform layer draws no content).
            #expect(reader.layers.map(\.element) == layers.map { layer in
                if layer.kind == .transform { return "CATransformLayer" }
                if case .label = layer.content { return "CATextLayer" }
                return "CALayer"
            })
            // The meshes, in their <meshTransform> elements, read back in CAMLImportTests through `import caml`.
            for (layer, read) in zip(layers, reader.layers) {
                #expect(read.attributes["anchorPoint"] == "\(layer.anchorPoint.x.scriptText) \(layer.anchorPoint.y.scriptText)")
                #expect(read.attributes["transform"] == (layer.transform.isIdentity ? nil : SceneCode.camlMatrix(layer.transform)))
                #expect(read.attributes["sublayerTransform"] == (layer.sublayerTransform.isIdentity ? nil : SceneCode.camlMatrix(layer.sublayerTransform)))
            }
        }
    }

    /// BCPoint3D holds CGFloats (BCMeshTransform.h:11-13), which are floats on 32-bit devices: a
    /// `to` past ±3.4e38 would become infinite there. No vertex gets there: coordinates are
    /// refused past ``SessionState/maxCoordinate``.
    @Test func everyCoordinateFitsBCPoint3DsFloats() {
        #expect(SessionState.maxCoordinate < Double(Float.greatestFiniteMagnitude))
        var s = session(["grid 1 1"])
        #expect(s.execute("vertex 3 to.z -1e39").text == "error: vertex 3 is out of range: coordinates must be within ±1e12")
    }

    @Test func aBadMeshStringNamesTheWord() {
        #expect(throws: MeshValueProblem.word(4, "x]", .notANumber)) {
            try MeshTransform(camlString: "[0 0] [0 x] v")
        }
    }
}

/// Collects the CAML's layers below the container: element, nesting depth and attributes.
final class CAMLReader: NSObject, XMLParserDelegate {
    var layers: [(element: String, depth: Int, attributes: [String: String])] = []
    private var depth = 0
    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String]) {
        guard ["CALayer", "CATransformLayer", "CATextLayer"].contains(name) else { return }
        depth += 1
        if depth > 1 { layers.append((name, depth, attributes)) }
    }
    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if ["CALayer", "CATransformLayer", "CATextLayer"].contains(name) { depth -= 1 }
    }
}
