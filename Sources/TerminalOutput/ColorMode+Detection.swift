extension ColorMode {
    /// The colour mode a terminal supports, decided the way notcurses and Neovim do: an explicit
    /// request wins; then `NO_COLOR` (any non-empty value, per no-color.org) and `TERM=dumb` mean mono;
    /// then truecolor when the terminal itself said so at start-up (``TerminalReplies/directColor``:
    /// xterm clears `COLORTERM` and sets `TERM=xterm`, yet shows 24-bit colour), terminfo has the
    /// `RGB` flag, the type is a `-direct` one, or `COLORTERM` is `truecolor`/`24bit`; otherwise
    /// terminfo's colour count picks 256, 16 or mono.
    ///
    /// - Parameters:
    ///   - requested: the `--color` option, if given.
    ///   - environment: the process environment (`TERM`, `COLORTERM`, `NO_COLOR`).
    ///   - terminfoRGB: terminfo's `RGB` boolean for the terminal.
    ///   - terminfoColors: terminfo's `colors` number (curses' `COLORS`).
    ///   - terminalDirectColor: the terminal answered the start-up colour questions with 24-bit colour.
    public static func detect(requested: ColorMode?, environment: [String: String],
                              terminfoRGB: Bool, terminfoColors: Int, terminalDirectColor: Bool = false) -> ColorMode {
        if let requested { return requested }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .mono }
        let term = environment["TERM"] ?? ""
        if term.isEmpty || term == "dumb" { return .mono }
        if terminalDirectColor || terminfoRGB || term.hasSuffix("-direct") || terminfoColors >= 1 << 24 { return .truecolor }
        if let colorTerm = environment["COLORTERM"], colorTerm == "truecolor" || colorTerm == "24bit" { return .truecolor }
        if terminfoColors >= 256 { return .palette256 }
        if terminfoColors >= 8 { return .palette16 }
        return .mono
    }

    /// Whether the locale's character set can show `▀`; anything but UTF-8 gets the ASCII fallback.
    public static func isUTF8(codeset: String) -> Bool {
        let normalised = codeset.lowercased().replacingOccurrences(of: "-", with: "")
        return normalised == "utf8"
    }
}
