extension Renderer {
    /// The translucent pass: triangles sorted back to front by their mean depth (painter's
    /// order, as Core Animation radix-sorts), blended "over" and tested against the opaque
    /// depth buffer without writing it. Intersecting or cyclically overlapping triangles
    /// are not split, as in Core Animation. A frame shared out in slices draws each slice's
    /// rows on its own thread, all in the same order.
    func drawDeferred() {
        let count = context.deferredCount
        guard count > 0 else { return }
        let d = deferred.pointer
        // Smaller z/w is farther: ascending order draws the farthest first.
        let order = sorter.sort(count: count) { i in (d[i].a.z + d[i].b.z + d[i].c.z) / 3 }
        let p = patches.pointer, interruption = interruption
        // A reference to the array, not a copy: `context` is written below.
        let surfaces = context.surfaces
        surfaces.withUnsafeBufferPointer { s in
            func draw(_ r: inout Rasterizer) {
                for k in 0..<count {
                    if k % Renderer.interruptionStride == 0, interruption.isRequested { break }
                    r.draw(queued: d + Int(order[k]), surfaces: s, patches: p)
                }
            }
            if context.slices > 1 {
                forEachSlice(rows: 0..<context.framing.sampleHeight) { _, r in draw(&r) }
            } else {
                var r = context.rasterizer
                draw(&r)
                context.rasterizer = r
            }
        }
        _ = stopRequested()
    }
}
