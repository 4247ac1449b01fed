/// What a terminal can draw of the cell modes, from the start-up probe and the locale: the one
/// rule for the mode a request is shown in (``shown(_:)``) and why it differs (``fallback(_:)``).
///
/// The playground hands it to the session as a value, as it hands over ``GraphicsSetting``, so
/// `cells` says what is on screen while the command language stays free of terminal I/O.
public struct CellSupport: Hashable, Sendable {
    /// Only ASCII can be drawn (no UTF-8 locale, or `--ascii`): every mode keeps to half cells.
    public var ascii: Bool
    /// Why octants cannot be used (``TerminalReplies/octantRefusal``); nil where they can.
    public var octantRefusal: String?
    /// The picture is drawn in mono (no colours).
    public var monochrome: Bool
    /// The finest mode the terminal draws itself (``TerminalReplies/glyphsDrawnByTerminal``);
    /// finer modes than this come from the font, which ``fontWarning(_:)`` says.
    public var drawnByTerminal: CellMode?

    public init(ascii: Bool = false, octantRefusal: String? = nil, monochrome: Bool = false, drawnByTerminal: CellMode? = nil) {
        self.ascii = ascii
        self.octantRefusal = octantRefusal
        self.monochrome = monochrome
        self.drawnByTerminal = drawnByTerminal
    }

    /// Whether `mode`'s glyphs are drawn by the terminal itself or are in nearly every font:
    /// half blocks and quadrants always, sextants and octants where ``drawnByTerminal`` reaches them.
    public func drawsItself(_ mode: CellMode) -> Bool {
        switch mode {
        case .half, .quadrant: true
        case .sextant: drawnByTerminal == .sextant || drawnByTerminal == .octant
        case .octant: drawnByTerminal == .octant
        }
    }

    /// What to look for when `mode` is shown in glyphs the terminal takes from the font, and how
    /// to go back; nil where the terminal draws them itself (or ASCII draws none).
    public func fontWarning(_ mode: CellMode) -> String? {
        let shown = shown(mode)
        guard !ascii, !drawsItself(shown) else { return nil }
        let block = shown == .octant ? "Unicode 16 block octants (U+1CD00…)" : "Unicode 13 block sextants (U+1FB00…)"
        return "\(Self.plural(shown)) come from the font here (this terminal is not known to draw them itself): "
            + "boxes or gaps in the picture mean your font lacks \(block); `cells half` goes back"
    }

    /// The mode's name for the status line: `octant?` where its glyphs come from the font, so the
    /// line never vouches for glyphs that may be boxes.
    public func statusName(_ mode: CellMode) -> String {
        let shown = shown(mode)
        return shown.name + (ascii || drawsItself(shown) ? "" : "?")
    }

    /// How a cell of `mode` draws its pixels where it does not draw each of them: half cells
    /// in mono are one character of a brightness ramp, and in ASCII colour one background
    /// colour, for the mean of the cell's two pixels. Nil where every pixel is drawn (colour
    /// half blocks, and the block glyphs, whose pixels mono inks or leaves blank).
    public func merging(_ mode: CellMode) -> String? {
        guard shown(mode) == .half else { return nil }
        if monochrome {
            return "in mono each cell is one character of a brightness ramp (\"\(ColorQuantiser.rampText)\") for the mean of its 1×2 pixels"
        }
        if ascii { return "in ASCII each cell is one colour, the mean of its 1×2 pixels" }
        return nil
    }

    /// The mode drawn when `mode` is asked for: ASCII has no block glyphs, so it keeps to half
    /// cells, and octants become sextants (the finest mode left) where the terminal lacks them.
    public func shown(_ mode: CellMode) -> CellMode {
        if ascii { return .half }
        return mode == .octant && octantRefusal != nil ? .sextant : mode
    }

    /// What is shown instead of `mode` and why, e.g. `sextants shown, 2×3 pixels per cell,
    /// because kitty 0.26.5 shows octants (Unicode 16) as boxes; …`; nil when `mode` is shown.
    public func fallback(_ mode: CellMode) -> String? {
        let shown = shown(mode)
        guard shown != mode else { return nil }
        let (columns, rows) = shown.glyphPixels
        let what = ascii ? "ASCII half cells" : Self.plural(shown)
        let why = ascii ? "only ASCII can be drawn (no UTF-8 locale, or --ascii)" : octantRefusal ?? ""
        return "\(what) shown, \(columns)×\(rows) pixels per cell, because \(why)"
    }

    /// The glyphs of a mode, as a plural noun.
    private static func plural(_ mode: CellMode) -> String {
        switch mode {
        case .half: "half blocks"
        case .quadrant: "quadrants"
        case .sextant: "sextants"
        case .octant: "octants"
        }
    }
}
