/// The software renderer: scene → (subdivided) meshes → lit, clipped, projected triangles →
/// supersampled colour and depth → box-filtered ``image``, plus overlays and a hit buffer.
///
/// What lasts between frames is named here: the output image, the buffers in groups by what
/// they hold (``SampleBuffers``, ``VertexBuffers``, ``FaceBuffers``, ``FaceRecords``,
/// ``TriangleQueues``: reused, so once sizes are stable a frame allocates nothing of its own,
/// the subdivider's output aside) and the caches. Everything about one frame lives in ``context``, a ``FrameContext`` made fresh
/// by ``render(_:options:)``. A frame is a recipe (``render(_:options:)``): clear, draw each
/// layer (``drawLayer(_:of:framing:options:)``: validate, subdivide, transform, light, emit),
/// then the translucent pass, the resolve to output pixels and the overlays.
///
/// Opaque layers draw first with the depth buffer; translucent ones (opacity < 1 or texels
/// with alpha) are then sorted back to front per triangle with a radix sort and blended
/// "over", depth-tested but not written. Targets larger than 512×512 samples are drawn in
/// bands of rows (``Renderer/drawBands(rows:framing:)``) so that each band's samples stay in
/// the cache; with ``threads`` > 1 every frame is, and a pool of threads shares the bands.
public final class Renderer {
    /// The last render's output.
    public internal(set) var image = Image(width: 0, height: 0)
    /// The frame being drawn, or the last one drawn.
    var context: FrameContext
    /// Whether anything has been rendered (the queries answer nil before).
    var hasRendered = false
    /// Whether large targets may be drawn band by band (tests compare both ways).
    var allowsBands = true
    /// Targets with more samples than this are drawn in bands (``bandRows(for:)``). Tests set
    /// it to 0 so a small frame is banded, which leaves every triangle of the frame in
    /// ``queues`` for the reference rasterizer to draw again.
    var bandedAbove = 512 * 512
    /// Whether quads of at most four samples may be drawn whole (tests compare both ways).
    var allowsTinyQuads = true
    /// Whether spans may be shaded four samples at a time (tests compare both ways).
    var allowsWideSpans = true
    /// Whether the smooth normals of a grid of quads may be gathered per vertex (tests
    /// compare both ways).
    var allowsGridNormals = true
    /// The pool of ``threads`` threads, when more than one.
    var pool: BandWorkers?
    /// The pool the frame being drawn shares its work with: ``pool``, or nil while the
    /// ``governor`` has frames drawn on one thread.
    var workers: BandWorkers?
    /// Decides from the threads' CPU clocks whether the pool pays (``adaptsThreads``).
    var governor: ThreadGovernor?

    /// Threads that rasterize a frame (1–64, the calling thread included): with more than
    /// one, every frame is drawn in bands of rows shared by a fixed pool of threads, and the
    /// picture, depth and hit buffers are the same to the bit as with one.
    public var threads: Int {
        get { pool?.count ?? 1 }
        set {
            let n = Swift.min(Swift.max(newValue, 1), 64)
            guard n != threads else { return }
            pool?.stop()
            pool = n > 1 ? BandWorkers(count: n) : nil
            workers = pool
            if governor != nil { governor = ThreadGovernor() }
        }
    }

    /// The samples the frame is drawn into.
    let samples = SampleBuffers()
    /// Per band, whether its samples hold only the background, and what that is valid for
    /// (``cleanBands(count:rows:framing:background:)``).
    let bandClean = ScratchBuffer<Bool>()
    var bandLayout: BandLayout?
    /// What each piece of a pool job counted (fragments and covered samples per band thread or
    /// slice, a count per vertex range), added up once the job is done.
    let slotCounts = ScratchBuffer<SIMD2<Int>>()
    /// Per-vertex and per-face values of the layer being drawn.
    let perVertex = VertexBuffers()
    let perFace = FaceBuffers()
    /// Each layer's quads, kept from frame to frame (``CollectedQuads``), and the layer's being drawn.
    var layerQuads: [CollectedQuads] = []
    var collected = CollectedQuads()
    var quads: ScratchBuffer<SIMD4<Int32>> { collected.corners }
    var quadControl: ScratchBuffer<Int32> { collected.control }
    var quadSubdivided: ScratchBuffer<Int32> { collected.subdivided }
    var quadCount: Int { collected.count }
    /// What the frame records for its queries and overlays.
    let records = FaceRecords()
    /// Per layer: the depth span `D_P` of the plane it flattens its sublayers into, this
    /// frame (``Renderer/prepareFlattening(_:framing:)``).
    let planeDepthSpan = ScratchBuffer<Double>()
    /// Triangles waiting for their bands or for the back-to-front pass.
    let queues = TriangleQueues()
    /// The output pixels an onion-skin ghost's wires reach (``drawGhost(_:color:alpha:)``).
    let ghostMask = ScratchBuffer<GhostMark>()

