import Foundation
import MeshScript
import Testing
@testable import meshplay

/// The command language guide's first example (`$ meshplay repl <<'END'` … `END` and the answers
/// printed under it, in docs/language.md, which the README links) is run as written, so the
/// answers it shows are the ones a user gets.
struct ReadmeCommandLanguageTests {
    /// docs/language.md, beside the README.
    static let guide = ReadmeWalkthroughTests.readme.deletingLastPathComponent()
        .appendingPathComponent("docs").appendingPathComponent("language.md")

    /// The example's input lines and the lines printed, from docs/language.md.
    static func example() throws -> (input: [String], output: [String]) {
        let lines = try String(contentsOf: guide, encoding: .utf8).components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "$ meshplay repl <<'END'"), "no repl example in docs/language.md")
        let end = try #require(lines[start...].firstIndex(of: "END"))
        let close = try #require(lines[end...].firstIndex { $0.hasPrefix("```") })
        return (Array(lines[(start + 1)..<end]), Array(lines[(end + 1)..<close]))
    }

    @Test func theReadmesReplExamplePrintsWhatTheReadmeShows() throws {
        let (input, expected) = try Self.example()
        #expect(input.count > 5)
        var session = Session(host: SessionHost(fileSystem: InMemoryFileSystem()))
        var lines = input[...]
        // Results and errors in one list, in the order a terminal shows them.
        var printed: [String] = []
        var loop = Repl(interactive: false, strict: false)
        _ = loop.run(&session, read: { _ in lines.popFirst() }, print: { printed.append($0) }, warn: { printed.append($0) })
        let shown = printed.flatMap { $0.components(separatedBy: "\n") }
        #expect(shown == expected)
    }
}
