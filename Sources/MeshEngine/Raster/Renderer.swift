/// The software renderer: scene → (subdivided) meshes → lit, clipped, projected triangles →
/// supersampled colour and depth → box-filtered ``image``, plus overlays and a hit buffer.
///
/// Owns every buffer and reuses it across frames: once sizes are stable a frame allocates
/// nothing of its own (the subdivider's output aside). Opaque layers draw first with the
/// depth buffer; translucent ones (opacity < 1 or texels with alpha) are then sorted back to
/// front per triangle with a radix sort and blended "over", depth-tested but not written.
/// Targets larger than 512×512 samples are drawn in bands of rows (``Renderer/drawBands(rows:framing:)``)
/// so that each band's samples stay in the cache.
public final class Renderer {
    /// The last render's output.
    public internal(set) var image = Image(width: 0, height: 0)

    // Per-sample buffers.
    let color = ScratchBuffer<UInt32>()
    let depth = ScratchBuffer<Float>()
    let hitFace = ScratchBuffer<Int32>()
    let hitUV = ScratchBuffer<UInt32>()
    let hitDepth = ScratchBuffer<Float>()

    // Per-vertex buffers of the layer being drawn (one spare slot for a fan4 centre).
    let position = ScratchBuffer<SIMD3<Double>>()
    let clip = ScratchBuffer<SIMD4<Double>>()
    let inside = ScratchBuffer<Bool>()
    let from = ScratchBuffer<SIMD2<Float>>()
    let normal = ScratchBuffer<SIMD3<Double>>()
    let light = ScratchBuffer<SIMD4<Float>>()
    let specular = ScratchBuffer<SIMD4<Float>>()
    let raster = ScratchBuffer<RasterVertex>()

    // Per-face buffers of the layer being drawn.
    let quads = ScratchBuffer<SIMD4<Int32>>()
    let quadControl = ScratchBuffer<Int32>()
    let quadSubdivided = ScratchBuffer<Int32>()
    let faceNormal = ScratchBuffer<SIMD3<Double>>()
    let faceDiagonal = ScratchBuffer<UInt8>()
    var quadCount = 0

    // Per-frame records.
    /// For each face ID stored in the hit buffer: layer, control face, subdivided face.
    let faceLayer = ScratchBuffer<Int32>()
    let faceControl = ScratchBuffer<Int32>()
    let faceSubdivided = ScratchBuffer<Int32>()
    /// For each face ID: the split actually drawn (``Triangulation`` raw code, never `.shorter`).
    let faceSplit = ScratchBuffer<UInt8>()
    var faceCount = 0
    /// Face IDs of each layer in this frame.
    var layerFaces: [Range<Int>] = []
    /// The scene, options and framing of the last render, for ``frame``.
    var lastScene = Scene(layers: [])
    var lastOptions = RenderOptions(width: 0, height: 0)
    var surfaces: [Surface] = []
    var frameTextures: [CachedTexture] = []
    let deferred = ScratchBuffer<QueuedTriangle>()
    var deferredCount = 0
    let patches = ScratchBuffer<QuadPatch>()
    let patchSlot = ScratchBuffer<QuadPatch>()
    var patchCount = 0
    let sorter = RadixSorter()
    /// Control-mesh vertices in output pixels per layer (NaN when not drawable), for overlays.
    let controlPoints = ScratchBuffer<SIMD2<Double>>()
    var controlRanges: [Range<Int>] = []
    var controlTotal = 0
    let clipIn = ScratchBuffer<ClipVertex>()
    let clipOut = ScratchBuffer<ClipVertex>()

    let textures = TextureCache()
    let lights = LightRig()
    let subdivider = Subdivider()
    var framing: Framing?
    var rasterizer: Rasterizer?
    var stats = RenderStats()
    /// Premultiplied background of the current frame.
    var background: UInt32 = 0
    /// Rows per band when this frame is drawn band by band (large targets), else nil.
    var bandRows: Int?
    /// Whether large targets may be drawn band by band (tests compare both ways).
    var allowsBands = true
    /// Opaque triangles waiting for their bands.
    let opaque = ScratchBuffer<QueuedTriangle>()
    var opaqueCount = 0
    let binOffsets = ScratchBuffer<Int>()
    let binEntries = ScratchBuffer<Int32>()
    let translucentOffsets = ScratchBuffer<Int>()
    let translucentEntries = ScratchBuffer<Int32>()

