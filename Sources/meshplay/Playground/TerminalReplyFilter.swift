/// Takes the terminal's replies out of the key stream, so that none is ever read as typing.
///
/// The start-up probe (``TerminalProbe``) asks the terminal questions and waits a short while
/// for the answers; a terminal on a loaded machine answers after that wait, and curses hands the
/// answers over as keys: Escape, then characters. Unfiltered they ran as viewport keys and
/// filled the input line (`_Gi=31;OK[4;400;800t`). Here every escape sequence is held until it
/// is complete; one with the syntax of a reply is dropped whole (its bytes kept in
/// ``captured`` for a late reading of the probe), anything else comes out as the keys it was.
///
/// Replies, by their syntax (no key a terminal sends has these forms):
/// - CSI with a final `c` after `?` or `>` (DA1, DA2: urxvt's Shift-Right is a bare `CSI c`),
///   `t` with three numbers (window and cell sizes), `y` after `$` (DECRPM), `S` after `?`
///   (XTSMGRAPHICS), and `R` with two numbers (the cursor position report).
/// - DCS (`ESC P`, then a digit, `>`, `!` or `=`), APC (`ESC _ G`, kitty graphics) and OSC
///   (`ESC ]` and a digit), each up to ST (`ESC \`), OSC also up to BEL.
///
/// `CSI 1 ; m R` is both a cursor position report at row 1 and, in xterm's encoding, F3 with a
/// modifier. The probe's own report in a window just opened is exactly `CSI 1 ; 2 R`, the bytes
/// of Shift-F3, so no rule on the parameters can tell them apart; the playground binds no
/// modified F3 (curses would call it F15 or higher, which does nothing), so every such sequence
/// is taken for the report and dropped. ``CursesScreen`` makes curses hand those bytes over
/// rather than decode them as a function key.
struct TerminalReplyFilter {
    /// What the held keys are so far.
    private enum State: Equatable {
        case idle
        /// Escape alone.
        case escape
        /// `ESC [` and the parameter and intermediate bytes after it.
        case controlSequence
        /// `ESC P`, `ESC _` or `ESC ]` (the introducer's byte) and the string so far.
        case string(UInt8)
        /// An Escape inside a string: ST if a `\` follows.
        case stringEscape(UInt8)
    }

    private var state = State.idle
    /// The keys of the sequence under way, released as they are when it proves to be no reply.
    private var held: [Key] = []
    /// The held keys' bytes after the introducer (a CSI's parameters, a string's text).
    private var body: [UInt8] = []
    /// The bytes of every reply dropped so far and not yet taken by ``takeCaptured()``.
    private(set) var captured: [UInt8] = []

    /// A sequence longer than any reply is let through as keys.
    static let longestReply = 4096

    /// Whether keys are held back. The caller then waits at most ``holdMilliseconds`` for more
    /// input and calls ``flush()`` when none comes.
    var isHolding: Bool { state != .idle }

    /// How long to wait for the rest of a held sequence: a terminal writes each reply at once,
    /// so the rest of an escape or a plain CSI comes within milliseconds (and a lone Escape key
    /// must not wait long); a reply already recognised by its start gets longer, for a slow link.
    var holdMilliseconds: Int {
        switch state {
        case .idle, .escape: 30
        case .controlSequence: isPrivateSequence ? 500 : 30
        case .string, .stringEscape: 500
        }
    }

    /// Takes one key; returns the keys it lets through (none while a sequence is under way).
    mutating func feed(_ key: Key) -> [Key] {
        switch state {
        case .idle:
            guard key == .escape else { return [key] }
            hold(key, as: .escape)
            return []
        case .escape:
            switch key {
            case .character("["): hold(key, as: .controlSequence)
            case .character("P"): hold(key, as: .string(0x50))
            case .character("_"): hold(key, as: .string(0x5F))
            case .character("]"): hold(key, as: .string(0x5D))
            default: return release() + feed(key)
            }
            return []
        case .controlSequence:
            guard let bytes = TerminalReplyFilter.bytes(of: key), bytes.count == 1, let byte = bytes.first, (0x20...0x7E).contains(byte) else {
                return release() + feed(key)
            }
            if byte <= 0x3F {
                held.append(key)
                body.append(byte)
                return held.count > TerminalReplyFilter.longestReply ? release() : []
            }
            guard TerminalReplyFilter.isReply(parameters: body, final: byte) else {
                held.append(key)
                return release()
            }
            drop(ending: [byte])
            return []
        case let .string(introducer):
            guard let bytes = TerminalReplyFilter.bytes(of: key), let byte = bytes.first else { return release() + feed(key) }
            if body.isEmpty, !TerminalReplyFilter.startsReply(introducer: introducer, first: byte) { return release() + feed(key) }
            if byte == 0x07, introducer == 0x5D {
                drop(ending: [byte])
                return []
            }
            held.append(key)
            if byte == 0x1B { state = .stringEscape(introducer); return [] }
            body += bytes
            return held.count > TerminalReplyFilter.longestReply ? release() : []
        case .stringEscape:
            guard key == .character("\\") else {
                // An escape that starts no ST: the reply was cut short. It is dropped, and the
                // escape starts whatever comes next.
                held.removeLast()
                drop(ending: [])
                return feed(.escape) + feed(key)
            }
            held.removeLast()
            drop(ending: [0x1B, 0x5C])
            return []
        }
    }

