import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// `export swiftui-distortion`: one Swift file that type-checks in Swift 6 mode against stand-ins
/// written from Apple's SwiftUI documentation (CodeStubs/MetalKitSwiftUI.swift), and a refusal,
/// with nothing written and the state unchanged, for a scene a distortion would draw differently.
@Suite(.serialized) struct MetalDistortionExportTests {
    @Test func theDistortionSwiftOfEveryAcceptedPresetTypeChecksInSwift6Mode() throws {
        try MetalExportChecks.typeCheckEveryPreset(
            .swiftUIDistortion, file: "d.swift", command: { "export swiftui-distortion d.swift name Warp\($0)" },
            refused: MetalDistortionPixelTests.refused,
            strip: { $0.replacingOccurrences(of: "import SwiftUI\n", with: "import Foundation\n") },
            check: { source, i in
                #expect(source.contains("[[ stitchable ]] float2 Warp\(i)(float2 position, device const float *positions, int positionCount,"))
            },
            // A view using the modifier, as an app would.
            use: { i in "\n@MainActor func useWarp\(i)(_ content: StandInModifiedView) -> some View { content.modifier(Warp\(i)DistortionModifier()) }\n" }
        )
    }

    @Test func theExportedArraysAreTheWarpedGrid() throws {
        let files = InMemoryFileSystem()
        var s = session(["grid 1 1", "subdivision 0", "triangulation bilinear", "vertex 3 to 1.5 1.25 0"], files: files)
        #expect(s.execute("export swiftui-distortion d.swift").text
                == "wrote d.swift: a SwiftUI distortion of layer 0 (4 vertices, 1 face, subdivision baked in); "
                + "save MeshplayDistortion.metalSource as Meshplay.metal in the app target")
        let source = try #require(files.text("d.swift"))
        // The grid's 200-point layer at the container's top left; vertex 3 (bottom right) pulled
        // out to (300, 250), which it shows from (200, 200): offsets of 100 and 50 points.
        #expect(source.contains("    static let positions: [Float] = [\n        0.0, 0.0, 200.0, 0.0, 0.0, 200.0, 300.0, 250.0,\n    ]"), "\(source)")
        #expect(source.contains("    static let sources: [Float] = [\n        0.0, 0.0, 200.0, 0.0, 0.0, 200.0, 200.0, 200.0,\n    ]"))
        #expect(source.contains("    static let faces: [Float] = [\n        0.0, 1.0, 3.0, 2.0,\n    ]"))
        #expect(source.contains("    static let maxSampleOffset = CGSize(width: 100.0, height: 50.0)"))
        #expect(source.contains("ShaderFunction(library: library, name: \"Meshplay\")(.floatArray(positions), .floatArray(sources), .floatArray(faces), .float(cullsBack))"))
        #expect(source.contains("        [[ stitchable ]] float2 Meshplay(float2 position,"))
    }

    /// Each case: the lines that make the scene, and the reason the export gives.
    static let refusals: [(lines: [String], reason: String)] = [
        (["grid 1 1", "subdivision 0", "vertex 3 to 1.5 1.25 0"],
         "layer 0's face 0 is not a parallelogram: meshplay draws it as two flat triangles and a distortion bilinearly, 28.0 points apart (`triangulation bilinear` draws it as the distortion does; or subdivide it)"),
        (["grid 2 2", "map to.z = 0.1 * u"],
         "layer 0 has a vertex with to.z other than 0 (a distortion is a 2D warp: every `to.z` 0, or `depth none`)"),
        (["grid 2 2", "transform rotate 30 0 1 0", "sublayer perspective 500"],
         "layer 0 is drawn in perspective (a distortion is a 2D warp: no m34 on its transforms or its superlayers' sublayer transforms)"),
        (["grid 2 2", "transform rotate 60 0 1 0"],
         "the light shades layer 0 (a vertex's colour times 0.5): a distortion moves pixels and cannot shade them (`shading unlit`, or face the layer to the light)"),
        (["grid 1 1", "layer opacity 0.5"],
         "layer 0 is translucent (a distortion moves pixels; give the view SwiftUI's .opacity instead)"),
        (["grid 1 1", "layer add"],
         "2 layers draw content (layers 0, 1): a distortion moves the pixels of one view"),
        (["grid 1 1", "shading flat"], "the light has flat shading (the shader lights each vertex and interpolates, as `shading smooth` does)"),
    ]

    @Test(arguments: refusals.indices)
    func aSceneADistortionCannotDrawIsRefusedAndNothingIsWritten(_ k: Int) {
        MetalExportChecks.expectRefusal(
            .swiftUIDistortion, lines: Self.refusals[k].lines, command: "export swiftui-distortion d.swift", file: "d.swift", reason: Self.refusals[k].reason)
    }

    @Test func aBadNameIsRefusedAtItsColumn() {
        var s = session(["grid 1 1"])
        #expect(s.execute("export swiftui-distortion d.swift name 1x").text.hasPrefix("error: a code name starts with a letter"))
        #expect(s.execute("export swiftui-distortion d.swift title x").text.hasPrefix("error: "))
        #expect(s.execute("export swiftui-distortion").text.hasPrefix("error: "))
    }
}
