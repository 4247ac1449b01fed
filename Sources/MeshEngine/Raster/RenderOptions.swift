/// Overlays drawn over a render.
public struct Overlays: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Control-face edges.
    public static let wireframe = Overlays(rawValue: 1)
    /// The diagonal each quad was split along, in its own colour.
    public static let diagonals = Overlays(rawValue: 2)
    /// Vertex dots.
    public static let vertices = Overlays(rawValue: 4)
    /// Vertex index numbers.
    public static let indices = Overlays(rawValue: 8)

    public static let all: Overlays = [.wireframe, .diagonals, .vertices, .indices]

    /// Names as used on the command line and in commands.
    public static let names: [(String, Overlays)] = [
        ("wire", .wireframe), ("diagonals", .diagonals), ("vertices", .vertices), ("indices", .indices),
    ]
}

/// What is highlighted in overlays.
public enum Selection: Hashable, Sendable, Codable {
    case vertex(layer: Int, index: Int)
    case face(layer: Int, index: Int)
}

/// Everything about one render that is not the scene itself.
public struct RenderOptions: Hashable, Sendable {
    /// Output size in pixels (a terminal cell is one pixel wide and two tall).
    public var width: Int
    public var height: Int
    /// Samples per pixel along each axis (1 = no anti-aliasing; 2 = 4 samples per pixel), at
    /// most ``maxSupersample``.
    public var supersample: Int
    public var overlays: Overlays
    public var selection: Selection?
    /// An extra rotation of the whole scene about the container's centre (the TUI's orbit),
    /// applied after the sublayer transform's own rotation, before its perspective.
    public var viewRotation: Transform3D
    /// Magnification of the framed container (1 = the container plus margin fits the output).
    public var zoom: Double
    /// Space around the container when framing, as a fraction of its size.
    public var margin: Double
    /// The area of the container (in container points, after the sublayer transform and orbit)
    /// to frame instead of the whole container: the playground's fit to the drawn mesh
    /// (``RenderedFrame/drawnBounds``). Nil frames the container, as headless renders do.
    public var framedRect: FramedRect?
    /// A face to outline together with the triangles it was drawn as (`inspect`).
    public var highlight: Selection?
    /// Colour the control wireframe and vertices by how far each vertex is from its identity
    /// position (`to` = `from`, z = 0): blue for none, through green and yellow, to red.
    public var deformation = false

    /// The most samples per pixel along each axis the renderer draws (16 per pixel): the one
    /// limit the REPL's `supersample`, scene files and `render --supersample` all check. More
    /// would multiply the sample buffers past the frame's budget (``Framing``'s 4096×4096
    /// samples) already at a 1024×1024 picture, for edges a 4×4 grid already smooths.
    public static let maxSupersample = 4

    public init(width: Int, height: Int, supersample: Int = 2, overlays: Overlays = [], selection: Selection? = nil,
                viewRotation: Transform3D = .identity, zoom: Double = 1, margin: Double = 0.08) {
        self.width = width
        self.height = height
        self.supersample = supersample
        self.overlays = overlays
        self.selection = selection
        self.viewRotation = viewRotation
        self.zoom = zoom
        self.margin = margin
    }
}

/// A rectangle in container points: what ``RenderOptions/framedRect`` fits into the output.
public struct FramedRect: Hashable, Sendable {
    public var origin: Point2D
    public var size: Size

    public init(origin: Point2D, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Whether it can be framed: finite, with some width and height.
    public var isUsable: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
            && size.width > 0 && size.height > 0
    }
}
