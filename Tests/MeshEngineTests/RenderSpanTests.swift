import Testing
@testable import MeshEngine

/// Spans of larger opaque triangles are shaded four samples at a time (``Rasterizer/scanSpans``);
/// what they draw must be what the one-sample-at-a-time loop draws, to the bit.
struct RenderSpanTests {
    static let contents: [Content] = [.checkerboard(squares: 8, .white, Color(r: 60, g: 110, b: 200)), .solid(Color(r: 200, g: 120, b: 40))]
    static let lightings = [Lighting.unlit, Lighting(lights: [Light(direction: Point3D(0.3, 0.8, -0.5))], diffuseFactor: 0.7)]

    @Test(arguments: [0, 1], [0, 1])
    func spansShadedFourAtATimeGiveTheSameBitsAsOneAtATime(content: Int, lighting: Int) {
        var scene = RenderSceneTests.ripple(faces: 6, lighting: Self.lightings[lighting])
        scene.layers[0].content = Self.contents[content]
        // A second layer crossing the first: depth tests that pass and fail within a span.
        var crossing = scene.layers[0]
        crossing.transform = Transform3D.rotation(0.5, 0, 1, 0).rotated(-0.3, 1, 0, 0)
        crossing.doubleSided = true
        scene.layers.append(crossing)
        for (options, threads) in [(RenderOptions(width: 160, height: 120, supersample: 1), 1),
                                   (RenderOptions(width: 203, height: 131, supersample: 2), 1),
                                   (RenderOptions(width: 97, height: 61, supersample: 3), 1),
                                   (RenderOptions(width: 700, height: 500, supersample: 1), 2)] {
            let spans = Renderer(), samples = Renderer()
            spans.threads = threads
            samples.threads = threads
            samples.allowsWideSpans = false
            let stats = spans.render(scene, options: options)
            #expect(stats == samples.render(scene, options: options))
            #expect(stats.coveredPixels > 1000, "the layers are on screen")
            let label = "\(options.width)×\(options.height)×\(options.supersample), \(threads) threads"
            RenderThreadTests.expectSameBits(spans, samples, label)
        }
    }
}
