import Foundation
import Testing
@testable import MeshScript

/// The README's export example is what `export swift` writes today for the scene it names, so
/// the code a reader sees beside the picture is code meshplay produces.
struct ReadmeExportTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    @Test func theReadmesSwiftBlockIsPartOfTheWavyLabelsExport() throws {
        let lines = try String(contentsOf: Self.readme, encoding: .utf8).components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.hasPrefix("<!-- export example:") }, "no export example")
        #expect(lines[start + 1] == "```swift")
        let end = try #require(lines[(start + 2)...].firstIndex(of: "```"))
        let block = lines[(start + 2)..<end].joined(separator: "\n")
        let files = InMemoryFileSystem()
        var s = session(["preset wavy-label"], files: files)
        #expect(s.execute("export swift flag.swift name Flag").isSuccess)
        let code = try #require(files.text("flag.swift"))
        #expect(code.contains(block + "\n"), "the README's block is not in the export:\n\(block)")
        #expect(lines.contains("![wavy-label as meshplay renders it](docs/images/wavy-label.png)"))
    }
}
