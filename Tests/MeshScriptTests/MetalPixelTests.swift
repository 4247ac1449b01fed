import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// Every preset drawn by the Metal export's GLSL twin on llvmpipe, against meshplay's own
/// render of the same frame: at least 99% of the pixels within 8 levels in every channel
/// (edges may fall on the other side of a sample centre, and texels round differently).
@Suite(.serialized, .enabled(if: LlvmpipeHarness.required, "needs cc, OSMesa (libosmesa6-dev), glslang-tools, spirv-cross"))
struct MetalPixelTests {
    /// The frame compared: 192 × 128 pixels, one sample each (the export draws no multisampling).
    static let options = RenderOptions(width: 192, height: 128, supersample: 1)
    static let tolerance = 8
    static let matching = 0.99

    /// The presets the export refuses, each with the reason it gives; every other preset is drawn.
    static let refused: [String: String] = [
        "affine-nonaffine": "layer 3 is split by `triangulation bilinear` (the export splits each quad along one diagonal: `triangulation diagonal02` or `diagonal13`)",
        "cube-lit": "the light has flat shading (the shader lights each vertex and interpolates, as `shading smooth` does)",
        "flatten-crossing": flattened,
        "flatten-y": flattened,
        "flatten-z": flattened,
        "side-by-side": flattened,
        "switch-hit-test": "layer 0 bends its 1 sublayer with its mesh, as one texture (the export draws each layer by itself, unbent by its superlayer's mesh)",
        "cube-button": "the light has flat shading (the shader lights each vertex and interpolates, as `shading smooth` does)",
    ]
    static let flattened = "layer 1 is flattened into its superlayer's plane (the export draws layers in one shared depth buffer, as a CATransformLayer does)"

    @Test(arguments: Presets.all.map(\.name))
    func presetDrawnByTheExportedShaderMatchesMeshplaysFrame(name: String) throws {
        try MetalExportChecks.expectTwinMatches(preset: name, refused: Self.refused, matching: Self.matching) { scene in
            try LlvmpipeHarness.draw(MetalFrame(scene: scene, options: Self.options))
        }
    }

    /// A scene typed in the REPL, with `subdivision auto` (the steps meshplay picks for the frame), a
    /// perspective turn and the default light, drawn both ways.
    @Test func aTypedSceneWithAutomaticSubdivisionMatchesToo() throws {
        let s = session(["grid 3 3", "map to.z = 0.2 * sin(u * 2 * pi)", "transform rotate 30 0 1 0", "sublayer perspective 500"])
        let frame = try MetalFrame(scene: s.frameScene, options: Self.options)
        let renderer = Renderer()
        let stats = renderer.render(s.frameScene, options: Self.options)
        #expect(stats.subdivisionSteps.first ?? 0 > 0)
        let ours = renderer.image.pixels
        let bad = LlvmpipeHarness.differing(ours, try LlvmpipeHarness.draw(frame), levels: Self.tolerance)
        #expect(Double(ours.count - bad) >= Self.matching * Double(ours.count), "\(bad) of \(ours.count) pixels differ")
    }

    /// meshplay's frame and llvmpipe's side by side as a PPM, for a look (MESHPLAY_METAL_PAIRS=DIR).
    static func writePair(_ a: [UInt32], _ b: [UInt32], name: String, into dir: String) throws {
        let w = options.width, h = options.height
        var out = Array("P6\n\(2 * w + 4) \(h)\n255\n".utf8)
        for y in 0..<h {
            for x in 0..<(2 * w + 4) {
                let p: UInt32 = x < w ? a[y * w + x] : x >= w + 4 ? b[y * w + x - w - 4] : 0xFFFF_FFFF
                out += [UInt8(p & 255), UInt8(p >> 8 & 255), UInt8(p >> 16 & 255)]
            }
        }
        try Data(out).write(to: URL(fileURLWithPath: dir).appendingPathComponent(name + ".ppm"))
    }
}
