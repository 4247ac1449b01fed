/// A `repeat N [NAME] {` … `}` block being read, line by line (typed in the REPL, or read from
/// a scene file, a script or the journal): the opening line and the lines after it, until the
/// `}` that closes it. ``Session`` runs it when it closes.
struct RepeatBlock: Equatable, Sendable {
    /// The line that opened the block, and the column of its `{`.
    var opener: String
    var braceColumn: Int
    /// The lines read since, nested blocks' own `{` and `}` lines included.
    var lines: [String] = []
    /// How many nested blocks among `lines` are still open.
    var open = 0

    /// The most lines one block may hold (typed lines are kept until the block closes).
    static let maxLines = 10_000
    /// The deepest blocks may nest.
    static let maxNesting = 16

    /// What a line is to the block reader.
    enum Role { case opener(braceColumn: Int), closer, other }

    /// Whether `line` opens a block (`repeat …` ending in `{`), closes one (`}` alone, a
    /// comment aside) or is anything else. A line that does not tokenize is "other", so the
    /// parser reports its error.
    static func role(of line: String) -> Role {
        // Nearly every line of a big scene file is neither: its first character says so
        // without tokenizing the line a second time.
        guard let c = line.first(where: { !Tokenizer.isBlank($0) }), c == "}" || c == "r" || c == "R" else { return .other }
        guard let tokens = try? Tokenizer.tokenize(line), let first = tokens.first, let last = tokens.last else { return .other }
        if tokens.count == 1 && first.kind == .word && first.text == "}" { return .closer }
        if tokens.count > 1 && first.kind == .word && first.text.lowercased() == "repeat" && last.kind == .word && last.text == "{" {
            return .opener(braceColumn: last.column)
        }
        return .other
    }

    /// Reads one more line; true when it closed the block.
    mutating func read(_ line: String) throws(ScriptError) -> Bool {
        switch RepeatBlock.role(of: line) {
        case .closer:
            if open == 0 { return true }
            open -= 1
        case .opener:
            open += 1
        case .other:
            break
        }
        guard lines.count < RepeatBlock.maxLines else {
            throw ScriptError(.outOfRange("this repeat block", allowed: "a block holds at most \(RepeatBlock.maxLines) lines"),
                              column: braceColumn)
        }
        lines.append(line)
        return false
    }

    /// The body's lines (numbered from 1 after the opening line) split into commands and
    /// nested blocks, each nested block with its own lines.
    enum Item {
        case line(String, number: Int)
        case block(opener: String, number: Int, body: ArraySlice<(String, Int)>)
    }

    /// Groups `body` (lines with their numbers, balanced) into items.
    static func items(_ body: ArraySlice<(String, Int)>) -> [Item] {
        var items: [Item] = []
        var i = body.startIndex
        while i < body.endIndex {
            let (text, number) = body[i]
            guard case .opener = role(of: text) else {
                items.append(.line(text, number: number))
                i += 1
                continue
            }
            // The reader kept the lines balanced, so the matching `}` is there.
            var depth = 0, j = i + 1
            scan: while j < body.endIndex {
                switch role(of: body[j].0) {
                case .opener: depth += 1
                case .closer:
                    if depth == 0 { break scan }
                    depth -= 1
                case .other: break
                }
                j += 1
            }
            items.append(.block(opener: text, number: number, body: body[(i + 1)..<j]))
            i = j + 1
        }
        return items
    }
}
