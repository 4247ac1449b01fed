/// The tails of the renderer's opaque queue and queued vertices, written by a layer's one
/// emitter through local cursors: going through the renderer's `context` per triangle cost an
/// exclusivity check each (about 1% of a banded frame). Either grows through the renderer when
/// it is full; ``Renderer/emitFaces`` stores the counts back when the layer is done.
struct LayerQueues {
    private let renderer: Renderer
    private var opaque: UnsafeMutablePointer<QueuedTriangle>
    private var opaqueCapacity: Int
    private(set) var opaqueCount: Int
    /// Vertex i of the layer is queued vertex `vertexBase + i` (``Renderer/queueLayerVertices``);
    /// the vertices made while emitting follow.
    private(set) var vertices: UnsafeMutablePointer<RasterVertex>
    private var vertexCapacity: Int
    private(set) var vertexCount: Int

    /// The queues as the renderer's frame holds them now.
    init(renderer r: Renderer) {
        renderer = r
        opaque = r.queues.opaque.pointer
        opaqueCapacity = r.queues.opaque.capacity
        opaqueCount = r.context.opaqueCount
        vertices = r.queues.vertices.pointer
        vertexCapacity = r.queues.vertices.capacity
        vertexCount = r.context.queuedVertexCount
    }

    /// Queues an opaque triangle for its bands.
    @inline(__always)
    mutating func append(_ t: QueuedTriangle) {
        if opaqueCount == opaqueCapacity {
            (opaque, opaqueCapacity) = renderer.growOpaque(keeping: opaqueCount)
        }
        opaque[opaqueCount] = t
        opaqueCount &+= 1
    }

    /// Queues a vertex made while emitting and returns its index.
    @inline(__always)
    mutating func made(_ v: RasterVertex) -> Int32 {
        if vertexCount == vertexCapacity {
            (vertices, vertexCapacity) = renderer.growVertices(keeping: vertexCount)
        }
        vertices[vertexCount] = v
        vertexCount &+= 1
        return Int32(truncatingIfNeeded: vertexCount &- 1)
    }

    /// Queues a translucent triangle for the back-to-front pass.
    func appendTranslucent(_ t: QueuedTriangle) {
        renderer.enqueue(t)
    }

    /// Stores a bilinear patch for a queued triangle and returns its index.
    func storePatch(_ p: UnsafePointer<QuadPatch>) -> Int32 {
        renderer.storePatch(p.pointee)
    }
}
