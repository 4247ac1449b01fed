import Foundation
import Testing
import MeshEngine
import MeshIO

/// Every preset at 96×64 (two samples per pixel a side, its own overlays, the engine's
/// bitmap font, so no system font is read) against a checked-in PNG, pixel for pixel: a
/// change to any rendering rule shows here as the presets it changes.
///
/// To re-record after a change made on purpose: `MESHPLAY_RECORD=1 swift test --filter
/// PresetGoldenTests`, look at the new files in `Tests/MeshIOTests/Goldens`, and commit them.
/// Recording fails each test it writes for, so it is never mistaken for a pass (CI never sets it).
struct PresetGoldenTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    static func render(_ preset: Preset) -> Image {
        let renderer = Renderer()
        renderer.render(preset.scene(at: 0), options: RenderOptions(width: 96, height: 64, supersample: 2, overlays: preset.overlays))
        return renderer.image
    }

    @Test(arguments: Presets.all.map(\.name))
    func presetMatchesItsGoldenPNGPixelForPixel(name: String) throws {
        let preset = try #require(Presets.named(name))
        let image = Self.render(preset)
        let url = Self.goldens.appendingPathComponent(name + ".png")
        if ProcessInfo.processInfo.environment["MESHPLAY_RECORD"] == "1" {
            try PNGCodec.encode(image, path: url.path).write(to: url)
            Issue.record("recorded \(url.path); run again without MESHPLAY_RECORD")
            return
        }
        let golden = try PNGCodec.decode(try Data(contentsOf: url), path: url.path)
        try #require(golden.width == image.width && golden.height == image.height, "\(name): \(golden.width)×\(golden.height)")
        let differing = zip(golden.pixels, image.pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "\(name): \(differing) pixels differ from \(url.lastPathComponent)")
    }

    /// No golden is left over from a preset that is gone or renamed.
    @Test func everyGoldenBelongsToAPreset() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.goldens.path).filter { $0.hasSuffix(".png") }
        #expect(Set(files) == Set(Presets.all.map { $0.name + ".png" }))
    }
}
