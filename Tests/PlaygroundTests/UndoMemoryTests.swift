import Foundation
import Testing

/// Memory stays proportional to the work: undo keeps changes, not copies, so a thousand
/// single-vertex edits of a million-vertex grid cost the process little, measured as the real
/// `meshplay repl` process's peak resident memory.
///
/// Slow in a debug build (each edit still copies and compares the 40 MB vertex array once), so
/// it runs where CI runs the slow tests (`CI` set) or with `MESHPLAY_SLOW_TESTS=1`.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: TmuxPane.binary), "needs a built meshplay binary"),
       .enabled(if: ProcessInfo.processInfo.environment["CI"] != nil
                    || ProcessInfo.processInfo.environment["MESHPLAY_SLOW_TESTS"] == "1", "slow: runs in CI or with MESHPLAY_SLOW_TESTS=1"))
struct UndoMemoryTests {
    /// Runs `meshplay repl` on `lines` and returns its peak resident memory in bytes and its exit status.
    static func peakMemory(replaying lines: [String]) throws -> (bytes: Int, status: Int32) {
        let input = NSTemporaryDirectory() + "undo-memory-\(UUID().uuidString).txt"
        try (lines.joined(separator: "\n") + "\n").write(toFile: input, atomically: true, encoding: .utf8)
        defer { unlink(input) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [TmuxPane.binary, "repl"]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, TmuxPane.binary, &actions, nil, &argv, environ) == 0 else { throw CocoaError(.fileNoSuchFile) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        // ru_maxrss is in kilobytes on Linux.
        return (usage.ru_maxrss * 1024, (status >> 8) & 0xFF)
    }

    @Test func aThousandSingleVertexEditsOfAMillionVertexGridAddLessThan200MB() throws {
        let grid = "grid 1000 1000"
        let edits = (1...1000).map { "vertex \($0 * 997) to.z \(Double($0) / 1000)" }
        let one = try Self.peakMemory(replaying: [grid, edits[0]])
        let thousand = try Self.peakMemory(replaying: [grid] + edits + ["undo", "undo"])
        #expect(one.status == 0 && thousand.status == 0)
        let added = thousand.bytes - one.bytes
        #expect(added < 200 << 20, "1,000 edits added \(added >> 20) MiB (one edit: \(one.bytes >> 20) MiB peak)")
    }
}
