/// What the terminal said about itself in answer to ``TerminalReplies/query``.
///
/// The playground asks once, before curses starts, and uses only what the terminal positively
/// reports: a terminal that stays silent, or a multiplexer that answers for it, gets the plain
/// output every terminal understands.
public struct TerminalReplies: Hashable, Sendable {
    /// The terminal reported DEC private mode 2026 (synchronized output) as settable (DECRPM
    /// `CSI ? 2026 ; Ps $ y` with Ps 1, 2 or 3), so frames may be bracketed by `CSI ?2026h`/`l`.
    public var synchronizedOutput = false
    /// The Primary Device Attributes reply (`CSI ? Pp ; … c`) arrived: every terminal answers
    /// DA1, so it marks the end of the replies. Its parameters are in ``deviceAttributes``.
    public var complete = false
    /// The DA1 parameters (the conformance level first; `4` among them means sixel graphics).
    public var deviceAttributes: [Int] = []
    /// How many columns the cursor moved for one octant (U+1CD00, Unicode 16), from the cursor
    /// position report after printing it; nil when no report came. Terminals and multiplexers
    /// whose character tables predate Unicode 16 (tmux 3.3 on glibc 2.36) drop it: 0.
    public var octantAdvance: Int?

    /// The answers to the kitty graphics queries (``kittyQuery(sharedMemoryName:)``) by image
    /// id: true for `OK`, false for an error (such as `EBADF` for shared memory it cannot open).
    public var kittyAnswers: [Int: Bool] = [:]
    /// One cell's size in pixels, from the reply to `CSI 16 t` (`CSI 6 ; height ; width t`).
    public var cellPixels: PixelSize?
    /// How many colour registers a sixel image may use: xterm's XTSMGRAPHICS reply
    /// `CSI ? 1 ; 0 ; n S` to ``sixelQuery`` (a VT340 had 16; xterm 379 `-ti vt340` says 1024);
    /// nil when the terminal did not say.
    public var sixelRegisters: Int?
    /// The largest sixel image the terminal shows, in pixels: the XTSMGRAPHICS reply
    /// `CSI ? 2 ; 0 ; width ; height S` to ``sixelQuery``'s second question (xterm: its
    /// `maxGraphicSize` resource, 1000×1000 unless set; xterm 379 draws nothing of a larger
    /// image); nil when not said.
    public var sixelMaxGeometry: PixelSize?

    /// The luminance (0–255, ``Palette/luminance(r:g:b:)``) of the terminal's default background,
    /// from its reply to ``backgroundQuery`` (`OSC 11 ; rgb:RRRR/GGGG/BBBB`); nil when it did not say.
    public var backgroundLuminance: Int?

    /// The default background is light (xterm's black on white, a light theme): mono's ink, drawn
    /// in the default foreground, is then darker than the paper.
    public var lightBackground: Bool { (backgroundLuminance ?? 0) >= 128 }

    /// The terminal's name and version as it reports them to XTVERSION (`CSI > 0 q`, answered
    /// `DCS > | text ST`), e.g. `kitty(0.26.5)`, `XTerm(379)`, `tmux 3.3a`; nil when it did not say.
    public var terminalVersion: String?

    /// The terminal said it shows 24-bit colour: XTGETTCAP found `RGB` or `Tc` in its own
    /// terminfo (foot, WezTerm), or the truecolor SGR ``colorQuery`` sets read back unchanged
    /// through DECRQSS (xterm 379 `0;38:2::1:2:3m`, kitty 0.26.5 `38:2:1:2:3m`; mlterm 3.9 answers
    /// `0;38;5;16m`, the nearest palette colour, and is not). Checked in real emulators under Xvfb.
    public var directColor = false

    /// The terminal stores kitty graphics sent in the escape sequence itself.
    public var kittyGraphics: Bool { kittyAnswers[TerminalReplies.kittyDirectQueryID] == true }
    /// The terminal read the probe's shared-memory object: it runs on this machine.
    public var kittySharedMemory: Bool { kittyAnswers[TerminalReplies.kittySharedMemoryQueryID] == true }

    public init() {}

    /// DECRQM for mode 2026; an octant printed at the start of the line and a cursor position
    /// report (DSR 6), the line then erased; XTVERSION; DA1, answered last by every terminal,
    /// so its reply ends the wait.
    public static let query: [UInt8] = query(graphics: nil)

    /// ``query`` with the graphics questions before DA1 when `graphics` is given: the kitty
    /// queries (``kittyQuery(sharedMemoryName:)``) and the cell size in pixels (`CSI 16 t`).
    public static func query(graphics: [UInt8]?) -> [UInt8] {
        Array("\u{1B}[?2026$p\r\u{1CD00}\u{1B}[6n\r\u{1B}[K\u{1B}[>0q".utf8) + (graphics ?? []) + Array("\u{1B}[c".utf8)
    }

