import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// The scene files in `meshes/`: one per preset, each written as commands, must draw what
/// its preset draws.
@Suite struct GalleryTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("meshes").path

    static func load(_ name: String) throws -> Session {
        let text = try String(contentsOfFile: directory + "/" + name + ".mesh", encoding: .utf8)
        return try Session.running(text, file: name + ".mesh", host: SessionHost())
    }

    /// The share of pixels whose channels differ by more than `threshold`, and the mean
    /// absolute channel difference.
    static func difference(_ a: Image, _ b: Image, threshold: Int = 24) -> (share: Double, mean: Double) {
        var off = 0, total = 0
        for (p, q) in zip(a.pixels, b.pixels) {
            var worst = 0
            for shift in stride(from: 0, through: 24, by: 8) {
                let d = abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))
                total += d
                worst = max(worst, d)
            }
            if worst > threshold { off += 1 }
        }
        let n = Double(max(1, a.pixels.count))
        return (Double(off) / n, Double(total) / (4 * n))
    }

    @Test(arguments: Presets.all.map(\.name))
    func sceneFileDrawsItsPreset(_ name: String) throws {
        let file = try Self.load(name)
        var preset = Session()
        #expect(preset.execute("preset \(name)").isSuccess)
        let size = (width: 120, height: 90)
        let mine = file.renderFrame(width: size.width, height: size.height).image
        let theirs = preset.renderFrame(width: size.width, height: size.height).image
        let (share, mean) = Self.difference(mine, theirs)
        #expect(share < 0.01, "\(name): \(share * 100)% of pixels differ, mean \(mean)")
        #expect(file.state.view.overlays == preset.state.view.overlays)
        guard Presets.named(name)?.isAnimated == true else { return }
        // Animated presets must also agree part way through their loop.
        var later = file
        #expect(later.execute("time 1.1").isSuccess && preset.execute("time 1.1").isSuccess)
        let (laterShare, laterMean) = Self.difference(later.renderFrame(width: size.width, height: size.height).image,
                                                      preset.renderFrame(width: size.width, height: size.height).image)
        #expect(laterShare < 0.01, "\(name) at 1.1 s: \(laterShare * 100)% of pixels differ, mean \(laterMean)")
    }

    @Test func everySceneFileStartsWithAHeaderComment() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.directory).filter { $0.hasSuffix(".mesh") }
        #expect(names.count >= Presets.all.count + 2)
        for name in names {
            let text = try String(contentsOfFile: Self.directory + "/" + name, encoding: .utf8)
            #expect(text.hasPrefix("# "), "\(name) has no header comment")
            _ = try Session.running(text, file: name, host: SessionHost())
        }
    }
}
