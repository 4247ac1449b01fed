import Foundation
import MeshEngine
import MeshIO
import MeshScript
import Testing

@Suite struct RealFileSystemTests {
    /// A fresh directory under the system's temporary directory.
    func scratchDirectory() -> String {
        let dir = NSTemporaryDirectory() + "meshplay-fs-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func writesReadsAppendsAndRemovesFiles() throws {
        let dir = scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fs = RealFileSystem()
        let path = dir + "/nested/deeper/file.txt"
        #expect(!fs.exists(path))
        try fs.makeParentDirectory(of: path)
        try fs.writeAtomically(Array("one\n".utf8), to: path)
        try fs.append(Array("two\n".utf8), to: path)
        #expect(try fs.readText(path) == "one\ntwo\n")
        try fs.writeTextAtomically("three\n", to: path)
        #expect(try fs.readText(path) == "three\n")
        try fs.remove(path)
        #expect(!fs.exists(path))
        try fs.remove(path)
    }

    /// Both were "no such file", though `ls` shows the link.
    @Test func aDanglingLinkAndALoopOfLinksSayWhatTheyAre() throws {
        let dir = scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir + "/dangling.obj", withDestinationPath: dir + "/gone.obj")
        try FileManager.default.createSymbolicLink(atPath: dir + "/a.obj", withDestinationPath: dir + "/b.obj")
        try FileManager.default.createSymbolicLink(atPath: dir + "/b.obj", withDestinationPath: dir + "/a.obj")
        #expect(throws: FileSystemError.failed(path: dir + "/dangling.obj", reason: "a symbolic link to a file that does not exist")) {
            try RealFileSystem().read(dir + "/dangling.obj")
        }
        #expect(throws: FileSystemError.failed(path: dir + "/a.obj", reason: "a loop of symbolic links")) {
            try RealFileSystem().readChunks(dir + "/a.obj", chunkBytes: 16) { _ in true }
        }
    }

    @Test func readingAMissingFileIsNotFound() {
        #expect(throws: FileSystemError.notFound(path: "/nonexistent/meshplay/x")) {
            try RealFileSystem().read("/nonexistent/meshplay/x")
        }
    }

    @Test func aJournalOnDiskRestoresAKilledSession() throws {
        let dir = scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let host = SessionHost.real(journalPath: dir + "/state/journal.mesh")
        var s = Session(host: host)
        s.beginJournal()
        for line in ["grid 3 3", "vertex 5 to.z 0.3", "content label \"saved\"", "undo", "light diffuse 0.5"] {
            #expect(s.execute(line).isSuccess)
        }
        // The process dies here; a new one finds the journal.
        #expect(Session.hasRestorableJournal(host: host))
        let restored = try Session.restoringJournal(host: host)
        #expect(restored.session.state == s.state)
    }

    @Test func imagesAreDecodedThroughTheHost() throws {
        let dir = scratchDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var image = Image(width: 2, height: 1, fill: .white)
        image[1, 0] = Color(r: 255, g: 0, b: 0)
        try ImageFile.write(image, path: dir + "/two.png")
        var s = Session(host: .real())
        #expect(s.execute("content image \(dir)/two.png").isSuccess)
        guard case let .image(texture) = s.state.scene.layers[0].content else {
            Issue.record("no image content")
            return
        }
        #expect(texture.pixels == image.pixels)
        #expect(texture.source == dir + "/two.png")
    }
}