    /// Input has paused part-way through a sequence. What can only be a reply cut short (a
    /// private CSI, a string) is dropped; anything else (a lone Escape, Alt+[) was typed.
    mutating func flush() -> [Key] {
        switch state {
        case .idle: return []
        case .controlSequence where isPrivateSequence: drop(ending: [])
        case .string, .stringEscape: drop(ending: [])
        case .escape, .controlSequence: return release()
        }
        return []
    }

    /// `bytes` read straight from the terminal (by ``TerminalProbe``) taken apart: its complete
    /// replies, and the rest, which curses is to read again (``CursesScreen/pushBack(_:)``): what
    /// was typed meanwhile, and the start of a reply whose end is still coming (read again with
    /// its end, it is filtered then). A byte that starts no ASCII character ends any sequence, as
    /// a curses key code does, and is kept as it is.
    static func split(_ bytes: [UInt8]) -> (replies: [UInt8], typed: [UInt8]) {
        var filter = TerminalReplyFilter()
        var typed: [UInt8] = []
        for byte in bytes {
            let key = byte < 0x80 ? Key(code: UInt32(byte), isKeyCode: false) : .other(Int32(byte))
            for released in filter.feed(key) {
                if case let .other(code) = released, code < 0x100 { typed.append(UInt8(code)) } else { typed += Self.bytes(of: released) ?? [] }
            }
        }
        return (filter.captured, typed + filter.held.flatMap { Self.bytes(of: $0) ?? [] })
    }

    /// The bytes of the replies dropped since the last call.
    mutating func takeCaptured() -> [UInt8] {
        defer { captured = [] }
        return captured
    }

    /// A CSI whose parameters start with `?` or `>`: typed keys never do.
    private var isPrivateSequence: Bool { state == .controlSequence && (body.first == 0x3F || body.first == 0x3E) }

    private mutating func hold(_ key: Key, as next: State) {
        held.append(key)
        state = next
    }

    /// The held keys, let through as typed.
    private mutating func release() -> [Key] {
        defer { reset() }
        return held
    }

    /// The held sequence was a reply: its bytes (with `ending`) are kept for the probe.
    private mutating func drop(ending: [UInt8]) {
        captured += [0x1B] + held.dropFirst().prefix(1).flatMap { TerminalReplyFilter.bytes(of: $0) ?? [] } + body + ending
        reset()
    }

    private mutating func reset() {
        state = .idle
        held = []
        body = []
    }

    /// Whether `first`, the first byte of a string after its introducer, starts a reply: a kitty
    /// graphics answer (`G`), a numbered OSC (`11;rgb:…`), or a DCS of XTVERSION (`>|`), DA3 (`!|`),
    /// DECRQSS (`1$r`) or XTGETTCAP (`1+r`).
    static func startsReply(introducer: UInt8, first: UInt8) -> Bool {
        switch introducer {
        case 0x5F: first == 0x47
        case 0x5D: (0x30...0x39).contains(first)
        default: (0x30...0x39).contains(first) || first == 0x3E || first == 0x21 || first == 0x3D
        }
    }

    /// Whether a CSI with these parameter and intermediate bytes and this final byte is a reply.
    static func isReply(parameters: [UInt8], final: UInt8) -> Bool {
        let marker = parameters.first.flatMap { $0 == 0x3F || $0 == 0x3E ? $0 : nil }
        let rest = marker == nil ? parameters[...] : parameters.dropFirst()
        let numbers = rest.split(separator: 0x3B, omittingEmptySubsequences: false)
        let numeric = !rest.isEmpty && rest.allSatisfy { $0 == 0x3B || (0x30...0x39).contains($0) }
        switch final {
        case 0x63: return marker != nil && (rest.isEmpty || numeric)  // c: DA1, DA2
        case 0x74: return marker == nil && numeric && numbers.count == 3  // t: sizes
        case 0x52: return marker != 0x3E && numeric && (2...3).contains(numbers.count)  // R: cursor position
        case 0x53: return marker == 0x3F && numeric  // S: XTSMGRAPHICS
        case 0x79:  // y: DECRPM, `$` before the final
            guard rest.last == 0x24 else { return false }
            let fields = rest.dropLast()
            return !fields.isEmpty && fields.allSatisfy { $0 == 0x3B || (0x30...0x39).contains($0) }
        default: return false
        }
    }

    /// The bytes the terminal sent for `key`, for keys that are one byte or one character; nil
    /// for curses' key codes, mouse reports and resizes, which no reply contains.
    static func bytes(of key: Key) -> [UInt8]? {
        switch key {
        case .escape: [0x1B]
        case .enter: [0x0D]
        case .tab: [0x09]
        case .backspace: [0x7F]
        case let .control(c): c.asciiValue.map { [$0 &- 96] }
        case let .character(c): Array(String(c).utf8)
        case .backTab, .delete, .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .function, .mouse, .resize, .other:
            nil
        }
    }
}
