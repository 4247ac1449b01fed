import Foundation
import Testing
@testable import MeshIO
import MeshScript

/// Every shape of symbolic link a write can meet, built in a temporary directory: each write must
/// land at the one file the user meant and change nothing else, in the directory or at the root
/// (where a bare link's target landed before: `save rel.mesh` wrote `/t.mesh`).
struct WriteDestinationTests {
    /// One shape: what to build, the path typed (relative to the directory), and where the bytes
    /// land (a path in the directory) or the reason the write is refused (`@` is the directory).
    struct Shape: CustomTestStringConvertible, Sendable {
        var name: String
        /// Links as (link, target), made in this order after the directories and files.
        var directories: [String] = ["sub", "sub/deeper"]
        var files: [String: String] = ["t.mesh": "grid 9 9\n", "sub/deeper/t.mesh": "grid 8 8\n"]
        var fifos: [String] = []
        var links: [(String, String)]
        var typed: String
        var outcome: Outcome
        var testDescription: String { name }
    }

    enum Outcome: Sendable {
        case lands(String)
        case refused(String)
    }

    static let shapes: [Shape] = [
        Shape(name: "bare", links: [("rel.mesh", "t.mesh")], typed: "rel.mesh", outcome: .lands("t.mesh")),
        Shape(name: "./ before the link", links: [("rel.mesh", "t.mesh")], typed: "./rel.mesh", outcome: .lands("t.mesh")),
        Shape(name: "./ in the target", links: [("rel.mesh", "./t.mesh")], typed: "rel.mesh", outcome: .lands("t.mesh")),
        Shape(name: "../ from a nested link", links: [("sub/up.mesh", "../t.mesh")], typed: "sub/up.mesh", outcome: .lands("t.mesh")),
        Shape(name: "nested target", links: [("sub/in.mesh", "deeper/t.mesh")], typed: "sub/in.mesh", outcome: .lands("sub/deeper/t.mesh")),
        Shape(name: "absolute target", links: [("abs.mesh", "@/t.mesh")], typed: "abs.mesh", outcome: .lands("t.mesh")),
        Shape(name: "chain across directories",
              links: [("c1.mesh", "c2.mesh"), ("c2.mesh", "sub/c3.mesh"), ("sub/c3.mesh", "deeper/t.mesh")],
              typed: "c1.mesh", outcome: .lands("sub/deeper/t.mesh")),
        // `..` is read from where the linked directory really is, as the kernel reads it.
        Shape(name: "../ through a linked directory",
              links: [("sub/deeper/up.mesh", "../../t.mesh"), ("linked", "sub/deeper")],
              typed: "linked/up.mesh", outcome: .lands("t.mesh")),
        Shape(name: "dangling bare", links: [("dl.mesh", "made.mesh")], typed: "dl.mesh", outcome: .lands("made.mesh")),
        Shape(name: "dangling nested", links: [("sub/dl.mesh", "made.mesh")], typed: "sub/dl.mesh", outcome: .lands("sub/made.mesh")),
        Shape(name: "loop", links: [("a.mesh", "b.mesh"), ("b.mesh", "./a.mesh")], typed: "a.mesh",
              outcome: .refused("a loop of symbolic links")),
        Shape(name: "self loop", links: [("me.mesh", "me.mesh")], typed: "me.mesh", outcome: .refused("a loop of symbolic links")),
        Shape(name: "chain longer than the bound",
              links: (1...41).map { ("l\($0).mesh", "l\($0 + 1).mesh") } + [("l42.mesh", "t.mesh")], typed: "l1.mesh",
              outcome: .refused("a chain of more than 40 symbolic links (a loop?)")),
        Shape(name: "chain as long as the bound",
              links: (1...39).map { ("l\($0).mesh", "l\($0 + 1).mesh") } + [("l40.mesh", "t.mesh")], typed: "l1.mesh",
              outcome: .lands("t.mesh")),
        Shape(name: "link to /dev/null", links: [("null.mesh", "/dev/null")], typed: "null.mesh",
              outcome: .refused("not a regular file (a character device): /dev/null")),
        Shape(name: "link to /dev/full", links: [("full.mesh", "/dev/full")], typed: "full.mesh",
              outcome: .refused("not a regular file (a character device): /dev/full")),
        Shape(name: "link to a directory", links: [("d.mesh", "sub")], typed: "d.mesh",
              outcome: .refused("a directory; name a file inside it: @/sub")),
        Shape(name: "link to a FIFO", fifos: ["pipe"], links: [("p.mesh", "pipe")], typed: "p.mesh",
              outcome: .refused("not a regular file (a named pipe): @/pipe")),
        Shape(name: "a FIFO named directly", fifos: ["pipe"], links: [], typed: "pipe",
              outcome: .refused("not a regular file (a named pipe)")),
    ]

