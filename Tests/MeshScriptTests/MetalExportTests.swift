import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// `export metal`: one Swift file that type-checks in Swift 6 mode against stand-ins written from
/// Apple's Metal, MetalKit, UIKit and SwiftUI documentation (CodeStubs/MetalKitSwiftUI.swift), and
/// a refusal, with nothing written, for what its shader would draw differently.
@Suite(.serialized) struct MetalExportTests {
    /// Exported Swift with the framework imports swapped for Foundation: the stand-ins declare them.
    static func withoutFrameworkImports(_ source: String) -> String {
        source.replacingOccurrences(of: "import MetalKit\nimport SwiftUI\nimport UIKit\n", with: "import Foundation\n")
    }

    @Test func theMetalSwiftOfEveryAcceptedPresetTypeChecksInSwift6Mode() throws {
        let dir = try CodeExportTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        var paths = [CodeExportTests.stubs.appendingPathComponent("MetalKitSwiftUI.swift").path]
        for (i, preset) in Presets.all.enumerated() {
            let files = InMemoryFileSystem()
            var s = session(["preset \(preset.name)"], files: files)
            let result = s.execute("export metal m.swift name Scene\(i)")
            if let reason = MetalPixelTests.refused[preset.name] {
                #expect(result.text == "error: m.swift was not written: the Metal export would not draw this scene as meshplay does: \(reason)")
                #expect(files.text("m.swift") == nil)
                continue
            }
            #expect(result.isSuccess, "\(preset.name): \(result.text)")
            let source = try #require(files.text("m.swift"), "\(preset.name)")
            #expect(source.contains("import MetalKit\nimport SwiftUI\nimport UIKit\n"))
            #expect(source.contains("makeLibrary(source: Scene\(i)MetalScene.shaderSource"))
            let url = dir.appendingPathComponent("scene\(i).swift")
            try Self.withoutFrameworkImports(source).write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let result = try runTool("swiftc", ["-typecheck"] + CodeExportTests.swift6Strict + paths)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func theExportedArraysAreTheFramesBuffers() throws {
        let files = InMemoryFileSystem()
        var s = session(["grid 1 1", "subdivision 0", "vertex 2 to.z 0.25"], files: files)
        #expect(s.execute("export metal m.swift").text
                == "wrote m.swift: Metal Swift for 1 layer (4 vertices, 2 triangles, subdivision baked in); give the views an image per layer, or SwiftUI content")
        let source = try #require(files.text("m.swift"))
        // Vertex 2 (bottom left, in a grid's row order) lifted by a quarter of the 200-point side,
        // with the one face's normal; the face's corners 0, 1, 3, 2 split along 0–3 as meshplay splits them.
        #expect(source.contains("            0.0, 200.0, 50.0, 0.0, 1.0, 10000.0, -10000.0, 80000.0,\n"))
        #expect(source.contains("        indices: [\n            0, 1, 3, 3, 2, 0,\n        ],"))
        #expect(source.contains("        light: [0.0, 0.0, 1.0, 1.0, 0.0, 1.0, 0.0],"))
        #expect(source.contains("    static let layers: [Layer] = [layer0]"))
    }

    /// Each case: the lines that make the scene, and the reason the export gives.
    static let refusals: [(lines: [String], reason: String)] = [
        (["grid 1 1", "light add point position 0 0 100"],
         "the light has coloured lights, a specular highlight or point and spot lights (the shader models one grey directional light)"),
        (["grid 1 1", "light color red"],
         "the light has coloured lights, a specular highlight or point and spot lights (the shader models one grey directional light)"),
        (["grid 1 1", "shading flat"], "the light has flat shading (the shader lights each vertex and interpolates, as `shading smooth` does)"),
        (["grid 1 1", "layer add", "layer opacity 0.5"],
         "layer 1 is translucent in a stack of 2 drawn layers (the shader blends one translucent layer, unsorted)"),
        (["grid 2 2", "triangulation fan4"],
         "layer 0 is split by `triangulation fan4` (the export splits each quad along one diagonal: `triangulation diagonal02` or `diagonal13`)"),
        (["grid 2 2", "subdivision 1 limit"], "layer 0 is drawn on its subdivision limit surface (give the steps without `limit`: `subdivision N`)"),
        // issue 36's red square inside the waving label: meshplay bends it with the label's mesh.
        (["preset wavy-label", "layer add child parent 0", "layer select child", "layer size 60 60", "layer position 300 70",
          "content solid #ff0000"],
         "layer 0 bends its 1 sublayer with its mesh, as one texture (the export draws each layer by itself, unbent by its superlayer's mesh)"),
    ]

    @Test(arguments: refusals.indices)
    func aSceneTheShaderCannotDrawIsRefusedAndNothingIsWritten(_ k: Int) {
        let files = InMemoryFileSystem()
        var s = session(Self.refusals[k].lines, files: files)
        let before = s.state
        #expect(s.execute("export metal m.swift").text
                == "error: m.swift was not written: the Metal export would not draw this scene as meshplay does: \(Self.refusals[k].reason)")
        #expect(files.text("m.swift") == nil)
        #expect(s.state == before)
    }

    @Test func aBadNameIsRefusedAtItsColumn() {
        var s = session(["grid 1 1"])
        let result = s.execute("export metal m.swift name 1x")
        #expect(result.text.hasPrefix("error: a code name starts with a letter"), "\(result.text)")
        #expect(s.execute("export metal m.swift title x").text.hasPrefix("error: "))
    }
}
