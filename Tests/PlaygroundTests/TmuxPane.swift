import Foundation
import Testing

/// A detached tmux server (its own socket) running the real `meshplay` binary in one pane, so
/// tests can type keys and read the screen back, escapes included.
final class TmuxPane {
    let socket: String
    let home: String

    /// The built binary: next to the test bundle that is running (SwiftPM puts both in the same
    /// products directory, whatever `--scratch-path` or configuration was used), else
    /// `<package>/.build/debug/meshplay` found from this file's path.
    static let binary: String = {
        var directories: [URL] = []
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            directories.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
        }
        // On macOS the tests run inside `<products>/meshplayPackageTests.xctest`.
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        directories.append(package.appendingPathComponent(".build/debug"))
        let candidates = directories.map { $0.appendingPathComponent("meshplay").path }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[candidates.count - 1]
    }()

    static let tmuxPath: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Whether the tmux tests can run: tmux installed and the binary built.
    static var isAvailable: Bool { tmuxPath != nil && FileManager.default.isExecutableFile(atPath: binary) }

    /// Whether terminfo knows a terminal type (the `-direct` types come with Debian's ncurses-term).
    static func hasTerminfo(_ name: String) -> Bool {
        run(["/usr/bin/env", "infocmp", name]).status == 0
    }

    nonisolated(unsafe) private static var counter = 0
    private static let lock = NSLock()

    /// Starts `command` (run by `sh -c`) in a `columns` × `rows` pane with `environment`.
    init(columns: Int, rows: Int, environment: [String: String], command: String) throws {
        TmuxPane.lock.lock()
        TmuxPane.counter += 1
        socket = "meshplay-test-\(getpid())-\(TmuxPane.counter)"
        TmuxPane.lock.unlock()
        home = NSTemporaryDirectory() + socket
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        // Colour variables cleared: the test runner's own (NO_COLOR under swift test) must not leak in.
        var env = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "HOME": home, "XDG_STATE_HOME": home, "XDG_CONFIG_HOME": home + "/config",
                   "COLORTERM": "", "NO_COLOR": ""]
        env.merge(environment) { $1 }
        // `env` inside the pane: tmux's own -e would be overridden by its default TERM.
        let assignments = env.sorted { $0.key < $1.key }.map { "\($0.key)=\(TmuxPane.quote($0.value))" }.joined(separator: " ")
        let started = tmux(["new-session", "-d", "-x", "\(columns)", "-y", "\(rows)",
                            "env \(assignments) sh -c \(TmuxPane.quote(command))"])
        guard started.status == 0 else { throw TmuxError.failed(started.output) }
        _ = tmux(["set", "-as", "terminal-features", ",*:RGB"])
    }

    deinit {
        // kill-session first: tmux 3.3a can leave a detached server running after kill-server alone.
        _ = tmux(["kill-session", "-t", "0"])
        _ = tmux(["kill-server"])
        // The server leaves its socket behind when its last session is killed.
        let directory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        unlink("\(directory)/tmux-\(getuid())/\(socket)")
        try? FileManager.default.removeItem(atPath: home)
    }

    /// `meshplay ARGUMENTS` followed by a marker once it exits, so tests can see the shell come back.
    static func meshplayCommand(_ arguments: [String] = []) -> String {
        ([quote(binary)] + arguments.map(quote)).joined(separator: " ") + "; echo \"[exited $?]\"; sleep 60"
    }

    /// Ends the tmux server, closing the pane's terminal under whatever runs in it.
    func killServer() {
        // kill-session first, as in deinit: kill-server alone can leave the server running.
        _ = tmux(["kill-session", "-t", "0"])
        _ = tmux(["kill-server"])
    }

    func send(keys: String...) { _ = tmux(["send-keys", "-t", "0"] + keys) }
    func type(_ text: String) { _ = tmux(["send-keys", "-t", "0", "-l", text]) }
    /// Pastes `text` as a terminal does when the program asked for bracketed paste (newlines as CR).
    func paste(_ text: String) {
        _ = tmux(["set-buffer", "--", text])
        _ = tmux(["paste-buffer", "-p", "-t", "0"])
    }

    /// Pastes raw `bytes`, which need not be UTF-8, as ``paste(_:)`` pastes text.
    func paste(bytes: [UInt8]) {
        let file = NSTemporaryDirectory() + "meshplay-paste-\(UUID().uuidString)"
        #expect(FileManager.default.createFile(atPath: file, contents: Data(bytes)), "\(file) not written")
        defer { try? FileManager.default.removeItem(atPath: file) }
        _ = tmux(["load-buffer", file])
        _ = tmux(["paste-buffer", "-p", "-t", "0"])
    }

    /// Sets a global option of this pane's server (`set -g NAME VALUE`).
    func setOption(_ name: String, _ value: String) { _ = tmux(["set", "-g", name, value]) }

    func resize(columns: Int, rows: Int) { _ = tmux(["resize-window", "-t", "0", "-x", "\(columns)", "-y", "\(rows)"]) }

    /// The pane's text; with `escapes`, colours and attributes as escape sequences, and every
    /// row to its last cell (`-N`): without it tmux 3.3 drops a row's trailing blanks even where
    /// they have a background colour, so a picture's right-hand background would not be read.
    func capture(escapes: Bool = false) -> String {
        tmux(["capture-pane", "-p", "-t", "0"] + (escapes ? ["-e", "-N"] : [])).output
    }

    func lines() -> [String] { capture().components(separatedBy: "\n") }

    /// `#{alternate_on}`: 1 while the program uses the alternate screen.
    /// A tmux format of the pane, e.g. `#{mouse_button_flag}`.
    func format(_ format: String) -> String {
        tmux(["display", "-p", "-t", "0", format]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    var alternateScreen: Bool { tmux(["display", "-p", "-t", "0", "#{alternate_on}"]).output.hasPrefix("1") }

    /// Polls the pane until `condition` holds, for at most `seconds`; returns the last capture, or
    /// nil on timeout. The limit only bounds a failing test: a busy machine (a debug build sharing
    /// its cores with compilers) can take seconds to draw the first frame.
    @discardableResult
    func wait(seconds: Double = 30, escapes: Bool = false, until condition: (String) -> Bool) -> String? {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            let text = capture(escapes: escapes)
            if condition(text) { return text }
            usleep(50_000)
        } while Date() < deadline
        return nil
    }

    /// Polls `read` until it gives the same value on reads a quarter of a second apart and that
    /// value satisfies `condition` (the screen has finished drawing), for at most `seconds`;
    /// returns that value, or nil on timeout.
    func settled<T: Equatable>(seconds: Double = 30, _ read: () -> T, where condition: (T) -> Bool = { _ in true }) -> T? {
        let deadline = Date().addingTimeInterval(seconds)
        var last = read()
        repeat {
            usleep(250_000)
            let now = read()
            if now == last && condition(now) { return now }
            last = now
        } while Date() < deadline
        return nil
    }

    private func tmux(_ arguments: [String]) -> (status: Int32, output: String) {
        return TmuxPane.run([TmuxPane.tmuxPath ?? "tmux", "-L", socket, "-f", "/dev/null"] + arguments)
    }

    /// Runs a program to completion with posix_spawn and waitpid (Foundation's Process waits for
    /// SIGCHLD, which never comes here once the tmux client has forked its server). Output goes to a
    /// file rather than a pipe, because the server would hold a pipe open forever.
    static func run(_ arguments: [String]) -> (status: Int32, output: String) {
        let path = NSTemporaryDirectory() + "tmux-output-\(UUID().uuidString)"
        defer { unlink(path) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, arguments[0], &actions, nil, &argv, environ) == 0 else { return (-1, "cannot run \(arguments[0])") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let output = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        // Exit status from the wait status word (WEXITSTATUS), or -1 when killed by a signal.
        return ((status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1, output)
    }

    static func quote(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    enum TmuxError: Error { case failed(String) }
}
