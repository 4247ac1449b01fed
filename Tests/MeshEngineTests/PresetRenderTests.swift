import Foundation
import Testing
@testable import MeshEngine

/// Every preset through the real renderer at the CLI's default size.
struct PresetRenderTests {
    @Test(arguments: Presets.all.map(\.name))
    func presetRendersWithoutNotesAndCoversPixels(name: String) throws {
        let preset = try #require(Presets.named(name))
        let renderer = Renderer()
        for time in preset.isAnimated ? [0, preset.duration / 3] : [0] {
            let stats = renderer.render(preset.scene(at: time),
                                        options: RenderOptions(width: 160, height: 100, supersample: 1, overlays: preset.overlays))
            #expect(stats.notes.isEmpty, "\(name) at t=\(time): \(stats.notes)")
            #expect(stats.coveredPixels > 160 * 100 / 10, "\(name) at t=\(time) covers only \(stats.coveredPixels) pixels")
            #expect(renderer.image.width == 160 && renderer.image.height == 100)
        }
    }

    @Test func subdividedGridIsDrawnSmoothedThreeSteps() throws {
        let preset = try #require(Presets.named("subdivided-grid"))
        let renderer = Renderer()
        let stats = renderer.render(preset.scene, options: RenderOptions(width: 160, height: 100, supersample: 1))
        #expect(stats.subdivisionSteps == [3])
    }
}
