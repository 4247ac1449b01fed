import Foundation
import MeshScript
import Testing

/// The status line says when unsaved work is not protected, for as long as it is not: a journal
/// that cannot be written until a rewrite has caught up, and no journal at all.
@Suite(.serialized, .enabled(if: TmuxPane.isAvailable, "needs tmux and a built meshplay binary (run `swift build` first)"))
struct JournalStatusTests {
    static let environment = ["TERM": "xterm-256color"]

    @Test func afterAFailedWriteTheWarningStaysUntilTheWholeJournalIsRewritten() throws {
        let pane = try TmuxPane(columns: 120, rows: 40, environment: Self.environment, command: TmuxPane.meshplayCommand())
        let journal = pane.home + "/meshplay/journal.mesh"
        #expect(pane.wait { PlaygroundTests.isReady($0) } != nil)
        pane.type("grid 3 3")
        pane.send(keys: "Enter")
        #expect(pane.wait { PlaygroundTests.statusLine($0).contains(" │ untitled ● │") } != nil)
        try FileManager.default.moveItem(atPath: journal, toPath: journal + ".aside")
        try FileManager.default.createSymbolicLink(atPath: journal, withDestinationPath: "/dev/full")
        pane.type("vertex 0 to.z 0.2")
        pane.send(keys: "Enter")
        #expect(pane.wait { PlaygroundTests.statusLine($0).contains("⚠ journal not written") } != nil)
        try FileManager.default.removeItem(atPath: journal)
        try FileManager.default.moveItem(atPath: journal + ".aside", toPath: journal)
        pane.type("vertex 1 to.z 0.3")
        pane.send(keys: "Enter")
        #expect(pane.wait { $0.contains("vertex 1: from") && !PlaygroundTests.statusLine($0).contains("⚠") } != nil)
        // What a kill -9 now would leave: both edits, the one the failed write missed too.
        let restored = try Session.restoringJournal(host: SessionHost(fileSystem: InMemoryFileSystem(files: ["j": [UInt8](FileManager.default.contents(atPath: journal) ?? Data())]), journalPath: "j"))
        let vertices = restored.session.state.scene.layers[0].mesh?.vertices
        #expect(vertices?[0].to.z == 0.2 && vertices?[1].to.z == 0.3)
    }

    /// The environment of a session whose state directory cannot be made (its parent is a
    /// file), so it has no journal at all, and that file, for the test to remove.
    static func withoutJournal() -> (environment: [String: String], blocked: String) {
        let blocked = NSTemporaryDirectory() + "meshplay-blocked-\(UUID().uuidString)"
        #expect(FileManager.default.createFile(atPath: blocked, contents: Data()))
        var environment = Self.environment
        environment["XDG_STATE_HOME"] = blocked + "/state"
        return (environment, blocked)
    }

    @Test func withNoJournalAtAllTheStatusLineSaysSoForTheWholeSession() throws {
        let (environment, blocked) = Self.withoutJournal()
        defer { try? FileManager.default.removeItem(atPath: blocked) }
        let pane = try TmuxPane(columns: 120, rows: 40, environment: environment, command: TmuxPane.meshplayCommand())
        // The panel wraps the start-up warning at its width.
        #expect(pane.wait { $0.contains("warning: no journal (changes are not") } != nil)
        for _ in 0..<40 {
            pane.type("grid 2 2")
            pane.send(keys: "Enter")
        }
        #expect(pane.wait { PlaygroundTests.statusLine($0).contains(" │ ⚠ no journal │") && !$0.contains("warning: no journal (") } != nil)
    }

    /// At 80 columns the key hint shortens before the warning goes: the frame, the file and the
    /// warning come first.
    @Test func inAnEightyColumnWindowTheWarningStaysBesideALongFileName() throws {
        let (environment, blocked) = Self.withoutJournal()
        defer { try? FileManager.default.removeItem(atPath: blocked) }
        let scene = try SceneFiles.write("preset cube-lit\n", name: "a-rather-long-study-name")
        let pane = try TmuxPane(columns: 80, rows: 30, environment: environment, command: TmuxPane.meshplayCommand([scene]))
        let status = try #require(pane.wait { PlaygroundTests.statusLine($0).contains("quit") && PlaygroundTests.statusLine($0).contains("⚠ no journal") },
                                  "\(pane.capture())")
        #expect(PlaygroundTests.statusLine(status).contains("a-rather-long-study-name.mesh │ ⚠ no journal"))
    }
}
