import Foundation

/// The real `meshplay` binary on a pseudo-terminal whose other end is this test: every byte the
/// program writes is kept, so tests can check exactly what a terminal would receive (tmux would
/// redraw from its own grid and hide it). Answers the start-up queries like a terminal that
/// supports mode 2026, or like one that knows only DA1.
final class PtyTerminal {
    let pid: pid_t
    private let master: Int32
    private let received = Received()
    /// The raw wait status once ``waitForExit(seconds:)`` has seen the program end.
    private(set) var exitStatus: Int32?
    /// The program's home and XDG state directory (the history is `meshplay/history` in it).
    let home: String

    /// The bytes read so far, shared with the reading thread (which must not keep the terminal
    /// alive, or it would never be closed).
    private final class Received: @unchecked Sendable {
        let lock = NSLock()
        var bytes: [UInt8] = []
        /// The program's side of the terminal is closed and everything it wrote has been read.
        var finished = false
    }

    /// How the terminal answers the kitty graphics queries: not at all, as kitty on this machine
    /// (both `OK`), or as kitty over ssh (it cannot open the shared-memory object); kitty also
    /// reports 8×16-pixel cells (`CSI 16 t`).
    enum KittyAnswers { case none, local, remote }

    /// Starts `meshplay arguments` in a `columns` × `rows` terminal of type `term`; `background`
    /// (e.g. `rgb:ffff/ffff/ffff`) answers the default-background question (OSC 11), as xterm does;
    /// `pixels`, the window's size in pixels the size ioctl reports (0: not filled in);
    /// `version`, the answer to XTVERSION (e.g. `kitty(0.26.5)`), none when nil; `replyDelay`,
    /// seconds the answers to each batch of questions are held back, as a terminal on a loaded
    /// machine holds them; `colorReadBack`, the answer to the colour question's DECRQSS (what
    /// follows `DCS 1 $ r`, e.g. xterm's `0;38:2::1:2:3m`), none when nil; `deviceAttributes`, the
    /// answer to DA1 (`CSI ? … c`: `62;4;22` for a VT220 with sixel graphics, as xterm `-ti vt340`).
    init(columns: Int, rows: Int, term: String = "xterm-256color", reportsSynchronizedOutput: Bool,
         kitty: KittyAnswers = .none, background: String? = nil, arguments: [String] = [],
         pixels: (width: Int, height: Int) = (0, 0), version: String? = nil, replyDelay: Double = 0,
         colorReadBack: String? = nil, deviceAttributes: String = "62;22", environment extraEnvironment: [String] = []) throws {
        // posix_openpt/ptsname are hidden from Swift's Glibc module; these are their Linux ioctls.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0, number: UInt32 = 0
        guard master >= 0, ioctl(master, PtyTerminal.setLock, &unlock) == 0, ioctl(master, PtyTerminal.getNumber, &number) == 0 else {
            throw PtyError.failed("cannot open a pseudo-terminal")
        }
        let slavePath = "/dev/pts/\(number)"
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: UInt16(pixels.width),
                           ws_ypixel: UInt16(pixels.height))
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        home = NSTemporaryDirectory() + "meshplay-pty-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // A new session opening the terminal makes it its controlling terminal (for SIGWINCH).
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        PtyTerminal.resetSignals(&attributes, extraFlags: PtyTerminal.spawnSetSID)
        let environment = ["TERM=\(term)", "LANG=C.UTF-8", "LC_ALL=C.UTF-8", "HOME=\(home)", "XDG_STATE_HOME=\(home)",
                           "PATH=/usr/bin:/bin"] + extraEnvironment
        let argv = ([TmuxPane.binary] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) }; envp.forEach { free($0) } }
        var child: pid_t = 0
        guard posix_spawn(&child, TmuxPane.binary, &actions, &attributes, argv, envp) == 0 else {
            throw PtyError.failed("cannot start \(TmuxPane.binary)")
        }
        pid = child
        let master = master, received = received
        let answers = Answers(reportsSynchronizedOutput: reportsSynchronizedOutput, kitty: kitty, background: background,
                              version: version, delay: replyDelay, colorReadBack: colorReadBack, deviceAttributes: deviceAttributes)
        Thread { PtyTerminal.readLoop(master: master, into: received, answers: answers) }
            .start()
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(master)
        try? FileManager.default.removeItem(atPath: home)
    }

    /// How the terminal answers the start-up questions.
    private struct Answers: Sendable {
        var reportsSynchronizedOutput: Bool
        var kitty: KittyAnswers
        var background: String?
        var version: String?
        var delay: Double
        var colorReadBack: String?
        var deviceAttributes: String
    }

    private static func readLoop(master: Int32, into received: Received, answers: Answers) {
        let reportsSynchronizedOutput = answers.reportsSynchronizedOutput, kitty = answers.kitty, background = answers.background
        var buffer = [UInt8](repeating: 0, count: 65536)
        var pending: [UInt8] = []
        let decrqm = Array("\u{1B}[?2026$p".utf8), da1 = Array("\u{1B}[c".utf8), xtversion = Array("\u{1B}[>0q".utf8)
        let cursorReport = Array("\u{1B}[6n".utf8)
        let kittyDirect = Array("\u{1B}_Gi=31,".utf8), kittyShared = Array("\u{1B}_Gi=32,".utf8), cellSize = Array("\u{1B}[16t".utf8)
        let backgroundQuery = Array("\u{1B}]11;?".utf8), decrqss = Array("\u{1B}P$qm".utf8)
        while true {
            let count = read(master, &buffer, buffer.count)
            if count <= 0 {
                received.lock.lock()
                received.finished = true
                received.lock.unlock()
                return
            }
            let chunk = Array(buffer[0..<count])
            received.lock.lock()
            received.bytes.append(contentsOf: chunk)
            received.lock.unlock()
            // Answer the start-up queries as the terminal would, in the order asked.
            var replies = ""
            func send(_ text: String, to master: Int32) { replies += text }
            pending.append(contentsOf: chunk)
            if let range = PtyTerminal.find(decrqm, in: pending) {
                if reportsSynchronizedOutput { send("\u{1B}[?2026;2$y", to: master) }
                pending.removeSubrange(..<range.upperBound)
            }
            // A terminal that says its version here also reports the cursor after the probe's octant:
            // row 1 of a window just opened, column 2 (the bytes of xterm's Shift-F3).
            if answers.version != nil, let range = PtyTerminal.find(cursorReport, in: pending) {
                send("\u{1B}[1;2R", to: master)
                pending.removeSubrange(..<range.upperBound)
            }
            if let version = answers.version, let range = PtyTerminal.find(xtversion, in: pending) {
                send("\u{1B}P>|\(version)\u{1B}\\", to: master)
                pending.removeSubrange(..<range.upperBound)
            }
            if kitty != .none {
                if let range = PtyTerminal.find(kittyDirect, in: pending) {
                    send("\u{1B}_Gi=31;OK\u{1B}\\", to: master)
                    pending.removeSubrange(..<range.upperBound)
                }
                if let range = PtyTerminal.find(kittyShared, in: pending) {
                    send(kitty == .local ? "\u{1B}_Gi=32;OK\u{1B}\\" : "\u{1B}_Gi=32;ENOENT:Failed to open\u{1B}\\", to: master)
                    pending.removeSubrange(..<range.upperBound)
                }
                if let range = PtyTerminal.find(cellSize, in: pending) {
                    send("\u{1B}[6;16;8t", to: master)
                    pending.removeSubrange(..<range.upperBound)
                }
            }
            if let background, let range = PtyTerminal.find(backgroundQuery, in: pending) {
                send("\u{1B}]11;\(background)\u{1B}\\", to: master)
                pending.removeSubrange(..<range.upperBound)
            }
            if let readBack = answers.colorReadBack, let range = PtyTerminal.find(decrqss, in: pending) {
                send("\u{1B}P1$r\(readBack)\u{1B}\\", to: master)
                pending.removeSubrange(..<range.upperBound)
            }
            if let range = PtyTerminal.find(da1, in: pending) {
                send("\u{1B}[?\(answers.deviceAttributes)c", to: master)
                pending.removeSubrange(..<range.upperBound)
            }
            if pending.count > 256 { pending.removeFirst(pending.count - 256) }
            if !replies.isEmpty {
                // Late: written all at once after the delay, as a busy terminal answers.
                if answers.delay > 0 {
                    let delay = answers.delay, text = replies
                    Thread { usleep(UInt32(delay * 1_000_000)); PtyTerminal.send(text, to: master) }.start()
                } else {
                    PtyTerminal.send(replies, to: master)
                }
            }
        }
    }

    /// Everything the program wrote so far.
    var output: [UInt8] {
        received.lock.lock(); defer { received.lock.unlock() }
        return received.bytes
    }

    /// Types bytes at the program.
    func send(_ text: String) { PtyTerminal.send(text, to: master) }

    private static func send(_ text: String, to master: Int32) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress!, $0.count) }
    }

    /// Changes the terminal's size and tells the program with SIGWINCH, as the kernel does for
    /// the foreground process of a controlling terminal (which a spawned child may not have).
    /// `pixels`: the window's size in pixels, as xterm and kitty fill it in (0 by default).
    func resize(columns: Int, rows: Int, pixels: (width: Int, height: Int) = (0, 0)) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: UInt16(pixels.width),
                           ws_ypixel: UInt16(pixels.height))
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        kill(pid, SIGWINCH)
    }

    /// Waits until the output from byte `offset` on satisfies `condition` (at most `seconds`, a
    /// bound for failing tests only); returns that output, or nil.
    func wait(from offset: Int = 0, seconds: Double = 30, until condition: ([UInt8]) -> Bool) -> [UInt8]? {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            let bytes = Array(output.dropFirst(offset))
            if condition(bytes) { return bytes }
            usleep(20_000)
        } while Date() < deadline
        return nil
    }

    /// Waits for the program to exit; returns whether it did within `seconds`.
    /// Once it has, ``output`` holds everything it wrote (the reading thread may still have had
    /// the last bytes to read when the process ended: on a loaded machine, the bytes a signal
    /// handler writes on the way out).
    func waitForExit(seconds: Double = 30) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        var exited = false
        repeat {
            var status: Int32 = 0
            if !exited && waitpid(pid, &status, WNOHANG) == pid {
                exited = true
                exitStatus = status
            }
            if exited {
                received.lock.lock(); defer { received.lock.unlock() }
                if received.finished { return true }
            }
            usleep(20_000)
        } while Date() < deadline
        return exited
    }

    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int = 0) -> Range<Int>? {
        guard needle.count <= haystack.count, start <= haystack.count - needle.count else { return nil }
        for index in start...(haystack.count - needle.count) where haystack[index] == needle[0] {
            if Array(haystack[index..<(index + needle.count)]) == needle { return index..<(index + needle.count) }
        }
        return nil
    }

    static func count(_ needle: String, in haystack: [UInt8]) -> Int {
        let bytes = Array(needle.utf8)
        var total = 0, start = 0
        while let range = find(bytes, in: haystack, from: start) { total += 1; start = range.upperBound }
        return total
    }

    enum PtyError: Error { case failed(String) }

    /// An empty signal mask and default dispositions for a spawned child: the test runner's
    /// threads block some signals (SIGWINCH, SIGTERM), and a child would inherit that.
    static func resetSignals(_ attributes: inout posix_spawnattr_t, extraFlags: Int16 = 0) {
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, extraFlags | Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    }

    /// Linux's TIOCSPTLCK and TIOCGPTN (`<asm-generic/ioctls.h>`) and glibc's POSIX_SPAWN_SETSID.
    static let setLock: UInt = 0x4004_5431
    static let getNumber: UInt = 0x8004_5430
    static let spawnSetSID: Int16 = 0x80

    /// Whether these tests can run here: Linux's pseudo-terminals and the built binary.
    static var isAvailable: Bool {
        #if os(Linux)
        FileManager.default.isExecutableFile(atPath: TmuxPane.binary) && FileManager.default.fileExists(atPath: "/dev/ptmx")
        #else
        false
        #endif
    }
}
