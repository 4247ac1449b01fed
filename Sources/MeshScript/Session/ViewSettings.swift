import MeshEngine

/// How the host shows the document, as opposed to what the document holds: the output size,
/// the framing and view aids. Not an edit: never undone, saved or journaled, and an undo or a
/// restore leaves it as it is.
///
/// Gathered in one value so that it can move to the front that owns the frame. How the picture
/// reaches a terminal (the cell mode, the picture output) is the front's already
/// (``PictureFront``).
public struct ViewSettings: Hashable, Sendable {
    /// The pixel size of the frame `pick`, `stats`, `inspect` and `render` (without a size)
    /// use: set by the `viewport` command or, in the playground, by the window
    /// (``Session/followViewport(width:height:)``).
    public internal(set) var outputWidth = 160
    public internal(set) var outputHeight = 120
    /// Whether the output size follows the host's window, so `viewport` only reports it.
    public internal(set) var followsWindow = false
    /// The part of the container the view frames (set by `fit`); nil frames the whole container.
    public internal(set) var fitRect: FramedRect?
    /// Whether the view re-fits itself to the drawn mesh when it has no fit (the playground's
    /// choice; headless renders keep the container framing of the seed figures).
    public var autoFits = false
    /// The face `inspect` last reported, highlighted with its drawn triangles.
    public internal(set) var inspected: Selection?
    /// View aids (`onion`, `deformation`).
    public internal(set) var onionFrames = 0
    public internal(set) var showsDeformation = false

    public init() {}
}