    /// Builds `shape` in a new directory (an `@` at the start of a link's target is that
    /// directory) and returns it.
    func build(_ shape: Shape) throws -> String {
        let dir = try TestImages.temporaryDirectory()
        let manager = FileManager.default
        for d in shape.directories { try manager.createDirectory(atPath: dir + "/" + d, withIntermediateDirectories: true) }
        for (path, text) in shape.files { #expect(manager.createFile(atPath: dir + "/" + path, contents: Data(text.utf8))) }
        for fifo in shape.fifos { #expect(mkfifo(dir + "/" + fifo, 0o644) == 0) }
        for (link, target) in shape.links {
            let destination = target.hasPrefix("@") ? dir + target.dropFirst() : target
            try manager.createSymbolicLink(atPath: dir + "/" + link, withDestinationPath: destination)
        }
        return dir
    }

    /// Everything under `dir` as text: a file's bytes, a link's target, a directory, a FIFO.
    func snapshot(_ dir: String) -> [String: String] {
        var out: [String: String] = [:]
        func walk(_ relative: String) {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir + "/" + relative)) ?? []
            for name in names {
                let path = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard lstat(dir + "/" + path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFLNK: out[path] = "link " + ((try? FileManager.default.destinationOfSymbolicLink(atPath: dir + "/" + path)) ?? "?")
                case S_IFDIR:
                    out[path] = "directory"
                    walk(path)
                case S_IFREG: out[path] = String(decoding: FileManager.default.contents(atPath: dir + "/" + path) ?? Data(), as: UTF8.self)
                default: out[path] = "special"
                }
            }
        }
        walk("")
        return out
    }

    /// Whether a name the tree uses exists at the root, where a misplaced write would put it.
    func leakedToRoot(_ shape: Shape) -> [String] {
        let names = Set(shape.links.flatMap { [$0.0, $0.1] } + shape.files.keys + ["made.mesh"])
        return names.filter { !$0.hasPrefix("/") && !$0.hasPrefix("@") }.filter { name in
            var info = stat()
            return lstat("/" + name, &info) == 0
        }
    }

    /// The same shape written through each writer: a replacing write (`save`, `render`,
    /// `export`) and an appending one (the journal).
    enum Writer: String, CaseIterable, Sendable {
        case atomic, append
    }

    @Test(arguments: shapes, Writer.allCases)
    func aWriteLandsOnlyWhereThePathLeads(_ shape: Shape, _ writer: Writer) throws {
        let dir = try build(shape)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let rootBefore = leakedToRoot(shape)
        let before = snapshot(dir)
        let files = RealFileSystem(currentDirectory: dir)
        let bytes = Array("grid 2 2\n".utf8)
        var refusal: String?
        do {
            switch writer {
            case .atomic: try files.writeAtomically(bytes, to: shape.typed)
            case .append: try files.append(bytes, to: shape.typed)
            }
        } catch {
            refusal = error.reason
            #expect(error.path == dir + "/" + shape.typed, "the error names the path typed")
        }
        var expected = before
        switch shape.outcome {
        case let .lands(path):
            #expect(refusal == nil)
            expected[path] = writer == .append ? (before[path] ?? "") + "grid 2 2\n" : "grid 2 2\n"
        case let .refused(reason):
            #expect(refusal == reason.replacingOccurrences(of: "@", with: dir))
        }
        #expect(snapshot(dir) == expected)
        #expect(leakedToRoot(shape) == rootBefore, "nothing new at the root")
    }

