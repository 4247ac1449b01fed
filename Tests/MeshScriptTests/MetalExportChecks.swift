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
}
