import MeshScript

/// The REPL's input line: readline-style editing (Ctrl-A/E/K/U/W), history and Tab completion.
/// Pure, so the playground's key handling stays a thin mapping.
struct LineEditor {
    private(set) var characters: [Character] = []
    /// Insertion point, 0…characters.count.
    private(set) var cursor = 0
    private(set) var history: [String]
    /// Position while browsing history (history.count = the line being written).
    private var historyPosition: Int
    private var draft: [Character] = []

    init(history: [String] = []) {
        self.history = history
        self.historyPosition = history.count
    }

    var text: String { String(characters) }
    var isEmpty: Bool { characters.isEmpty }

    mutating func insert(_ c: Character) {
        characters.insert(c, at: cursor)
        cursor += 1
    }

    mutating func insert(_ s: String) { s.forEach { insert($0) } }

    mutating func moveLeft() { cursor = max(0, cursor - 1) }
    mutating func moveRight() { cursor = min(characters.count, cursor + 1) }
    mutating func moveHome() { cursor = 0 }
    mutating func moveEnd() { cursor = characters.count }

    mutating func deleteBackward() {
        guard cursor > 0 else { return }
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    /// Ctrl-K.
    mutating func killToEnd() { characters.removeSubrange(cursor...) }

    /// Ctrl-U.
    mutating func killToStart() {
        characters.removeSubrange(..<cursor)
        cursor = 0
    }

    /// Ctrl-W: the word before the cursor and the spaces after it.
    mutating func deleteWordBackward() {
        var start = cursor
        while start > 0 && characters[start - 1] == " " { start -= 1 }
        while start > 0 && characters[start - 1] != " " { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    mutating func clear() {
        characters.removeAll()
        cursor = 0
        historyPosition = history.count
    }

    /// Up: the previous history entry (the line being written is kept for coming back down).
    mutating func historyUp() {
        guard historyPosition > 0 else { return }
        if historyPosition == history.count { draft = characters }
        historyPosition -= 1
        show(Array(history[historyPosition]))
    }

    mutating func historyDown() {
        guard historyPosition < history.count else { return }
        historyPosition += 1
        show(historyPosition == history.count ? draft : Array(history[historyPosition]))
    }

    private mutating func show(_ line: [Character]) {
        characters = line
        cursor = line.count
    }

    /// Enter: returns the line, records it in history (unless blank or a repeat) and clears.
    mutating func submit() -> String {
        let line = text
        if !line.trimmingCharacters(in: .whitespaces).isEmpty && history.last != line { history.append(line) }
        clear()
        return line
    }

    /// Tab: completes the word before the cursor from `candidates(wordsBefore, partialWord)`,
    /// words read as the command line reads them (``TypedWords``: a name in quotes is one word,
    /// blanks and all). A candidate matches when the text it stands for starts with the typed
    /// word's (`My` and `"My` both match `"My Layer"`); the typed word is replaced by the one
    /// match, or extended to what all matches share (in an open quote where any needs quotes).
    /// Returns the candidates when more than one remains. A unique candidate gets a space after
    /// it, unless it is a folder (ends in `/`), whose files the next Tab offers.
    mutating func complete(candidates: ([String], String) -> [String]) -> [String] {
        let typed = TypedWords.split(String(characters[..<cursor]))
        var before = typed.words
        let partial = typed.endsInWord ? before.removeLast() : ""
        let start = cursor - partial.count
        let wanted = TypedWords.text(of: partial)
        let matches = candidates(before, partial).filter { TypedWords.text(of: $0).hasPrefix(wanted) }
        guard let first = matches.first else { return [] }
        var replacement = first
        if matches.count > 1 {
            var common = TypedWords.text(of: first)
            for m in matches.dropFirst() { common = String(zip(common, TypedWords.text(of: m)).prefix { $0 == $1 }.map(\.0)) }
            replacement = matches.contains { $0.first == "\"" } ? TypedWords.typed(common, open: true) : common
            // Never shorter than what was typed (an open quote the user began stays).
            if replacement.count < partial.count { replacement = partial }
        }
        characters.replaceSubrange(start..<cursor, with: Array(replacement))
        cursor = start + replacement.count
        if matches.count == 1 && !replacement.hasSuffix("/") && cursor == characters.count { insert(" ") }
        return matches.count > 1 ? matches : []
    }
}
