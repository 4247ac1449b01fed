import Foundation

/// A pseudo-terminal pair: the recorder keeps the master side, the playground runs on the other.
struct PseudoTerminal {
    let master: Int32
    let slavePath: String

    /// Opens a pair whose window is `columns`×`rows`, with this terminal's pixel size when known.
    init(columns: Int, rows: Int) throws {
        // posix_openpt, unlockpt and ptsname are hidden from Swift's Glibc module: these are
        // what they do on Linux (open the multiplexer, TIOCSPTLCK to unlock, TIOCGPTN for the number).
        let fd = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0, number: UInt32 = 0
        guard fd >= 0, ioctl(fd, PseudoTerminal.setLock, &unlock) == 0, ioctl(fd, PseudoTerminal.getNumber, &number) == 0 else {
            throw Terminal.failure("error: cannot open a pseudo-terminal to record on: \(String(cString: strerror(errno)))")
        }
        master = fd
        slavePath = "/dev/pts/\(number)"
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        resize(columns: columns, rows: rows)
    }

    static let setLock = UInt(0x4004_5431)
    static let getNumber = UInt(0x8004_5430)

    /// Sets the window size the playground sees (it gets SIGWINCH), pixels taken from this terminal.
    func resize(columns: Int, rows: Int) {
        var size = winsize()
        _ = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size)
        size.ws_col = UInt16(clamping: columns)
        size.ws_row = UInt16(clamping: rows)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    }

    /// Starts `executable` with `arguments` (argv[0] first) as the leader of a new session whose
    /// controlling terminal is the slave side, on its standard input, output and error.
    func spawn(executable: String, arguments: [String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // A new session first (glibc's POSIX_SPAWN_SETSID, 0x80, hidden from Swift): opening the
        // terminal then makes it the controlling one. Signals start unblocked and at their defaults.
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, 0x80 | Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard status == 0 else {
            throw Terminal.failure("error: cannot start the playground to record: \(String(cString: strerror(status)))")
        }
        return pid
    }

    /// Writes all of `count` bytes of `buffer` to `fd`, through interrupted and partial writes.
    static func writeAll(_ fd: Int32, _ buffer: [UInt8], _ count: Int) {
        buffer.withUnsafeBytes { raw in
            var offset = 0
            while offset < count {
                let n = write(fd, raw.baseAddress! + offset, count - offset)
                if n < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return
                }
                offset += n
            }
        }
    }
}

/// This terminal in raw mode while the recorder relays keys: every byte goes to the playground,
/// whose own terminal (the pseudo-terminal) does the line discipline.
enum RawMode {
    static func enter() -> termios? {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return nil }
        var raw = saved
        cfmakeraw(&raw)
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
        return saved
    }

    static func leave(_ saved: termios?) {
        guard var saved else { return }
        _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
    }
}

/// The recorder's signals as bytes on a pipe, so the relay's `poll` wakes for them: SIGWINCH
/// (the window changed), and SIGTERM, SIGHUP and SIGINT, which are passed on to the playground
/// so that it puts its terminal back and quits, while this terminal leaves raw mode after it.
enum RecorderSignals {
    nonisolated(unsafe) static var writeEnd: Int32 = -1
    static let handled = [SIGWINCH, SIGTERM, SIGHUP, SIGINT]

    static func pipe() -> Int32 {
        var ends: [Int32] = [-1, -1]
        guard Glibc.pipe(&ends) == 0 else { return -1 }
        for fd in ends { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK); _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        writeEnd = ends[1]
        for number in handled {
            signal(number) { received in
                var byte = UInt8(truncatingIfNeeded: received)
                _ = write(RecorderSignals.writeEnd, &byte, 1)
            }
        }
        return ends[0]
    }
}
