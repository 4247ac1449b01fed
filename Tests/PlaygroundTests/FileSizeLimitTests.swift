import Foundation
import Testing

/// Under a file-size limit (`ulimit -f`) a write past it fails like a full disk, with a message
/// naming the limit, instead of SIGXFSZ killing meshplay silently; no temporary file stays.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: TmuxPane.binary), "needs a built meshplay binary (run `swift build` first)"))
struct FileSizeLimitTests {
    @Test func writesPastTheLimitFailWithAMessageAndMeshplayGoesOn() throws {
        let dir = NSTemporaryDirectory() + "meshplay-fsize-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let lines = ["grid 30 30", "map to.z = sin(u)", "vertex 0 to.z 0.1", "undo", "save big.mesh", "fps 24"]
        let script = "cd \(TmuxPane.quote(dir)) && ulimit -f 2 && printf '\(lines.joined(separator: "\\n"))\\n'"
            + " | HOME=\(TmuxPane.quote(dir)) XDG_STATE_HOME=\(TmuxPane.quote(dir + "/state")) \(TmuxPane.quote(TmuxPane.binary)) repl --journal"
        let result = TmuxPane.run(["/bin/sh", "-c", script])
        let limit = "write failed: File too large (the file-size limit, `ulimit -f`)"
        let journal = dir + "/state/meshplay/journal.mesh"
        #expect(result.status == 1, "the failed save, not a signal: \(result.output)")
        #expect(result.output.contains("warning: journal \(journal): \(limit)\n"))
        #expect(result.output.contains("<stdin>:5:6: error: big.mesh: \(limit)\n"))
        // The line after the failures still ran, and the exit is honest about the journal.
        #expect(result.output.contains("24 frames per second\n"))
        #expect(result.output.contains("warning: the last unsaved changes are lost (journal not written: \(journal): \(limit)); \(journal) holds an earlier state"))
        let left = (try FileManager.default.contentsOfDirectory(atPath: dir + "/state/meshplay")) + (try FileManager.default.contentsOfDirectory(atPath: dir))
        #expect(!left.contains { $0.contains(".tmp-") }, "temporary files left: \(left)")
    }
}
