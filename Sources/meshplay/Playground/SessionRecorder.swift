import Foundation
import MeshIO
import TerminalOutput

/// `meshplay --record x.cast`: the playground runs on a pseudo-terminal of this one's size, and
/// everything it draws goes to this terminal and into an asciicast v2 file, as `asciinema rec`
/// records a program. Keys and the terminal's replies pass through to the playground unchanged,
/// so its start-up probe talks to the real terminal; only output is recorded, never keys.
enum SessionRecorder {
    /// What one recording may hold; past it the recording stops, says so, and play goes on.
    static let byteBudget = 1 << 30

    /// Records the playground run with `arguments` (the command line without `--record`) into
    /// `path`, and returns its exit status.
    static func record(to path: String, arguments: [String]) throws -> Int32 {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw Terminal.failure("error: --record records the playground, which needs a terminal; `meshplay render --frames A..B --out x.apng` makes an animation without one")
        }
        let destination: String
        do { destination = try WriteDestination.resolve(path) } catch { throw Terminal.failure("error: \(error)") }
        guard let cast = FileHandle(forWritingAtPath: destination) ?? create(destination) else {
            throw Terminal.failure("error: cannot write \(path): \(String(cString: strerror(errno)))")
        }
        defer { try? cast.close() }
        try cast.truncate(atOffset: 0)
        let size = WindowSize.ofStandardOutput()
        let columns = size?.columns ?? 80, rows = size?.rows ?? 24
        let pty = try PseudoTerminal(columns: columns, rows: rows)
        let child = try pty.spawn(executable: "/proc/self/exe", arguments: arguments)
        let environment = ProcessInfo.processInfo.environment
        cast.write(Data(AsciicastEncoder.header(columns: columns, rows: rows, timestamp: Int(Date().timeIntervalSince1970),
                                                term: environment["TERM"], shell: environment["SHELL"],
                                                title: "meshplay").utf8))
        let saved = RawMode.enter()
        defer { RawMode.leave(saved) }
        var relay = Relay(pty: pty, child: child, cast: cast, started: FrameClock.now(), size: (columns, rows))
        relay.run()
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        RawMode.leave(saved)
        let outcome = relay.stopped.map { "\n" + $0 } ?? ""
        FileHandle.standardError.write(Data("recorded \(path) (\(relay.bytes) bytes of output)\(outcome); replay it with `asciinema play \(path)`\n".utf8))
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    }

    private static func create(_ path: String) -> FileHandle? {
        guard FileManager.default.createFile(atPath: path, contents: nil) else { return nil }
        return FileHandle(forWritingAtPath: path)
    }

    /// The command line of this run without `--record FILE` (or `--record=FILE`), for the
    /// playground the recording runs.
    static func arguments(removingRecordFrom arguments: [String]) -> [String] {
        var out: [String] = []
        var skipNext = false
        for argument in arguments {
            if skipNext { skipNext = false; continue }
            if argument == "--record" { skipNext = true; continue }
            if argument.hasPrefix("--record=") { continue }
            out.append(argument)
        }
        return out
    }
}

/// Copies keys to the playground and its output to the terminal and the recording, and passes
/// window size changes on, until the playground's side of the terminal closes.
private struct Relay {
    let pty: PseudoTerminal
    let child: pid_t
    let cast: FileHandle
    let started: Double
    var size: (columns: Int, rows: Int)
    var encoder = AsciicastEncoder()
    var bytes = 0
    /// Why the recording stopped early, if it did.
    var stopped: String?

    init(pty: PseudoTerminal, child: pid_t, cast: FileHandle, started: Double, size: (Int, Int)) {
        self.pty = pty
        self.child = child
        self.cast = cast
        self.started = started
        self.size = size
    }

    mutating func run() {
        let signals = RecorderSignals.pipe()
        var buffer = [UInt8](repeating: 0, count: 65536)
        var fds = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: pty.master, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: signals, events: Int16(POLLIN), revents: 0)]
        while true {
            for i in fds.indices { fds[i].revents = 0 }
            if poll(&fds, nfds_t(fds.count), -1) < 0 {
                if errno == EINTR { continue }
                return
            }
            if fds[2].revents & Int16(POLLIN) != 0 {
                let n = read(signals, &buffer, buffer.count)
                for received in buffer.prefix(max(n, 0)) {
                    if Int32(received) == SIGWINCH { passResize() } else { kill(child, Int32(received)) }
                }
            }
            if fds[0].revents & Int16(POLLIN | POLLHUP) != 0 {
                let n = read(STDIN_FILENO, &buffer, buffer.count)
                if n > 0 { PseudoTerminal.writeAll(pty.master, buffer, n) }
            }
            if fds[1].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                let n = read(pty.master, &buffer, buffer.count)
                // EIO: the playground has closed its side (it quit).
                if n <= 0 { if n < 0 && errno == EINTR { continue }; return }
                PseudoTerminal.writeAll(STDOUT_FILENO, buffer, n)
                record(Array(buffer[0..<n]))
            }
        }
    }

    private mutating func record(_ output: [UInt8]) {
        guard stopped == nil else { return }
        guard let line = encoder.output(output, at: FrameClock.now() - started) else { return }
        bytes += output.count
        guard bytes <= SessionRecorder.byteBudget else {
            stopped = "the recording stopped at \(SessionRecorder.byteBudget >> 20) MiB of output (SessionRecorder.byteBudget); the playground went on"
            return
        }
        cast.write(Data(line.utf8))
    }

    private mutating func passResize() {
        guard let window = WindowSize.ofStandardOutput(), (window.columns, window.rows) != size else { return }
        size = (window.columns, window.rows)
        pty.resize(columns: window.columns, rows: window.rows)
        if stopped == nil { cast.write(Data(encoder.resize(columns: window.columns, rows: window.rows, at: FrameClock.now() - started).utf8)) }
    }
}
