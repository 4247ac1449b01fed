import Foundation
import TerminalOutput

/// What the playground learns about pixel graphics before curses starts, besides the replies to
/// the probe's queries: tmux's settings (inside tmux the outer terminal's replies do not come
/// back, so tmux is asked instead) and the window size ioctl's pixel fields.
enum GraphicsProbe {
    /// Whether to ask the terminal itself the kitty and cell-size questions: not inside tmux
    /// (tmux answers for the pane) and not on the Linux console (which would print an APC's
    /// text). Asked with `--graphics cells` too, so the `graphics` command can switch to what
    /// the terminal shows later.
    static func asksTerminal(environment: [String: String]) -> Bool {
        tmuxSocket(environment) == nil && environment["TERM"] != "linux"
    }

    /// Inside tmux, whether to ask the kitty behind it the shared-memory question through
    /// passthrough: where passthrough is on and tmux's client is kitty. tmux 3.3 hands kitty's
    /// answer back to the pane (checked with kitty 0.26.5), so a kitty on this machine behind
    /// tmux gets frames through shared memory too.
    static func asksThroughTmux(_ tmux: TmuxGraphics?) -> Bool {
        tmux.map { $0.passthrough && $0.clientIsKitty } ?? false
    }

    /// The results: kitty's answers and the cell size from `replies`, else the ioctl's; tmux's
    /// own report (`tmux`, asked by ``tmuxReport(_:)``) when inside it; iTerm2's images by
    /// `TERM_PROGRAM` or XTVERSION (inside tmux, its client's).
    static func support(replies: TerminalReplies, tmux report: (tmux: TmuxGraphics, cellPixels: PixelSize?)?,
                        environment: [String: String] = [:]) -> GraphicsSupport {
        var support = GraphicsSupport(kitty: replies.kittyGraphics, kittySharedMemory: replies.kittySharedMemory,
                                      sixel: replies.deviceAttributes.contains(4), cellPixels: replies.cellPixels)
        support.iterm = TerminalImageSupport.drawsITermImages(termProgram: report == nil ? environment["TERM_PROGRAM"] : nil,
                                                              terminalVersion: report?.tmux.clientVersion ?? replies.terminalVersion)
        if let report {
            support.tmux = report.tmux
            support.cellPixels = report.cellPixels ?? support.cellPixels
        }
        if support.cellPixels == nil { support.cellPixels = windowCellPixels() }
        support.sixelRegisters = replies.sixelRegisters
        support.sixelMaxGeometry = replies.sixelMaxGeometry
        return support
    }

    /// `support` with tmux's report asked again (inside tmux; elsewhere unchanged), for the
    /// `graphics` command: a setting changed since start-up (`allow-passthrough`, another client)
    /// takes effect without a restart.
    static func refreshed(_ support: GraphicsSupport, environment: [String: String]) -> GraphicsSupport {
        guard tmuxSocket(environment) != nil, let report = tmuxReport(environment) else { return support }
        var support = support
        support.tmux = report.tmux
        support.cellPixels = report.cellPixels ?? support.cellPixels
        return support
    }

    /// `$TMUX` (socket,pid,session) when running inside tmux.
    static func tmuxSocket(_ environment: [String: String]) -> String? {
        environment["TMUX"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// One cell's size from `TIOCGWINSZ`'s pixel fields, when the terminal fills them in.
    static func windowCellPixels() -> PixelSize? {
        WindowSize.ofStandardOutput()?.cellPixels
    }

    /// The format tmux fills in for ``tmuxReport(_:)``: the pane's effective `allow-passthrough`,
    /// the client's terminal, its cell size and the pane's position on it.
    static let tmuxFormat = "#{allow-passthrough}|#{client_termname}|#{client_cell_width}|#{client_cell_height}|#{pane_top}|#{pane_left}"
        + "|#{client_termtype}"

    /// Asks tmux (`display-message -p` for this pane); nil when tmux cannot be run.
    static func tmuxReport(_ environment: [String: String]) -> (tmux: TmuxGraphics, cellPixels: PixelSize?)? {
        var arguments = ["display-message", "-p"]
        if let pane = environment["TMUX_PANE"], !pane.isEmpty { arguments += ["-t", pane] }
        guard let line = runTmux(arguments + [tmuxFormat]) else { return nil }
        return parseTmuxReport(line)
    }

    /// Reads ``tmuxFormat``'s output; unknown or empty fields read as off, unknown and zero.
    static func parseTmuxReport(_ line: String) -> (tmux: TmuxGraphics, cellPixels: PixelSize?) {
        let fields = line.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "|", omittingEmptySubsequences: false)
            .map(String.init)
        func field(_ i: Int) -> String { i < fields.count ? fields[i] : "" }
        let passthrough = ["on", "all", "1"].contains(field(0))
        let width = Int(field(2)) ?? 0, height = Int(field(3)) ?? 0
        let tmux = TmuxGraphics(passthrough: passthrough, clientTerminal: field(1),
                                clientVersion: field(6), paneRow: Int(field(4)) ?? 0, paneColumn: Int(field(5)) ?? 0)
        return (tmux, width > 0 && height > 0 ? PixelSize(width: width, height: height) : nil)
    }

    /// XTVERSION (`CSI > 0 q`), sent to tmux's client through passthrough: kitty answers with its
    /// version, which tmux 3.3 both records as `client_termtype` and hands back to the pane.
    static let clientVersionQuery: [UInt8] = Array("\u{1B}[>0q".utf8)

    /// tmux's `client_termtype` for this pane's client, asked again after ``clientVersionQuery``
    /// went through (the report before it found it empty); empty when tmux does not say.
    static func tmuxClientVersion(_ environment: [String: String]) -> String {
        var arguments = ["display-message", "-p"]
        if let pane = environment["TMUX_PANE"], !pane.isEmpty { arguments += ["-t", pane] }
        return runTmux(arguments + ["#{client_termtype}"])?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    }

    /// Runs `tmux` (from the PATH; `$TMUX` names the server) with `arguments` and returns its
    /// standard output; nil when it cannot start, fails, or takes longer than a second (a hung
    /// server must not hang the start). posix_spawn and waitpid, not Foundation's Process, which
    /// waits for SIGCHLD.
    static func runTmux(_ arguments: [String]) -> String? {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        defer { close(pipeEnds[0]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        let argv = (["tmux"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let started = posix_spawnp(&child, "tmux", &actions, nil, argv, environ)
        close(pipeEnds[1])
        guard started == 0 else { return nil }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = FrameClock.now() + 1
        while true {
            let left = Int32(max(0, (deadline - FrameClock.now()) * 1000))
            var descriptor = pollfd(fd: pipeEnds[0], events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, left)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { kill(child, SIGKILL); break }
            let count = read(pipeEnds[0], &buffer, buffer.count)
            if count <= 0 { break }
            output.append(contentsOf: buffer[0..<count])
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        // Exited normally with status 0 (WIFEXITED and WEXITSTATUS, macros Swift cannot call).
        guard status & 0xFFFF == 0 else { return nil }
        return String(decoding: output, as: UTF8.self)
    }
}
