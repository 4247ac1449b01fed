import Foundation
import TerminalOutput

/// Asks the terminal what it supports (``TerminalReplies/query(graphics:)``) before curses
/// starts: input switched to raw without echo so the replies never show, a short wait for them,
/// and the terminal's settings put back.
enum TerminalProbe {
    /// The longest wait for the replies. Local terminals answer in well under a millisecond and
    /// ssh adds one round trip; a terminal that answers nothing costs this once at start-up.
    static let timeoutMilliseconds = 300

    /// The replies, and what they and tmux say about pixel graphics. The kitty and cell-size
    /// questions are asked only where ``GraphicsProbe/asksTerminal(environment:)`` allows.
    /// `late` is what was read when the replies were not complete by the end of the wait: the
    /// playground then reads the rest among the keys (``LateReplies``). `typed`: the bytes read
    /// that were no complete reply (keys typed during start-up), for curses to read.
    static func ask(environment: [String: String]) -> (TerminalReplies, GraphicsSupport, late: LateReplies?, typed: [UInt8]) {
        var graphicsQuery: [UInt8]?
        var probeObject: String?
        var tmux = GraphicsProbe.tmuxSocket(environment) != nil ? GraphicsProbe.tmuxReport(environment) : nil
        let direct = GraphicsProbe.asksTerminal(environment: environment)
        let throughTmux = !direct && GraphicsProbe.asksThroughTmux(tmux?.tmux)
        if direct || throughTmux {
            // A 3-byte object for the shared-memory question; removed after the wait whatever the answer.
            let name = "/meshplay-probe-\(getpid())"
            if [UInt8](repeating: 0, count: 3).withUnsafeBytes({ SharedMemoryFrames.create(name: name, bytes: $0) }) {
                probeObject = name
            }
        }
        if direct {
            graphicsQuery = TerminalReplies.kittyQuery(sharedMemoryName: probeObject) + TerminalReplies.sixelQuery
                + TerminalReplies.backgroundQuery
        } else if throughTmux, let probeObject {
            // kitty's XTVERSION first, so tmux has heard kitty's version (its `client_termtype`,
            // which tmux 3.3 leaves empty until a client says) by the time the shared-memory answer ends the wait.
            graphicsQuery = Passthrough(tmux: true).wrap(GraphicsProbe.clientVersionQuery)
                + Passthrough(tmux: true).wrap(TerminalReplies.kittySharedMemoryQuery(name: probeObject))
        }
        // tmux answers DA1 itself at once; kitty's answer comes back through tmux after it.
        let asked = FrameClock.now()
        // The colour questions go to every terminal but the Linux console, whose `ESC P` sets a palette entry.
        let colorQuery = environment["TERM"] == "linux" ? [] : TerminalReplies.colorQuery
        let (replies, received) = ask(TerminalReplies.query(graphics: colorQuery + (graphicsQuery ?? [])),
                                      awaitsKitty: throughTmux && probeObject != nil)
        if let probeObject { shm_unlink(probeObject) }
        let (answers, typed) = TerminalReplyFilter.split(received)
        if throughTmux, tmux?.tmux.clientVersion.isEmpty == true { tmux?.tmux.clientVersion = GraphicsProbe.tmuxClientVersion(environment) }
        let late = replies.complete ? nil : LateReplies(received: answers, tmux: tmux, asked: asked)
        return (replies, GraphicsProbe.support(replies: replies, tmux: tmux, environment: environment), late, typed)
    }

    /// Only the questions about cells (octants, synchronized output, the terminal's name), none
    /// about graphics: what `meshplay render` asks before it prints octants. A one-off command
    /// has no playground to read late replies among its keys (``LateReplies``), so it waits for
    /// DA1's reply as long as the playground does: a reply read after it ended would reach the
    /// shell as typed text. What it reads goes through ``TerminalReplyFilter`` as the playground's
    /// keys do.
    static func askCells() -> TerminalReplies {
        let received = ask(TerminalReplies.query(graphics: nil), awaitsKitty: false, quietWhenLate: false,
                           timeoutMilliseconds: Int(LateReplies.deadlineSeconds * 1000)).received
        return TerminalReplies(parsing: TerminalReplyFilter.split(received).replies)
    }

    /// Sends `query` and reads the replies until DA1's (and, with `awaitsKitty`, the kitty
    /// shared-memory answer's) or the timeout; returns them and the bytes read.
    /// With `quietWhenLate`, a terminal that has not answered in full is left without echo (see
    /// ``putBackModes()``).
    private static func ask(_ query: [UInt8], awaitsKitty: Bool, quietWhenLate: Bool = true,
                            timeoutMilliseconds: Int = timeoutMilliseconds) -> (replies: TerminalReplies, received: [UInt8]) {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return (TerminalReplies(), []) }
        var raw = saved
        cfmakeraw(&raw)
        // Keep output processing: only the input side needs to be raw here.
        raw.c_oflag = saved.c_oflag
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return (TerminalReplies(), []) }

        TerminalOutputWriter.write(query)
        var received: [UInt8] = []
        var replies = TerminalReplies()
        let deadline = FrameClock.now() + Double(timeoutMilliseconds) / 1000
        var buffer = [UInt8](repeating: 0, count: 512)
        while !replies.complete || (awaitsKitty && replies.kittyAnswers[TerminalReplies.kittySharedMemoryQueryID] == nil) {
            let left = Int(((deadline - FrameClock.now()) * 1000).rounded(.up))
            guard left > 0 else { break }
            var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(left))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            guard count > 0 else { break }
            received.append(contentsOf: buffer[0..<count])
            replies = TerminalReplies(parsing: received)
        }
        if replies.complete || !quietWhenLate {
            tcsetattr(STDIN_FILENO, TCSANOW, &saved)
        } else {
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | IEXTEN)
            tcsetattr(STDIN_FILENO, TCSANOW, &quiet)
            modesBeforeProbe = saved
        }
        return (replies, received)
    }

    /// The terminal's modes from before the probe, while replies are still on their way: until
    /// curses takes the terminal over, echo stays off, so a late reply is not echoed onto the
    /// screen (to be seen after quitting) nor held in a line, but read by the playground.
    nonisolated(unsafe) private static var modesBeforeProbe: termios?

    /// Puts the terminal's modes from before the probe back, if they are still held: called
    /// just before curses saves them as the modes to restore, and on every way out before that.
    static func putBackModes() {
        guard var modes = modesBeforeProbe else { return }
        modesBeforeProbe = nil
        tcsetattr(STDIN_FILENO, TCSANOW, &modes)
    }
}

/// Writes bytes to standard output in full (retrying short writes and interruptions).
enum TerminalOutputWriter {
    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
    }
}