    // Caches and per-scene state kept between frames.
    let textures = TextureCache()
    /// The font labels are set in: the host's (FreeType in MeshIO), or meshplay's bitmap font
    /// when nil. Setting it redraws the labels.
    public var typeface: (any Typeface)? {
        get { textures.typeface }
        set {
            textures.typeface = newValue
            subtreeTextures.removeAll()
        }
    }
    /// Per layer drawn as one texture (``Scene/drawsSubtreeAsTexture(_:)``), its subtree's
    /// picture and the renderer that drew it, kept while the subtree is unchanged.
    var subtreeTextures: [Int: SubtreeTexture] = [:]
    /// Whether the container fills the output exactly (``Framing``'s `stretched`): set on the
    /// renderers that draw subtree textures.
    var stretchesFraming = false
    let lights = LightRig()
    let subdivider = Subdivider()
    /// Per layer, the faces last found drawable and the vertex count they were checked
    /// against (``facesAreDrawable(_:layer:)``).
    var drawableFaces: [(faces: [Face], vertexCount: Int)?] = []
    /// The `subdivision N limit` pass, with its output kept between frames.
    var limitPass = LimitSurface()
    var limitVertices: [Vertex] = []
    var limitNormals: [SIMD3<Double>] = []

    /// Asked between layers, every ``Renderer/interruptionStride`` faces and triangles, and
    /// between subdivision steps; when requested the frame stops there with
    /// ``RenderStats/interrupted`` set (the playground's Ctrl-C on a frame that takes seconds).
    public var interruption: Interruption?
    /// How many faces or triangles are drawn between two looks at ``interruption``: often
    /// enough to stop within milliseconds, rare enough to cost nothing measurable.
    static let interruptionStride = 64

    public init() {
        context = FrameContext(rasterizer: samples.rasterizer(width: 0, height: 0))
    }

    deinit { pool?.stop() }

    /// The sample buffers as drawn into (valid until they grow).
    var sampleTargets: SampleTargets { samples.targets }

    /// The framing of the last render; nil before the first.
    var framing: Framing? { hasRendered ? context.framing : nil }

    /// Renders `scene` into ``image`` at `options.width × options.height` pixels, with `ghosts`
    /// (onion skin) under the overlays.
    ///
    /// The frame is drawn without hit records; the first query that reads them
    /// (``hitTest(x:y:)``) draws it again with them (``recordHits()``), so frames nobody asks
    /// about, nearly all of them, do not pay for them.
    @discardableResult
    public func render(_ scene: Scene, options: RenderOptions, ghosts: [Ghost] = []) -> RenderStats {
        timingThreads { render(scene, options: options, ghosts: ghosts, recordingHits: false) }
    }

    /// Draws the last frame again, the same to the bit, now with the hit records the queries
    /// read; nothing when it has them, was interrupted (a half-drawn frame is not asked about)
    /// or nothing was drawn. Not interruptible: the frame was drawn once at this size already.
    func recordHits() {
        guard hasRendered, !context.rasterizer.recordsHits, !context.stats.interrupted else { return }
        let saved = interruption
        interruption = nil
        defer { interruption = saved }
        render(context.scene, options: context.options, ghosts: context.ghosts, recordingHits: true)
    }

