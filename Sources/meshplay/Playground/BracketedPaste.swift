/// Takes bracketed pastes out of the key stream. With `ESC [ ? 2004 h` on, terminals wrap pasted
/// text in `ESC [ 200 ~` … `ESC [ 201 ~`; curses knows neither marker, so they arrive as Escape
/// and four characters, and the text between them as ordinary keys (newlines as Enter). This
/// turns them back into one ``Event/paste(_:)``, so pasted text is never taken for viewport keys.
struct BracketedPaste {
    enum Event: Equatable {
        case key(Key)
        /// The pasted text, newlines as `\n`.
        case paste(String)
    }

    /// The characters after Escape in the start and end markers.
    static let startMarker: [Character] = ["[", "2", "0", "0", "~"]
    static let endMarker: [Character] = ["[", "2", "0", "1", "~"]

    /// Keys of a possible start marker, held back until it is complete or proven not to be one.
    private var held: [Key] = []
    /// The text so far while inside a paste.
    private var text: String?
    /// How many keys of the end marker (Escape included) the paste has seen at its end.
    private var endMatched = 0

    /// Whether keys are held back: a marker or a paste is under way. The caller should then wait
    /// only briefly for more input and call ``flush()`` when none comes.
    var isHolding: Bool { !held.isEmpty || text != nil }
    /// Whether a paste has started and not ended.
    var isPasting: Bool { text != nil }

    /// Takes one key; returns what it completes (often nothing while a marker or paste is open).
    mutating func feed(_ key: Key) -> [Event] {
        if text != nil { return feedPasted(key) }
        if held.isEmpty {
            guard key == .escape else { return [.key(key)] }
            held = [key]
            return []
        }
        guard key == .character(BracketedPaste.startMarker[held.count - 1]) else {
            // Not a marker: the held keys were typed (Escape, then maybe Alt-[ and digits).
            let typed = held.map(Event.key)
            held = []
            return typed + feed(key)
        }
        held.append(key)
        if held.count == BracketedPaste.startMarker.count + 1 {
            held = []
            text = ""
        }
        return []
    }

    /// Input has paused: held keys of an unfinished start marker were typed after all, and a
    /// paste whose end never came ends with what it has, so no key is swallowed for good.
    mutating func flush() -> [Event] {
        if let pasted = text {
            text = nil
            endMatched = 0
            return pasted.isEmpty ? [] : [.paste(pasted)]
        }
        let typed = held.map(Event.key)
        held = []
        return typed
    }

    private mutating func feedPasted(_ key: Key) -> [Event] {
        let expected: Key = endMatched == 0 ? .escape : .character(BracketedPaste.endMarker[endMatched - 1])
        if key == expected {
            endMatched += 1
            guard endMatched == BracketedPaste.endMarker.count + 1 else { return [] }
            let pasted = text ?? ""
            text = nil
            endMatched = 0
            return pasted.isEmpty ? [] : [.paste(pasted)]
        }
        if endMatched > 0 {
            // A partial end marker was text after all (its Escape is dropped: text has none).
            text?.append(contentsOf: BracketedPaste.endMarker.prefix(endMatched - 1))
            endMatched = 0
            return feedPasted(key)
        }
        switch key {
        case let .character(c): text?.append(c)
        case .enter: text?.append("\n")
        case .tab: text?.append("\t")
        default: break
        }
        return []
    }
}
