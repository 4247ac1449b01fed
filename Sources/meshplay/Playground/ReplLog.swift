/// The REPL panel's scrolling output: echoed input, command messages and errors.
struct ReplLog {
    enum Kind { case input, output, error }
    struct Line { var text: String; var kind: Kind }

    private(set) var lines: [Line] = []
    /// Lines scrolled back from the bottom (Page Up / Page Down).
    var scrollBack = 0
    static let limit = 2000

    mutating func append(_ text: String, kind: Kind) {
        for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(Line(text: ReplLog.visible(String(part)), kind: kind))
        }
        if lines.count > ReplLog.limit { lines.removeFirst(lines.count - ReplLog.limit) }
        scrollBack = 0
    }

    /// How many screen lines the log takes at `width` columns, for the scrolling limit.
    func screenLineCount(width: Int) -> Int {
        guard width > 0 else { return lines.count }
        return lines.reduce(0) { $0 + ReplLog.wrap($1.text, width: width).count }
    }

    /// The text with control characters made visible (`^[` for ESC, `^?` for DEL, `\u{9B}` for C1
    /// codes), so escape sequences in scene files, labels or OBJ comments are shown, never obeyed
    /// by the terminal (a title change, a clipboard write). Tabs become spaces.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09: out += " "
            case 0x00..<0x20: out += "^" + String(UnicodeScalar(UInt8(scalar.value + 0x40)))
            case 0x7F: out += "^?"
            case 0x80..<0xA0: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
    }

    /// The last `rows` screen lines at `width` columns, long lines wrapped, oldest first.
    func visible(rows: Int, width: Int) -> [Line] {
        guard rows > 0, width > 0 else { return [] }
        var out: [Line] = []
        var skip = scrollBack
        for line in lines.reversed() {
            let pieces = ReplLog.wrap(line.text, width: width).map { Line(text: $0, kind: line.kind) }
            for piece in pieces.reversed() {
                if skip > 0 { skip -= 1; continue }
                out.append(piece)
                if out.count == rows { return out.reversed() }
            }
        }
        return out.reversed()
    }

    /// Splits a line into pieces of at most `width` characters, breaking after the last space
    /// that fits so words stay whole; a word longer than the width is cut.
    static func wrap(_ text: String, width: Int) -> [String] {
        var out: [String] = []
        var rest = Substring(text)
        while rest.count > width {
            let head = rest.prefix(width + 1)
            if let space = head.lastIndex(of: " "), space > rest.startIndex {
                out.append(String(rest[..<space]))
                rest = rest[rest.index(after: space)...]
            } else {
                out.append(String(rest.prefix(width)))
                rest = rest.dropFirst(width)
            }
        }
        out.append(String(rest))
        return out
    }
}
