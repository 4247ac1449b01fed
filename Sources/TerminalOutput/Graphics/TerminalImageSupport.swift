/// Which terminals draw which picture protocols, known by name rather than asked: iTerm2's
/// inline images have no query, and kitty's Unicode placeholders came in a later version than
/// its graphics. Small functions of the terminal's own words (`TERM_PROGRAM`, the XTVERSION
/// reply, or tmux's `client_termtype`, which is its client's XTVERSION reply), so the start-up
/// probe and the table of terminals can call them.
public enum TerminalImageSupport {
    /// `TERM_PROGRAM` as iTerm2 (`iTerm.app`) and WezTerm (`WezTerm`) set it.
    static let iTermTermPrograms: Set<String> = ["iTerm.app", "WezTerm"]
    /// XTVERSION names (lowercased, as ``nameAndVersion(_:)`` reads them: letters only, so
    /// iTerm2's `iTerm2 3.5.0` is `iterm`) of terminals that draw iTerm2's inline images; WezTerm
    /// answers `WezTerm 20240203-110809-5046fc22`.
    static let iTermVersionNames: Set<String> = ["iterm", "wezterm"]

    /// Whether the terminal draws iTerm2's inline images (`OSC 1337 ; File=`): its
    /// `TERM_PROGRAM` or its XTVERSION name says iTerm2 or WezTerm. (Inside tmux `TERM_PROGRAM`
    /// is tmux's own, so there the client's XTVERSION is what tells.)
    public static func drawsITermImages(termProgram: String?, terminalVersion: String?) -> Bool {
        if let termProgram, iTermTermPrograms.contains(termProgram) { return true }
        guard let name = nameAndVersion(terminalVersion)?.name else { return false }
        return iTermVersionNames.contains(name.lowercased())
    }

    /// The first kitty that draws Unicode placeholders (U+10EEEE cells for a `U=1` virtual
    /// placement): 0.28.0, by kitty's graphics protocol documentation ("versionadded:: 0.28.0").
    static let kittyPlaceholdersSince = [0, 28]

    /// Whether `terminalVersion` (XTVERSION's words, e.g. `kitty(0.35.2)`) names a kitty that
    /// draws Unicode placeholders; false for other terminals, older kittys and no answer.
    public static func drawsKittyPlaceholders(terminalVersion: String?) -> Bool {
        guard let (name, version) = nameAndVersion(terminalVersion), name.lowercased() == "kitty" else { return false }
        return !version.lexicographicallyPrecedes(kittyPlaceholdersSince)
    }

    /// The name and numeric version in XTVERSION's words, read by the one rule
    /// (``TerminalReplies/terminalNameAndVersion``).
    static func nameAndVersion(_ terminalVersion: String?) -> (name: String, version: [Int])? {
        var replies = TerminalReplies()
        replies.terminalVersion = terminalVersion
        return replies.terminalNameAndVersion
    }
}