    /// ``render(_:options:ghosts:)``, with or without the hit records.
    @discardableResult
    func render(_ scene: Scene, options: RenderOptions, ghosts: [Ghost], recordingHits: Bool) -> RenderStats {
        let f = Framing(scene: scene, options: options, stretched: stretchesFraming)
        image.resize(width: f.outputWidth, height: f.outputHeight)
        let n = f.sampleWidth * f.sampleHeight
        samples.reserve(n)
        var r = samples.rasterizer(width: f.sampleWidth, height: f.sampleHeight)
        r.wideSpans = allowsWideSpans
        r.recordsHits = recordingHits
        let rows = bandRows(for: f)
        context = FrameContext(scene: scene, options: options, ghosts: ghosts, framing: f,
                               background: CachedTexture.premultiplied(scene.background.packed),
                               bandRows: rows, slices: slices(for: f, bandRows: rows), rasterizer: r, reusing: &context)
        hasRendered = true
        lights.prepare(scene.lighting, sceneToView: f.sceneToView)
        subdivider.interruption = interruption
        // Layers that are gone let go of their faces.
        if drawableFaces.count > scene.layers.count { drawableFaces.removeLast(drawableFaces.count - scene.layers.count) }
        if layerQuads.count > scene.layers.count { layerQuads.removeLast(layerQuads.count - scene.layers.count) }
        // So do the pictures of layers no longer drawn as one texture (gone, or without a
        // mesh or sublayers now): a layer that is meshed again draws its subtree afresh.
        if subtreeTextures.keys.contains(where: { !scene.drawsSubtreeAsTexture($0) }) {
            subtreeTextures = subtreeTextures.filter { scene.drawsSubtreeAsTexture($0.key) }
        }

        if context.bandRows == nil {
            if context.slices > 1 { clearSlices() } else { clearSamples(0..<n) }
            // Drawn in one pass: no band's flags describe the buffers any more.
            bandLayout = nil
        }
        if n > 0 {
            prepareFlattening(scene, framing: f)
            for index in scene.layers.indices {
                if stopRequested() { return context.stats }
                context.controlRanges.append(0..<0)
                context.layerFaces.append(context.faceCount..<context.faceCount)
                drawLayer(index, of: scene, framing: f, options: options)
            }
        }
        if stopRequested() { return context.stats }
        if let rows = context.bandRows {
            drawBands(rows: rows, framing: f)
        } else {
            drawDeferred()
            if stopRequested() { return context.stats }
            if context.slices > 1 { resolveSlices() } else { resolve(f, rows: 0..<f.outputHeight) }
        }
        // A half-drawn frame gets no overlays: nothing may be read from it.
        if stopRequested() { return context.stats }
        context.stats.fragments = context.rasterizer.fragments
        context.stats.coveredPixels = context.rasterizer.covered / (f.supersample * f.supersample)
        // Under the overlays: a still edge's ghost must not cover the inspected face's outline.
        drawGhosts(ghosts, current: scene)
        drawOverlays(scene: scene, options: options, framing: f)
        return context.stats
    }

    /// Whether the frame must stop now; marks it interrupted when so.
    @inline(__always)
    func stopRequested() -> Bool {
        if interruption.isRequested { context.stats.interrupted = true }
        return context.stats.interrupted
    }

    /// Background colour, infinitely far depth and, when the frame keeps hit records, no hit,
    /// for the samples in `range`.
    func clearSamples(_ range: Range<Int>) {
        sampleTargets.clear(range, background: context.background, hits: context.rasterizer.recordsHits)
    }
}

/// A triangle waiting for a later pass: translucent ones for the back-to-front pass, opaque
/// ones (large targets) for their bands. Its corners are indices into the frame's queued
/// vertices (``TriangleQueues/vertices``), so queuing a triangle writes 36 bytes, not its
/// three 64-byte corners, and the pieces of a layer emitted on several threads
/// (``Renderer/emitInPieces``) write only these.
struct QueuedTriangle {
    var a: Int32
    var b: Int32
    var c: Int32
    var surface: Int32
    var face: Int32
    var triangle: Int32
    /// Index into the frame's patches for the bilinear mode, or −1.
    var patch: Int32
    /// The bands its sample rows reach when the frame is drawn in bands (`last` < `first`
    /// when it reaches none), found while its corners are at hand so binning reads no corner.
    var firstBand: Int32
    var lastBand: Int32
}

extension Rasterizer {
    /// Draws a queued triangle whose corners are in `vertices`.
    @inline(__always)
    mutating func draw(queued t: UnsafePointer<QueuedTriangle>, vertices: UnsafePointer<RasterVertex>,
                       surfaces: UnsafeBufferPointer<Surface>, patches: UnsafeMutablePointer<QuadPatch>) {
        let q = t.pointee
        let patch = q.patch >= 0 ? UnsafePointer(patches + Int(q.patch)) : nil
        _ = draw(vertices + Int(q.a), vertices + Int(q.b), vertices + Int(q.c), surface: surfaces[Int(q.surface)],
                 face: q.face, triangle: q.triangle, patch: patch)
    }
}
