/// The faces that make vertices while emitting: clipped triangles, fan4 centres and bilinear
/// patches. None of them is emitted in pieces (``EmitPolicy/emitsInPieces``).
extension Emitter {
    /// Triangle (`ia`, `ib`, `ic`) of face `f`, some corner of which does not project: clipped
    /// in homogeneous space, its polygon drawn or queued as a fan.
    mutating func clipped(_ ia: Int, _ ib: Int, _ ic: Int, face f: Int, id: Int32, index: Int32) {
        let clip = buffers.clip, near = Renderer.nearW
        if clip[ia].w < near && clip[ib].w < near && clip[ic].w < near { return }
        let clipA = scratch.clipA
        clipA[0] = clipVertex(ia, face: f)
        clipA[1] = clipVertex(ib, face: f)
        clipA[2] = clipVertex(ic, face: f)
        for k in 0..<3 where !(clipA[k].p.x.isFinite && clipA[k].p.y.isFinite && clipA[k].p.z.isFinite && clipA[k].p.w.isFinite) {
            return
        }
        let (poly, n) = HomogeneousClipper.clip(clipA, count: 3, scratch: scratch.clipB)
        guard n >= 3 else { return }
        if policy.queues {
            // Each corner of the fan queued once.
            let first = queues.made(project(poly[0]))
            var prev = queues.made(project(poly[1]))
            for k in 2..<n {
                let next = queues.made(project(poly[k]))
                triangles &+= 1
                queue(first, prev, next, id: id, index: index, patch: nil)
                prev = next
            }
            return
        }
        let first = project(poly[0])
        var prev = project(poly[1])
        for k in 2..<n {
            let next = project(poly[k])
            submit(first, prev, next, id: id, index: index, patch: nil)
            prev = next
        }
    }

    /// The fan4 centre: the bilinear patch at (½, ½), which is the corners' average; exact in
    /// homogeneous space because the model transform is linear there.
    mutating func makeCentre(_ i0: Int, _ i1: Int, _ i2: Int, _ i3: Int) {
        let b = buffers, c = scratch.centre, smooth = policy.smooth
        b.clip[c] = (b.clip[i0] + b.clip[i1] + b.clip[i2] + b.clip[i3]) * 0.25
        b.from[c] = (b.from[i0] + b.from[i1] + b.from[i2] + b.from[i3]) * 0.25
        if smooth {
            b.light[c] = (b.light[i0] + b.light[i1] + b.light[i2] + b.light[i3]) * 0.25
            b.specular[c] = (b.specular[i0] + b.specular[i1] + b.specular[i2] + b.specular[i3]) * 0.25
        }
        let h = b.clip[c]
        b.inside[c] = Renderer.projectsDirectly(h)
        if b.inside[c] {
            b.raster[c] = Renderer.project(h, b.from[c], smooth ? b.light[c] : SIMD4(1, 1, 1, 0), smooth ? b.specular[c] : .zero)
        }
    }

    func makePatch(_ i0: Int, _ i1: Int, _ i2: Int, _ i3: Int, face f: Int) -> QuadPatch {
        let b = buffers
        let v = (b.raster[i0], b.raster[i1], b.raster[i2], b.raster[i3])
        let s: Float = 1.0 / 256
        func lit(_ i: Int) -> (SIMD4<Float>, SIMD4<Float>) {
            if policy.smooth { return (b.light[i], b.specular[i]) }
            if policy.flat { return (b.faceLight[f], b.faceSpecular[f]) }
            return (SIMD4(1, 1, 1, 0), .zero)
        }
        let l0 = lit(i0), l1 = lit(i1), l2 = lit(i2), l3 = lit(i3)
        return QuadPatch(x: SIMD4(Float(v.0.x), Float(v.1.x), Float(v.2.x), Float(v.3.x)) * s,
                         y: SIMD4(Float(v.0.y), Float(v.1.y), Float(v.2.y), Float(v.3.y)) * s,
                         u: SIMD4(b.from[i0].x, b.from[i1].x, b.from[i2].x, b.from[i3].x),
                         v: SIMD4(b.from[i0].y, b.from[i1].y, b.from[i2].y, b.from[i3].y),
                         light: (l0.0, l1.0, l2.0, l3.0), specular: (l0.1, l1.1, l2.1, l3.1))
    }

    private func clipVertex(_ i: Int, face f: Int) -> ClipVertex {
        let b = buffers
        if policy.smooth { return ClipVertex(p: b.clip[i], uv: b.from[i], light: b.light[i], specular: b.specular[i]) }
        if policy.flat { return ClipVertex(p: b.clip[i], uv: b.from[i], light: b.faceLight[f], specular: b.faceSpecular[f]) }
        return ClipVertex(p: b.clip[i], uv: b.from[i], light: SIMD4(1, 1, 1, 0), specular: .zero)
    }

    @inline(__always)
    private func project(_ v: ClipVertex) -> RasterVertex {
        Renderer.project(v.p, v.uv, v.light, v.specular)
    }
}
