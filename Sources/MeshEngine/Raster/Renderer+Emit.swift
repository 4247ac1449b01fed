extension Renderer {
    /// The layer's draw state: texture from the cache (or `subtree`, its subtree's picture), opacity, lighting mode, culling, and
    /// whether it needs the translucent pass.
    func makeSurface(_ layer: Layer, index: Int, framing f: Framing, texture subtree: CachedTexture? = nil) -> Surface {
        let t = subtree ?? contentTexture(layer, index: index, framing: f)
        context.textures.append(t)
        let opacity = Float(Swift.min(Swift.max(layer.opacity, 0), 1))
        return Surface(texels: t.origin, textureWidth: Int32(t.width), textureHeight: Int32(t.height), textureStride: Int32(t.stride),
                       uniformTexel: t.uniformTexel, opacity: opacity, shade: lights.mode, cullBack: !layer.doubleSided,
                       blends: opacity < 1 || t.hasAlpha, faceBase: Int32(truncatingIfNeeded: context.faceCount))
    }

    /// The layer's own content as a texture, at the size the frame's scale asks for.
    private func contentTexture(_ layer: Layer, index: Int, framing f: Framing) -> CachedTexture {
        let size = TextureCache.textureSize(for: layer.content, layerSize: layer.size, samplesPerPoint: f.scale)
        return textures.texture(forLayer: index, content: layer.content, width: size.width, height: size.height,
                                pixelsPerPoint: Double(size.width) / max(layer.size.width.isFinite ? layer.size.width : 1, 1))
    }

    /// Splits every quad of the layer by its triangulation and draws (or defers) the triangles.
    func emitFaces(layer: Layer, surface: Surface, vertexCount n: Int, layerIndex: Int) {
        let surfaceIndex = Int32(context.surfaces.count)
        context.surfaces.append(surface)
        let total = context.faceCount + quadCount
        records.layer.reserve(total, keeping: context.faceCount)
        records.control.reserve(total, keeping: context.faceCount)
        records.subdivided.reserve(total, keeping: context.faceCount)
        records.split.reserve(total, keeping: context.faceCount)
        let first = context.faceCount
        (records.layer.pointer + first).update(repeating: Int32(layerIndex), count: quadCount)
        (records.control.pointer + first).update(from: quadControl.pointer, count: quadCount)
        (records.subdivided.pointer + first).update(from: quadSubdivided.pointer, count: quadCount)
        var diagonalCount = 0
        if !layer.faceDiagonals.isEmpty {
            let controlFaces = layer.mesh?.faces.count ?? 1
            diagonalCount = Swift.min((layer.faceDiagonals.keys.max() ?? -1) + 1, controlFaces)
            perFace.diagonal.reserve(Swift.max(diagonalCount, 1))
            perFace.diagonal.fill(0, count: diagonalCount)
            for (k, d) in layer.faceDiagonals where k >= 0 && k < diagonalCount {
                perFace.diagonal[k] = d == .d02 ? 1 : 2
            }
        }
        let r = context.rasterizer
        let vertexBase = context.bandRows != nil || surface.blends ? queueLayerVertices(n) : 0
        var e = Emitter(renderer: self, rasterizer: r, surface: surface, surfaceIndex: surfaceIndex,
                        triangulation: layer.triangulation, diagonalCount: diagonalCount, centre: n, vertexBase: vertexBase)
        let quads = quadCount, interruption = interruption
        if context.slices > 1 && !surface.blends {
            // Opaque faces straight into each slice's rows, on its own thread. A translucent
            // layer's triangles are only queued here (``drawDeferred``), by one emitter.
            var triangles = 0
            withUnsafeMutablePointer(to: &triangles) { triangles in
                forEachSlice(rows: layerRows(vertexCount: n),
                             EmitSlice(prototype: e, quads: quads, interruption: interruption, triangles: triangles))
            }
            _ = stopRequested()
            context.stats.triangles += triangles
        } else if let workers, workers.count > 1, quads >= Renderer.itemsToShare, let pieces = PieceEmitter(e) {
            emitInPieces(pieces, quads: quads, workers: workers)
        } else {
            for start in stride(from: 0, to: quads, by: Renderer.interruptionStride) {
                if stopRequested() { break }
                e.faces(start..<Swift.min(start + Renderer.interruptionStride, quads))
            }
            context.rasterizer = e.rasterizer
            context.opaqueCount = e.opaqueCount
            context.queuedVertexCount = e.vertexCount
            context.stats.triangles += e.triangles
        }
        context.layerFaces[layerIndex] = context.faceCount..<total
        context.faceCount = total
    }

    /// The opaque faces of a frame drawn in bands, emitted on the pool's threads: each piece
    /// of faces into its own stretch of the opaque queue, then the stretches closed up in order,
    /// so the queue holds what one emitter would have written (``QueueStretch`` bounds each
    /// stretch). At 1280×960 on two threads, one emitter left the second thread idle for
    /// about a tenth of the frame.
    private func emitInPieces(_ e: PieceEmitter, quads: Int, workers: BandWorkers) {
        // Several pieces per thread, so a thread that starts late takes fewer.
        let pieces = Swift.min(4 * workers.count, quads / (Renderer.itemsToShare / 2))
        let start = context.opaqueCount
        queues.opaque.reserve(QueueStretch.room(faces: 0..<quads, first: start).upperBound, keeping: start)
        slotCounts.reserve(pieces)
        let ends = slotCounts.pointer, queue = queues.opaque.pointer
        workers.forEachClaim(pieces, EmitPieces(prototype: e, queue: queue, start: start, quads: quads, pieces: pieces,
                                                ends: ends, interruption: interruption))
        var count = start, triangles = 0
        for piece in 0..<pieces {
            let stretch = QueueStretch.room(faces: EmitPieces.faces(piece, of: pieces, quads: quads), first: start)
            let n = ends[piece].x
            // Moving down onto itself is allowed (the stretches only ever move down).
            if stretch.lowerBound != count { (queue + count).moveInitialize(from: queue + stretch.lowerBound, count: n) }
            count += n
            triangles += ends[piece].y
        }
        _ = stopRequested()
        context.opaqueCount = count
        context.stats.triangles += triangles
        context.layersInPieces += 1
    }

    /// Copies the layer's `n` projected vertices to the queued vertices, where its queued
    /// triangles find their corners after the next layer has reused the per-vertex buffers,
    /// and returns the index of its first.
    func queueLayerVertices(_ n: Int) -> Int32 {
        let base = context.queuedVertexCount
        queues.vertices.reserve(base + n, keeping: base)
        (queues.vertices.pointer + base).update(from: perVertex.raster.pointer, count: n)
        context.queuedVertexCount = base + n
        return Int32(truncatingIfNeeded: base)
    }

    /// Grows the queued vertices (the ``Emitter`` fills them through its own cursor) and
    /// returns where they now live and how many they hold.
    func growVertices(keeping count: Int) -> (UnsafeMutablePointer<RasterVertex>, Int) {
        queues.vertices.reserve(count + 1, keeping: count)
        return (queues.vertices.pointer, queues.vertices.capacity)
    }

    /// Queues a translucent triangle for the back-to-front pass.
    func enqueue(_ t: QueuedTriangle) {
        queues.deferred.reserve(context.deferredCount + 1, keeping: context.deferredCount)
        queues.deferred[context.deferredCount] = t
        context.deferredCount += 1
    }

    /// Stores a bilinear patch for a deferred triangle and returns its index.
    func storePatch(_ p: QuadPatch) -> Int32 {
        queues.patches.reserve(context.patchCount + 1, keeping: context.patchCount)
        queues.patches[context.patchCount] = p
        context.patchCount += 1
        return Int32(context.patchCount - 1)
    }
}

