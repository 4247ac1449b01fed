@testable import MeshEngine

/// A frame drawn by the ``ReferenceRasterizer`` from the triangles a renderer queued: a
/// renderer told to draw even a small frame in bands (`bandedAbove = 0`) queues every
/// triangle of the frame before drawing any, opaque ones in scene order and translucent
/// ones apart.
extension ReferenceRasterizer {
    /// Draws the triangles the banded renderer `r` queued for its last frame: the opaque ones
    /// in the order they were queued, then the translucent ones back to front by the mean of
    /// their corners' z/w (ties in queue order, as the renderer's stable radix sort).
    static func redraw(_ r: Renderer) -> ReferenceRasterizer {
        let f = r.context.framing
        var reference = ReferenceRasterizer(width: f.sampleWidth, height: f.sampleHeight, background: r.context.background)
        let vertices = r.queues.vertices.pointer, patches = r.queues.patches.pointer
        func draw(_ t: QueuedTriangle) {
            let s = r.context.surfaces[Int(t.surface)]
            reference.draw(vertices[Int(t.a)], vertices[Int(t.b)], vertices[Int(t.c)], surface: s,
                           code: HitCode.make(face: s.faceBase &+ t.face, triangle: t.triangle),
                           patch: t.patch >= 0 ? patches[Int(t.patch)] : nil)
        }
        for i in 0..<r.context.opaqueCount { draw(r.queues.opaque.pointer[i]) }
        let translucent = (0..<r.context.deferredCount).map { r.queues.deferred.pointer[$0] }
        func meanDepth(_ t: QueuedTriangle) -> Float { (vertices[Int(t.a)].z + vertices[Int(t.b)].z + vertices[Int(t.c)].z) / 3 }
        let order = translucent.indices.sorted { i, j in
            let a = meanDepth(translucent[i]), b = meanDepth(translucent[j])
            // The radix sort orders the keys' bits: −0 before +0.
            return a.bitPattern == b.bitPattern ? i < j : a.isTotallyOrdered(belowOrEqualTo: b)
        }
        for i in order { draw(translucent[i]) }
        return reference
    }

    /// What differs between this frame and renderer `r`'s samples, ignoring doubtful samples:
    /// samples whose hit code differs, and, where not ``steep``, whose colour differs by more
    /// than `tolerance` in a channel or whose opaque depth differs by more than ``depthSlack``.
    func differences(from r: Renderer, tolerance: Int) -> (faces: Int, colors: Int, depths: Int, worst: Int) {
        r.recordHits()
        var faces = 0, colors = 0, depths = 0, worst = 0
        for i in 0..<(width * height) where !doubtful[i] {
            if r.samples.hitFace[i] != face[i] { faces += 1 }
            if steep[i] { continue }
            let p = r.samples.color[i], q = color[i]
            var d = 0
            for k in 0..<4 { d = max(d, abs(Int(p >> (8 * k) & 255) - Int(q >> (8 * k) & 255))) }
            worst = max(worst, d)
            if d > tolerance { colors += 1 }
            let z = r.samples.depth[i]
            if !Self.nearlyEqual(Double(z), Double(depth[i])) { depths += 1 }
        }
        return (faces, colors, depths, worst)
    }
}
