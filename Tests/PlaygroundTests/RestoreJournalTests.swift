import Foundation
import MeshIO
import MeshScript
import Testing
@testable import meshplay

/// `meshplay --restore PATH` as a user meets it: the journal named at start-up comes back on
/// request, and a restored session is unsaved only where it differs from its file.
@Suite(.serialized, .enabled(if: TmuxPane.isAvailable, "needs tmux and a built meshplay binary (run `swift build` first)"))
struct RestoreJournalTests {
    static let environment = ["TERM": "xterm-256color"]

    /// A state directory of its own, short so that paths fit the panel's lines.
    func stateDirectory() throws -> String {
        let dir = "/tmp/mp-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: dir + "/meshplay", withIntermediateDirectories: true)
        return dir
    }

    @Test func theOlderOfTwoJournalsIsRestoredOnRequestAndTheOtherNamedWithItsCommand() throws {
        let state = try stateDirectory()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let older = state + "/meshplay/journal.mesh", newer = state + "/meshplay/journal-2.mesh"
        try RealFileSystem().writeTextAtomically(JournalRecords.journal(of: "new\ngrid 3 3\nsubdivision 0\n"), to: older)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -600)], ofItemAtPath: older)
        try RealFileSystem().writeTextAtomically(JournalRecords.journal(of: "new\ngrid 2 2\nsubdivision 0\n"), to: newer)
        var environment = Self.environment
        environment["XDG_STATE_HOME"] = state
        let pane = try TmuxPane(columns: 160, rows: 40, environment: environment,
                                command: TmuxPane.meshplayCommand(["--restore", older]))
        let screen = pane.wait { PlaygroundTests.isReady($0) && PlaygroundTests.panelText($0).contains("(`new` starts over)") }
        let panel = PlaygroundTests.panelText(screen ?? "")
        #expect(panel.contains("restored the last session from \(older)"), "\(panel)")
        #expect(panel.contains("1 more session did not quit; its work is kept in \(newer): `meshplay --restore \(newer)` restores it"), "\(panel)")
        // Nine faces: the older journal's grid, not the newer's four.
        #expect(PlaygroundTests.statusLine(screen ?? "").contains("f 9 "), "\(PlaygroundTests.statusLine(screen ?? ""))")
        #expect(PlaygroundTests.statusLine(screen ?? "").contains(" │ untitled ● │"))
    }

    @Test func aSessionSavedJustBeforeItDiedIsRestoredAsSaved() throws {
        let state = try stateDirectory()
        defer { try? FileManager.default.removeItem(atPath: state) }
        // What a playground killed right after `save` leaves: the journal and the file agree.
        let host = SessionHost.real(journalPath: state + "/meshplay/journal.mesh")
        var session = Session(host: host)
        session.beginJournal()
        for line in ["grid 3 3", "vertex 4 to.z 0.25", "save \(state)/a.mesh"] { #expect(session.execute(line).isSuccess) }
        var environment = Self.environment
        environment["XDG_STATE_HOME"] = state
        let pane = try TmuxPane(columns: 160, rows: 40, environment: environment, command: TmuxPane.meshplayCommand())
        let screen = pane.wait { PlaygroundTests.isReady($0) && PlaygroundTests.panelText($0).contains("(`new` starts over)") }
        #expect(PlaygroundTests.statusLine(screen ?? "").contains(" │ a.mesh │"), "\(PlaygroundTests.statusLine(screen ?? ""))")
        pane.type("vertex 4 to.z 0.5")
        pane.send(keys: "Enter")
        #expect(pane.wait { PlaygroundTests.statusLine($0).contains(" │ a.mesh ● │") } != nil)
    }

    @Test func undoAfterARestoreTakesBackTheEditsTypedBeforeTheCrash() throws {
        let state = try stateDirectory()
        defer { try? FileManager.default.removeItem(atPath: state) }
        // What a playground killed after three edits leaves: a checkpoint, then the edits.
        let host = SessionHost.real(journalPath: state + "/meshplay/journal.mesh")
        var session = Session(host: host)
        _ = session.execute("new")
        session.beginJournal()
        for line in ["grid 3 3", "subdivision 0", "vertex 4 to.z 0.25", "background #304050"] { #expect(session.execute(line).isSuccess) }
        var environment = Self.environment
        environment["XDG_STATE_HOME"] = state
        let pane = try TmuxPane(columns: 160, rows: 40, environment: environment, command: TmuxPane.meshplayCommand())
        #expect(pane.wait { PlaygroundTests.isReady($0) && PlaygroundTests.panelText($0).contains("(`new` starts over)") } != nil)
        pane.type("undo")
        pane.send(keys: "Enter")
        let undone = pane.wait { PlaygroundTests.panelText($0).contains("undone: background #304050") }
        #expect(undone != nil, "\(PlaygroundTests.panelText(pane.capture()))")
        pane.type("undo")
        pane.send(keys: "Enter")
        #expect(pane.wait { PlaygroundTests.panelText($0).contains("undone: vertex 4 to.z 0.25") } != nil)
        // Back to the 3×3 grid the first edits made, not subdivided.
        #expect(PlaygroundTests.statusLine(pane.capture()).contains("f 9 "), "\(PlaygroundTests.statusLine(pane.capture()))")
    }

    @Test func aJournalThatCannotBeRestoredIsRefusedBeforeTheScreenOpens() {
        #expect(Self.refusal { _ = try PlayCommand.parse(["a.mesh", "--restore", "j.mesh"]) } == "give a scene file or --restore, not both")
        #expect(Self.refusal { _ = try ReplCommand.parse(["--load", "a.mesh", "--restore", "j.mesh"]) } == "give --load or --restore, not both")
    }

    static func refusal(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return PlayCommand.message(for: error)
        }
    }
}