    /// The colour questions, as notcurses asks them: XTGETTCAP for the `RGB` and `Tc` capabilities
    /// (hex `524742`, `5463`), then a truecolor foreground (1, 2, 3) set and read back with DECRQSS
    /// (`DCS $ q m ST`), and the attributes reset. Not for the Linux console, whose `ESC P` sets
    /// a palette entry.
    public static let colorQuery: [UInt8] = Array("\u{1B}P+q524742;5463\u{1B}\\\u{1B}[38;2;1;2;3m\u{1B}P$qm\u{1B}\\\u{1B}[m".utf8)

    /// XTSMGRAPHICS: read the number of sixel colour registers (item 1, action 1), then the
    /// largest sixel geometry (item 2, action 4: the maximum, not the current window-bound
    /// value, whose reply looks the same). xterm answers only the three-parameter form, the
    /// value ignored.
    public static let sixelQuery: [UInt8] = Array("\u{1B}[?1;1;0S\u{1B}[?2;4;0S".utf8)

    /// OSC 11 with `?`: asks the default background colour (xterm, kitty, VTE, foot answer
    /// `OSC 11 ; rgb:… ST`). Asked with the graphics questions, not of the Linux console, which
    /// would print it.
    public static let backgroundQuery: [UInt8] = Array("\u{1B}]11;?\u{1B}\\".utf8)

    /// Image ids of the kitty queries: `a=q` stores nothing, so they never meet a real image.
    public static let kittyDirectQueryID = 31
    public static let kittySharedMemoryQueryID = 32

    /// The kitty graphics queries: a 1×1 RGB image sent in the sequence (`t=d`), and, when
    /// `sharedMemoryName` is given, one in that POSIX shared-memory object (`t=s`, 3 bytes) —
    /// each followed by a return and an erase of the line, so a terminal that prints an unknown
    /// APC's text leaves nothing; then `CSI 16 t` for the cell size.
    public static func kittyQuery(sharedMemoryName: String?) -> [UInt8] {
        var bytes = Array("\u{1B}_Gi=\(kittyDirectQueryID),s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\r\u{1B}[K".utf8)
        if let sharedMemoryName {
            bytes += kittySharedMemoryQuery(name: sharedMemoryName) + Array("\r\u{1B}[K".utf8)
        }
        return bytes + Array("\u{1B}[16t".utf8)
    }

    /// The shared-memory question alone (`a=q,t=s` reading the 3-byte object `name`): one
    /// escape sequence, so tmux's passthrough can carry it to a kitty behind tmux.
    public static func kittySharedMemoryQuery(name: String) -> [UInt8] {
        Array(("\u{1B}_Gi=\(kittySharedMemoryQueryID),s=1,v=1,a=q,t=s,f=24,S=3;" + Base64.encode(Array(name.utf8)) + "\u{1B}\\").utf8)
    }

