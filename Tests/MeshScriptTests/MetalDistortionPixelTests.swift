import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// Every preset through `export swiftui-distortion`'s GLSL twin on llvmpipe (the inverse map of
/// Shaders/distortion.frag over every pixel), against meshplay's own render of the same frame:
/// at least 98.5% of the pixels within 8 levels in every channel. The twin maps each face
/// bilinearly where meshplay splits it into two triangles (up to a point apart, or the export
/// refuses), and a pixel whose centre lies exactly on the layer's outline is drawn by the twin
/// where meshplay's top-left rule leaves it out (back-face's square: 1.1% of the frame).
@Suite(.serialized, .enabled(if: LlvmpipeHarness.required, "needs cc, OSMesa (libosmesa6-dev), glslang-tools, spirv-cross"))
struct MetalDistortionPixelTests {
    static let options = MetalPixelTests.options
    static let tolerance = MetalPixelTests.tolerance
    static let matching = 0.985

    /// The presets the distortion refuses, each with the reason it gives; every other preset
    /// (wavy-label, subdivided-grid, rotate-45, shear, rotate-y, back-face, ellipse) is drawn.
    /// Where the Metal export refuses a preset, the distortion gives the Metal export's reason.
    static let refused: [String: String] = [
        "simple-skew": "layer 0's face 0 is not a parallelogram: meshplay draws it as two flat triangles and a distortion bilinearly, 50.0 points apart (`triangulation bilinear` draws it as the distortion does; or subdivide it)",
        "jelly": "layer 0's face 0 is not a parallelogram: meshplay draws it as two flat triangles and a distortion bilinearly, 56.7 points apart (`triangulation bilinear` draws it as the distortion does; or subdivide it)",
        "rippled-label": notFlat,
        "zoom": notFlat,
        "ripple": notFlat,
        "wave": notFlat,
        "symmetric-meshes": "2 layers draw content (layers 0, 1): a distortion moves the pixels of one view",
        "mesh-transform": "2 layers draw content (layers 0, 1): a distortion moves the pixels of one view",
        "quad-divisions": "2 layers draw content (layers 0, 1): a distortion moves the pixels of one view",
        "compound-transform": "2 layers draw content (layers 0, 1): a distortion moves the pixels of one view",
        "shared-perspective": "2 layers draw content (layers 0, 1): a distortion moves the pixels of one view",
        "curtain": "2 layers draw content (layers 0, 1): a distortion moves the pixels of one view",
        "curtain-idle": "2 layers draw content (layers 0, 1): a distortion moves the pixels of one view",
        "flatten-y-expected": "2 layers draw content (layers 1, 2): a distortion moves the pixels of one view",
        "affine-nonaffine": "4 layers draw content (layers 0, 1, 2, 3): a distortion moves the pixels of one view",
        "cube-faces": sixLayers,
        "cube": sixLayers,
        "cube-corner": sixLayers,
        "switch-hit-test": MetalPixelTests.refused["switch-hit-test"]!,
        "side-by-side": MetalPixelTests.flattened,
        "flatten-z": MetalPixelTests.flattened,
        "flatten-y": MetalPixelTests.flattened,
        "flatten-crossing": MetalPixelTests.flattened,
        "rotate-y-perspective": "layer 0 is drawn in perspective (a distortion is a 2D warp: no m34 on its transforms or its superlayers' sublayer transforms)",
        "cube-lit": MetalPixelTests.refused["cube-lit"]!,
        "cube-button": MetalPixelTests.refused["cube-button"]!,
    ]
    static let notFlat = "layer 0 has a vertex with to.z other than 0 (a distortion is a 2D warp: every `to.z` 0, or `depth none`)"
    static let sixLayers = "6 layers draw content (layers 0, 1, 2, 3, 4, 5): a distortion moves the pixels of one view"

    @Test(arguments: Presets.all.map(\.name))
    func presetWarpedByTheExportedDistortionMatchesMeshplaysFrame(name: String) throws {
        try MetalExportChecks.expectTwinMatches(preset: name, refused: Self.refused, matching: Self.matching, label: "distortion-") { scene in
            try LlvmpipeHarness.draw(DistortionWarp(scene: scene, options: Self.options))
        }
    }
}

extension MetalDistortionPixelTests {
    /// Typed scenes drawn both ways: a face warped into a trapezoid drawn `triangulation bilinear`
    /// (as the distortion maps it), and a grid whose second row folds back over the first, where
    /// meshplay's later face shows (or, turned away on a one-sided layer, is culled).
    static let typed: [[String]] = [
        ["grid 1 1", "subdivision 0", "triangulation bilinear", "vertex 3 to 1.5 1.25 0"],
        ["grid 2 1", "subdivision 0", "triangulation bilinear", "content uv", "shading unlit", "vertex 4 to 0 0 0", "vertex 5 to 1 0 0", "layer doublesided off"],
        ["grid 2 1", "subdivision 0", "triangulation bilinear", "content uv", "shading unlit", "vertex 4 to 0 0 0", "vertex 5 to 1 0 0", "layer doublesided on"],
    ]

    @Test(arguments: typed.indices)
    func aTypedWarpMatchesToo(_ k: Int) throws {
        let s = session(Self.typed[k])
        let warp = try DistortionWarp(scene: s.frameScene, options: Self.options)
        let renderer = Renderer()
        renderer.render(s.frameScene, options: Self.options)
        let ours = renderer.image.pixels
        let bad = LlvmpipeHarness.differing(ours, try LlvmpipeHarness.draw(warp), levels: Self.tolerance)
        #expect(Double(ours.count - bad) >= Self.matching * Double(ours.count), "\(bad) of \(ours.count) pixels differ")
    }
}