    /// Reading goes through the system's `open`, which follows links from the link's directory:
    /// each shape that lands on a file reads that file.
    @Test(arguments: shapes.filter { if case .lands = $0.outcome { true } else { false } })
    func aReadThroughTheSameLinksReadsTheFileAWriteWouldReplace(_ shape: Shape) throws {
        let dir = try build(shape)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        guard case let .lands(path) = shape.outcome else { return }
        let files = RealFileSystem(currentDirectory: dir)
        if let text = shape.files[path] {
            #expect(try files.readText(shape.typed) == text)
        } else {
            #expect(throws: FileSystemError.failed(path: dir + "/" + shape.typed, reason: "a symbolic link to a file that does not exist")) {
                try files.read(shape.typed)
            }
        }
    }

    /// The resolver keeps a path relative when it was typed so, and a bare link's relative
    /// target stays in the current directory (it was `/t.mesh`).
    @Test func aBareLinksTargetIsPlacedInTheCurrentDirectory() {
        #expect(WriteDestination.withoutDotNames("./a//b/./c") == "a/b/c")
        #expect(WriteDestination.withoutDotNames("/./x") == "/x")
        #expect(WriteDestination.withoutDotNames("./") == ".")
        #expect(WriteDestination.withoutDotNames("sub/../x") == "sub/../x", "`..` is the kernel's to read")
    }

    @Test func anEmptyPathAndATrailingSlashAreRefused() throws {
        #expect(throws: FileWriteError(path: "", reason: "an empty file name")) { try WriteDestination.resolve("") }
        let dir = try TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(throws: FileWriteError(path: dir + "/new/", reason: "a directory; name a file inside it")) {
            try WriteDestination.resolve(dir + "/new/")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == [])
    }
}

/// A plain `save` reads the session's file to see whether another program changed it; when the
/// file had become a link to `/dev/zero`, that read never ended (an abort on allocating 4.3 GB in
/// a release build). The write's refusal now comes first.
struct SaveOverADeviceTests {
    @Test func aPlainSaveOverAFileThatBecameALinkToADeviceIsRefusedBeforeReadingIt() throws {
        let dir = try TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var host = SessionHost()
        host.fileSystem = RealFileSystem(currentDirectory: dir)
        var session = Session(host: host)
        #expect(session.execute("grid 2 2").isSuccess)
        #expect(session.execute("save t.mesh") == .success("saved t.mesh"))
        try FileManager.default.removeItem(atPath: dir + "/t.mesh")
        try FileManager.default.createSymbolicLink(atPath: dir + "/t.mesh", withDestinationPath: "/dev/zero")
        #expect(session.execute("grid 3 3").isSuccess)
        guard case let .failure(error) = session.execute("save") else {
            Issue.record("saving over /dev/zero succeeded")
            return
        }
        #expect(error.description == "error: \(dir)/t.mesh: not a regular file (a character device): /dev/zero")
    }
}

/// `load` through a link to `/dev/zero` (or of `/dev/zero` itself) read for ever: what is not a
/// regular file has no size to stop at.
struct DeviceReadTests {
    @Test(arguments: ["/dev/zero", "link"])
    func aWholeReadOfADeviceStopsAtTheStreamLimit(_ name: String) throws {
        let dir = try TestImages.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: "/dev/zero")
        let files = RealFileSystem(currentDirectory: dir)
        let path = name.hasPrefix("/") ? name : dir + "/" + name
        #expect(throws: FileSystemError.failed(path: path, reason: "more than 64 MiB from something that is not a regular file"
                                                   + " (a device or a pipe): read a file instead")) {
            try files.read(name)
        }
    }
}
