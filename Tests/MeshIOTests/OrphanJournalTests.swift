import Foundation
import MeshIO
import MeshScript
import Testing

/// Journals left by sessions that died with unsaved work, whichever number they had: each is
/// restored by some start (the newest first) or named, and a live session's is never taken.
@Suite struct OrphanJournalTests {
    static let unsaved = JournalRecords.journal(of: "new\ngrid 3 3\nvertex 0 to.z 0.5\n")

    func scratchDirectory() -> String {
        let dir = NSTemporaryDirectory() + "meshplay-orphans-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// Writes an unsaved session's journal at `path`, last changed `age` seconds ago.
    func leaveJournal(_ path: String, age: TimeInterval) throws {
        try RealFileSystem().writeTextAtomically(Self.unsaved, to: path)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: path)
    }

    @Test func aDeadSecondSessionsJournalIsRestoredWhenTheFirstIsFree() throws {
        let dir = scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try leaveJournal(dir + "/journal-2.mesh", age: 0)
        var host = SessionHost.real()
        let opened = JournalStart.open(host: &host, restoring: true, preferred: dir + "/journal.mesh")
        #expect(host.journalPath == dir + "/journal-2.mesh")
        #expect(opened.messages == ["restored the last session from \(dir)/journal-2.mesh (`new` starts over)"])
        #expect(opened.session?.state.scene.layers[0].mesh?.vertices[0].to.z == 0.5)
        withExtendedLifetime(opened.lock) {}
    }

