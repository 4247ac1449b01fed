import Foundation
import MeshEngine
import MeshIO
import MeshScript
import Testing

@Suite struct JournalSafetyTests {
    func scratchDirectory() -> String {
        let dir = NSTemporaryDirectory() + "meshplay-journal-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func aLockedJournalCannotBeLockedAgainUntilItsHolderLetsGo() throws {
        let dir = scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var first = try JournalLock.lock(dir + "/j.mesh")
        #expect(first != nil)
        #expect(try JournalLock.lock(dir + "/j.mesh") == nil)
        first = nil
        #expect(try JournalLock.lock(dir + "/j.mesh") != nil)
    }

    @Test func aSecondSessionGetsItsOwnJournalAndNeverRestoresTheLiveOne() throws {
        let dir = scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let preferred = dir + "/state/journal.mesh"
        var hostA = SessionHost.real()
        let a = JournalStart.open(host: &hostA, restoring: true, preferred: preferred)
        #expect(hostA.journalPath == preferred && a.messages.isEmpty)
        var sessionA = Session(host: hostA)
        sessionA.beginJournal()
        #expect(sessionA.execute("grid 3 3").isSuccess)

        var hostB = SessionHost.real()
        let b = JournalStart.open(host: &hostB, restoring: true, preferred: preferred)
        #expect(b.session == nil)
        #expect(hostB.journalPath == dir + "/state/journal-2.mesh")
        #expect(b.messages == ["another meshplay session is running; this one keeps its journal in \(dir)/state/journal-2.mesh"])
        withExtendedLifetime(a.lock) {}
        withExtendedLifetime(b.lock) {}
    }

    @Test func aDeadSessionsJournalIsRestoredAndItsFailingLinesAreKeptBesideIt() throws {
        let dir = scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let preferred = dir + "/journal.mesh"
        let journal = JournalRecords.journal(of: "new\ngrid 3 3\ncontent image \"\(dir)/gone.png\"\nvertex 4 to.z 0.5\n")
        try RealFileSystem().writeTextAtomically(journal, to: preferred)
        var host = SessionHost.real()
        let opened = JournalStart.open(host: &host, restoring: true, preferred: preferred)
        #expect(opened.session != nil)
        #expect(opened.messages.count == 1)
        #expect(opened.messages.first?.hasPrefix("restored 3 of 4 changes from \(preferred); 1 could not be applied, kept in \(preferred).rejected: line 4: ") == true)
        let rejected = try RealFileSystem().readText(preferred + ".rejected")
        #expect(rejected.hasSuffix("content image \"\(dir)/gone.png\"\n"))
        // The old journal is still there until the host writes the restored session anew.
        #expect(try RealFileSystem().readText(preferred) == journal)
    }

    /// Typed relative to one directory and restored from another, each given to the file system
    /// rather than made the process's (tests run side by side, and every thread shares that one).
    @Test func anImageIsRestoredAfterTheOriginalIsGoneAndFromAnotherDirectory() throws {
        let dir = scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let image = Image(width: 2, height: 1, fill: .white)
        try RealFileSystem().writeAtomically([UInt8](try ImageFile.encode(image, as: .png, path: "x.png")), to: dir + "/pic.png")
        var host = SessionHost.real(journalPath: dir + "/state/journal.mesh")
        host.fileSystem = RealFileSystem(currentDirectory: dir)
        var s = Session(host: host)
        s.beginJournal()
        #expect(s.execute("content image pic.png").isSuccess)
        try RealFileSystem().remove(dir + "/pic.png")
        var elsewhere = host
        elsewhere.fileSystem = RealFileSystem(currentDirectory: NSTemporaryDirectory())
        let restore = try Session.restoringJournal(host: elsewhere)
        #expect(restore.failures.isEmpty)
        guard case let .image(texture)? = restore.session.selectedLayer?.content else {
            Issue.record("no image restored")
            return
        }
        #expect(texture.width == 2 && texture.pixels == (s.selectedLayer.flatMap { if case let .image(t) = $0.content { t } else { nil } })?.pixels)
    }

    @Test func relativePathsResolveAgainstTheGivenDirectoryAndTheProcesssStaysPut() throws {
        let dir = scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let before = FileManager.default.currentDirectoryPath
        let fs = RealFileSystem(currentDirectory: dir)
        try fs.writeTextAtomically("grid 1 1", to: "a.mesh")
        #expect(try RealFileSystem().readText(dir + "/a.mesh") == "grid 1 1\n")
        #expect(fs.exists("a.mesh") && fs.absolutePath("a.mesh") == dir + "/a.mesh")
        try fs.append(Array("x".utf8), to: "sub/j.mesh")
        #expect(FileManager.default.fileExists(atPath: dir + "/sub/j.mesh"))
        try fs.remove("a.mesh")
        #expect(!FileManager.default.fileExists(atPath: dir + "/a.mesh"))
        #expect(FileManager.default.currentDirectoryPath == before)
    }

    @Test func saveWritesThroughASymlinkAndKeepsTheFilesMode() throws {
        let dir = scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fs = RealFileSystem()
        try fs.writeTextAtomically("old\n", to: dir + "/real.mesh")
        chmod(dir + "/real.mesh", 0o600)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.mesh", withDestinationPath: "real.mesh")
        var s = Session(host: SessionHost(fileSystem: fs))
        #expect(s.execute("save \(dir)/link.mesh").isSuccess)
        let attributes = try FileManager.default.attributesOfItem(atPath: dir + "/link.mesh")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.mesh") == "real.mesh")
        #expect(attributes[.type] as? FileAttributeType == .typeSymbolicLink)
        var info = stat()
        stat(dir + "/real.mesh", &info)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(try fs.readText(dir + "/real.mesh").hasPrefix("# meshplay scene file"))
    }

    @Test func savingIntoAMissingDirectoryNamesIt() {
        let dir = scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var s = Session(host: SessionHost(fileSystem: RealFileSystem()))
        let result = s.execute("save \(dir)/nope/a.mesh")
        #expect(result.text == "error: \(dir)/nope/a.mesh: no such directory: \(dir)/nope")
    }

    @Test func aTildeIsTheHomeDirectory() {
        #expect(RealFileSystem.expandingTilde("~/a.mesh") == (ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()) + "/a.mesh")
        #expect(RealFileSystem.expandingTilde("a~/b") == "a~/b")
    }

    @Test func temporaryFilesOfKilledSavesAreRemovedAndLiveOnesKept() throws {
        let dir = scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let dead = dir + "/.a.mesh.tmp-999999-12345"
        let live = dir + "/.b.mesh.tmp-\(getpid())-5"
        for path in [dead, live, dir + "/.tmp-x"] { #expect(FileManager.default.createFile(atPath: path, contents: Data())) }
        #expect(removeStaleTemporaries(in: dir) == 1)
        #expect(!FileManager.default.fileExists(atPath: dead))
        #expect(FileManager.default.fileExists(atPath: live))
    }
}
