import Foundation
import Testing

/// The built `meshplay` writing through symbolic links named bare, in the directory it runs in:
/// `save rel.mesh` (rel.mesh → t.mesh) said `saved rel.mesh` but wrote `/t.mesh` and left
/// `t.mesh` as it was, and `render --out` and `export` did the same.
struct SymbolicLinkWriteTests {
    /// The built binary run in `directory`, in a home of its own there.
    func run(_ arguments: [String], in directory: String, input: String = "",
             environment extra: [String: String] = [:]) throws -> BuiltBinary.Outcome {
        let environment = ["HOME": directory + "/home", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"].merging(extra) { $1 }
        return try BuiltBinary.run(arguments, in: directory, environment: environment, input: input)
    }

    func scratch() throws -> String {
        let dir = NSTemporaryDirectory() + "meshplay-links-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/home", withIntermediateDirectories: true)
        return dir
    }

    func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    @Test func saveExportAndRenderThroughABareLinkWriteTheLinkedFileBesideIt() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Names no other file has, so one at the root can only be this test's.
        let stem = "t-\(UUID().uuidString)"
        #expect(FileManager.default.createFile(atPath: "\(dir)/\(stem).mesh", contents: Data("grid 9 9\n".utf8)))
        for ext in ["mesh", "obj", "json", "swift", "png"] {
            try FileManager.default.createSymbolicLink(atPath: "\(dir)/rel.\(ext)", withDestinationPath: "\(stem).\(ext)")
        }
        try FileManager.default.createSymbolicLink(atPath: "\(dir)/out.png", withDestinationPath: "\(stem)-out.png")
        let repl = try run(["repl"], in: dir, input: "grid 2 2\nsave rel.mesh\nexport obj rel.obj\nexport json rel.json\n"
                           + "export swift rel.swift\nrender rel.png 8 8\n")
        #expect(repl.status == 0, "\(repl.text)")
        #expect(repl.text.contains("saved rel.mesh"), "\(repl.text)")
        let render = try run(["render", "--preset", "ripple", "--size", "8x8", "--out", "out.png"], in: dir)
        #expect(render.status == 0, "\(render.text)")

        let saved = String(decoding: FileManager.default.contents(atPath: "\(dir)/\(stem).mesh") ?? Data(), as: UTF8.self)
        #expect(saved.hasPrefix("# meshplay scene file") && saved.contains("\ngrid 2 2\n"), "the linked file holds the new scene")
        #expect(String(decoding: FileManager.default.contents(atPath: "\(dir)/\(stem).obj") ?? Data(), as: UTF8.self).contains("\nf "))
        #expect(FileManager.default.contents(atPath: "\(dir)/\(stem).json")?.first == UInt8(ascii: "{"))
        #expect(FileManager.default.contents(atPath: "\(dir)/\(stem).swift")?.isEmpty == false)
        for png in ["\(stem).png", "\(stem)-out.png"] {
            #expect(FileManager.default.contents(atPath: "\(dir)/\(png)")?.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]), "\(png)")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        // The Swift export's content image lands beside the file the export names.
        #expect(names == (["home", "out.png", "MeshplayLayer0@2x.png"] + ["mesh", "obj", "json", "swift", "png"].flatMap { ["rel.\($0)", "\(stem).\($0)"] }
                          + ["\(stem)-out.png"]).sorted())
        let atRoot = ["mesh", "obj", "json", "swift", "png", "out.png"].filter { exists("/\(stem).\($0)") || exists("/\(stem)-\($0)") }
        #expect(!exists("/MeshplayLayer0@2x.png"))
        #expect(atRoot.isEmpty, "written at the root: \(atRoot)")
    }

    /// It ended in "failed to allocate 4.3 GB" and SIGABRT; a `save` straight to the device was
    /// refused. Now both are refused in the same words, and the session goes on.
    @Test func saveThroughALinkToADeviceIsRefusedAndTheSessionGoesOn() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir + "/zero.mesh", withDestinationPath: "/dev/zero")
        try FileManager.default.createSymbolicLink(atPath: dir + "/full.mesh", withDestinationPath: "../../../../../../dev/full")
        let r = try run(["repl"], in: dir, input: "grid 2 2\nsave zero.mesh\nsave full.mesh\nsave /dev/full\nexport obj zero.mesh\nfaces\n")
        #expect(!r.signaled)
        let lines = r.text.split(separator: "\n").map(String.init)
        #expect(lines.contains("<stdin>:2:6: error: zero.mesh: not a regular file (a character device): /dev/zero"), "\(r.text)")
        #expect(lines.contains("<stdin>:3:6: error: full.mesh: not a regular file (a character device): ../../../../../../dev/full"), "\(r.text)")
        #expect(lines.contains("<stdin>:4:6: error: /dev/full: not a regular file (a character device)"), "\(r.text)")
        #expect(lines.contains("<stdin>:5:12: error: zero.mesh: not a regular file (a character device): /dev/zero"), "\(r.text)")
        #expect(lines.last?.hasPrefix("3: ") == true, "the session answered the last line: \(r.text)")
    }

    /// The XDG Base Directory spec makes a relative `XDG_STATE_HOME` invalid, to be ignored; it put
    /// the journal in a `state/` below wherever meshplay was started.
    @Test func aRelativeStateHomeIsIgnored() throws {
        let dir = try scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try run(["repl", "--journal"], in: dir, input: "grid 2 2\n", environment: ["XDG_STATE_HOME": "state"])
        #expect(r.text.contains("\(dir)/home/.local/state/meshplay/journal.mesh"), "\(r.text)")
        #expect(!exists(dir + "/state"))
        #expect(exists(dir + "/home/.local/state/meshplay/journal.mesh"))
    }
}
