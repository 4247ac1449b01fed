/// The words that end an interactive shell (`meshplay repl`, the playground): `quit` and `exit`.
///
/// They are not commands of the language (a scene file or a journal cannot quit), but the shells
/// read a line by the language's rules, so `quit # done` leaves as any command takes a comment.
public enum LeaveCommand {
    /// The words, in the order help names them.
    public static let words = ["quit", "exit"]

    /// Whether `line` is one of ``words`` alone (any case), with blanks or a comment around it.
    public static func matches(_ line: String) -> Bool {
        guard let tokens = try? Tokenizer.tokenize(line), tokens.count == 1, tokens[0].kind == .word else { return false }
        return words.contains(tokens[0].text.lowercased())
    }
}
