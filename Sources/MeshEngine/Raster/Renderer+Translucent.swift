extension Renderer {
    /// The translucent pass: triangles sorted back to front by their mean depth (painter's
    /// order, as Core Animation radix-sorts), blended "over" and tested against the opaque
    /// depth buffer without writing it. Intersecting or cyclically overlapping triangles
    /// are not split, as in Core Animation. A frame shared out in slices draws each slice's
    /// rows on its own thread, all in the same order.
    func drawDeferred() {
        let count = context.deferredCount
        guard count > 0 else { return }
        // Without hit records the opaque pass left the hit codes alone (SampleTargets.clear).
        let f = context.framing
        if !context.rasterizer.recordsHits { sampleTargets.clearHits(0..<(f.sampleWidth * f.sampleHeight)) }
        let d = queues.deferred.pointer, v = queues.vertices.pointer
        // Smaller z/w is farther: ascending order draws the farthest first.
        let order = queues.sorter.sort(count: count) { i in Renderer.meanDepth(d[i], v) }
        let p = queues.patches.pointer, interruption = interruption
        // A reference to the array, not a copy: `context` is written below.
        let surfaces = context.surfaces
        surfaces.withUnsafeBufferPointer { s in
            let pass = DeferredPass(triangles: d, vertices: v, order: order, count: count, surfaces: s, patches: p, interruption: interruption)
            if context.slices > 1 {
                forEachSlice(rows: 0..<context.framing.sampleHeight, pass)
            } else {
                var r = context.rasterizer
                pass.run(slice: 0, rasterizer: &r)
                context.rasterizer = r
            }
        }
        _ = stopRequested()
    }
}

/// The translucent triangles in back-to-front order, drawn with a rasterizer (of the whole
/// frame, or of one slice of it).
struct DeferredPass: SliceJob {
    let triangles: UnsafeMutablePointer<QueuedTriangle>
    /// Their corners.
    let vertices: UnsafePointer<RasterVertex>
    let order: UnsafePointer<Int32>
    let count: Int
    let surfaces: UnsafeBufferPointer<Surface>
    let patches: UnsafeMutablePointer<QuadPatch>
    let interruption: Interruption?

    func run(slice: Int, rasterizer r: inout Rasterizer) {
        for k in 0..<count {
            if k % Renderer.interruptionStride == 0, interruption.isRequested { break }
            r.draw(queued: triangles + Int(order[k]), vertices: vertices, surfaces: surfaces, patches: patches)
        }
    }
}
