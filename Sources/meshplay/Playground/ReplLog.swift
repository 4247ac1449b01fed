import TerminalOutput

/// The REPL panel's scrolling output: echoed input, command messages and errors.
struct ReplLog {
    enum Kind { case input, output, error }
    struct Line { var text: String; var kind: Kind }

    private(set) var lines: [Line] = []
    /// Lines scrolled back from the bottom (Page Up / Page Down).
    var scrollBack = 0
    static let limit = 2000

    /// Lines are stored as the terminal will show them (``TerminalText/displayable(_:ascii:)``),
    /// so wrapping counts the characters that are drawn.
    var ascii = false

    mutating func append(_ text: String, kind: Kind) {
        for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(Line(text: TerminalText.displayable(String(part), ascii: ascii), kind: kind))
        }
        if lines.count > ReplLog.limit { lines.removeFirst(lines.count - ReplLog.limit) }
        scrollBack = 0
    }

    /// How many screen lines the log takes at `width` columns, for the scrolling limit.
    func screenLineCount(width: Int) -> Int {
        guard width > 0 else { return lines.count }
        return lines.reduce(0) { $0 + ReplLog.wrap($1.text, width: width).count }
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

    /// Splits a line into pieces of at most `width` columns (``TerminalColumns``: a wide
    /// character takes two), breaking after the last space that fits so words stay whole; a
    /// word longer than the width is cut.
    static func wrap(_ text: String, width: Int) -> [String] {
        var out: [String] = []
        var rest = Substring(text)
        while TerminalColumns.width(of: rest) > width {
            let fits = TerminalColumns.fittingEnd(of: rest, columns: width)
            // A space just past what fits may end the piece too (the columns before it fit).
            let head = rest[..<(fits < rest.endIndex ? rest.index(after: fits) : fits)]
            if let space = head.lastIndex(of: " "), space > rest.startIndex {
                out.append(String(rest[..<space]))
                rest = rest[rest.index(after: space)...]
            } else {
                // A character wider than the whole width still takes a piece, so wrapping ends.
                let end = fits > rest.startIndex ? fits : rest.index(after: rest.startIndex)
                out.append(String(rest[..<end]))
                rest = rest[end...]
                if rest.isEmpty { return out }
            }
        }
        out.append(String(rest))
        return out
    }
}
