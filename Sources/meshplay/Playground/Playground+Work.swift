import Foundation
import MeshEngine
import TerminalOutput

extension Playground {
    /// How long work may run before the status line says what is running and how to stop it:
    /// long enough that ordinary frames and commands never flash it.
    static let busyNoticeSeconds = 0.3

    /// Runs `body` (which may use the model) on the ``Worker`` while this thread keeps reading
    /// keys: Ctrl-C requests the model's ``Interruption``, a resize is noted, and every other
    /// key waits in ``typeAhead`` for its turn, so nothing typed is lost. After
    /// ``busyNoticeSeconds`` the status line says what is running, for how long, and that
    /// Ctrl-C stops it. Returns `body`'s result once it has finished (an interrupted body
    /// finishes early, at its next check).
    func whileReadingKeys<T>(_ activity: @autoclosure () -> String, _ body: () -> T) -> T {
        interruption.reset()
        var result: T?
        withoutActuallyEscaping(body) { body in
            worker.start { result = body() }
            let began = FrameClock.now()
            var described: String?
            while !worker.waitForFinish(milliseconds: described == nil ? 20 : 100) {
                let elapsed = FrameClock.now() - began
                if elapsed >= Playground.busyNoticeSeconds {
                    if described == nil {
                        described = activity()
                        // The panel (the echoed command, the input line) reads no model state.
                        if !layoutDirty { drawPanel() }
                    }
                    drawBusy(described ?? "", seconds: elapsed)
                }
                readKeysWhileBusy()
            }
            if described != nil {
                busyEnded = FrameClock.now()
                chromeDirty = true
            }
        }
        // The worker has finished and signalled: `result` is set.
        return result!
    }

    /// Keys that arrive while work runs: Ctrl-C stops it, the rest wait their turn. Not past a
    /// resize (as in the main loop): curses' read would refresh the touched screen first, clearing
    /// it and repainting the old layout before the next frame gets to it.
    private func readKeysWhileBusy() {
        while !layoutDirty, let key = readTerminalKey(timeoutMilliseconds: 0) {
            switch key {
            case .control("c"): interruption.request()
            case .resize:
                layoutDirty = true
                repaintAll = true
            default:
                // Typing goes on: line edits show at once (the editor is no model state); Enter
                // and everything after it wait, in order, for the work to finish.
                if typeAhead.isEmpty, focus == .repl, quitPrompt == .none, !showingHelp, !paste.isHolding, editor.edit(key) {
                    drawPanel()
                    placeCursor()
                    presentChrome()
                } else {
                    typeAhead.append(key)
                }
            }
        }
        // Nobody is left to wait for the answer: stop the work, then the playground.
        if screen.hasHungUp {
            interruption.request()
            running = false
        }
    }

    /// The status line while work runs: what, for how long, and how to stop it.
    private func drawBusy(_ activity: String, seconds: Double) {
        // After a resize nothing is presented until the layout is redone (curses would clear the
        // screen and repaint the old layout).
        guard !layout.tooSmall, !layoutDirty else { return }
        let dot = ascii ? " - " : " · "
        let stopping = interruption.isRequested
        let text = " " + (stopping ? "stopping " : "working ") + "\(Int(seconds * 10) / 10).\(Int(seconds * 10) % 10) s: "
            + activity + dot + (stopping ? "at the next safe point" : "Ctrl-C stops it")
        screen.put(TerminalText.visible(text), row: layout.status.row, column: 0, width: layout.status.columns,
                   style: [.reverse, .bold])
        presentChrome()
    }

    /// The next key: one typed while work ran first, else from the terminal.
    func nextKey(timeoutMilliseconds: Int) -> Key? {
        if !typeAhead.isEmpty { return typeAhead.removeFirst() }
        return readTerminalKey(timeoutMilliseconds: timeoutMilliseconds)
    }

    /// Whether a Ctrl-C now was most likely meant for work that has just finished (it was
    /// showing that Ctrl-C stops it), rather than a request to leave.
    var ctrlCMeantForFinishedWork: Bool {
        FrameClock.now() - busyEnded < 1
    }
}
