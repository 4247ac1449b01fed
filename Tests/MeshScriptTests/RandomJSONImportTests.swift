import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// Random JSON documents, mutated from real exports with hostile values, through `import json`:
/// each is either refused at a line and column with the state unchanged, or accepted into a
/// state that `save` writes and `load` reads back to the same state, and the same bytes.
@Suite struct RandomJSONImportTests {
    /// What replaces a value: the ranges' edges and past them, wrong types, and nothing.
    static let hostile = ["-1", "0", "1e308", "-1e308", "1e999", "0.5", "1e-320", "99999999999", "9223372036854775807",
                          "\"NaN\"", "\"Infinity\"", "\"\"", "null", "true", "[]", "{}", "\"gone.png\"", "[0, 0, 0]"]

    /// The scenes the documents start from: random command lines, then a preset or two.
    static func start(_ rng: inout SplitMix64, files: InMemoryFileSystem) -> Session {
        var s = Session(host: SessionHost(fileSystem: files))
        let presets = ["ripple", "cube", "jelly", "label"]
        if Bool.random(using: &rng) { _ = s.execute("preset \(presets[Int.random(in: 0..<presets.count, using: &rng)])") }
        for _ in 0..<Int.random(in: 0...25, using: &rng) { _ = s.execute(RandomSessionTests.randomLine(&rng)) }
        _ = s.execute("content label \"x\" size \(Int.random(in: 1...90, using: &rng))")
        _ = s.execute("light add spot position 0 0 300 cone \(Int.random(in: 1...90, using: &rng))")
        return s
    }

    /// `text` with one to three values replaced by hostile ones, or a key dropped.
    static func mutated(_ text: String, _ rng: inout SplitMix64) -> String {
        var bytes = Array(text.utf8)
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let numbers = JSONLocator(bytes: bytes).numberRanges()
            guard let r = numbers.randomElement(using: &rng) else { break }
            if Int.random(in: 0..<8, using: &rng) == 0 {
                // Drop the whole `"key" : value` line the number sits on.
                let start = bytes[..<r.lowerBound].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
                let end = bytes[r.upperBound...].firstIndex(of: 0x0A) ?? bytes.count
                bytes.removeSubrange(start..<end)
            } else {
                bytes.replaceSubrange(r, with: Array((hostile.randomElement(using: &rng) ?? "0").utf8))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test(arguments: 0..<60)
    func anImportIsRefusedInPlaceOrSavesAndLoadsToTheSameBytes(seed: Int) throws {
        var rng = SplitMix64(state: UInt64(seed) &* 104_729 &+ 17)
        let files = InMemoryFileSystem()
        var s = Self.start(&rng, files: files)
        #expect(s.execute("export json good.json").isSuccess)
        let good = try #require(files.text("good.json"))
        for round in 0..<4 {
            let text = round == 0 ? good : Self.mutated(good, &rng)
            try files.writeTextAtomically(text, to: "in.json")
            let before = s.state
            switch s.execute("import json in.json") {
            case let .failure(e):
                #expect(round > 0, "the export itself was refused: \(e)")
                #expect(e.file == "in.json" && e.line != nil && e.column > 0, "\(e.description)")
                #expect(!e.message.contains("error:"), "\(e.description)")
                #expect(s.state == before)
            case .success:
                try Self.expectSaveLoadSave(s, files: files, note: text)
            }
        }
    }

    /// `save` → `load` gives the same state, and saving that gives the same bytes.
    static func expectSaveLoadSave(_ s: Session, files: InMemoryFileSystem, note: String) throws {
        var s = s
        #expect(s.execute("save a.mesh").isSuccess)
        var loaded = Session(host: SessionHost(fileSystem: files))
        let result = loaded.execute("load a.mesh")
        #expect(result.isSuccess, "\(result.text)\n\(files.text("a.mesh") ?? "")")
        if loaded.state != s.state {
            _ = s.execute("export json dbg1.json"); _ = loaded.execute("export json dbg2.json")
            let a = (files.text("dbg1.json") ?? "").split(separator: "\n"), b = (files.text("dbg2.json") ?? "").split(separator: "\n")
            let i = a.indices.first { $0 >= b.count || a[$0] != b[$0] } ?? 0
            Issue.record("DIFF \(a[max(0, i - 8)..<min(a.count, i + 3)].joined(separator: "\n")) ||| \(b[max(0, i - 8)..<min(b.count, i + 3)].joined(separator: "\n")) FILE \(files.text("a.mesh") ?? "")")
        }
        #expect(loaded.execute("save b.mesh").isSuccess)
        #expect(files.text("a.mesh") == files.text("b.mesh"))
    }

    /// The same property for states reached by commands alone, exported and imported.
    @Test(arguments: 0..<30)
    func aStateMadeByCommandsExportsImportsSavesAndLoadsTheSame(seed: Int) throws {
        var rng = SplitMix64(state: UInt64(seed) &+ 4242)
        let files = InMemoryFileSystem()
        var s = Self.start(&rng, files: files)
        #expect(s.execute("export json x.json").isSuccess)
        var imported = Session(host: SessionHost(fileSystem: files))
        let result = imported.execute("import json x.json")
        #expect(result.isSuccess, "\(result.text)")
        #expect(imported.state == s.state)
        try Self.expectSaveLoadSave(imported, files: files, note: "")
    }
}
