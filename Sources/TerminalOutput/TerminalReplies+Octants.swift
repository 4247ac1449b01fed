/// Whether octants (U+1CD00…, Unicode 16) can be used for the picture's cells.
///
/// The start-up probe prints one and asks where the cursor went: a terminal or multiplexer whose
/// character tables predate Unicode 16 does not advance (tmux 3.3 on glibc 2.36). A terminal that
/// does advance still draws the character from its font unless it draws block glyphs itself, and
/// common fonts have no octants, so each cell shows a box. Terminals that draw them themselves
/// from a known version on are believed from that version on; older versions of those get
/// sextants.
extension TerminalReplies {
    /// Terminals (by the name XTVERSION gives, lowercased) and the first version that draws
    /// octants itself: kitty 0.40, foot 1.20, ghostty 1.2 (kitty 0.26.5 under Xvfb, checked,
    /// shows a box per octant cell).
    static let octantsDrawnSince: [String: [Int]] = ["kitty": [0, 40], "foot": [1, 20], "ghostty": [1, 2]]

    /// Why octants are not used, nil when they are: the terminal did not advance the cursor by
    /// one column for the probe's octant, or it is a version of a terminal known to draw octants
    /// only from a later version on. A terminal that did not say keeps octants.
    public var octantRefusal: String? {
        if let advance = octantAdvance, advance != 1 {
            return "this terminal did not draw an octant (Unicode 16) at start-up"
        }
        if let (name, version) = terminalNameAndVersion, let since = Self.octantsDrawnSince[name.lowercased()],
           version.lexicographicallyPrecedes(since) {
            let text = version.map(String.init).joined(separator: "."), first = since.map(String.init).joined(separator: ".")
            return "\(name) \(text) shows octants (Unicode 16) as boxes; it draws them from \(first) on"
        }
        return nil
    }

    /// Whether octants can be used (``octantRefusal`` is nil).
    public var drawsOctants: Bool { octantRefusal == nil }

    /// The name and the leading numeric version of ``terminalVersion``: `kitty(0.26.5)` gives
    /// ("kitty", [0, 26, 5]), `ghostty 1.2.0` ("ghostty", [1, 2, 0]), `tmux 3.3a` ("tmux", [3, 3]).
    var terminalNameAndVersion: (name: String, version: [Int])? {
        guard let text = terminalVersion else { return nil }
        let name = text.prefix { $0.isLetter || $0 == "-" || $0 == "_" }
        let rest = text.dropFirst(name.count).drop { $0 == "(" || $0 == " " }
        let numbers = rest.prefix { $0.isNumber || $0 == "." }.split(separator: ".").compactMap { Int($0) }
        guard !name.isEmpty, !numbers.isEmpty else { return nil }
        return (String(name), numbers)
    }
}
