import MeshEngine
import MeshScript
import Testing

/// A disk that fills up: writes succeed until `budget` bytes are used, then the write that
/// crosses it stores what fits and fails, as a real full disk tears a line.
final class FillingFileSystem: FileSystem {
    let inner = InMemoryFileSystem()
    var budget = Int.max

    func read(_ path: String) throws(FileSystemError) -> [UInt8] { try inner.read(path) }
    func exists(_ path: String) -> Bool { inner.exists(path) }
    func remove(_ path: String) throws(FileSystemError) { try inner.remove(path) }

    func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        // An atomic write that does not fit leaves the old file in place.
        guard bytes.count <= budget else { throw .failed(path: path, reason: "No space left on device") }
        budget -= bytes.count
        try inner.writeAtomically(bytes, to: path)
    }

    func append(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        let fits = min(bytes.count, budget)
        try inner.append(Array(bytes.prefix(fits)), to: path)
        budget -= fits
        if fits < bytes.count { throw .failed(path: path, reason: "No space left on device") }
    }
}

@Suite struct JournalRecoveryTests {
    @Test func aRecordTornByAFullDiskIsDroppedAlone() throws {
        let files = FillingFileSystem()
        let host = SessionHost(fileSystem: files, journalPath: "j.mesh")
        var s = Session(host: host)
        s.beginJournal()
        #expect(s.execute("grid 4 4").isSuccess)
        #expect(s.execute("vertex 3 to.z 0.25").isSuccess)
        files.budget = 12
        let torn = s.execute("vertex 9 to.z 0.5")
        #expect(torn.text.contains("warning: journal j.mesh: No space left on device"))
        #expect(s.journalProblem == "journal not written: j.mesh: No space left on device")

        let restore = try Session.restoringJournal(host: host)
        var expected = Session()
        for line in ["grid 4 4", "vertex 3 to.z 0.25"] { _ = expected.execute(line) }
        #expect(restore.session.state == expected.state)
        #expect(restore.failures.count == 1)
        #expect(restore.failures.first?.reason == "damaged (torn write or bad checksum)")
        #expect(restore.failures.first?.text.count == 11)
    }

    @Test func theFirstWriteThatWorksAfterAFailedOneRecordsTheEditItMissed() throws {
        let files = FillingFileSystem()
        let host = SessionHost(fileSystem: files, journalPath: "j.mesh")
        var s = Session(host: host)
        s.beginJournal()
        #expect(s.execute("grid 4 4").isSuccess)
        files.budget = 0
        #expect(s.execute("vertex 9 to.z 0.5").text.hasSuffix("\nwarning: journal j.mesh: No space left on device"))
        // Still full: the warning stays, whatever the next edit is.
        #expect(s.execute("vertex 3 to.z 0.25").text.hasSuffix("\nwarning: journal j.mesh: No space left on device"))
        #expect(s.journalProblem == "journal not written: j.mesh: No space left on device")
        files.budget = .max
        #expect(s.execute("vertex 5 to.z -0.5").text == "vertex 5: from (0, 0.25) to (0, 0.25, -0.5)")
        #expect(s.journalProblem == nil)
        // The journal was rewritten whole, so the two edits it missed are in it.
        let restore = try Session.restoringJournal(host: host)
        #expect(restore.failures.isEmpty)
        #expect(restore.session.state == s.state)
    }

    @Test func aLineThatFailsOnReplayIsReportedAndKeptWhileEveryOtherLineApplies() throws {
        let files = InMemoryFileSystem()
        let journal = JournalRecords.journal(of: "new\ngrid 3 3\ncontent image \"/gone/pic.png\"\nvertex 4 to.z 0.5\nbackground #102030\n")
        try files.writeTextAtomically(journal, to: "state/j.mesh")
        let host = SessionHost(fileSystem: files, journalPath: "state/j.mesh")
        #expect(Session.hasRestorableJournal(host: host))
        let restore = try Session.restoringJournal(host: host)

        var expected = Session()
        for line in ["new", "grid 3 3", "vertex 4 to.z 0.5", "background #102030"] { _ = expected.execute(line) }
        #expect(restore.session.state == expected.state)
        #expect(restore.total == 5)
        #expect(restore.failures.map(\.line) == [4])
        #expect(restore.summary.hasPrefix("restored 4 of 5 changes from state/j.mesh; 1 could not be applied, kept in state/j.mesh.rejected: line 4: "))
        #expect(restore.rejectedScript.hasSuffix("\ncontent image \"/gone/pic.png\"\n"))
        #expect(restore.rejectedScript.contains("# line 4: "))
    }

    func journaled(_ lines: [String]) -> (SessionHost, Session) { journaledSession(lines) }

    @Test func aRestoredSessionKnowsTheFileItWasLastSavedTo() throws {
        var (host, s) = journaled(["grid 2 2", "save a.mesh", "vertex 1 to.z 0.5"])
        let restore = try Session.restoringJournal(host: host)
        #expect(restore.session.documentPath == "a.mesh")
        #expect(restore.session.state == s.state)
        // A checkpoint keeps it too.
        _ = s.execute("undo")
        #expect(try Session.restoringJournal(host: host).session.documentPath == "a.mesh")
    }

