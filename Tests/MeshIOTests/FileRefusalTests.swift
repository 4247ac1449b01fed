import Foundation
import MeshEngine
import MeshIO
import MeshScript
import Testing

/// Files that cannot be used as asked: each refusal names the file once, says what is wrong
/// with it in the user's terms (a directory, a format, a byte at its line and column), and
/// changes nothing.
@Suite struct FileRefusalTests {
    /// A session on the real disk in a fresh directory, with a `pics/` directory in it.
    func scratch() -> (dir: String, session: Session) {
        let dir = NSTemporaryDirectory() + "meshplay-refusal-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: dir + "/pics", withIntermediateDirectories: true)
        var s = Session(host: .real())
        _ = s.execute("grid 2 2")
        return (dir, s)
    }

    func message(_ s: inout Session, _ line: String) -> String {
        if case let .failure(e) = s.execute(line) { return e.description }
        return "accepted"
    }

    @Test func aDirectoryIsNamedAsOneWhetherReadOrWritten() {
        var (dir, s) = scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let before = s.state
        #expect(message(&s, "save \(dir)/pics") == "error: \(dir)/pics: a directory; name a file inside it")
        #expect(message(&s, "export obj \(dir)/pics") == "error: \(dir)/pics: a directory; name a file inside it")
        #expect(message(&s, "load \(dir)/pics") == "error: \(dir)/pics: a directory, not a file")
        #expect(message(&s, "content image \(dir)/pics") == "error: \(dir)/pics: a directory, not a file")
        #expect(s.state == before)
    }

    /// The session's writes and the command line's (`render --out`, images) go through one
    /// check, so a directory reads the same from each.
    @Test func aDirectoryIsRefusedInTheSameWordsByEveryWriterAndReader() {
        let (dir, _) = scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(throws: FileWriteError(path: dir + "/pics", reason: "a directory; name a file inside it")) {
            try writeFileAtomically(path: dir + "/pics", data: Data())
        }
        #expect(throws: FileSystemError.failed(path: dir + "/pics", reason: "a directory; name a file inside it")) {
            try RealFileSystem().writeAtomically([], to: dir + "/pics")
        }
        try? FileManager.default.createDirectory(atPath: dir + "/dir.png", withIntermediateDirectories: true)
        #expect(throws: ImageFileError.unwritable(path: dir + "/dir.png", reason: "a directory; name a file inside it")) {
            try ImageFile.write(Image(width: 1, height: 1), path: dir + "/dir.png")
        }
        #expect(throws: ImageFileError.unreadable(path: dir + "/dir.png", reason: "a directory, not a file")) {
            try ImageFile.read(path: dir + "/dir.png")
        }
    }

    @Test func renderNamesTheFormatsItWrites() {
        var (dir, s) = scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(message(&s, "render \(dir)/x.gif") == "error: \(dir)/x.gif: cannot write the image: .gif images are not supported; use .png or .ppm")
        #expect(message(&s, "render \(dir)/pics") == "error: \(dir)/pics: cannot write the image: no extension names the image format; use .png or .ppm")
        #expect(!FileManager.default.fileExists(atPath: dir + "/x.gif"))
    }

    @Test func anImageThatCannotBeReadIsNamedOnce() throws {
        var (dir, s) = scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Data("GIF89a".utf8).write(to: URL(fileURLWithPath: dir + "/cat.png"))
        let text = message(&s, "content image \(dir)/cat.png")
        #expect(text.hasPrefix("error: \(dir)/cat.png: cannot read the image: "), "\(text)")
        #expect(text.components(separatedBy: "cat.png").count == 2, "the name once: \(text)")
    }

    @Test func aFileThatIsNotUTF8IsRefusedAtItsFirstBadByte() throws {
        var (dir, s) = scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/bad.mesh"
        try Data(Array("grid 2 2\r\nvertex 0 to 0.1 0 0 ".utf8) + [0xFF, 0x0A]).write(to: URL(fileURLWithPath: path))
        let before = s.state
        #expect(message(&s, "load \(path)") == "\(path):2:21: error: not UTF-8 text: byte 0xFF starts no character here")
        #expect(s.state == before)
    }

    @Test func everyTextFileWrittenEndsWithOneNewline() throws {
        var (dir, s) = scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let names = ["s.mesh", "m.obj", "m2.obj", "s.json", "v.swift", "v.m", "c.camesh", "c.caml"]
        for (name, line) in zip(names, ["save", "export obj", "export obj", "export json", "export swift", "export objc",
                                        "export camesh", "export caml"]) {
            let suffix = name == "m2.obj" ? " subdivided" : ""
            #expect(s.execute("\(line) \(dir)/\(name)\(suffix)").isSuccess, "\(line)")
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: dir + "/" + name)))
            #expect(bytes.last == 0x0A && bytes.dropLast().last != 0x0A, "\(name)")
        }
        try RealFileSystem().writeTextAtomically("no newline", to: dir + "/t.txt")
        #expect(try RealFileSystem().readText(dir + "/t.txt") == "no newline\n")
    }
}
