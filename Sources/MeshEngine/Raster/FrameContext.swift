/// Everything that belongs to one frame: what it was drawn from, its framing, the rasterizer
/// over the sample buffers, the running counts of faces and queued triangles, and the records
/// the queries about the frame read (``RenderedFrame``).
///
/// ``Renderer/render(_:options:)`` makes a fresh one per frame, so no counter is reset by hand
/// and nothing of the previous frame leaks into the next. Its arrays take over the previous
/// frame's storage (``init(scene:options:ghosts:framing:background:bandRows:slices:rasterizer:reusing:)``),
/// so a warm frame allocates nothing.
struct FrameContext {
    /// The scene and options the frame is drawn from (animations and maps already applied).
    let scene: Scene
    let options: RenderOptions
    /// The onion skin drawn under the overlays (kept to draw the frame again with hit records).
    let ghosts: [Ghost]
    let framing: Framing
    /// Premultiplied background colour.
    let background: UInt32
    /// Rows per band when the frame is drawn band by band (large targets), else nil.
    let bandRows: Int?
    /// Slices of rows the frame is shared out in when drawn in one pass (1: one thread draws
    /// it all; ``Renderer/slices(for:bandRows:)``).
    let slices: Int
    /// The rasterizer over the renderer's sample buffers, with this frame's fragment counts.
    var rasterizer: Rasterizer
    var stats = RenderStats()
    /// Face IDs handed out so far: the per-face records hold this many entries.
    var faceCount = 0
    /// Face IDs of each layer.
    var layerFaces: [Range<Int>]
    /// Each layer's control vertices among the renderer's control points (``FaceRecords/controlPoints``).
    var controlRanges: [Range<Int>]
    var controlTotal = 0
    /// The inspected face (``RenderOptions/highlight``) as drawn, when what was drawn is not its
    /// control quad (subdivided, or moved onto the limit surface): its outline as pairs of points
    /// in layer unit coordinates, and its four corners when it was drawn as one quad.
    var highlightOutline: [Point3D] = []
    var highlightCorners: [Point3D] = []
    /// Draw state of each drawn layer, indexed by the queued triangles.
    var surfaces: [Surface]
    /// The textures the surfaces point into, held until the frame is done.
    var textures: [CachedTexture]
    /// Entries used in the renderer's queues: opaque triangles for their bands, translucent
    /// triangles for the back-to-front pass, their corners, and bilinear patches of queued
    /// triangles.
    var opaqueCount = 0
    var queuedVertexCount = 0
    /// Layers whose faces were emitted in pieces on several threads (``Renderer/emitInPieces``).
    var layersInPieces = 0
    var deferredCount = 0
    var patchCount = 0

    /// A frame drawn from `scene` and `options`, taking over the arrays of `previous`.
    init(scene: Scene, options: RenderOptions, ghosts: [Ghost], framing: Framing, background: UInt32, bandRows: Int?,
         slices: Int, rasterizer: Rasterizer, reusing previous: inout FrameContext) {
        self.scene = scene
        self.options = options
        self.ghosts = ghosts
        self.framing = framing
        self.background = background
        self.bandRows = bandRows
        self.slices = slices
        self.rasterizer = rasterizer
        layerFaces = FrameContext.emptied(&previous.layerFaces)
        controlRanges = FrameContext.emptied(&previous.controlRanges)
        surfaces = FrameContext.emptied(&previous.surfaces)
        textures = FrameContext.emptied(&previous.textures)
        stats.subdivisionSteps = Array(repeating: 0, count: scene.layers.count)
    }

    /// The context before the first frame: nothing drawn, nothing to ask about.
    init(rasterizer: Rasterizer) {
        scene = Scene(layers: [])
        options = RenderOptions(width: 0, height: 0)
        ghosts = []
        framing = Framing(scene: scene, options: options)
        background = 0
        bandRows = nil
        slices = 1
        self.rasterizer = rasterizer
        layerFaces = []
        controlRanges = []
        surfaces = []
        textures = []
    }

    /// Moves `array`'s storage out, emptied (capacity kept), leaving `array` empty.
    private static func emptied<T>(_ array: inout [T]) -> [T] {
        var taken: [T] = []
        swap(&taken, &array)
        taken.removeAll(keepingCapacity: true)
        return taken
    }
}
