/// The words of `cells`: how many picture pixels one terminal cell shows. The language parses
/// them and the front that draws on a terminal maps them to its own cell modes (the
/// playground's `CellMode`, with its glyphs and pixel counts). The dependency runs from the
/// front to the language, never back: the words are the language's, what they mean on a
/// terminal is the front's, so the command language does not import the terminal encoder.
public enum CellsKeyword: String, CommandKeyword {
    case half, quadrant, sextant, octant
}

/// The words of `graphics`: which picture output to use. As with ``CellsKeyword``, the front
/// maps them to its own requests (`GraphicsRequest`).
public enum GraphicsKeyword: String, CommandKeyword {
    case auto, kitty, iterm, sixel, cells
}

/// The front that shows the picture on a terminal (the playground; `run` and `repl` too, with
/// no picture), which owns how it reaches the terminal: the cell mode and the picture output,
/// and what the terminal reported of them. `cells` and `graphics` are parsed by the language
/// and answered here, so the session holds none of it (``ViewSettings``): not an edit, never
/// undone, saved or journaled. A class: every copy of a session talks to the one front.
public protocol PictureFront: AnyObject {
    /// `cells MODE`, or the next mode for nil (`cells next`, key c).
    func setCells(_ mode: CellsKeyword?)
    /// The cell mode in words and, where the terminal shows something else, what and why: what
    /// `cells` says after its name.
    var cellsDescription: String { get }
    /// `graphics OUTPUT`: switches and says what is in use, or throws why it cannot (and
    /// changes nothing).
    func setGraphics(_ request: GraphicsKeyword) throws(ScriptError) -> String
    /// What `graphics` alone says: what is in use and what it can switch to.
    var graphicsDescription: String { get }
    /// `panel COLUMNS` (already within ``PanelColumns/range``): sets and remembers the panel's
    /// width, and says what the window shows of it.
    func setPanel(columns: Int) -> String
    /// What `panel` alone says.
    var panelDescription: String { get }
}

extension PictureFront {
    /// A front without a panel (`run`, `repl`, a library user's) says so.
    public func setPanel(columns: Int) -> String { PanelColumns.noPanel }
    public var panelDescription: String { PanelColumns.noPanel }
}