    @Test func theNewestOrphanIsRestoredTheOthersAreNamedAndASecondStartTakesTheNext() throws {
        let dir = scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let preferred = dir + "/journal.mesh"
        try leaveJournal(preferred, age: 600)
        try leaveJournal(dir + "/journal-3.mesh", age: 60)
        var hostA = SessionHost.real()
        let a = JournalStart.open(host: &hostA, restoring: true, preferred: preferred)
        #expect(hostA.journalPath == dir + "/journal-3.mesh")
        #expect(a.messages == [
            "1 more session did not quit; its work is kept in \(preferred): `meshplay --restore \(preferred)` restores it",
            "restored the last session from \(dir)/journal-3.mesh (`new` starts over)",
        ])
        // While A runs, a second start restores the other one and never touches A's.
        var hostB = SessionHost.real()
        let b = JournalStart.open(host: &hostB, restoring: true, preferred: preferred)
        #expect(hostB.journalPath == preferred)
        #expect(b.messages == [
            "another meshplay session is running; this one keeps its journal in \(preferred)",
            "restored the last session from \(preferred) (`new` starts over)",
        ])
        // A third finds nothing left to restore and takes a fresh journal.
        var hostC = SessionHost.real()
        let c = JournalStart.open(host: &hostC, restoring: true, preferred: preferred)
        #expect(c.session == nil)
        #expect(hostC.journalPath == dir + "/journal-2.mesh")
        withExtendedLifetime([a.lock, b.lock, c.lock]) {}
    }

    @Test func aJournalOfTheUntouchedOpeningSceneIsNotRestored() throws {
        // A playground killed before any change leaves the checkpoint of its opening preset:
        // the next start opens afresh (playing, nothing unsaved) instead of "restoring" it.
        let dir = scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let preferred = dir + "/journal.mesh"
        let opening = ["preset rippled-label", "play"]
        var first = SessionHost.real()
        first.journalPath = preferred
        var killed = Session(host: first)
        killed.beginJournal()
        for line in opening { _ = killed.execute(line) }
        var host = SessionHost.real()
        let opened = JournalStart.open(host: &host, restoring: true, preferred: preferred, opening: opening)
        #expect(opened.session == nil)
        #expect(opened.messages.isEmpty)
        #expect(host.journalPath == preferred)
        withExtendedLifetime(opened.lock) {}
    }

    @Test func aLiveSessionsUnsavedJournalIsNeverTaken() throws {
        let dir = scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let preferred = dir + "/journal.mesh"
        try leaveJournal(preferred, age: 0)
        let live = try JournalLock.lock(preferred)
        #expect(live != nil)
        var host = SessionHost.real()
        let opened = JournalStart.open(host: &host, restoring: true, preferred: preferred)
        #expect(opened.session == nil)
        #expect(host.journalPath == dir + "/journal-2.mesh")
        #expect(try RealFileSystem().readText(preferred) == Self.unsaved)
        withExtendedLifetime([live, opened.lock]) {}
    }

    @Test func openingAFileNamesEveryOrphanAndTakesAFreeJournal() throws {
        let dir = scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let preferred = dir + "/journal.mesh"
        try leaveJournal(dir + "/journal-2.mesh", age: 0)
        var host = SessionHost.real()
        let opened = JournalStart.open(host: &host, restoring: false, preferred: preferred)
        #expect(opened.session == nil)
        #expect(host.journalPath == preferred)
        #expect(opened.messages == [
            "an earlier session did not quit; its work is kept in \(dir)/journal-2.mesh: `meshplay --restore \(dir)/journal-2.mesh` restores it",
        ])
        withExtendedLifetime(opened.lock) {}
    }

    /// The path a start names is the path `--restore` takes: the older of two orphans is
    /// restored on request, the newer is named with its own command, and that command works.
    @Test func aNamedOrphanIsRestoredAndTheOthersAreNamedWithTheCommandThatRestoresThem() throws {
        let dir = scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let preferred = dir + "/journal.mesh"
        try leaveJournal(preferred, age: 600)
        let newer = JournalRecords.journal(of: "new\ngrid 2 2\n")
        try RealFileSystem().writeTextAtomically(newer, to: dir + "/journal-3.mesh")
        var host = SessionHost.real()
        let older = try JournalStart.open(host: &host, restoringJournal: preferred, preferred: preferred)
        #expect(host.journalPath == preferred)
        #expect(older.messages == [
            "1 more session did not quit; its work is kept in \(dir)/journal-3.mesh: `meshplay --restore \(dir)/journal-3.mesh` restores it",
            "restored the last session from \(preferred) (`new` starts over)",
        ])
        #expect(older.session?.state.scene.layers[0].mesh?.vertices[0].to.z == 0.5)
        // The named one, by the command the message gives, while the first runs.
        var second = SessionHost.real()
        let named = try JournalStart.open(host: &second, restoringJournal: dir + "/journal-3.mesh", preferred: preferred)
        #expect(second.journalPath == dir + "/journal-3.mesh")
        #expect(named.messages == [
            "another meshplay session is running; this one keeps its journal in \(dir)/journal-3.mesh",
            "restored the last session from \(dir)/journal-3.mesh (`new` starts over)",
        ])
        #expect(named.session?.state.scene.layers[0].mesh?.faces.count == 4)
        withExtendedLifetime([older.lock, named.lock]) {}
    }

    @Test func severalWaitingOrphansAreNamedWithTheCommandForAnyOfThem() throws {
        let dir = scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let preferred = dir + "/journal.mesh"
        for (n, age) in [(1, 600.0), (2, 60.0), (4, 6.0)] { try leaveJournal(JournalLock.numbered(preferred, n), age: age) }
        var host = SessionHost.real()
        let opened = try JournalStart.open(host: &host, restoringJournal: dir + "/./journal.mesh", preferred: preferred,
                                           restoreCommand: "meshplay repl --restore")
        #expect(host.journalPath == preferred)
        #expect(opened.messages.first == "2 more sessions did not quit; their work is kept in \(dir)/journal-4.mesh, \(dir)/journal-2.mesh:"
                + " `meshplay repl --restore PATH` restores the one at PATH")
        withExtendedLifetime(opened.lock) {}
    }

    @Test func aJournalThatCannotBeRestoredIsRefusedAndLeftAsItWas() throws {
        let dir = scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let preferred = dir + "/journal.mesh"
        try leaveJournal(preferred, age: 0)
        try RealFileSystem().writeTextAtomically(JournalRecords.journal(of: SceneWriter.script(for: Session())), to: dir + "/journal-2.mesh")
        try RealFileSystem().writeTextAtomically("grid 2 2\n", to: dir + "/scene.mesh")
        let live = try JournalLock.lock(preferred)
        func refusal(_ path: String) -> String? {
            var host = SessionHost.real()
            do {
                let opened = try JournalStart.open(host: &host, restoringJournal: path, preferred: preferred)
                withExtendedLifetime(opened.lock) {}
                return nil
            } catch {
                #expect(host.journalPath == nil)
                return error.description
            }
        }
        #expect(refusal(preferred) == "\(preferred) belongs to a meshplay session that is running: it is restored only after that session ends")
        #expect(refusal(dir + "/journal-2.mesh") == "\(dir)/journal-2.mesh holds no changes: nothing to restore")
        #expect(refusal(dir + "/journal-5.mesh") == "no journal at \(dir)/journal-5.mesh: nothing to restore")
        #expect(refusal(dir + "/scene.mesh") == "\(dir)/scene.mesh is not one of meshplay's journals (\(preferred), journal-2.mesh, …)")
        #expect(try RealFileSystem().readText(preferred) == Self.unsaved)
        #expect(try RealFileSystem().readText(dir + "/scene.mesh") == "grid 2 2\n")
        withExtendedLifetime(live) {}
    }
}
