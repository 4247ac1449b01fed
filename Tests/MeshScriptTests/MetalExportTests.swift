import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// `export metal`: one Swift file that type-checks in Swift 6 mode against stand-ins written from
/// Apple's Metal, MetalKit, UIKit and SwiftUI documentation (CodeStubs/MetalKitSwiftUI.swift), and
/// a refusal, with nothing written, for what its shader would draw differently.
@Suite(.serialized) struct MetalExportTests {
    /// The frameworks an `export metal` file imports, which the stand-ins declare.
    static let frameworkImports = "import MetalKit\nimport SwiftUI\n#if canImport(UIKit)\nimport UIKit\n#else\nimport AppKit\n#endif\n"

    /// Exported Swift with the framework imports swapped for Foundation, and the choice of UIKit
    /// made by `-D STANDIN_APPKIT` (absent: the iOS views; given: the macOS views), since neither
    /// kit can be imported on Linux.
    static func withoutFrameworkImports(_ source: String) -> String {
        source.replacingOccurrences(of: frameworkImports, with: "import Foundation\n")
            .replacingOccurrences(of: "#if canImport(UIKit)\n", with: "#if !STANDIN_APPKIT\n")
    }

    /// The two platforms an export is type-checked for: iOS (UIKit's views) and macOS (AppKit's).
    static let platforms: [[String]] = [[], ["-D", "STANDIN_APPKIT"]]

    @Test func theMetalSwiftOfEveryAcceptedPresetTypeChecksInSwift6Mode() throws {
        try MetalExportChecks.typeCheckEveryPreset(
            .metal, file: "m.swift", command: { "export metal m.swift name Scene\($0)" }, refused: MetalPixelTests.refused,
            strip: Self.withoutFrameworkImports, platforms: Self.platforms
        ) { source, i in
            #expect(source.contains(Self.frameworkImports))
            #expect(source.contains("makeLibrary(source: Scene\(i)MetalScene.shaderSource"))
        }
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
        MetalExportChecks.expectRefusal(.metal, lines: Self.refusals[k].lines, command: "export metal m.swift", file: "m.swift", reason: Self.refusals[k].reason)
    }

    @Test func aBadNameIsRefusedAtItsColumn() {
        var s = session(["grid 1 1"])
        let result = s.execute("export metal m.swift name 1x")
        #expect(result.text.hasPrefix("error: a code name starts with a letter"), "\(result.text)")
        #expect(s.execute("export metal m.swift title x").text.hasPrefix("error: "))
    }
}
