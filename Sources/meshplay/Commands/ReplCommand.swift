import ArgumentParser
import Foundation
import MeshIO
import MeshScript
import TerminalOutput

/// `meshplay repl`: reads commands line by line from standard input and prints each result;
/// errors go to standard error. Works in pipes: the exit code is non-zero when a line failed.
struct ReplCommand: CheckedCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl", abstract: "Read commands line by line from standard input.",
        discussion: """
            Type `help` for the commands and `quit` (or end of input) to stop. Examples:
              meshplay repl
              printf 'grid 4 4\\nmap z = 0.1 * sin(u * pi)\\nrender bump.png\\n' | meshplay repl
            """)

    @Option(name: .long, help: "Load this scene file first.")
    var load: String?

    @Flag(name: .long, help: "Stop at the first failing line.")
    var strict = false

    @Flag(name: .long, help: "Keep a journal and offer to restore it after a crash (as the playground does).")
    var journal = false

    @Option(name: .long, help: ArgumentHelp("Restore this journal of a session that did not quit, instead of the newest (implies --journal).", valueName: "journal"))
    var restore: String?

    /// How the messages of this command tell the user to restore a journal they name.
    static let restoreCommand = "meshplay repl --restore"

    func check() throws {
        if load != nil, restore != nil { throw ValidationError("give --load or --restore, not both") }
    }

    func run() throws {
        var host = SessionHost.terminal()
        if let note = SystemFont.shared.note { Terminal.warn(note) }
        var session = Session(host: host)
        var lock: JournalLock?
        if journal || restore != nil {
            let opened: JournalStart.Opened
            if let restore {
                do { opened = try JournalStart.open(host: &host, restoringJournal: restore, restoreCommand: Self.restoreCommand) } catch {
                    throw Terminal.failure("error: --restore: \(error)")
                }
            } else {
                opened = JournalStart.open(host: &host, restoring: load == nil, restoreCommand: Self.restoreCommand)
            }
            opened.messages.forEach(Terminal.warn)
            lock = opened.lock
            session = opened.session ?? Session(host: host)
            if opened.session == nil { session.markSaved(path: nil) }
        }
        if let warning = session.beginJournal() { Terminal.warn(warning) }
        if let load {
            let r = session.execute("load \(SceneWriter.word(load))")
            if !r.isSuccess { throw Terminal.failure(r.text) }
            session.pathNotes.forEach(Terminal.warn)
            // The file given at startup is the baseline: `undo` does not unload it.
            session.markBaseline()
        }
        let interactive = isatty(STDIN_FILENO) != 0
        // The user's locale for character widths (`wcwidth`), which place the caret under an error's column.
        if interactive { setlocale(LC_CTYPE, "") }
        var repl = Repl(interactive: interactive, strict: strict)
        let ok = repl.run(&session, read: { inBlock in
            if interactive {
                print(inBlock ? Repl.blockPrompt : Repl.prompt, terminator: "")
                fflush(nil)
            }
            return readLine()
        }, print: { print($0) }, warn: Terminal.warn)
        // Unsaved work stays in the journal for the next start: one more try if the last write
        // failed, and never a claim that it is kept when the journal holds an older state.
        if session.hasUnsavedChanges, let path = session.host.journalPath {
            if session.journalProblem != nil { session.beginJournal() }
            if let problem = session.journalProblem {
                Terminal.warn("warning: the last unsaved changes are lost (\(problem)); \(path) holds an earlier state")
            } else {
                Terminal.warn("unsaved changes are kept in \(path); `\(Self.restoreCommand) \(ShellWord.quoted(path))` restores them")
            }
        } else if let warning = session.endJournal() { Terminal.warn(warning) }
        withExtendedLifetime(lock) {}
        if !ok { throw ExitCode.failure }
    }
}

/// The read–execute–print loop, apart from the terminal so tests can drive it.
struct Repl {
    static let prompt = "mesh> "
    /// While a `repeat … {` block waits for its `}`.
    static let blockPrompt = " ...> "
    /// With a person typing, errors get a caret under the column; in a pipe, `<stdin>:line:column:`.
    var interactive: Bool
    /// Stop at the first failing line.
    var strict: Bool

    /// Runs lines until `read` returns nil or a line says `quit`/`exit`; true when every line
    /// succeeded. `read` is told whether a `repeat … {` block is open (for its prompt). A block
    /// still open at the end is dropped unrun and said so: an error in a pipe, as a scene file's
    /// is, a note to a person, as Ctrl-C at the playground's `…` prompt gives. What `print` and
    /// `warn` get has its control characters made visible: messages quote input.
    mutating func run(_ session: inout Session, read: (_ inBlock: Bool) -> String?, print: (String) -> Void,
                      warn: (String) -> Void) -> Bool {
        var ok = true
        var lineNumber = 0
        var blockStart: Int?
        var leaving = false
        while !leaving, let text = read(session.isReadingBlock) {
            // A lone CR ends a line too, and a byte-order mark is skipped (readLine splits only at LF).
            for part in text.isEmpty ? [""] : TextLines.split(text) {
                let line = String(part)
                lineNumber += 1
                if LeaveCommand.matches(line) { leaving = true; break }
                if !session.isReadingBlock { blockStart = lineNumber }
                switch session.execute(line) {
                case let .success(message):
                    if !message.isEmpty { print(TerminalText.visibleLines(message)) }
                case let .failure(error):
                    ok = false
                    if interactive {
                        // The caret only fits under the line just typed (not under a line of a file it read).
                        // Counted in columns as the terminal echoed the line: a wide character takes two.
                        if error.blockLine == nil, error.file == nil {
                            let before = TerminalColumns.width(of: TerminalText.visible(String(line.prefix(max(0, error.column - 1)))))
                            warn(String(repeating: " ", count: Repl.prompt.count + before) + "^")
                        }
                        warn(TerminalText.visibleLines(error.description))
                    } else {
                        // An error inside a file the line read (import, load) keeps that file's line and column.
                        let located = error.file == nil ? error.located(file: "<stdin>", line: lineNumber, blockStart: blockStart) : error
                        warn(TerminalText.visibleLines(located.description))
                    }
                    if strict { return false }
                }
            }
        }
        if interactive {
            if let dropped = session.abandonBlock() { warn(dropped) }
        } else if let unclosed = session.dropUnclosedBlock() {
            warn(TerminalText.visibleLines(unclosed.located(file: "<stdin>", line: blockStart ?? lineNumber).description))
            ok = false
        }
        return ok
    }
}
