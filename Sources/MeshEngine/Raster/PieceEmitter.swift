/// A piece of a layer's faces emitted on a thread of the pool, into the piece's own stretch of
/// the opaque queue (``Renderer/emitInPieces``). Made only for a layer whose policy
/// ``EmitPolicy/emitsInPieces`` (checked once, by the failable init): every corner projects
/// and every quad is split by a diagonal, so each face makes at most two triangles of the
/// layer's own vertices. It holds no queue but its ``QueueStretch`` and no renderer: it cannot
/// make a vertex or a patch, or grow a buffer the other pieces write into.
struct PieceEmitter {
    let rasterizer: Rasterizer
    let surfaceIndex: Int32
    let policy: EmitPolicy
    let buffers: EmitterBuffers
    /// Vertex i of the layer is queued vertex `vertexBase + i`.
    let vertexBase: Int32

    /// The pieces of `layer`'s emitter, or nil when its faces must be emitted by one emitter.
    init?(_ layer: Emitter) {
        guard layer.policy.emitsInPieces else { return nil }
        rasterizer = layer.rasterizer
        surfaceIndex = layer.surfaceIndex
        policy = layer.policy
        buffers = layer.buffers
        vertexBase = layer.vertexBase
    }

    /// Faces `range` of the layer into `stretch` (made for faces including them); returns the
    /// triangles they make, drawn or dropped. Each face queues at most its two triangles, as
    /// the stretch's room allows. The splits are recorded as the layer's emitter records them.
    func faces(_ range: Range<Int>, into stretch: inout QueueStretch) -> Int {
        var triangles = 0
        let alike = policy.splitsAlike
        if alike { buffers.recordAlikeSplits(range, policy: policy) }
        for f in range {
            let q = buffers.quads[f]
            let i0 = Int(q[0]), i1 = Int(q[1]), i2 = Int(q[2]), i3 = Int(q[3])
            var mode = policy.triangulation
            if !alike {
                mode = buffers.split(of: f, i0, i1, i2, i3, policy: policy)
                buffers.split[f] = mode.code
            }
            triangles &+= 2
            guard buffers.sampleBox(i0, i1, i2, i3, in: rasterizer) != nil else { continue }
            let id = Int32(truncatingIfNeeded: f)
            if mode == .diagonal13 {
                queue(i0, i1, i3, id: id, index: 0, into: &stretch)
                queue(i1, i2, i3, id: id, index: 1, into: &stretch)
            } else {
                queue(i0, i1, i2, id: id, index: 0, into: &stretch)
                queue(i2, i3, i0, id: id, index: 1, into: &stretch)
            }
        }
        return triangles
    }

    /// Queues triangle `index` of face `id`, with corners `ia`, `ib`, `ic` of the layer, unless
    /// it covers no sample centre.
    @inline(__always)
    private func queue(_ ia: Int, _ ib: Int, _ ic: Int, id: Int32, index: Int32, into stretch: inout QueueStretch) {
        let raster = buffers.raster
        if rasterizer.missesAllSamples(raster + ia, raster + ib, raster + ic) { return }
        // The layer's queued vertices are copies of `raster` (``Renderer/queueLayerVertices``).
        let bands = policy.bands(raster[ia].y, raster[ib].y, raster[ic].y)
        stretch.append(QueuedTriangle(a: vertexBase &+ Int32(truncatingIfNeeded: ia), b: vertexBase &+ Int32(truncatingIfNeeded: ib),
                                      c: vertexBase &+ Int32(truncatingIfNeeded: ic), surface: surfaceIndex, face: id,
                                      triangle: index, patch: -1, firstBand: bands.x, lastBand: bands.y))
    }
}
