import ArgumentParser
import Foundation
import MeshScript
import Testing
@testable import meshplay

struct RunAndReplTests {
    /// Runs the REPL loop over `lines`, returning what it printed, warned and whether all succeeded.
    func repl(_ lines: [String], interactive: Bool = false, strict: Bool = false,
              files: InMemoryFileSystem = InMemoryFileSystem()) -> (out: [String], err: [String], ok: Bool) {
        var session = Session(host: SessionHost(fileSystem: files))
        var input = lines[...]
        var out: [String] = [], err: [String] = []
        var loop = Repl(interactive: interactive, strict: strict)
        let ok = loop.run(&session, read: { _ in input.popFirst() }, print: { out.append($0) }, warn: { err.append($0) })
        return (out, err, ok)
    }

    /// Runs the built `meshplay repl` on `input` through a pipe, in a fresh home, and returns
    /// what it wrote to its standard output and error, which share one pipe.
    func replProcess(input text: String) throws -> Data {
        let home = NSTemporaryDirectory() + "meshplay-repl-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        return try BuiltBinary.run(["repl"], environment: ["HOME": home, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"], input: text).output
    }

    @Test func pipedLinesPrintResultsAndLocateErrors() {
        let r = repl(["grid 2 2", "", "vertex 4 to.z 0.25", "vertx 1", "faces"])
        #expect(r.out.first == "grid of 2×2 faces: 9 vertices")
        #expect(r.out.last?.hasPrefix("0: [0 1 4 3]") == true)
        #expect(r.err == ["<stdin>:4:1: error: unknown command 'vertx'; did you mean 'vertex'? (help lists every command)"])
        #expect(!r.ok)
    }

    @Test func anErrorInsideAFileKeepsTheFilesLineAndColumn() {
        let files = InMemoryFileSystem(textFiles: ["s.json": "{\n  \"format\": \"meshplay-scene\",\n  \"version\": 7\n}\n"])
        let r = repl(["grid 1 1", "import json s.json"], files: files)
        #expect(r.err == ["s.json:3:14: error: JSON: scene format version 7 is not one this meshplay reads (1…1)"])
        let typed = repl(["import json s.json"], interactive: true, files: files)
        #expect(typed.err == ["s.json:3:14: error: JSON: scene format version 7 is not one this meshplay reads (1…1)"], "no caret under the typed line")
    }

    @Test func resultsAndErrorsKeepTheirOrderWhenBothStreamsShareOnePipe() throws {
        let text = String(decoding: try replProcess(input: "grid 2 2\nbogus\nfaces\n"), as: UTF8.self)
        let lines = text.split(separator: "\n").map(String.init)
        let grid = try #require(lines.firstIndex { $0.hasPrefix("grid of 2×2 faces") }, "\(text)")
        let error = try #require(lines.firstIndex { $0.contains("unknown command 'bogus'") }, "\(text)")
        let faces = try #require(lines.firstIndex { $0.hasPrefix("0: [0 1 4 3]") }, "\(text)")
        #expect(grid < error && error < faces, "\(text)")
    }

    /// `printf '\x1b[2J\x07 grid' | meshplay repl` must not clear the screen and beep.
    @Test func controlCharactersInQuotedInputAreShownNotSent() {
        let r = repl(["\u{1B}[2J\u{07} grid", "grid 2 \u{1B}x"])
        #expect(r.err == ["<stdin>:1:1: error: unknown command '^[[2J^G' (help lists every command)",
                          "<stdin>:2:8: error: unexpected character '^[' in the columns '^[x'"])
        let typed = repl(["\u{1B}[2J grid"], interactive: true)
        #expect(typed.err.last == "error: unknown command '^[[2J' (help lists every command)")
        let label = repl(["grid 1 1", "content label \"a\u{1B}[31mb\"", "content"])
        #expect(label.out.allSatisfy { !$0.unicodeScalars.contains { $0.value == 0x1B } }, "\(label.out)")
        // `content` prints the label as a command would write it: the escape as `\u{1B}`, which reads back.
        #expect(label.out.last?.contains(#"a\u{1B}[31mb"#) == true, "\(label.out)")
    }

    @Test func theREPLProcessWritesNoEscapeByteForAnEscapeInItsInput() throws {
        let bytes = try replProcess(input: "\u{1B}[2J\u{07} grid\n")
        #expect(!bytes.contains(0x1B) && !bytes.contains(0x07))
        #expect(String(decoding: bytes, as: UTF8.self).contains("unknown command '^[[2J^G'"))
    }

    @Test func interactiveErrorsPointACaretAtTheColumn() {
        let r = repl(["grid 2 x"], interactive: true)
        #expect(r.err.first == String(repeating: " ", count: Repl.prompt.count + 7) + "^")
    }

    @Test func theCaretCountsAWideCharacterBeforeTheColumnAsTwoColumns() {
        // The interactive `meshplay repl` takes the user's locale; wcwidth knows widths only in a UTF-8 one.
        setlocale(LC_CTYPE, "C.UTF-8")
        let r = repl(["content label \"日本\" red bluee"], interactive: true)
        // 'bluee' starts at character 24, after two characters two columns wide: column 25 on screen.
        #expect(r.err.first == String(repeating: " ", count: Repl.prompt.count + 25) + "^")
    }

    @Test func strictModeStopsAtTheFirstError() {
        let r = repl(["bogus", "grid 1 1"], strict: true)
        #expect(r.out.isEmpty && !r.ok)
    }

    @Test func quitEndsTheLoop() {
        let r = repl(["grid 1 1", "quit", "grid 2 2"])
        #expect(r.out == ["grid of 1×1 faces: 4 vertices"] && r.ok)
    }

    @Test func quitTakesACommentAsEveryCommandLineDoes() {
        for line in ["quit # done", "  exit\t# for today", "QUIT"] {
            let r = repl(["grid 1 1", line, "grid 2 2"])
            #expect(r.out == ["grid of 1×1 faces: 4 vertices"] && r.err.isEmpty && r.ok, "\(line)")
        }
        // A `#` glued to the word is not a comment (as `#ff8800` is a colour), and quit takes no argument.
        #expect(repl(["quit#done"]).err == ["<stdin>:1:1: error: unknown command 'quit#done' (help lists every command)"])
        #expect(repl(["quit now"]).err == ["<stdin>:1:1: error: unknown command 'quit' (help lists every command)"])
    }

    /// A piped script that ends, or quits, inside a `repeat … {` block ran none of its lines:
    /// that is an error at the block's `{`, as in a scene file, not a silent success.
    @Test func aPipedScriptEndingInsideARepeatBlockSaysItsLinesDidNotRun() {
        let r = repl(["grid 1 1", "repeat 3 k {", "vertex add 0 0", "vertex add 1 k"])
        #expect(r.err == ["<stdin>:2:12: error: this repeat block is not closed: a line with } alone is missing after its 2 lines"])
        #expect(!r.ok)
        let quitting = repl(["grid 1 1", "  repeat 2 {", "vertex add 0 0", "quit", "faces"])
        #expect(quitting.err == ["<stdin>:2:12: error: this repeat block is not closed: a line with } alone is missing after its 1 line"])
        #expect(quitting.out == ["grid of 1×1 faces: 4 vertices"] && !quitting.ok)
        let typed = repl(["repeat 2 {", "vertex add 0 0"], interactive: true)
        #expect(typed.err == ["repeat block dropped: its 1 line did not run"] && typed.ok)
        // A closed block leaves nothing to say.
        #expect(repl(["repeat 2 {", "vertex add 0 0", "}"]).err.isEmpty)
    }

    @Test func aFailingScriptExitsNonZero() throws {
        let path = NSTemporaryDirectory() + "meshplay-run-\(UUID().uuidString).mesh"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try "grid 2 2\nvertex 99 to.z 1\n".write(toFile: path, atomically: true, encoding: .utf8)
        let command = try RunCommand.parse([path])
        #expect(throws: ExitCode.failure) { try command.run() }
    }

    @Test func aGoodScriptRendersItsFrame() throws {
        let dir = NSTemporaryDirectory() + "meshplay-run-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try "grid 3 3\nmap z = 0.1 * sin(u * pi + t)\n".write(toFile: dir + "/s.mesh", atomically: true, encoding: .utf8)
        let command = try RunCommand.parse([dir + "/s.mesh", "--render", dir + "/out.png", "--frame", "12", "--size", "32x24"])
        try command.run()
        #expect(FileManager.default.fileExists(atPath: dir + "/out.png"))
    }

    /// A frame past a bounded timeline's end was rendered as its last frame without a word.
    @Test func aFramePastTheEndRendersTheLastAndSaysSo() throws {
        let dir = NSTemporaryDirectory() + "meshplay-run-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try "grid 1 1\nkey a\nvertex 0 to.z 0.2\nkey b\nanimate a b duration 1\n".write(toFile: dir + "/s.mesh", atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TmuxPane.binary)
        process.arguments = ["run", dir + "/s.mesh", "--render", dir + "/out.png", "--frame", "99", "--size", "32x24"]
        process.environment = ["HOME": dir, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(err.contains("note: --frame 99: the timeline ends at frame 30, so that frame is rendered\n"), "\(err)")
        #expect(FileManager.default.fileExists(atPath: dir + "/out.png"))
    }

    /// `meshplay run ARG` with the script on a pipe: `-` and `/dev/stdin` both read it.
    @Test(arguments: ["-", "/dev/stdin"])
    func aScriptReadsFromAPipe(_ argument: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TmuxPane.binary)
        process.arguments = ["run", argument, "--verbose"]
        process.environment = ["HOME": NSTemporaryDirectory(), "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data("grid 2 2\nbogus\n".utf8))
        try input.fileHandleForWriting.close()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(out.isEmpty, "\(out)")
        #expect(err.hasSuffix("<stdin>:2:1: error: unknown command 'bogus' (help lists every command)\n"), "\(err)")
    }

    /// `--render` names the picture it wrote, as `meshplay render` does, without --verbose;
    /// the script's own messages still wait for --verbose.
    @Test func renderNamesThePictureItWrote() throws {
        let dir = NSTemporaryDirectory() + "meshplay-run-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try "grid 2 2\nsubdivision 0\n".write(toFile: dir + "/s.mesh", atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: TmuxPane.binary)
        process.arguments = ["run", dir + "/s.mesh", "--render", dir + "/out.png", "--size", "32x24"]
        process.environment = ["HOME": NSTemporaryDirectory(), "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(out == "rendered frame 0 to \(dir)/out.png (32×24, 8 triangles)\n", "\(out)")
    }
}
