/// The editing keys every input line shares (the REPL's and the quit prompt's file name), so
/// both behave alike and a new binding is added once.
extension LineEditor {
    /// Applies `key` if it is an editing key (a character, cursor motion or deletion); returns
    /// whether it was one.
    mutating func edit(_ key: Key) -> Bool {
        switch key {
        case let .character(c): insert(c)
        case .left, .control("b"): moveLeft()
        case .right, .control("f"): moveRight()
        case .home, .control("a"): moveHome()
        case .end, .control("e"): moveEnd()
        case .backspace: deleteBackward()
        case .delete: deleteForward()
        case .control("k"): killToEnd()
        case .control("u"): killToStart()
        case .control("w"): deleteWordBackward()
        default: return false
        }
        return true
    }
}
