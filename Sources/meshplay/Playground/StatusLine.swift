/// The playground's status line laid out for a width: a pure function of its parts, so what
/// gives way first in a narrow window is decided (and tested) without a terminal.
///
/// What says where the session is (the frame, the file and its unsaved mark, a journal
/// warning, playing or paused) always shows; the key hint takes the room those leave, from its
/// longest form to its shortest; the details (time, output, counts, bytes) fill what is left.
/// When even the shortest hint does not fit, the play state loses its rate before the hint
/// goes, and then its word, keeping the ▶ or ‖.
struct StatusLine: Equatable {
    /// One part between separators; `forms` are its texts from the longest to the shortest.
    struct Part: Equatable {
        var forms: [String]
        /// Shown at any width (narrowed to its shorter forms), rather than filling the room left.
        var essential: Bool

        static func essential(_ forms: String...) -> Part { Part(forms: forms, essential: true) }
        static func detail(_ text: String) -> Part { Part(forms: [text], essential: false) }
    }

    /// In the order they are shown.
    var parts: [Part]
    /// The key hints, longest first, each ending in a space.
    var hints: [String]
    var separator: String

    /// The line at `width` terminal columns (wider only when the essentials alone are; curses cuts it):
    /// the parts from the left, the hint at the right with two spaces at least before it, so
    /// `paused` and `Tab viewport` do not read as one phrase.
    func rendered(width: Int) -> String {
        let forms = parts.map { $0.forms.count }.max() ?? 1
        // Each try narrows one thing more: the hint through its forms, then the essentials'
        // second form beside the shortest hint, then no hint beside each shorter form.
        var tries: [(hint: String?, form: Int)] = hints.map { ($0, 0) }
        if forms > 1 { tries.append((hints.last, 1)) }
        tries += (min(1, forms - 1)..<forms).map { (nil, $0) }
        let chosen = tries.first { room(hint: $0.hint, form: $0.form) <= width } ?? tries[tries.count - 1]
        let hint = chosen.hint ?? ""
        let reserved = hint.isEmpty ? 0 : columns(hint) + 2
        // The details in order, as many as fit: one that does not fit ends them, so what shows
        // is always a prefix of them. None beside a shortened essential: the play rate says more
        // than the time.
        var shown = parts.map(\.essential)
        for index in parts.indices where !parts[index].essential && chosen.form == 0 {
            shown[index] = true
            if columns(line(shown, form: chosen.form)) + reserved > width {
                shown[index] = false
                break
            }
        }
        let left = line(shown, form: chosen.form)
        // The whole width, so the line's reverse video runs to the edge.
        guard !hint.isEmpty else { return left + String(repeating: " ", count: max(0, width - columns(left))) }
        return left + String(repeating: " ", count: max(2, width - columns(left) - columns(hint))) + hint
    }

    /// The columns the essentials take in their `form` beside `hint`.
    private func room(hint: String?, form: Int) -> Int {
        columns(line(parts.map(\.essential), form: form)) + (hint.map { columns($0) + 2 } ?? 0)
    }

    /// The terminal columns `text` takes, as curses draws it (``TerminalColumns``): a file
    /// called 日本.mesh takes 9 columns, not 7, and a combining accent none, so the line
    /// measured in characters would run past the window's edge and lose its hint.
    private func columns(_ text: String) -> Int {
        TerminalColumns.width(of: text)
    }

    private func line(_ shown: [Bool], form: Int) -> String {
        " " + parts.indices.filter { shown[$0] }.map { index in
            let forms = parts[index].forms
            return forms[min(form, forms.count - 1)]
        }.joined(separator: separator)
    }
}
