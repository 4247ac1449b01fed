import Foundation

/// Puts the terminal back on every way out: quit, Ctrl-C, SIGTERM/SIGHUP/SIGINT, and crashes
/// (Swift traps die by SIGILL on x86-64 and SIGTRAP on arm64). Signal handlers may only use
/// async-signal-safe calls, so the restore bytes and the original termios are prepared up front
/// and the handler just `write(2)`s, `tcsetattr`s and re-raises with the default action.
enum TerminalRestore {
    /// Attributes reset, mouse modes off, bracketed paste off, keypad transmit off, cursor shown,
    /// alternate screen left; preceded by "synchronized output off" (``synchronizedOff``) only for
    /// terminals that reported mode 2026.
    static let sequence = "\u{1B}[0m\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?1006l\u{1B}[?2004l\u{1B}[?1l\u{1B}>\u{1B}[?25h\u{1B}[?1049l\r\n"

    nonisolated(unsafe) private static var bytes: UnsafeMutablePointer<UInt8>?
    nonisolated(unsafe) private static var count = 0
    nonisolated(unsafe) private static var savedTermios = termios()
    nonisolated(unsafe) private static var haveTermios = false
    nonisolated(unsafe) private static var altStack: UnsafeMutableRawPointer?

    static let fatalSignals: [Int32] = [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT]
    static let endingSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]

    static let synchronizedOff = "\u{1B}[?2026l"

    /// The bytes that delete the picture when it is made of pixels (``PictureOutput/removal``):
    /// images stay on screen (and in the terminal's memory) until deleted.
    nonisolated(unsafe) private(set) static var graphicsRemoval: [UInt8] = []

    /// Saves the terminal's settings; call before curses starts. `synchronizedOutput`: the
    /// terminal reported mode 2026, so the restore ends a frame that was cut short;
    /// `graphicsRemoval`: sent first, so a pixel picture never outlives the playground.
    static func saveTerminalState(synchronizedOutput: Bool, graphicsRemoval: [UInt8] = []) {
        haveTermios = tcgetattr(STDIN_FILENO, &savedTermios) == 0
        self.graphicsRemoval = graphicsRemoval
        let utf8 = graphicsRemoval + Array(((synchronizedOutput ? synchronizedOff : "") + sequence).utf8)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: utf8.count)
        buffer.initialize(from: utf8, count: utf8.count)
        bytes = buffer
        count = utf8.count
    }

    /// Replaces the picture's removal bytes (the `graphics` command switched the output). The
    /// old buffer is kept, not freed: a handler on another thread may be writing it right now.
    static func replaceGraphicsRemoval(_ removal: [UInt8], synchronizedOutput: Bool) {
        graphicsRemoval = removal
        let utf8 = removal + Array(((synchronizedOutput ? synchronizedOff : "") + sequence).utf8)
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: utf8.count)
        buffer.initialize(from: utf8, count: utf8.count)
        // Never a new pointer with the old, longer count: shrink, swap, then set the count.
        count = min(count, utf8.count)
        bytes = buffer
        count = utf8.count
    }

    /// Installs the handlers; call after curses starts (curses installs its own for SIGINT/SIGTERM
    /// only when their disposition is the default at start-up, so ours replace them).
    static func installHandlers() {
        let stackSize = 64 * 1024
        if altStack == nil, let stack = malloc(stackSize) {
            altStack = stack
            var alt = stack_t(ss_sp: stack, ss_flags: 0, ss_size: stackSize)
            sigaltstack(&alt, nil)
        }
        for signal in fatalSignals + endingSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = TerminalRestore.handle
            action.sa_flags = Int32(SA_ONSTACK) | Int32(bitPattern: UInt32(SA_RESETHAND)) | Int32(SA_NODEFER)
            sigemptyset(&action.sa_mask)
            sigaction(signal, &action, nil)
        }
    }

    /// Back to the default dispositions (after curses has ended normally).
    static func removeHandlers() {
        for signal in fatalSignals + endingSignals { Foundation.signal(signal, SIG_DFL) }
    }

    /// Writes the restore bytes and the saved termios; async-signal-safe.
    static func restoreNow() {
        if let bytes { _ = write(STDOUT_FILENO, bytes, count) }
        if haveTermios { tcsetattr(STDIN_FILENO, TCSANOW, &savedTermios) }
    }

    private static let handle: @convention(c) (Int32) -> Void = { signal in
        TerminalRestore.restoreNow()
        // SA_RESETHAND restored the default action: re-raising ends the process the way the signal
        // would have (a core dump for crashes, the right exit status for SIGTERM).
        raise(signal)
    }
}
