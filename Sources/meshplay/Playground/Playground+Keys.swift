import Foundation
import MeshEngine
import MeshScript
import TerminalOutput

extension Playground {
    func handle(_ key: Key) {
        switch key {
        case .resize, .control("l"):
            layoutDirty = true
            repaintAll = true
            return
        case .control("z"):
            // Raw mode turns Ctrl-Z into a key; suspend as the shell expects (see TerminalRestore+Suspend),
            // where a stop can happen at all: else say why not, instead of flashing the screen.
            if let why = JobControl.currentObstacle() {
                log.append(why, kind: .output)
                chromeDirty = true
            } else {
                kill(getpid(), SIGTSTP)
            }
            return
        case let .mouse(report):
            handle(mouse: report)
            return
        default:
            break
        }
        // A key ends a drag whose release never came, so what it does is a step of its own.
        endDrag()
        if quitPrompt != .none {
            handleQuitPrompt(key)
            return
        }
        if showingHelp {
            // PgUp/PgDn (and the wheel) page through the help; any other key closes it. Under a
            // paged answer that key then does what it does, so typing the next command goes on
            // (the answer stays in the log); the key help only closes.
            switch key {
            case .pageUp: scrollPanel(by: max(1, layout.output.rows - 1))
            case .pageDown: scrollPanel(by: -max(1, layout.output.rows - 1))
            default:
                showingHelp = false
                chromeDirty = true
            }
            guard !showingHelp, pagedAnswer != nil else { return }
            pagedAnswer = nil
        }
        if key == .function(1) {
            showHelp()
            return
        }
        switch focus {
        case .repl: handleRepl(key)
        case .viewport: handleViewport(key)
        }
        chromeDirty = true
    }

    /// Gives the keys to the picture. The first time, the panel says so and how to come back: a
    /// Tab meant for completion on an empty line would otherwise seem to do nothing.
    func focusViewport() {
        focus = .viewport
        chromeDirty = true
        guard !toldViewportFocus else { return }
        toldViewportFocus = true
        log.append("the picture has the keys now: arrows orbit, Space plays, ? lists the keys; Tab, Enter or : go back to typing", kind: .output)
    }

    func showHelp() {
        showingHelp = true
        pagedAnswer = nil
        helpScroll = 0
        chromeDirty = true
    }

    /// Shows a typed command's answer a page at a time from its first line, as the key help is
    /// shown, when it is taller than the panel: `help` is over 200 lines in a 40-column panel,
    /// and scrolling the log put its start out of reach. The log keeps the answer too.
    func pageIfTaller(_ message: String) {
        guard !layout.tooSmall, !message.isEmpty else { return }
        let lines = message.components(separatedBy: "\n")
        let rows = lines.reduce(0) { $0 + ReplLog.wrap(TerminalText.displayable($1, ascii: ascii), width: layout.output.columns).count }
        guard rows > layout.output.rows else { return }
        showingHelp = true
        pagedAnswer = lines
        helpScroll = 0
        chromeDirty = true
    }

    private func handleRepl(_ key: Key) {
        if editor.edit(key) { return }
        switch key {
        case .enter: submit()
        case .tab:
            if editor.isEmpty { focusViewport(); return }
            let options = editor.complete { [model] words, partial in model.completions(after: words, partial: partial) }
            // Listed as the names they stand for, a path by its last name, as shells list them.
            if !options.isEmpty { log.append(options.map { FileNames.shown(TypedWords.text(of: $0)) }.joined(separator: "  "), kind: .output) }
        case .backTab, .escape: focusViewport()
        case .up, .control("p"): editor.historyUp()
        case .down, .control("n"): editor.historyDown()
        case .pageUp: scrollPanel(by: max(1, layout.output.rows - 1))
        case .pageDown: scrollPanel(by: -max(1, layout.output.rows - 1))
        case .control("c"):
            // A Ctrl-C that arrives just after slow work finished was meant to stop it, not to leave.
            // At the `…` prompt it drops the unfinished block, as shells and Python's REPL drop an
            // unfinished compound statement, rather than asking to quit.
            if editor.isEmpty, !ctrlCMeantForFinishedWork {
                if let dropped = model.abandonBlock() { log.append(dropped, kind: .output); chromeDirty = true } else { quit() }
            } else {
                editor.clear()
            }
        case .control("d"):
            if editor.isEmpty { quit() } else { editor.deleteForward() }
        default: break
        }
    }

    /// Pasted text goes to the REPL whatever has focus: each line that ends in a newline runs as
    /// a command, as if typed and entered; the rest stays on the input line.
    func handlePaste(_ text: String) {
        endDrag()
        // Pasted text must not answer the unsaved-changes question.
        guard quitPrompt == .none else { return }
        showingHelp = false
        focus = .repl
        for c in text where running {
            switch c {
            case "\n": submit()
            case "\t": editor.insert(" ")
            default: if !c.isNewline { editor.insert(c) }
            }
        }
        chromeDirty = true
    }

    private func submit() {
        let line = editor.submit()
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        history?.append(line)
        if LeaveCommand.matches(line) { quit(); return }
        run(command: line)
    }

    private func handleViewport(_ key: Key) {
        switch key {
        case .tab, .backTab, .enter, .escape, .character(":"): focus = .repl
        case .control("c") where ctrlCMeantForFinishedWork: break
        case .character("q"), .control("c"), .control("d"): quit()
        case .character("?"): showHelp()
        default:
            let lines = ViewportKeys.commands(for: key, model: model)
            // An unbound key answers with the keys that do something, rather than nothing; once,
            // while nothing else has been said, so a run of stray keys does not fill the panel with it.
            if lines.isEmpty, log.lines.last?.text != ViewportKeys.hint { log.append(ViewportKeys.hint, kind: .output) }
            for line in lines { run(command: line) }
        }
    }
}
