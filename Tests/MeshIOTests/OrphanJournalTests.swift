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
            "1 more session left unsaved work, kept in \(preferred): another meshplay started while this one runs restores it",
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
            "unsaved work of an earlier session is kept in \(dir)/journal-2.mesh: start meshplay without a file to restore it",
        ])
        withExtendedLifetime(opened.lock) {}
    }
}
