/// The words of a line as it is being typed, read as the tokenizer reads them: for Tab, which
/// completes the last word (a name with blanks is one word, in double quotes) and reads the
/// words before it.
public enum TypedWords {
    /// Splits `text` at blanks outside double quotes (inside them, `\` escapes the next
    /// character), each word as typed, quotes included; the last may be a quote not yet closed.
    /// `endsInWord`: the text ends inside its last word (no blank after it), the word Tab completes.
    public static func split(_ text: String) -> (words: [String], endsInWord: Bool) {
        var words: [String] = []
        var word = ""
        var quoted = false, escaped = false
        for c in text {
            if quoted {
                word.append(c)
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { quoted = false }
            } else if Tokenizer.isBlank(c) {
                if !word.isEmpty { words.append(word); word = "" }
            } else {
                if c == "\"" { quoted = true }
                word.append(c)
            }
        }
        if !word.isEmpty { words.append(word) }
        return (words, !text.isEmpty && (quoted || !Tokenizer.isBlank(text.last!)))
    }

    /// What a typed word stands for: the text inside its quotes with `\"`, `\\`, `\n` and
    /// `\u{HEX}` resolved as the tokenizer resolves them (up to the end where the quote is not
    /// closed yet), or the word itself.
    public static func text(of word: String) -> String {
        guard word.first == "\"" else { return word }
        var out = ""
        var i = word.index(after: word.startIndex)
        while i < word.endIndex, word[i] != "\"" {
            let next = word.index(after: i)
            guard word[i] == "\\", next < word.endIndex else {
                out.append(word[i])
                i = next
                continue
            }
            if word[next] == "u", let (scalar, end) = Tokenizer.unicodeEscape(word, at: next) {
                out.unicodeScalars.append(scalar)
                i = end
            } else if word[next] == "n" || word[next] == "\"" || word[next] == "\\" {
                out.append(word[next] == "n" ? "\n" : word[next])
                i = word.index(after: next)
            } else {
                out.append(word[i])
                i = next
            }
        }
        return out
    }

    /// `text` as one word of a command line (``SceneWriter/word(_:)``: quoted where it has
    /// blanks, quotes or `#`); `open` leaves a quote unclosed, so typing can go on inside it
    /// (a folder, whose files the next Tab offers).
    public static func typed(_ text: String, open: Bool = false) -> String {
        let word = SceneWriter.word(text)
        return open && word.first == "\"" ? String(word.dropLast()) : word
    }
}
