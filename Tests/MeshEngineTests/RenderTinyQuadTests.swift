import Testing
@testable import MeshEngine

/// Quads whose box holds at most four samples are drawn whole (``Rasterizer/drawTinyQuad``):
/// what they draw must be what their two triangles drawn one by one give, to the bit.
struct RenderTinyQuadTests {
    /// A dense ripple drawn small (60×60 faces on at most 144×96 samples: every quad reaches
    /// at most a few samples), turned so that part of it shows its back when `flipped`.
    static func scene(triangulation: Triangulation, lighting: Lighting, doubleSided: Bool, flipped: Bool) -> Scene {
        var scene = RenderSceneTests.ripple(faces: 60, lighting: lighting)
        scene.layers[0].triangulation = triangulation
        scene.layers[0].doubleSided = doubleSided
        if flipped {
            var t = Transform3D.rotation(.pi * 0.55, 0, 1, 0)
            t.m34 = -1.0 / 300
            scene.layers[0].transform = t
        }
        // Two control faces take the other diagonal than the layer's.
        scene.layers[0].faceDiagonals = [7: .d13, 1800: .d02]
        return scene
    }

    @Test(arguments: [Triangulation.diagonal02, .diagonal13, .shorter], [false, true])
    func quadsDrawnWholeGiveTheSameBitsAsTheirTrianglesOneByOne(triangulation: Triangulation, lit: Bool) {
        let lighting = lit ? Lighting(lights: [Light(direction: Point3D(0.3, 0.8, -0.5))], diffuseFactor: 0.7) : .unlit
        for (doubleSided, flipped) in [(true, false), (true, true), (false, true)] {
            let scene = Self.scene(triangulation: triangulation, lighting: lighting, doubleSided: doubleSided, flipped: flipped)
            for options in [RenderOptions(width: 96, height: 64, supersample: 1), RenderOptions(width: 72, height: 48, supersample: 2),
                            RenderOptions(width: 48, height: 32, supersample: 3)] {
                let whole = Renderer(), oneByOne = Renderer()
                oneByOne.allowsTinyQuads = false
                let stats = whole.render(scene, options: options)
                #expect(stats == oneByOne.render(scene, options: options))
                #expect(stats.coveredPixels > 100, "the ripple is on screen")
                let label = "doubleSided \(doubleSided), flipped \(flipped), \(options.width)×\(options.height)×\(options.supersample)"
                RenderThreadTests.expectSameBits(whole, oneByOne, label)
            }
        }
    }
}
