extension Renderer {
    /// The layer's draw state: texture from the cache, opacity, lighting mode, culling, and
    /// whether it needs the translucent pass.
    func makeSurface(_ layer: Layer, index: Int, framing f: Framing) -> Surface {
        let size = TextureCache.textureSize(for: layer.content, layerSize: layer.size, samplesPerPoint: f.scale)
        let t = textures.texture(forLayer: index, content: layer.content, width: size.width, height: size.height,
                                 pixelsPerPoint: Double(size.width) / max(layer.size.width.isFinite ? layer.size.width : 1, 1))
        context.textures.append(t)
        let opacity = Float(Swift.min(Swift.max(layer.opacity, 0), 1))
        return Surface(texels: t.origin, textureWidth: Int32(t.width), textureHeight: Int32(t.height), textureStride: Int32(t.stride),
                       uniformTexel: t.uniformTexel, opacity: opacity, shade: lights.mode, cullBack: !layer.doubleSided,
                       blends: opacity < 1 || t.hasAlpha, faceBase: Int32(truncatingIfNeeded: context.faceCount))
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
        var e = Emitter(renderer: self, rasterizer: r, surface: surface, surfaceIndex: surfaceIndex,
                        triangulation: layer.triangulation, diagonalCount: diagonalCount, centre: n)
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
        } else {
            for start in stride(from: 0, to: quads, by: Renderer.interruptionStride) {
                if stopRequested() { break }
                e.faces(start..<Swift.min(start + Renderer.interruptionStride, quads))
            }
            context.rasterizer = e.rasterizer
            context.opaqueCount = e.opaqueCount
            context.stats.triangles += e.triangles
        }
        context.layerFaces[layerIndex] = context.faceCount..<total
        context.faceCount = total
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
