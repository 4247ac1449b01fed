import MeshScript
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
    /// word longer than the width is cut. The pieces after the first start at the line's
    /// ``hangingIndent(of:width:)``, so a table row's description and an indented line stay in
    /// their column. One pass over the line, so a pasted line of megabytes wraps as fast as it
    /// is read: each character is looked at again only after a space break, at most a piece's
    /// width of them.
    static func wrap(_ text: String, width: Int) -> [String] {
        let pieces = flowed(text, width: width)
        let hang = hangingIndent(of: text, width: width)
        guard pieces.count > 1, hang > 0 else { return pieces }
        // The rest again, narrower: what follows the first piece and the space it broke at.
        var rest = text.dropFirst(pieces[0].count)
        if rest.first == " " { rest = rest.dropFirst() }
        let indent = String(repeating: " ", count: hang)
        return [pieces[0]] + flowed(String(rest), width: width - hang).map { indent + $0 }
    }

    /// Where the pieces after a long line's first start: under a table row's description (a
    /// first word after the line's indentation, then two or more spaces, as `help` lays out
    /// its rows), under the text of a `help` usage or example line (after its label), else at
    /// the line's own indentation; 0 when that would leave less than half the width for the
    /// text.
    static func hangingIndent(of text: String, width: Int) -> Int {
        for label in CommandHelp.lineLabels where text.hasPrefix(label) {
            return label.count * 2 <= width ? label.count : 0
        }
        enum Part { case indentation, firstWord, spacesAfterIt }
        var part = Part.indentation
        var column = 0, leading = 0, spaces = 0
        for character in text {
            switch (part, character == " ") {
            case (.indentation, true): break
            case (.indentation, false): leading = column; part = .firstWord
            case (.firstWord, true): part = .spacesAfterIt; spaces = 1
            case (.firstWord, false): break
            case (.spacesAfterIt, true): spaces += 1
            // The description starts here when two or more spaces set it apart; one is prose.
            case (.spacesAfterIt, false): return fits(spaces >= 2 ? column : leading)
            }
            column += TerminalColumns.width(of: character) ?? 1
            if column > width { break }
        }
        return fits(leading)

        func fits(_ hang: Int) -> Int { hang * 2 <= width ? hang : 0 }
    }

    /// ``wrap(_:width:)`` without the hanging indent.
    private static func flowed(_ text: String, width: Int) -> [String] {
        var out: [String] = []
        var start = text.startIndex, index = start
        var used = 0
        // The last space after the piece's first character, including one just past what fits.
        var space: String.Index?
        var cutAtTheEnd = false
        while index < text.endIndex {
            let character = text[index]
            if character == " ", index > start { space = index }
            let columns = TerminalColumns.width(of: character) ?? 1
            guard used + columns > width else {
                used += columns
                index = text.index(after: index)
                continue
            }
            if let space {
                out.append(String(text[start..<space]))
                start = text.index(after: space)
                cutAtTheEnd = false
            } else {
                // A character wider than the whole width still takes a piece, so wrapping ends.
                let end = index > start ? index : text.index(after: index)
                out.append(String(text[start..<end]))
                start = end
                cutAtTheEnd = end == text.endIndex
            }
            index = start
            used = 0
            space = nil
        }
        if !cutAtTheEnd { out.append(String(text[start...])) }
        return out
    }
}
