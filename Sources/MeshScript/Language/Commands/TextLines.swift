/// Splits text into lines the same way everywhere text is read (scene files, `run`, `repl`,
/// OBJ, the journal): LF, CRLF and a lone CR all end a line, and a leading byte-order mark is
/// skipped. Splitting a `String` by `"\n"` would not do: `"\r\n"` is one `Character`, so a
/// CRLF file would read as one long line.
public enum TextLines {
    /// The lines of `text`, without their terminators; a final terminator does not start
    /// another line, and empty text has no lines.
    public static func split(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        // U+FEFF encoded in UTF-8.
        if utf8.starts(with: [0xEF, 0xBB, 0xBF]) { start = utf8.index(start, offsetBy: 3) }
        var i = start
        while i != utf8.endIndex {
            let byte = utf8[i]
            guard byte == 0x0A || byte == 0x0D else {
                i = utf8.index(after: i)
                continue
            }
            lines.append(text[start..<i])
            var next = utf8.index(after: i)
            if byte == 0x0D, next != utf8.endIndex, utf8[next] == 0x0A { next = utf8.index(after: next) }
            start = next
            i = next
        }
        if start != utf8.endIndex { lines.append(text[start..<utf8.endIndex]) }
        return lines
    }
}
