import Foundation
import MeshIO
import MeshScript
import Testing

/// `kill -9` of a real `meshplay repl --journal` after many single-vertex edits: the next start
/// finds every edit in the journal, appended one line each.
@Suite(.enabled(if: TmuxPane.isAvailable, "needs a built meshplay binary (run `swift build` first)"))
struct KilledSessionJournalTests {
    @Test func everyVertexEditComesBackAfterAKill() throws {
        let dir = "/tmp/mp-kill-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        // The playground's opening scene, whose preset moves the layer: the first edit stops it
        // and keeps the frame on screen (a checkpoint before; a note of the frame and one line now).
        let edits = (0..<300).map { "vertex \($0 % 25) to.z \(Double($0 + 1) / 1000)" }
        let lines = ["preset rippled-label"] + edits

        let process = Process()
        process.executableURL = URL(fileURLWithPath: TmuxPane.binary)
        process.arguments = ["repl", "--journal"]
        process.environment = ["HOME": dir, "XDG_STATE_HOME": dir, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The input stays open: the session is alive, waiting for more, when it is killed.
        input.fileHandleForWriting.write(Data((lines.joined(separator: "\n") + "\n").utf8))

        let journal = dir + "/meshplay/journal.mesh"
        let host = SessionHost.real(journalPath: journal)
        // Until the last edit is in the journal (each is appended as it applies).
        let deadline = Date(timeIntervalSinceNow: 60)
        var journaled: [String] = []
        while Date() < deadline {
            journaled = ((try? host.fileSystem.readText(journal)).map { JournalRecords.read($0).lines.map(\.text) }) ?? []
            if journaled.last == edits.last { break }
            usleep(20_000)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(journaled.last == edits.last, "the journal never got the last edit: \(journaled.suffix(3))")
        // One line per edit, as typed, after the checkpoint the start wrote (300 lines are
        // fewer than the schedule lets through), with the frame the first one read.
        #expect(Array(journaled.drop { $0 != "# edits since the checkpoint" }.dropFirst())
            == ["preset rippled-label", "# at frame 0"] + edits)

        let restored = try Session.restoringJournal(host: host)
        #expect(restored.failures.isEmpty)
        var expected = Session()
        for line in lines { #expect(expected.execute(line).isSuccess) }
        #expect(restored.session.state == expected.state)
    }
}
