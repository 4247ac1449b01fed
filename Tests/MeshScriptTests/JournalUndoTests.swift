import MeshEngine
import MeshScript
import Testing

/// A restore gives back the edits made since the journal's last checkpoint as undo steps, so
/// `undo` after a crash takes back what the user typed, one edit at a time, as it would have.
@Suite struct JournalUndoTests {
    func journaled(_ lines: [String]) -> (SessionHost, Session) { journaledSession(lines) }

    /// The states after each prefix of `lines`, from a fresh session.
    func states(after lines: [String]) -> [SessionState] {
        var s = Session()
        var out = [s.state]
        for line in lines {
            _ = s.execute(line)
            out.append(s.state)
        }
        return out
    }

    @Test func theEditsSinceTheCheckpointComeBackAsUndoSteps() throws {
        let lines = ["grid 3 3", "vertex 4 to.z 0.5", "background #102030"]
        let (host, live) = journaled(lines)
        var restored = try Session.restoringJournal(host: host).session
        #expect(restored.state == live.state)
        let expected = states(after: lines)
        for k in stride(from: lines.count, to: 0, by: -1) {
            #expect(restored.canUndo, "step \(k)")
            #expect(restored.execute("undo").text == "undone: \(lines[k - 1])")
            #expect(restored.state == expected[k - 1], "after undoing \(lines[k - 1])")
        }
        // The checkpoint the journal began with is where the history starts, as it did live.
        #expect(!restored.canUndo)
        #expect(restored.execute("undo").text == "error: nothing to undo")
        #expect(restored.execute("redo").text == "redone: grid 3 3")
    }

    @Test func onlyTheEditsAfterTheLastCheckpointAreSteps() throws {
        // `undo` rewrites the journal as a checkpoint of the state it leaves.
        let (host, live) = journaled(["grid 3 3", "vertex 4 to.z 0.5", "undo", "vertex 5 to.z 0.25"])
        var restored = try Session.restoringJournal(host: host).session
        #expect(restored.state == live.state)
        #expect(restored.execute("undo").text == "undone: vertex 5 to.z 0.25")
        #expect(restored.state == states(after: ["grid 3 3"]).last)
        #expect(!restored.canUndo)
    }

    @Test func aJournalOfAnEarlierBuildRestoresWithoutSteps() throws {
        let files = InMemoryFileSystem()
        try files.writeTextAtomically(JournalRecords.journal(of: "new\ngrid 3 3\nvertex 4 to.z 0.5\n"), to: "j.mesh")
        let host = SessionHost(fileSystem: files, journalPath: "j.mesh")
        let restored = try Session.restoringJournal(host: host).session
        #expect(restored.state == states(after: ["new", "grid 3 3", "vertex 4 to.z 0.5"]).last)
        #expect(!restored.canUndo)
    }

    @Test func aFreshJournalOfAnEarlierBuildIsNotOfferedForRestore() throws {
        let (host, _) = journaled([])
        let text = try host.fileSystem.readText("j.mesh")
        let marker = JournalRecords.record("# edits since the checkpoint") + "\n"
        #expect(text.hasSuffix(marker), "today's checkpoints end with the marker")
        try host.fileSystem.writeTextAtomically(String(text.dropLast(marker.count)) + "\n", to: "j.mesh")
        #expect(!Session.hasRestorableJournal(host: host))
    }

    @Test func aLineThatFailsAmongTheEditsIsReportedAndTheOthersStaySteps() throws {
        let (host, _) = journaled(["grid 3 3", "vertex 4 to.z 0.5"])
        try host.fileSystem.append(Array(JournalRecords.record("vertex 99 to.z 1").utf8), to: "j.mesh")
        try host.fileSystem.append(Array(JournalRecords.record("vertex 5 to.z 0.25").utf8), to: "j.mesh")
        let restore = try Session.restoringJournal(host: host)
        #expect(restore.failures.count == 1)
        var restored = restore.session
        #expect(restored.execute("undo").text == "undone: vertex 5 to.z 0.25")
        #expect(restored.execute("undo").text == "undone: vertex 4 to.z 0.5")
    }
}
