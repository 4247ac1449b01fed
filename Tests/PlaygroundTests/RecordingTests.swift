import Foundation
import Testing

/// Python with pyte and asciinema: a terminal emulator and the asciicast player's own reader.
let pythonWithPyte: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    guard let python = path.split(separator: ":").map({ $0 + "/python3" }).first(where: FileManager.default.isExecutableFile) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = ["-c", "import pyte, asciinema"]
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    process.waitUntilExit()
    return process.terminationStatus == 0 ? python : nil
}()

/// `meshplay --record x.cast` records the playground as asciicast v2. The file is read back by
/// `asciinema cat` (the player's own parser) and replayed through pyte, an independent terminal
/// emulator: the screen it rebuilds must be the one tmux showed at the same moment.
@Suite(.serialized, .enabled(if: (TmuxPane.isAvailable && pythonWithPyte != nil) || RealTool.inCI,
                             "needs tmux, a built meshplay, and python3 with pyte and asciinema (.ci/deps installs them)"))
struct RecordingTests {
    static let tool = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tools/replay_cast.py").path

    struct Replay: Decodable {
        struct Header: Decodable { var version: Int; var width: Int; var height: Int }
        var header: Header
        var events: Int
        var ordered: Bool
        var screen: [String]?
    }

    @Test func aRecordedSessionReplaysToTheScreenTmuxShowed() throws {
        let python = try #require(pythonWithPyte, "python3 cannot import pyte and asciinema: .ci/deps installs them (pip)")
        let home = NSTemporaryDirectory() + "meshplay-record-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: home) }
        let cast = home + "/session.cast"
        let pane = try TmuxPane(columns: 100, rows: 30,
                                environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor", "HOME": home, "XDG_STATE_HOME": home],
                                command: TmuxPane.meshplayCommand(["--record", cast]))
        #expect(pane.wait { PlaygroundTests.isReady($0) } != nil, "\(pane.capture())")
        pane.type("pause")
        pane.send(keys: "Enter")
        pane.type("grid 4 4")
        pane.send(keys: "Enter")
        let marker = "grid of 4×4 faces: 25 vertices"
        #expect(pane.wait { $0.contains(marker) && $0.contains("nothing animates") } != nil, "\(pane.capture())")
        // The screen once it has settled: two captures in a row agree.
        var previous = ""
        let shown = try #require(pane.wait { text in defer { previous = text }; return text == previous }, "\(pane.capture())")
        pane.type("quit")
        pane.send(keys: "Enter")
        #expect(pane.wait { $0.contains("unsaved changes") } != nil)
        pane.send(keys: "d")
        #expect(pane.wait { $0.contains("[exited 0]") && $0.contains("recorded ") } != nil, "\(pane.capture())")

        // The player's own reader accepts the file.
        let check = Process()
        check.executableURL = URL(fileURLWithPath: python)
        check.arguments = ["-m", "asciinema", "cat", cast]
        check.standardOutput = FileHandle.nullDevice
        try check.run()
        check.waitUntilExit()
        #expect(check.terminationStatus == 0, "asciinema cat refused the recording")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        // The screen just before the `q` of `quit` was echoed: the one tmux showed above.
        process.arguments = [Self.tool, cast, "> q"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let replay = try JSONDecoder().decode(Replay.self, from: data)
        #expect(replay.header.version == 2 && replay.header.width == 100 && replay.header.height == 30)
        #expect(replay.ordered && replay.events > 3)
        let screen = try #require(replay.screen, "the marker never appeared in the replay")
        // The rows tmux showed up to the status line (the clock there may tick between the two).
        let rows = shown.components(separatedBy: "\n").map { $0.replacingOccurrences(of: "\u{00A0}", with: " ") }
        for (row, (replayed, tmux)) in zip(screen, rows).enumerated().dropLast(1) {
            #expect(replayed.trimmingCharacters(in: .whitespaces) == tmux.trimmingCharacters(in: .whitespaces), "row \(row)")
        }
    }
}
