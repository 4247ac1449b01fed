extension Renderer {
    /// The layer's draw state: texture from the cache, opacity, lighting mode, culling, and
    /// whether it needs the translucent pass.
    func makeSurface(_ layer: Layer, index: Int, framing f: Framing) -> Surface {
        let size = TextureCache.textureSize(for: layer.content, layerSize: layer.size, samplesPerPoint: f.scale)
        let t = textures.texture(forLayer: index, content: layer.content, width: size.width, height: size.height)
        frameTextures.append(t)
        let opacity = Float(Swift.min(Swift.max(layer.opacity, 0), 1))
        return Surface(texels: t.origin, textureWidth: Int32(t.width), textureHeight: Int32(t.height), textureStride: Int32(t.stride),
                       uniformTexel: t.uniformTexel, opacity: opacity, shade: lights.mode, cullBack: !layer.doubleSided,
                       blends: opacity < 1 || t.hasAlpha, faceBase: Int32(truncatingIfNeeded: faceCount))
    }

    /// Splits every quad of the layer by its triangulation and draws (or defers) the triangles.
    func emitFaces(layer: Layer, surface: Surface, vertexCount n: Int, layerIndex: Int) {
        let surfaceIndex = Int32(surfaces.count)
        surfaces.append(surface)
        let total = faceCount + quadCount
        faceLayer.reserve(total, keeping: faceCount)
        faceControl.reserve(total, keeping: faceCount)
        faceSubdivided.reserve(total, keeping: faceCount)
        faceSplit.reserve(total, keeping: faceCount)
        for f in 0..<quadCount {
            faceLayer[faceCount + f] = Int32(layerIndex)
            faceControl[faceCount + f] = quadControl[f]
            faceSubdivided[faceCount + f] = quadSubdivided[f]
        }
        var diagonalCount = 0
        if !layer.faceDiagonals.isEmpty {
            let controlFaces = layer.mesh?.faces.count ?? 1
            diagonalCount = Swift.min((layer.faceDiagonals.keys.max() ?? -1) + 1, controlFaces)
            faceDiagonal.reserve(Swift.max(diagonalCount, 1))
            faceDiagonal.fill(0, count: diagonalCount)
            for (k, d) in layer.faceDiagonals where k >= 0 && k < diagonalCount {
                faceDiagonal[k] = d == .d02 ? 1 : 2
            }
        }
        guard let r = rasterizer else { return }
        var e = Emitter(renderer: self, rasterizer: r, surface: surface, surfaceIndex: surfaceIndex,
                        triangulation: layer.triangulation, diagonalCount: diagonalCount, centre: n)
        for f in 0..<quadCount {
            if f % Renderer.interruptionStride == 0, stopRequested() { break }
            e.face(f)
        }
        rasterizer = e.rasterizer
        stats.triangles += e.triangles
        layerFaces[layerIndex] = faceCount..<total
        faceCount = total
    }

    /// Queues a translucent triangle for the back-to-front pass.
    func enqueue(_ t: QueuedTriangle) {
        deferred.reserve(deferredCount + 1, keeping: deferredCount)
        deferred[deferredCount] = t
        deferredCount += 1
    }

    /// Stores a bilinear patch for a deferred triangle and returns its index.
    func storePatch(_ p: QuadPatch) -> Int32 {
        patches.reserve(patchCount + 1, keeping: patchCount)
        patches[patchCount] = p
        patchCount += 1
        return Int32(patchCount - 1)
    }
}
