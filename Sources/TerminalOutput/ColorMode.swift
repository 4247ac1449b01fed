/// How many colours the terminal can show, from best to worst.
public enum ColorMode: String, CaseIterable, Hashable, Sendable {
    /// 24-bit `ESC[38;2;r;g;bm` colours.
    case truecolor
    /// The xterm 256-colour palette (`ESC[38;5;nm`); only indices 16–255, whose colours are standard.
    case palette256
    /// The 16 ANSI colours (`ESC[3xm`, `ESC[9xm`).
    case palette16
    /// No colour: cells become luminance glyphs on the default background.
    case mono

    /// Parses the names used by `--color`: `truecolor` (or `24bit`), `256`, `16`, `mono` (or `none`).
    public init?(name: String) {
        switch name.lowercased() {
        case "truecolor", "24bit", "direct": self = .truecolor
        case "256", "palette256": self = .palette256
        case "16", "palette16": self = .palette16
        case "mono", "none", "0": self = .mono
        default: return nil
        }
    }

    /// The short name shown in the status line and accepted by ``init(name:)``.
    public var name: String {
        switch self {
        case .truecolor: "truecolor"
        case .palette256: "256"
        case .palette16: "16"
        case .mono: "mono"
        }
    }
}

/// Everything that decides which cells an image becomes, besides the image itself.
public struct CellEncoding: Hashable, Sendable {
    public var mode: ColorMode
    /// No UTF-8 locale: draw only ASCII (colour modes lose the half-block's vertical resolution
    /// and show each cell's average colour as a background-coloured space).
    public var ascii: Bool
    /// Ordered 4×4 Bayer dithering before palette quantisation (no effect in truecolor or mono).
    public var dither: Bool
    /// Pixels per cell and the glyphs that show them.
    public var cells: CellMode
    /// Why the terminal cannot use Unicode 16 octants (``TerminalReplies/octantRefusal``); nil
    /// where it draws them.
    public var octantRefusal: String?
    /// Mono's ink is darker than the paper: the terminal's default background is light
    /// (``TerminalReplies/lightBackground``), so dark pixels are inked and bright ones left
    /// blank, and the picture is not a negative. No effect in the colour modes.
    public var darkInk: Bool
    /// The finest cell mode the terminal draws itself (``CellSupport/drawnByTerminal``).
    public var drawnByTerminal: CellMode?

    public init(mode: ColorMode = .truecolor, ascii: Bool = false, dither: Bool = false, cells: CellMode = .half,
                octantRefusal: String? = nil, darkInk: Bool = false, drawnByTerminal: CellMode? = nil) {
        self.drawnByTerminal = drawnByTerminal
        self.mode = mode
        self.ascii = ascii
        self.dither = dither
        self.cells = cells
        self.octantRefusal = octantRefusal
        self.darkInk = darkInk
    }

    /// What this encoding can draw of the cell modes.
    public var support: CellSupport { CellSupport(ascii: ascii, octantRefusal: octantRefusal, monochrome: mode == .mono,
                                                drawnByTerminal: drawnByTerminal) }

    /// The cell mode actually drawn (``CellSupport/shown(_:)``).
    public var effectiveCells: CellMode { support.shown(cells) }
}
