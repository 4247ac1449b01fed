extension Renderer {
    /// The translucent pass: triangles sorted back to front by their mean depth (painter's
    /// order, as Core Animation radix-sorts), blended "over" and tested against the opaque
    /// depth buffer without writing it. Intersecting or cyclically overlapping triangles
    /// are not split, as in Core Animation.
    func drawDeferred() {
        guard context.deferredCount > 0 else { return }
        var r = context.rasterizer
        let d = deferred.pointer
        // Smaller z/w is farther: ascending order draws the farthest first.
        let order = sorter.sort(count: context.deferredCount) { i in (d[i].a.z + d[i].b.z + d[i].c.z) / 3 }
        let p = patches.pointer
        context.surfaces.withUnsafeBufferPointer { s in
            for k in 0..<context.deferredCount {
                if k % Renderer.interruptionStride == 0, stopRequested() { break }
                r.draw(queued: d + Int(order[k]), surfaces: s, patches: p)
            }
        }
        context.rasterizer = r
    }
}
