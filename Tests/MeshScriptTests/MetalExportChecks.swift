import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// What the tests of `export metal` and `export swiftui-distortion` check alike: every preset is
/// either refused with its reason and nothing written, or written as Swift that type-checks in
/// Swift 6 mode against the stand-ins (CodeStubs/MetalKitSwiftUI.swift); and a refusal leaves
/// the state as it was.
enum MetalExportChecks {
    /// Exports each preset with `command(i)` into `file`. A preset named in `refused` must be
    /// refused with that reason; the others are checked by `check(source, i)`, get their framework
    /// imports swapped for Foundation by `strip` (the stand-ins declare the frameworks) and `use(i)`
    /// appended, and are type-checked together, once per set of `platforms` flags.
    static func typeCheckEveryPreset(
        _ export: MetalExport, file: String, command: (Int) -> String, refused: [String: String],
        strip: (String) -> String, platforms: [[String]] = [[]],
        check: (String, Int) -> Void, use: (Int) -> String = { _ in "" }
    ) throws {
        let dir = try CodeExportTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        var paths = [CodeExportTests.stubs.appendingPathComponent("MetalKitSwiftUI.swift").path]
        for (i, preset) in Presets.all.enumerated() {
            let files = InMemoryFileSystem()
            var s = session(["preset \(preset.name)"], files: files)
            let result = s.execute(command(i))
            if let reason = refused[preset.name] {
                #expect(result.text == refusal(export, file: file, reason: reason), "\(preset.name)")
                #expect(files.text(file) == nil)
                continue
            }
            #expect(result.isSuccess, "\(preset.name): \(result.text)")
            let source = try #require(files.text(file), "\(preset.name)")
            check(source, i)
            let url = dir.appendingPathComponent("export\(i).swift")
            try (strip(source) + use(i)).write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        #expect(paths.count > 1, "no preset was exported")
        for flags in platforms {
            let result = try runTool("swiftc", ["-typecheck"] + CodeExportTests.swift6Strict + flags + paths)
            #expect(result.status == 0, "\(flags): \(result.output)")
        }
    }

    /// The scene `lines` make, refused by `command` with `reason`: nothing written, state unchanged.
    static func expectRefusal(_ export: MetalExport, lines: [String], command: String, file: String, reason: String) {
        let files = InMemoryFileSystem()
        var s = session(lines, files: files)
        let before = s.state
        #expect(s.execute(command).text == refusal(export, file: file, reason: reason))
        #expect(files.text(file) == nil)
        #expect(s.state == before)
    }

    /// The error line a refusal prints.
    static func refusal(_ export: MetalExport, file: String, reason: String) -> String {
        "error: \(file) was not written: \(export) would not draw this scene as meshplay does: \(reason)"
    }

    /// Preset `name` at time 0, drawn by meshplay and by the export's GLSL twin on llvmpipe
    /// (`draw`, which throws the export's refusal): refused with the reason `refused` gives,
    /// or drawn with at least `matching` of the pixels within ``MetalPixelTests/tolerance``
    /// levels. `MESHPLAY_METAL_PAIRS=DIR` writes both pictures side by side as `label` + name.
    static func expectTwinMatches(
        preset name: String, refused: [String: String], matching: Double, label: String = "",
        draw: (Scene) throws -> [UInt32]
    ) throws {
        let scene = try #require(Presets.named(name)).scene(at: 0)
        let theirs: [UInt32]
        do { theirs = try draw(scene) } catch let refusal as MetalRefusal {
            #expect(refused[name] == refusal.description, "\(name) refused: \(refusal.description)")
            return
        }
        #expect(refused[name] == nil, "\(name) was drawn, not refused")
        let renderer = Renderer()
        renderer.render(scene, options: MetalPixelTests.options)
        let ours = renderer.image.pixels
        let bad = LlvmpipeHarness.differing(ours, theirs, levels: MetalPixelTests.tolerance)
        if let dir = ProcessInfo.processInfo.environment["MESHPLAY_METAL_PAIRS"] {
            try MetalPixelTests.writePair(ours, theirs, name: label + name, into: dir)
        }
        #expect(Double(ours.count - bad) >= matching * Double(ours.count),
                "\(name): \(bad) of \(ours.count) pixels differ by more than \(MetalPixelTests.tolerance) levels")
    }
}