    /// Unsaved after a restore means what it means before: the state differs from the file on
    /// disk, however the journal got there (a save as the last edit, a loaded file's checkpoint).
    @Test(arguments: [
        (["grid 2 2", "vertex 1 to.z 0.5", "save a.mesh"], false),
        (["grid 2 2", "save a.mesh", "load a.mesh"], false),
        (["grid 2 2", "save a.mesh", "vertex 1 to.z 0.5", "undo"], false),
        (["grid 2 2", "save a.mesh", "vertex 1 to.z 0.5"], true),
        (["grid 2 2", "save a.mesh", "new", "grid 2 1"], true),
        // `grid 1 1` on a new scene leaves the blank scene, which holds nothing to save.
        (["grid 2 2", "save a.mesh", "new", "grid 1 1"], false),
    ])
    func aRestoredSessionIsUnsavedOnlyWhereItDiffersFromItsFile(_ lines: [String], _ unsaved: Bool) throws {
        let (host, s) = journaled(lines)
        let restored = try Session.restoringJournal(host: host).session
        #expect(restored.state == s.state)
        #expect(restored.hasUnsavedChanges == unsaved)
        #expect(s.hasUnsavedChanges == unsaved)
    }

    @Test func aRestoredSessionWhoseFileChangedOrWentIsUnsaved() throws {
        let (host, _) = journaled(["grid 2 2", "save a.mesh"])
        try host.fileSystem.writeTextAtomically("grid 3 3", to: "a.mesh")
        #expect(try Session.restoringJournal(host: host).session.hasUnsavedChanges)
        try host.fileSystem.remove("a.mesh")
        #expect(try Session.restoringJournal(host: host).session.hasUnsavedChanges)
    }

    @Test func aJournalOfAnEarlierBuildThatNamedItsFileFirstRestoresTitled() throws {
        // Earlier builds wrote the marker before the checkpoint script, whose `new` would leave
        // the restored session untitled; a scene made from a preset opens with `preset` too.
        for setup in [["grid 2 2", "vertex 1 to.z 0.5"], ["preset jelly", "vertex 1 to.z 0.5"]] {
            var saved = Session()
            for line in setup { _ = saved.execute(line) }
            let old = JournalRecords.journal(of: "# document: /work/a.mesh\n" + SceneWriter.script(for: saved))
                + JournalRecords.record("fps 24") + "\n"
            let files = InMemoryFileSystem(textFiles: ["j.mesh": old])
            let restore = try Session.restoringJournal(host: SessionHost(fileSystem: files, journalPath: "j.mesh"))
            #expect(restore.session.documentPath == "/work/a.mesh", "\(setup)")
            _ = saved.execute("fps 24")
            #expect(restore.session.state == saved.state && restore.failures.isEmpty)
            // A preset typed after the checkpoint was appended, and left the session untitled.
            let later = old + JournalRecords.record("preset wavy-label") + "\n"
            let typed = InMemoryFileSystem(textFiles: ["j.mesh": later])
            #expect(try Session.restoringJournal(host: SessionHost(fileSystem: typed, journalPath: "j.mesh")).session.documentPath == nil)
        }
    }

    @Test func aSaveThenNewLeavesTheRestoredSessionUntitled() throws {
        let (host, _) = journaled(["grid 2 2", "save a.mesh", "new", "grid 1 1"])
        #expect(try Session.restoringJournal(host: host).session.documentPath == nil)
    }

    @Test func aJournalWrittenBeforeFramingStillRestores() throws {
        let files = InMemoryFileSystem(textFiles: ["j.mesh": "new\ngrid 2 2\nvertex 1 to.z 0.5\n"])
        let restore = try Session.restoringJournal(host: SessionHost(fileSystem: files, journalPath: "j.mesh"))
        var expected = Session()
        for line in ["new", "grid 2 2", "vertex 1 to.z 0.5"] { _ = expected.execute(line) }
        #expect(restore.session.state == expected.state)
        #expect(restore.failures.isEmpty)
    }

    @Test func damagedBytesSpoilOnlyTheirOwnRecord() {
        var text = JournalRecords.journal(of: "new\ngrid 2 2\nfps 30\n")
        text = text.replacingFirst("grid 2 2", with: "grid 2 3")
        let contents = JournalRecords.read(text)
        #expect(contents.lines.map(\.text) == ["new", "fps 30"])
        #expect(contents.damaged.map(\.number) == [3])
    }

    @Test func aSessionIsUnsavedOnlyWhileItDiffersFromWhatWasSavedOrLoaded() {
        let files = InMemoryFileSystem()
        var s = Session(host: SessionHost(fileSystem: files))
        s.markSaved(path: nil)
        #expect(!s.hasUnsavedChanges)
        // The window's size is no edit.
        s.followViewport(width: 300, height: 200)
        #expect(!s.hasUnsavedChanges)
        _ = s.execute("grid 2 2")
        #expect(s.hasUnsavedChanges)
        _ = s.execute("save a.mesh")
        #expect(!s.hasUnsavedChanges && s.documentPath == "a.mesh")
        _ = s.execute("vertex 1 to.z 0.5")
        #expect(s.hasUnsavedChanges)
        _ = s.execute("undo")
        #expect(!s.hasUnsavedChanges)
        _ = s.execute("new")
        _ = s.execute("load a.mesh")
        #expect(!s.hasUnsavedChanges)
    }
}

extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
