import MeshEngine
import MeshScript
import Testing

/// The journal notes where the paused playhead stands, so a restore after a crash opens at the
/// frame the user was stepping through, not the checkpoint's; moving through time alone is
/// not work, so it leaves nothing to restore.
@Suite struct JournalPlayheadTests {
    static let animated = ["grid 4 4", "key a", "vertex 5 to.z 0.2", "key b", "animate a b duration 2"]

    @Test func aRestoreOpensAtThePausedFrame() throws {
        var (host, s) = journaledSession(Self.animated + ["frame 17", "step 3", "vertex 6 to.z 0.1", "back 2", "play"])
        // Played on past the last pause, then killed: the restore opens at the paused frame.
        for _ in 0..<5 { s.tick() }
        let restored = try Session.restoringJournal(host: host)
        #expect(restored.failures.isEmpty)
        #expect(restored.session.state == s.state)
        #expect(restored.session.frame == 18)
        #expect(!restored.session.isPlaying)
    }

    @Test func steppingOverOneFrameNotesItOnce() {
        let files = InMemoryFileSystem()
        _ = journaledSession(Self.animated + ["step 1", "back 1", "step 1", "frame 1", "pause", "time 0.0333333"], files: files)
        let journal = (files.text("j.mesh") ?? "").split(separator: "\n")
        let notes = journal.drop { !$0.hasSuffix("animate a b duration 2") }.filter { $0.contains("# at frame ") }
        // After the animation (which begins at the playhead, noted before its line): step 1 → 1,
        // back 1 → 0, step 1 → 1 again: three notes, and frame 1, pause and time at frame 1 add none.
        #expect(notes.count == 3)
    }

    /// The playground's opening lines, then only playhead moves: no work, nothing to restore.
    @Test func onlyMovingThePlayheadLeavesNothingToRestore() {
        let files = InMemoryFileSystem()
        let opening = ["preset ripple", "play"]
        var (host, s) = journaledSession(opening + ["pause", "step 4", "back 1", "frame 30"], files: files)
        #expect((files.text("j.mesh") ?? "").contains("# at frame 30"))
        #expect(!Session.hasRestorableJournal(host: host, opening: opening))
        _ = s.execute("vertex 3 to.z 0.1")
        #expect(Session.hasRestorableJournal(host: host, opening: opening))
    }
}
