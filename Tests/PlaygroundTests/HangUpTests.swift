import Foundation
import Testing

/// A terminal that goes away (window closed, tmux server killed, ssh dropped) ends the
/// playground and keeps its unsaved changes, even when no SIGHUP arrives.
@Suite(.serialized, .enabled(if: TmuxPane.isAvailable, "needs tmux and a built meshplay binary (run `swift build` first)"))
struct HangUpTests {
    @Test func aLostTerminalEndsThePlaygroundWithoutSpinningAndKeepsTheJournal() throws {
        let pidFile = NSTemporaryDirectory() + "meshplay-hangup-\(getpid()).pid"
        defer { unlink(pidFile) }
        // `setsid` puts meshplay in a session of its own, so the pane's terminal is not its
        // controlling terminal and the kernel sends it no SIGHUP: only the hang-up on its input
        // says the terminal is gone (as when a parent left SIGHUP blocked or ignored).
        let script = "echo $$ > \(TmuxPane.quote(pidFile)); exec \(TmuxPane.quote(TmuxPane.binary))"
        let pane = try TmuxPane(columns: 100, rows: 30, environment: ["TERM": "xterm-256color"],
                                command: "setsid sh -c " + TmuxPane.quote(script))
        #expect(pane.wait { PlaygroundTests.isReady($0) } != nil)
        pane.type("grid 3 3")
        pane.send(keys: "Enter")
        #expect(pane.wait { PlaygroundTests.statusLine($0).contains("●") } != nil)
        let pidText = (try? String(contentsOfFile: pidFile, encoding: .utf8)) ?? ""
        let pid = try #require(pid_t(pidText.trimmingCharacters(in: .whitespacesAndNewlines)))
        pane.killServer()
        let deadline = Date().addingTimeInterval(10)
        while Self.isRunning(pid), Date() < deadline { usleep(50_000) }
        let alive = Self.isRunning(pid)
        let state = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        if alive { kill(pid, SIGKILL) }
        #expect(!alive, "meshplay (pid \(pid)) kept running after its terminal went away: \(state)")
        let journal = (try? String(contentsOfFile: pane.home + "/meshplay/journal.mesh", encoding: .utf8)) ?? ""
        #expect(journal.contains("grid 3 3"), "journal: \(journal)")
    }

    /// Whether `pid` still runs: a zombie (exited, not yet reaped by an orphaned parent) does not.
    static func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        guard let close = stat.lastIndex(of: ")") else { return true }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first != "Z"
    }
}