/// A layer's faces in pieces, each emitted into its own stretch of the opaque queue; a piece
/// reports how many triangles it queued in its stretch and how many its faces make.
struct EmitPieces: PoolJob {
    let prototype: PieceEmitter
    let queue: UnsafeMutablePointer<QueuedTriangle>
    let start: Int
    let quads: Int
    let pieces: Int
    let ends: UnsafeMutablePointer<SIMD2<Int>>
    let interruption: Interruption?

    /// The faces of piece `piece`.
    static func faces(_ piece: Int, of pieces: Int, quads: Int) -> Range<Int> {
        (quads * piece / pieces)..<(quads * (piece + 1) / pieces)
    }

    func run(piece: Int, slot: Int) {
        let f = EmitPieces.faces(piece, of: pieces, quads: quads)
        var stretch = QueueStretch(queue: queue, faces: f, first: start)
        var triangles = 0
        for s in stride(from: f.lowerBound, to: f.upperBound, by: Renderer.interruptionStride) {
            if interruption.isRequested { break }
            triangles += prototype.faces(s..<Swift.min(s + Renderer.interruptionStride, f.upperBound), into: &stretch)
        }
        ends[piece] = SIMD2(stretch.count, triangles)
    }
}

/// One slice's share of a layer: every face through the slice's own emitter, drawing only the
/// slice's rows. Slice 0 reports the triangle count (every slice counts the same).
struct EmitSlice: SliceJob {
    let prototype: Emitter
    let quads: Int
    let interruption: Interruption?
    let triangles: UnsafeMutablePointer<Int>

    func run(slice: Int, rasterizer r: inout Rasterizer) {
        var e = prototype.forSlice(slice, rasterizer: r)
        for start in stride(from: 0, to: quads, by: Renderer.interruptionStride) {
            if interruption.isRequested { break }
            e.faces(start..<Swift.min(start + Renderer.interruptionStride, quads))
        }
        r = e.rasterizer
        if slice == 0 { triangles.pointee = e.triangles }
    }
}
