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
    static func ask(environment: [String: String]) -> (TerminalReplies, GraphicsSupport) {
        var graphicsQuery: [UInt8]?
        var probeObject: String?
        if GraphicsProbe.asksTerminal(environment: environment) {
            // A 3-byte object for the shared-memory question; removed after the wait whatever the answer.
            let name = "/meshplay-probe-\(getpid())"
            if [UInt8](repeating: 0, count: 3).withUnsafeBytes({ SharedMemoryFrames.create(name: name, bytes: $0) }) {
                probeObject = name
            }
            graphicsQuery = TerminalReplies.kittyQuery(sharedMemoryName: probeObject) + TerminalReplies.sixelQuery
        }
        let replies = ask(TerminalReplies.query(graphics: graphicsQuery))
        if let probeObject { shm_unlink(probeObject) }
        return (replies, GraphicsProbe.support(replies: replies, environment: environment))
    }

    private static func ask(_ query: [UInt8]) -> TerminalReplies {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return TerminalReplies() }
        var raw = saved
        cfmakeraw(&raw)
        // Keep output processing: only the input side needs to be raw here.
        raw.c_oflag = saved.c_oflag
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return TerminalReplies() }
        defer { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }

        TerminalOutputWriter.write(query)
        var received: [UInt8] = []
        var replies = TerminalReplies()
        let deadline = FrameClock.now() + Double(timeoutMilliseconds) / 1000
        var buffer = [UInt8](repeating: 0, count: 512)
        while !replies.complete {
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
        return replies
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