    /// Asked between layers, every ``Renderer/interruptionStride`` faces and triangles, and
    /// between subdivision steps; when requested the frame stops there with
    /// ``RenderStats/interrupted`` set (the playground's Ctrl-C on a frame that takes seconds).
    public var interruption: Interruption?
    /// How many faces or triangles are drawn between two looks at ``interruption``: often
    /// enough to stop within milliseconds, rare enough to cost nothing measurable.
    static let interruptionStride = 64

    public init() {}

    /// Whether the frame must stop now; marks it interrupted when so.
    @inline(__always)
    func stopRequested() -> Bool {
        if interruption.isRequested { stats.interrupted = true }
        return stats.interrupted
    }

    /// Renders `scene` into ``image`` at `options.width × options.height` pixels.
    @discardableResult
    public func render(_ scene: Scene, options: RenderOptions) -> RenderStats {
        stats = RenderStats()
        let f = Framing(scene: scene, options: options)
        framing = f
        image.resize(width: f.outputWidth, height: f.outputHeight)
        let n = f.sampleWidth * f.sampleHeight
        color.reserve(n)
        depth.reserve(n)
        hitFace.reserve(n)
        hitUV.reserve(n)
        hitDepth.reserve(n)
        background = CachedTexture.premultiplied(scene.background.packed)
        bandRows = bandRows(for: f)
        if bandRows == nil { clearSamples(0..<n) }
        opaqueCount = 0
        faceCount = 0
        layerFaces.removeAll(keepingCapacity: true)
        lastScene = scene
        lastOptions = options
        surfaces.removeAll(keepingCapacity: true)
        frameTextures.removeAll(keepingCapacity: true)
        deferredCount = 0
        patchCount = 0
        controlRanges.removeAll(keepingCapacity: true)
        controlTotal = 0
        rasterizer = Rasterizer(width: f.sampleWidth, height: f.sampleHeight, color: color.pointer, depth: depth.pointer,
                                hitFace: hitFace.pointer, hitUV: hitUV.pointer, hitDepth: hitDepth.pointer)
        lights.prepare(scene.lighting, sceneToView: f.sceneToView)
        stats.subdivisionSteps = Array(repeating: 0, count: scene.layers.count)
        subdivider.interruption = interruption

        if n > 0 {
            for index in scene.layers.indices {
                if stopRequested() { return stats }
                controlRanges.append(0..<0)
                layerFaces.append(faceCount..<faceCount)
                drawLayer(index, of: scene, framing: f, options: options)
            }
        }
        if stopRequested() { return stats }
        if let rows = bandRows {
            drawBands(rows: rows, framing: f)
        } else {
            drawDeferred()
            if stopRequested() { return stats }
            resolve(f, rows: 0..<f.outputHeight)
        }
        if stats.interrupted { return stats }
        stats.fragments = rasterizer?.fragments ?? 0
        stats.coveredPixels = (rasterizer?.covered ?? 0) / (f.supersample * f.supersample)
        drawOverlays(scene: scene, options: options, framing: f)
        return stats
    }

    /// Background colour, infinitely far depth, no hit, for the samples in `range`.
    func clearSamples(_ range: Range<Int>) {
        (color.pointer + range.lowerBound).update(repeating: background, count: range.count)
        (depth.pointer + range.lowerBound).update(repeating: -.infinity, count: range.count)
        (hitFace.pointer + range.lowerBound).update(repeating: -1, count: range.count)
    }
}

/// A triangle waiting for a later pass: translucent ones for the back-to-front pass, opaque
/// ones (large targets) for their bands.
struct QueuedTriangle {
    var a: RasterVertex
    var b: RasterVertex
    var c: RasterVertex
    var surface: Int32
    var face: Int32
    var triangle: Int32
    /// Index into the frame's patches for the bilinear mode, or −1.
    var patch: Int32
}

extension Rasterizer {
    /// Draws a queued triangle with its corners read in place.
    @inline(__always)
    mutating func draw(queued t: UnsafeMutablePointer<QueuedTriangle>, surfaces: UnsafeBufferPointer<Surface>,
                       patches: UnsafeMutablePointer<QuadPatch>) {
        let patch = t.pointee.patch >= 0 ? UnsafePointer(patches + Int(t.pointee.patch)) : nil
        let surface = surfaces[Int(t.pointee.surface)], face = t.pointee.face, triangle = t.pointee.triangle
        withUnsafePointer(to: &t.pointee.a) { a in
            withUnsafePointer(to: &t.pointee.b) { b in
                withUnsafePointer(to: &t.pointee.c) { c in
                    _ = draw(a, b, c, surface: surface, face: face, triangle: triangle, patch: patch)
                }
            }
        }
    }
}
