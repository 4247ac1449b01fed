import Foundation
import MeshScript
import TerminalOutput

/// Leaving with unsaved changes asks first (`q`, Ctrl-D, Ctrl-C on an empty line, `quit`,
/// `exit`): save, save as, discard or cancel. The journal goes only after a save or a discard.
extension Playground {
    enum QuitPrompt { case none, asking, naming }

    /// Quits at once when nothing is unsaved, else asks.
    func quit() {
        guard model.session.hasUnsavedChanges else {
            running = false
            return
        }
        askToQuit()
    }

    private func askToQuit() {
        quitPrompt = .asking
        focus = .repl
        log.append(quitQuestion, kind: .error)
        chromeDirty = true
    }

    /// The question, naming the file a plain save writes.
    var quitQuestion: String { quitQuestion(fitting: Int.max) }

    /// The longest form of the question that fits `width` columns (the input line of a narrow
    /// panel), so every choice stays readable; the log keeps the full sentence.
    func quitQuestion(fitting width: Int) -> String {
        let forms: [String]
        if let path = model.session.documentPath {
            forms = ["unsaved changes: [s]ave to \(TerminalText.visible(path)) / save [a]s… / [d]iscard / [c]ancel",
                     "unsaved: [s]ave / save [a]s / [d]iscard / [c]ancel", "[s]ave [a]s [d]iscard [c]ancel", "s/a/d/c?"]
        } else {
            forms = ["unsaved changes: [s]ave as… / [d]iscard / [c]ancel", "unsaved: [s]ave as / [d]iscard / [c]ancel",
                     "[s]ave as [d]iscard [c]ancel", "s/d/c?"]
        }
        return forms.first { $0.count <= width } ?? forms[forms.count - 1]
    }

    /// Keys while the question is open; returns false when the key is not the prompt's.
    func handleQuitPrompt(_ key: Key) {
        switch quitPrompt {
        case .none:
            return
        case .asking:
            switch key {
            case .character("s"), .character("S"):
                // A plain `save`: it refuses a file another session saved since (save as names it).
                if model.session.documentPath != nil { save(to: nil) } else { startNaming() }
            case .character("a"), .character("A"): startNaming()
            case .character("d"), .character("D"):
                discarded = true
                running = false
            case .character("c"), .character("C"), .escape, .control("c"), .control("g"):
                quitPrompt = .none
                log.append("quit cancelled", kind: .output)
            default: break
            }
        case .naming:
            switch key {
            case .enter:
                let path = editor.text.trimmingCharacters(in: .whitespaces)
                editor.clear()
                if path.isEmpty { askToQuit() } else { save(to: path) }
            case .escape, .control("c"), .control("g"):
                editor.clear()
                askToQuit()
            default: _ = editor.edit(key)
            }
        }
        chromeDirty = true
    }

    private func startNaming() {
        quitPrompt = .naming
        editor.clear()
        if let path = model.session.documentPath { editor.insert(path) }
    }

    /// Saves (to the session's own file when `path` is nil), then quits if that worked; a failed
    /// save (its error in the panel) asks again.
    private func save(to path: String?) {
        quitPrompt = .none
        run(command: path.map { "save \(SceneWriter.word($0))" } ?? "save")
        if model.session.hasUnsavedChanges { askToQuit() } else { running = false }
    }
}
