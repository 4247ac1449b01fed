import Foundation
import MeshEngine
import Testing
@testable import MeshIO

/// Overlays are marked in the image's ink mask, not in its pixels: a PNG of a frame with
/// overlays holds exactly what was drawn, every overlay pixel opaque.
@Suite struct OverlayPNGTests {
    @Test func aPngOfAFrameWithOverlaysHasFullAlphaOnEveryOverlayPixel() throws {
        var mesh = MeshTransform.identity(rows: 3, columns: 3)
        mesh.subdivisionSteps = 0
        let layer = Layer(size: Size(90, 90), position: Point2D(45, 45), content: .solid(Color(r: 40, g: 60, b: 120)), mesh: mesh)
        let scene = Scene(size: Size(90, 90), layers: [layer], lighting: .unlit, background: .clear)
        let renderer = Renderer()
        renderer.render(scene, options: RenderOptions(width: 120, height: 120, supersample: 1,
                                                      overlays: [.wireframe, .diagonals, .vertices, .indices], margin: 0.1))
        let frame = renderer.image
        let decoded = try PNGCodec.decode(try PNGCodec.encode(frame))
        var overlayPixels = 0
        for i in decoded.pixels.indices where frame.ink.contains(i) {
            overlayPixels += 1
            #expect(decoded.pixels[i] >> 24 == 255, "overlay pixel \(i % 120),\(i / 120) has alpha \(decoded.pixels[i] >> 24)")
        }
        #expect(overlayPixels > 500)
        // The rest keeps its true alpha: the clear background around the layer.
        #expect(decoded.pixels[0] >> 24 == 0)
        #expect(decoded.pixels.allSatisfy { $0 >> 24 == 0 || $0 >> 24 == 255 })
    }
}
