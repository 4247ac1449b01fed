/// The words that end an interactive shell (`meshplay repl`, the playground): `quit` and `exit`.
///
/// They are not commands of the language (a scene file or a journal cannot quit), but the shells
/// read a line by the language's rules, so `quit # done` leaves as any command takes a comment.
public enum LeaveCommand {
    /// The words, in the order help names them.
    public static let words = ["quit", "exit"]

    /// What `help quit` and `help exit` say. The words are the shells', not the language's, so
    /// the command table leaves them out; a person asking about them must still not be told
    /// that there is no such command.
    public static let help = [
        "usage: quit | exit",
        "leave meshplay repl or the playground, as Ctrl-D on an empty line does; the playground first asks what to do "
            + "with unsaved changes (save as, discard or cancel); a scene file cannot quit",
    ].joined(separator: "\n")

    /// Whether `line` is one of ``words`` alone (any case), with blanks or a comment around it.
    public static func matches(_ line: String) -> Bool {
        guard let tokens = try? Tokenizer.tokenize(line), tokens.count == 1, tokens[0].kind == .word else { return false }
        return words.contains(tokens[0].text.lowercased())
    }
}