    /// Reads the replies in `bytes` (which may hold other input too, or stop part-way through a
    /// reply). Unknown sequences and stray bytes are skipped.
    public init(parsing bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == 0x5F || bytes[index + 1] == 0x50 {
                // APC (ESC _ … ESC \): kitty graphics; DCS (ESC P … ESC \): XTVERSION.
                guard let end = TerminalReplies.stringTerminator(in: bytes, from: index + 2) else { return }
                let body = Array(bytes[(index + 2)..<end])
                if bytes[index + 1] == 0x5F {
                    takeApplicationCommand(body)
                } else if body.starts(with: [0x3E, 0x7C]) {  // ">|"
                    terminalVersion = String(decoding: body.dropFirst(2), as: UTF8.self)
                } else {
                    takeColorReply(String(decoding: body, as: UTF8.self))
                }
                index = end + 2
                continue
            }
            if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == 0x5D {
                // OSC (ESC ] … BEL or ST): the default background's colour.
                guard let end = bytes[(index + 2)...].firstIndex(where: { $0 == 0x07 || $0 == 0x1B }) else { return }
                if bytes[end] == 0x1B {
                    guard end + 1 < bytes.count else { return }
                    // An escape that starts no ST: the OSC was cut short; read on from the escape.
                    guard bytes[end + 1] == 0x5C else { index = end; continue }
                }
                takeOperatingSystemCommand(String(decoding: bytes[(index + 2)..<end], as: UTF8.self))
                index = end + (bytes[end] == 0x07 ? 1 : 2)
                continue
            }
            guard bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == 0x5B else { index += 1; continue }
            // CSI: parameter bytes 0x30–0x3F, intermediates 0x20–0x2F, one final byte 0x40–0x7E.
            var end = index + 2
            while end < bytes.count, (0x20...0x3F).contains(bytes[end]) { end += 1 }
            guard end < bytes.count, (0x40...0x7E).contains(bytes[end]) else { return }
            let body = Array(bytes[(index + 2)..<end])
            take(body: body, final: bytes[end])
            index = end + 1
        }
    }

    /// Where the ST (`ESC \`) ending a string that starts at `start` begins, if it has arrived.
    private static func stringTerminator(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == 0x1B, bytes[index + 1] == 0x5C { return index }
            index += 1
        }
        return nil
    }

    /// An OSC 11 reply, `11;rgb:R/G/B` with one to four hex digits a channel (each scaled to
    /// 0–255); anything else is skipped.
    private mutating func takeOperatingSystemCommand(_ text: String) {
        guard text.hasPrefix("11;rgb:") else { return }
        let channels = text.dropFirst(7).split(separator: "/", omittingEmptySubsequences: false).map { part -> Int? in
            guard (1...4).contains(part.count), let value = Int(part, radix: 16) else { return nil }
            return value * 255 / ((1 << (4 * part.count)) - 1)
        }
        guard channels.count == 3, let r = channels[0], let g = channels[1], let b = channels[2] else { return }
        backgroundLuminance = Palette.luminance(r: r, g: g, b: b)
    }

    /// A reply to ``colorQuery``: XTGETTCAP's `1+r` with `RGB` or `Tc` among the names found, or
    /// DECRQSS's `1$r` with the foreground set there, `38:2[:id]:1:2:3` or `38;2;1;2;3`.
    private mutating func takeColorReply(_ text: String) {
        if text.hasPrefix("1+r") {
            let names = text.dropFirst(3).split(separator: ";").map { $0.split(separator: "=").first.map(String.init)?.uppercased() }
            if names.contains("524742") || names.contains("5463") { directColor = true }
            return
        }
        guard text.hasPrefix("1$r"), text.hasSuffix("m") else { return }
        let fields: [String] = text.dropFirst(3).dropLast()
            .split(omittingEmptySubsequences: false, whereSeparator: { $0 == ";" || $0 == ":" }).map(String.init)
        guard let start = fields.indices.first(where: { $0 + 1 < fields.count && fields[$0] == "38" && fields[$0 + 1] == "2" }) else { return }
        var rest = Array(fields[(start + 2)...])
        // The colon form may carry a colour-space id, often empty, before the three values.
        if rest.count >= 4, rest[3] == "3" { rest.removeFirst() }
        if Array(rest.prefix(3)) == ["1", "2", "3"] { directColor = true }
    }

    /// A kitty graphics reply: `G` keys `;` message, e.g. `Gi=31;OK` or `Gi=32;EBADF:…`.
    private mutating func takeApplicationCommand(_ body: [UInt8]) {
        guard body.first == 0x47 else { return }  // 'G'
        let text = String(decoding: body.dropFirst(), as: UTF8.self)
        let parts = text.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return }
        for key in parts[0].split(separator: ",") where key.hasPrefix("i=") {
            if let id = Int(key.dropFirst(2)) { kittyAnswers[id] = parts[1] == "OK" }
        }
    }

    private mutating func take(body: [UInt8], final: UInt8) {
        if final == 0x74, body.first != 0x3F {  // 't': window report; 6 ; height ; width is the cell size
            let fields = String(decoding: body, as: UTF8.self).split(separator: ";").compactMap { Int($0) }
            if fields.count == 3, fields[0] == 6, fields[1] > 0, fields[2] > 0 {
                cellPixels = PixelSize(width: fields[2], height: fields[1])
            }
            return
        }
        if final == 0x52, body.first != 0x3F {  // 'R': cursor position report, row;column
            let fields = String(decoding: body, as: UTF8.self).split(separator: ";").compactMap { Int($0) }
            if fields.count == 2 { octantAdvance = fields[1] - 1 }
            return
        }
        guard body.first == 0x3F else { return }  // '?': private replies only
        let text = String(decoding: body.dropFirst(), as: UTF8.self)
        switch final {
        case 0x79 where text.hasSuffix("$"):  // 'y' after '$': DECRPM
            let fields = text.dropLast().split(separator: ";").compactMap { Int($0) }
            if fields.count == 2, fields[0] == 2026, (1...3).contains(fields[1]) { synchronizedOutput = true }
        case 0x53:  // 'S': XTSMGRAPHICS, item ; status (0: success) ; value
            let fields = text.split(separator: ";").compactMap { Int($0) }
            if fields.count == 3, fields[0] == 1, fields[1] == 0, fields[2] > 0 { sixelRegisters = fields[2] }
            if fields.count == 4, fields[0] == 2, fields[1] == 0, fields[2] > 0, fields[3] > 0 {
                sixelMaxGeometry = PixelSize(width: fields[2], height: fields[3])
            }
        case 0x63:  // 'c': DA1
            deviceAttributes = text.split(separator: ";").compactMap { Int($0) }
            complete = true
        default:
            break
        }
    }
}
