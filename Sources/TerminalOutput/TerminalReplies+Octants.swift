/// Which block glyphs the terminal draws itself, from its name and version (XTVERSION) and the
/// start-up probe's octant.
///
/// The probe prints one octant and asks where the cursor went: a terminal or multiplexer whose
/// character tables predate Unicode 16 does not advance (tmux 3.3 on glibc 2.36). A terminal that
/// does advance still takes the glyph from its font unless it draws block glyphs itself, and
/// common fonts have neither sextants nor octants, so each cell shows a box (alacritty 0.11,
/// urxvt 9.30, st 0.9, mlterm 3.9, xterm 379 under Xvfb, checked). So sextants and octants are
/// chosen only where the terminal names itself as one that draws them (``glyphsDrawnSince``).
extension TerminalReplies {
    /// Terminals (by the name XTVERSION gives, lowercased) that draw sextants and octants
    /// themselves rather than from the font, with the first version that does each (nil: not
    /// known to) and where that fact comes from. The README's terminal section repeats this table.
    static let glyphsDrawnSince: [String: (sextants: [Int]?, octants: [Int]?, source: String)] = [
        // kitty draws box and block glyphs itself (box_drawing.py); kitty/kitty#3106 (Nov 2020)
        // fixes its draw_sextant in 0.19.2. Octants from 0.40; 0.26.5 under Xvfb shows a box per
        // octant and draws sextants exactly (checked).
        "kitty": ([0, 19], [0, 40], "kitty#3106 (0.19.2 draws sextants); 0.40 octants; 0.26.5 checked"),
        // foot 1.20 draws the Unicode 16 legacy-computing blocks (sextants and octants) itself.
        "foot": ([1, 20], [1, 20], "foot 1.20 release notes"),
        // WezTerm's custom_block_glyphs (on by default) covers U+1FB00 (sextants) since
        // 20210814-124438-54e29167; its table gives no version for U+1CC00 (octants).
        "wezterm": ([20210814], nil, "custom_block_glyphs documentation"),
        // ghostty's sprite font has drawn sextants since 1.0 (notcurses#2833, ghostty 1.0.2);
        // octants since ghostty#5433 (Jan 2025), their rounding fixed (ghostty#7479) for 1.2.
        "ghostty": ([1, 0], [1, 2], "notcurses#2833; ghostty#5433, #7479"),
    ]

    /// Why octants are not used, nil when they are: the terminal did not advance the cursor by
    /// one column for the probe's octant, or it is a version of a terminal in ``glyphsDrawnSince``
    /// that does not draw them (older than the version that does, or not known to at all): there
    /// `octant` shows sextants. A terminal that did not name itself keeps octants when asked, with
    /// a warning once (``CellSupport/fontWarning(_:)``): its font may have them.
    public var octantRefusal: String? {
        if let advance = octantAdvance, advance != 1 {
            return "this terminal did not draw an octant (Unicode 16) at start-up"
        }
        if let (name, version) = terminalNameAndVersion, let known = Self.glyphsDrawnSince[name.lowercased()],
           !Self.reaches(version, known.octants) {
            let text = version.map(String.init).joined(separator: ".")
            guard let since = known.octants else { return "\(name) \(text) is not known to draw octants (Unicode 16) itself" }
            return "\(name) \(text) shows octants (Unicode 16) as boxes; it draws them from \(since.map(String.init).joined(separator: ".")) on"
        }
        return nil
    }

    /// Whether octants can be used (``octantRefusal`` is nil).
    public var drawsOctants: Bool { octantRefusal == nil }

    /// The finest cell mode this terminal is known to draw itself: octant or sextant where
    /// ``glyphsDrawnSince`` lists its version (octants only where the probe's octant advanced one
    /// column), else nil (half blocks and quadrants come from nearly every font).
    public var glyphsDrawnByTerminal: CellMode? {
        guard let (name, version) = terminalNameAndVersion, let known = Self.glyphsDrawnSince[name.lowercased()] else { return nil }
        if Self.reaches(version, known.octants), octantAdvance == 1 { return .octant }
        return Self.reaches(version, known.sextants) ? .sextant : nil
    }

    /// The cell mode to start in when none is asked for: the finest the terminal draws itself,
    /// else half blocks (exact colours, drawn by every font with `▀`).
    public var bestCells: CellMode { glyphsDrawnByTerminal ?? .half }

    /// Whether `version` is `since` or later (false where `since` is nil).
    private static func reaches(_ version: [Int], _ since: [Int]?) -> Bool {
        guard let since else { return false }
        return !version.lexicographicallyPrecedes(since)
    }

    /// The name and the leading numeric version of ``terminalVersion``: `kitty(0.26.5)` gives
    /// ("kitty", [0, 26, 5]), `ghostty 1.2.0` ("ghostty", [1, 2, 0]), `tmux 3.3a` ("tmux", [3, 3]),
    /// `WezTerm 20240203-110809-5046fc22` ("WezTerm", [20240203]).
    var terminalNameAndVersion: (name: String, version: [Int])? {
        guard let text = terminalVersion else { return nil }
        let name = text.prefix { $0.isLetter || $0 == "-" || $0 == "_" }
        let rest = text.dropFirst(name.count).drop { $0 == "(" || $0 == " " }
        let numbers = rest.prefix { $0.isNumber || $0 == "." }.split(separator: ".").compactMap { Int($0) }
        guard !name.isEmpty, !numbers.isEmpty else { return nil }
        return (String(name), numbers)
    }
}
