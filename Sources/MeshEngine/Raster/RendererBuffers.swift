/// The renderer's flat buffers, grouped by what they hold. Each keeps its memory from frame to
/// frame (``ScratchBuffer``), so once sizes are stable a frame allocates nothing; what is in
/// them belongs to the frame being drawn or the last one drawn (``FrameContext`` counts it).

/// The supersampled samples a frame is drawn into: colour and depth, and the hit records the
/// queries about the frame read.
struct SampleBuffers {
    let color = ScratchBuffer<UInt32>()
    let depth = ScratchBuffer<Float>()
    /// ``HitCode`` per sample, −1 where nothing was drawn.
    let hitFace = ScratchBuffer<Int32>()
    /// `from` per covered sample (``HitCode/packUV(_:_:)``).
    let hitUV = ScratchBuffer<UInt32>()
    /// Depth of translucent top fragments.
    let hitDepth = ScratchBuffer<Float>()

    /// Makes room for `count` samples (the contents are undefined afterwards).
    func reserve(_ count: Int) {
        color.reserve(count)
        depth.reserve(count)
        hitFace.reserve(count)
        hitUV.reserve(count)
        hitDepth.reserve(count)
    }

    /// A rasterizer over the buffers as they are now, `width × height` samples.
    func rasterizer(width: Int, height: Int) -> Rasterizer {
        Rasterizer(width: width, height: height, color: color.pointer, depth: depth.pointer,
                   hitFace: hitFace.pointer, hitUV: hitUV.pointer, hitDepth: hitDepth.pointer)
    }

    /// The buffers a clear writes (valid until they grow).
    var targets: SampleTargets { SampleTargets(color: color.pointer, depth: depth.pointer, hitFace: hitFace.pointer) }
}

/// Per-vertex values of the layer being drawn, one spare slot per slice for a fan4 centre.
struct VertexBuffers {
    /// Homogeneous sample-space position.
    let clip = ScratchBuffer<SIMD4<Double>>()
    /// Whether the vertex projects directly (in front, inside the guard band, finite).
    let inside = ScratchBuffer<Bool>()
    let from = ScratchBuffer<SIMD2<Float>>()
    /// Smooth shading's normal, in layer points, not normalised.
    let normal = ScratchBuffer<SIMD3<Double>>()
    /// Light multiplier and specular term (smooth shading).
    let light = ScratchBuffer<SIMD4<Float>>()
    let specular = ScratchBuffer<SIMD4<Float>>()
    /// The projected vertex the rasterizer reads.
    let raster = ScratchBuffer<RasterVertex>()
}

/// Per-face values of the layer being drawn, and the emitter's working space.
struct FaceBuffers {
    /// The face's vector area in layer points (flat shading, and the sum smooth normals gather).
    let normal = ScratchBuffer<SIMD3<Double>>()
    /// Light multiplier and specular term (flat shading).
    let light = ScratchBuffer<SIMD4<Float>>()
    let specular = ScratchBuffer<SIMD4<Float>>()
    /// Per control face, the diagonal `flip` chose (0: the layer's triangulation).
    let diagonal = ScratchBuffer<UInt8>()
    /// The clipper's polygons, a pair per slice.
    let clipIn = ScratchBuffer<ClipVertex>()
    let clipOut = ScratchBuffer<ClipVertex>()
    /// The bilinear patch of the face being split, one per slice.
    let patchSlot = ScratchBuffer<QuadPatch>()
}

/// What a frame records for the queries and overlays about it: per face ID (``FrameContext/faceCount``
/// entries) where the face came from and how it was split, per layer its control points.
struct FaceRecords {
    /// For each face ID stored in the hit buffer: layer, control face, subdivided face.
    let layer = ScratchBuffer<Int32>()
    let control = ScratchBuffer<Int32>()
    let subdivided = ScratchBuffer<Int32>()
    /// For each face ID: the split actually drawn (``Triangulation`` raw code, never `.shorter`).
    let split = ScratchBuffer<UInt8>()
    /// Control-mesh vertices in output pixels per layer (NaN when not drawable), for overlays.
    let controlPoints = ScratchBuffer<SIMD2<Double>>()
}

/// Triangles waiting for a later pass, and the space to bin them by band and sort them.
struct TriangleQueues {
    /// Translucent triangles waiting for the back-to-front pass.
    let deferred = ScratchBuffer<QueuedTriangle>()
    /// Opaque triangles waiting for their bands.
    let opaque = ScratchBuffer<QueuedTriangle>()
    /// The corners of queued triangles: the projected vertices of each layer that queues
    /// (copied whole when its faces are emitted), then those made while emitting (clipped
    /// polygons, flat-lit copies, fan4 centres).
    let vertices = ScratchBuffer<RasterVertex>()
    /// Bilinear patches of queued triangles.
    let patches = ScratchBuffer<QuadPatch>()
    let sorter = RadixSorter()
    let binOffsets = ScratchBuffer<Int>()
    /// Per part of the opaque queue and band: its triangles there, then its first entry
    /// (``Renderer/binInParts``).
    let binCounts = ScratchBuffer<Int>()
    let binEntries = ScratchBuffer<Int32>()
    let translucentOffsets = ScratchBuffer<Int>()
    let translucentEntries = ScratchBuffer<Int32>()
}
