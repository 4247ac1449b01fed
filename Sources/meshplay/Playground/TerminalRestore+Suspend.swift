import Foundation

/// Ctrl-Z and `fg`: on SIGTSTP the terminal is put back (as on quit) before the process stops, so
/// the shell gets a sane terminal; on SIGCONT a flag tells the main loop to re-enter curses, turn
/// the mouse and bracketed paste modes back on and redraw everything (``CursesScreen/resume()``).
/// The handlers only write, `tcsetattr`, raise and set a flag: all async-signal-safe.
extension TerminalRestore {
    nonisolated(unsafe) private static var resumedFlag: sig_atomic_t = 0

    /// Whether the process was continued since the last call; clears the flag.
    static func takeResumed() -> Bool {
        guard resumedFlag != 0 else { return false }
        resumedFlag = 0
        return true
    }

    /// SIGTSTP was ignored when meshplay started (set before curses, which installs its own
    /// handler): whoever started it does not want it stopped (see ``JobControl``).
    nonisolated(unsafe) static var stopIgnoredAtStart = false

    /// Reads whether SIGTSTP is ignored as inherited; called before curses starts.
    static func noteInheritedStopSignal() {
        var current = sigaction()
        sigaction(SIGTSTP, nil, &current)
        // Function pointers compare by address (SIG_IGN is the address 1).
        let handler = current.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
        stopIgnoredAtStart = handler == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Installs the stop and continue handlers (after curses, which would install its own); a
    /// stop signal ignored as inherited stays ignored.
    static func installSuspendHandlers() {
        if !stopIgnoredAtStart { install(SIGTSTP, suspend) }
        install(SIGCONT, resumed)
        // A parent may hand down a mask that blocks them (a test runner's threads do): unblock the
        // signals we handle, or Ctrl-Z and SIGTERM would wait forever.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in [SIGTSTP, SIGCONT] + fatalSignals + endingSignals { sigaddset(&handled, signal) }
        sigprocmask(SIG_UNBLOCK, &handled, nil)
    }

    /// Back to the defaults, after curses has ended.
    static func removeSuspendHandlers() {
        Foundation.signal(SIGTSTP, SIG_DFL)
        Foundation.signal(SIGCONT, SIG_DFL)
    }

    private static func install(_ signal: Int32, _ handler: @escaping @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        action.sa_flags = Int32(SA_RESTART)
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
    }

    private static let suspend: @convention(c) (Int32) -> Void = { _ in
        let saved = errno
        TerminalRestore.restoreNow()
        // Stop for real with the default action; execution continues here on SIGCONT.
        Foundation.signal(SIGTSTP, SIG_DFL)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGTSTP)
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
        raise(SIGTSTP)
        TerminalRestore.install(SIGTSTP, TerminalRestore.suspend)
        resumedFlag = 1
        errno = saved
    }

    private static let resumed: @convention(c) (Int32) -> Void = { _ in
        resumedFlag = 1
    }
}
