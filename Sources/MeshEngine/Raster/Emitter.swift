/// Turns one layer's quads into triangles: picks the split (`layer.triangulation`, or the
/// per-face diagonal override of the control face a quad comes from), builds the fan4
/// centre or the bilinear patch, clips what needs clipping, and hands triangles to the
/// rasterizer (opaque) or to the renderer's queue (translucent).
///
/// Holds raw pointers into the renderer's per-layer buffers so the per-face loop does no
/// class property access.
struct Emitter {
    let renderer: Renderer
    var rasterizer: Rasterizer
    let surface: Surface
    let surfaceIndex: Int32
    let triangulation: Triangulation
    let diagonal: UnsafeMutablePointer<UInt8>
    let diagonalCount: Int
    /// The spare vertex slot used for the fan4 centre (one per slice: ``forSlice(_:rasterizer:)``).
    private(set) var centre: Int
    let quads: UnsafeMutablePointer<SIMD4<Int32>>
    let control: UnsafeMutablePointer<Int32>
    /// Where the split each face is drawn with is recorded, by face ID (see ``Triangulation/code``).
    let split: UnsafeMutablePointer<UInt8>
    let inside: UnsafeMutablePointer<Bool>
    /// Every vertex of the layer projects directly (``Renderer/projectsDirectly``), so no
    /// quad needs its corners' `inside` read (subdiv-25x3: 40,000 quads, every vertex inside).
    let allInside: Bool
    let raster: UnsafeMutablePointer<RasterVertex>
    let clip: UnsafeMutablePointer<SIMD4<Double>>
    let from: UnsafeMutablePointer<SIMD2<Float>>
    /// Per-vertex light (smooth shading) and per-face light (flat shading).
    let light: UnsafeMutablePointer<SIMD4<Float>>
    let specular: UnsafeMutablePointer<SIMD4<Float>>
    let faceLight: UnsafeMutablePointer<SIMD4<Float>>
    let faceSpecular: UnsafeMutablePointer<SIMD4<Float>>
    /// The clipper's polygons (``clipCapacity`` vertices each, one pair per slice).
    private(set) var clipA: UnsafeMutablePointer<ClipVertex>
    private(set) var clipB: UnsafeMutablePointer<ClipVertex>
    static let clipCapacity = 16
    /// Where the current quad's bilinear patch is built (passed on by pointer, it is large;
    /// one per slice).
    private(set) var patchSlot: UnsafeMutablePointer<QuadPatch>
    /// Whether this emitter records each face's split: the one of slice 0 does (every slice's
    /// emitter walks every face and picks the same splits).
    private(set) var records = true
    /// Per-vertex light when lit smoothly; per-face light when flat.
    let smooth: Bool
    let flat: Bool
    /// Opaque triangles wait for their bands instead of being drawn at once.
    let binning: Bool
    /// Triangles are queued (for their bands, or for the translucent pass), not drawn at once.
    let queues: Bool
    /// Sample rows per band when binning (else 1) and the target's sample rows.
    let bandRows: Int
    let sampleRows: Int
    /// Whether quads of at most four samples are drawn whole: opaque, drawn at once, lit per
    /// vertex in grey or not at all (what ``Rasterizer/scanTiny`` shades).
    let drawsTinyQuads: Bool
    /// The layer's fragment shader, made once (``Rasterizer/drawTinyQuad``).
    let shader: FragmentShader
    /// The renderer's opaque queue, written through a local cursor: going through the
    /// renderer's `context` per triangle cost an exclusivity check each (about 1% of a
    /// banded frame). ``Renderer/emitFaces`` stores the count back when the layer is done.
    private var opaqueQueue: UnsafeMutablePointer<QueuedTriangle>
    private var opaqueCapacity: Int
    private(set) var opaqueCount: Int
    /// The renderer's queued vertices, written through a local cursor as the opaque queue:
    /// vertex i of the layer is queued vertex `vertexBase + i` (``Renderer/queueLayerVertices``),
    /// and the vertices made while emitting follow.
    private var vertexQueue: UnsafeMutablePointer<RasterVertex>
    private var vertexCapacity: Int
    private(set) var vertexCount: Int
    let vertexBase: Int32
    /// The layer's vertices; slots from here on are spares (fan4 centres).
    let layerVertices: Int
    /// Whether this emitter writes a piece's stretch of the queue on a thread of the pool
    /// (``forPiece(queue:stretch:)``): it must never grow a buffer the other pieces write into.
    private var inPiece = false
    var triangles = 0

    init(renderer r: Renderer, rasterizer: Rasterizer, surface: Surface, surfaceIndex: Int32,
         triangulation: Triangulation, diagonalCount: Int, centre: Int, vertexBase: Int32) {
        renderer = r
        self.rasterizer = rasterizer
        self.surface = surface
        self.surfaceIndex = surfaceIndex
        self.triangulation = triangulation
        diagonal = r.perFace.diagonal.pointer
        self.diagonalCount = diagonalCount
        self.centre = centre
        quads = r.quads.pointer
        control = r.quadControl.pointer
        split = r.records.split.pointer + r.context.faceCount
        inside = r.perVertex.inside.pointer
        allInside = Emitter.allTrue(r.perVertex.inside.pointer, count: centre)
        raster = r.perVertex.raster.pointer
        clip = r.perVertex.clip.pointer
        from = r.perVertex.from.pointer
        let slices = r.context.slices
        r.perFace.clipIn.reserve(Emitter.clipCapacity * slices)
        r.perFace.clipOut.reserve(Emitter.clipCapacity * slices)
        clipA = r.perFace.clipIn.pointer
        clipB = r.perFace.clipOut.pointer
        r.perFace.patchSlot.reserve(slices)
        patchSlot = r.perFace.patchSlot.pointer
        let lit = r.lights.mode != .none
        smooth = lit && !r.lights.flat
        flat = lit && r.lights.flat
        binning = r.context.bandRows != nil
        queues = binning || surface.blends
        bandRows = Swift.max(r.context.bandRows ?? 1, 1)
        sampleRows = r.context.framing.sampleHeight
        drawsTinyQuads = r.allowsTinyQuads && !flat && !surface.blends && !binning && surface.shade != .color
        shader = FragmentShader(surface, code: 0)
        opaqueQueue = r.queues.opaque.pointer
        opaqueCapacity = r.queues.opaque.capacity
        opaqueCount = r.context.opaqueCount
        vertexQueue = r.queues.vertices.pointer
        vertexCapacity = r.queues.vertices.capacity
        vertexCount = r.context.queuedVertexCount
        self.vertexBase = vertexBase
        layerVertices = centre
        light = r.perVertex.light.pointer
        specular = r.perVertex.specular.pointer
        faceLight = r.perFace.light.pointer
        faceSpecular = r.perFace.specular.pointer
    }

    /// This emitter for slice `slice` of a frame shared out in slices: `rasterizer` draws only
    /// the slice's rows, and the slice has its own spare slots, so emitters of different
    /// slices run at once on different threads.
    func forSlice(_ slice: Int, rasterizer r: Rasterizer) -> Emitter {
        var e = self
        e.rasterizer = r
        e.centre = centre + slice
        e.clipA = clipA + Emitter.clipCapacity * slice
        e.clipB = clipB + Emitter.clipCapacity * slice
        e.patchSlot = patchSlot + slice
        e.records = slice == 0
        return e
    }

    /// Whether the faces may be emitted in pieces on several threads
    /// (``Renderer/emitInPieces``): opaque triangles waiting for their bands, every corner
    /// projecting and every quad split by a diagonal, so a face makes at most
    /// ``trianglesPerQuad`` triangles, made of the layer's own vertices, and nothing but the
    /// emitter's queue cursor is written (no clipped, flat-lit or centre vertex, no patch).
    var emitsInPieces: Bool {
        binning && !surface.blends && allInside && !flat && triangulation != .fan4 && triangulation != .bilinear
    }

    /// The most triangles a face makes when ``emitsInPieces``.
    static let trianglesPerQuad = 2

    /// This emitter for a piece of the faces whose triangles go to `stretch` of `queue`.
    func forPiece(queue: UnsafeMutablePointer<QueuedTriangle>, stretch: Range<Int>) -> Emitter {
        var e = self
        e.opaqueQueue = queue
        e.opaqueCount = stretch.lowerBound
        e.opaqueCapacity = stretch.upperBound
        e.triangles = 0
        e.inPiece = true
        return e
    }

    /// Faces `range` in order, with ``face(_:)`` inlined into the loop: called per face from
    /// the renderer's loop it was not inlined, and each call spilled and reloaded the
    /// emitter's fields (subdiv-25x3: 32.7 → 32.3 M instructions per frame).
    ///
    /// Without per-face diagonals and `.shorter`, every face is split the same way: the
    /// splits are recorded at once and the loop carries no per-face choice (subdiv-25x3:
    /// 32.3 → 31.4 M instructions per frame).
    @inline(never)
    mutating func faces(_ range: Range<Int>) {
        let alike = diagonalCount == 0 && triangulation != .shorter
        if alike && records { (split + range.lowerBound).update(repeating: triangulation.code, count: range.count) }
        // A loop of its own when every corner is inside, so that loop reads no `inside`.
        if allInside {
            for f in range { face(f, splitsAlike: alike, allInside: true) }
        } else {
            for f in range { face(f, splitsAlike: alike) }
        }
    }

    /// Whether all `count` flags from `p` are true, eight at a time: a `Bool` is stored as
    /// the byte 1, so eight true flags are the word 0x0101…01.
    static func allTrue(_ p: UnsafePointer<Bool>, count: Int) -> Bool {
        let raw = UnsafeRawPointer(p), words = count / 8
        for k in 0..<words where raw.loadUnaligned(fromByteOffset: 8 * k, as: UInt64.self) != 0x0101_0101_0101_0101 {
            return false
        }
        for k in (8 * words)..<count where !p[k] { return false }
        return true
    }

    /// Face `f`: its split recorded, then dropped when its box reaches no sample, drawn whole
    /// when tiny, else split into triangles (``triangles(of:mode:_:_:_:_:)``). Inlined into the
    /// per-face loop, so the common cases cost no call.
    /// With `splitsAlike` every face is split by `triangulation` and ``faces(_:)`` has
    /// recorded the splits; with `allInside` every corner is known to project directly.
    @inline(__always)
    mutating func face(_ f: Int, splitsAlike: Bool = false, allInside: Bool = false) {
        let q = quads[f]
        let i0 = Int(q[0]), i1 = Int(q[1]), i2 = Int(q[2]), i3 = Int(q[3])
        var mode = triangulation
        if !splitsAlike {
            let cf = Int(control[f])
            if cf < diagonalCount {
                switch diagonal[cf] {
                case 1: mode = .diagonal02
                case 2: mode = .diagonal13
                default: break
                }
            }
            if mode == .shorter { mode = shorterDiagonal(i0, i1, i2, i3) }
            if records { split[f] = mode.code }
        }
        let id = Int32(truncatingIfNeeded: f)
        if mode != .fan4 && (allInside || (inside[i0] && inside[i1] && inside[i2] && inside[i3])) {
            // Most quads of a dense mesh cover no sample centre: test the quad's box once
            // instead of each triangle's (a quad's triangles lie inside its corners' box).
            // The cheapest test first, on the corners' extent alone; the target's edges
            // matter only to the quads that pass it.
            let extent = Rasterizer.QuadExtent(raster + i0, raster + i1, raster + i2, raster + i3)
            if extent.reachesNoSampleCentre {
                triangles &+= 2
                return
            }
            let box = rasterizer.sampleBox(extent)
            if box.isEmpty {
                triangles &+= 2
                return
            }
            // Most of the others reach at most four samples: drawn whole (``drawTinyQuad``).
            if drawsTinyQuads && mode != .bilinear && box.samples <= 4 {
                triangles &+= 2
                let face = surface.faceBase &+ id
                if mode == .diagonal13 {
                    rasterizer.drawTinyQuad(raster + i0, raster + i1, raster + i3, raster + i1, raster + i2, raster + i3,
                                            box: box, shader: shader, cullBack: surface.cullBack, face: face)
                } else {
                    rasterizer.drawTinyQuad(raster + i0, raster + i1, raster + i2, raster + i2, raster + i3, raster + i0,
                                            box: box, shader: shader, cullBack: surface.cullBack, face: face)
                }
                return
            }
        }
        triangles(of: f, mode: mode, i0, i1, i2, i3)
    }

    /// The triangles of face `f` split by `mode`, one by one.
    @inline(never)
    private mutating func triangles(of f: Int, mode: Triangulation, _ i0: Int, _ i1: Int, _ i2: Int, _ i3: Int) {
        let id = Int32(truncatingIfNeeded: f)
        switch mode {
        case .diagonal02, .shorter:
            triangle(i0, i1, i2, face: f, id: id, index: 0, patch: nil)
            triangle(i2, i3, i0, face: f, id: id, index: 1, patch: nil)
        case .diagonal13:
            triangle(i0, i1, i3, face: f, id: id, index: 0, patch: nil)
            triangle(i1, i2, i3, face: f, id: id, index: 1, patch: nil)
        case .fan4:
            makeCentre(i0, i1, i2, i3)
            triangle(i0, i1, centre, face: f, id: id, index: 0, patch: nil)
            triangle(i1, i2, centre, face: f, id: id, index: 1, patch: nil)
            triangle(i2, i3, centre, face: f, id: id, index: 2, patch: nil)
            triangle(i3, i0, centre, face: f, id: id, index: 3, patch: nil)
        case .bilinear:
            var patch: UnsafePointer<QuadPatch>? = nil
            if inside[i0] && inside[i1] && inside[i2] && inside[i3] {
                patchSlot.pointee = makePatch(i0, i1, i2, i3, face: f)
                patch = UnsafePointer(patchSlot)
            }
            triangle(i0, i1, i2, face: f, id: id, index: 0, patch: patch)
            triangle(i2, i3, i0, face: f, id: id, index: 1, patch: patch)
        }
    }

    /// `.shorter`: the diagonal that is shorter on screen; 0–2 when a corner is clipped.
    private func shorterDiagonal(_ i0: Int, _ i1: Int, _ i2: Int, _ i3: Int) -> Triangulation {
        guard inside[i0], inside[i1], inside[i2], inside[i3] else { return .diagonal02 }
        func d2(_ a: RasterVertex, _ b: RasterVertex) -> Double {
            let dx = Double(a.x - b.x), dy = Double(a.y - b.y)
            return dx * dx + dy * dy
        }
        return d2(raster[i1], raster[i3]) < d2(raster[i0], raster[i2]) ? .diagonal13 : .diagonal02
    }

    /// The fan4 centre: the bilinear patch at (½, ½), which is the corners' average; exact in
    /// homogeneous space because the model transform is linear there.
    private mutating func makeCentre(_ i0: Int, _ i1: Int, _ i2: Int, _ i3: Int) {
        let c = centre
        clip[c] = (clip[i0] + clip[i1] + clip[i2] + clip[i3]) * 0.25
        from[c] = (from[i0] + from[i1] + from[i2] + from[i3]) * 0.25
        if smooth {
            light[c] = (light[i0] + light[i1] + light[i2] + light[i3]) * 0.25
            specular[c] = (specular[i0] + specular[i1] + specular[i2] + specular[i3]) * 0.25
        }
        let h = clip[c]
        inside[c] = Renderer.projectsDirectly(h)
        if inside[c] {
            raster[c] = Renderer.project(h, from[c], smooth ? light[c] : SIMD4(1, 1, 1, 0), smooth ? specular[c] : .zero)
        }
    }

    private func makePatch(_ i0: Int, _ i1: Int, _ i2: Int, _ i3: Int, face f: Int) -> QuadPatch {
        let v = (raster[i0], raster[i1], raster[i2], raster[i3])
        let s: Float = 1.0 / 256
        func lit(_ i: Int) -> (SIMD4<Float>, SIMD4<Float>) {
            if smooth { return (light[i], specular[i]) }
            if flat { return (faceLight[f], faceSpecular[f]) }
            return (SIMD4(1, 1, 1, 0), .zero)
        }
        let l0 = lit(i0), l1 = lit(i1), l2 = lit(i2), l3 = lit(i3)
        return QuadPatch(x: SIMD4(Float(v.0.x), Float(v.1.x), Float(v.2.x), Float(v.3.x)) * s,
                         y: SIMD4(Float(v.0.y), Float(v.1.y), Float(v.2.y), Float(v.3.y)) * s,
                         u: SIMD4(from[i0].x, from[i1].x, from[i2].x, from[i3].x),
                         v: SIMD4(from[i0].y, from[i1].y, from[i2].y, from[i3].y),
                         light: (l0.0, l1.0, l2.0, l3.0), specular: (l0.1, l1.1, l2.1, l3.1))
    }

    /// One triangle of face `f`: directly when its corners project, through the clipper
    /// otherwise (dropped when it lies wholly behind the camera).
    private mutating func triangle(_ ia: Int, _ ib: Int, _ ic: Int, face f: Int, id: Int32, index: Int32, patch: UnsafePointer<QuadPatch>?) {
        if inside[ia] && inside[ib] && inside[ic] {
            // Most triangles of a dense mesh cover no sample centre: drop them before copying.
            if rasterizer.missesAllSamples(raster + ia, raster + ib, raster + ic) {
                triangles &+= 1
                return
            }
            if !flat {
                triangles &+= 1
                if queues {
                    queue(corner(ia), corner(ib), corner(ic), id: id, index: index, patch: patch)
                } else {
                    rasterizer.draw(raster + ia, raster + ib, raster + ic, surface: surface, face: id, triangle: index, patch: patch)
                }
                return
            }
            var a = raster[ia], b = raster[ib], c = raster[ic]
            if flat {
                let l = faceLight[f], s = faceSpecular[f]
                a.light = l * a.q; a.specular = s * a.q
                b.light = l * b.q; b.specular = s * b.q
                c.light = l * c.q; c.specular = s * c.q
            }
            submit(a, b, c, id: id, index: index, patch: patch)
            return
        }
        let near = Renderer.nearW
        if clip[ia].w < near && clip[ib].w < near && clip[ic].w < near { return }
        clipA[0] = clipVertex(ia, face: f)
        clipA[1] = clipVertex(ib, face: f)
        clipA[2] = clipVertex(ic, face: f)
        for k in 0..<3 where !(clipA[k].p.x.isFinite && clipA[k].p.y.isFinite && clipA[k].p.z.isFinite && clipA[k].p.w.isFinite) {
            return
        }
        let (poly, n) = HomogeneousClipper.clip(clipA, count: 3, scratch: clipB)
        guard n >= 3 else { return }
        if queues {
            // Each corner of the fan queued once.
            let first = made(project(poly[0]))
            var prev = made(project(poly[1]))
            for k in 2..<n {
                let next = made(project(poly[k]))
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

    private func clipVertex(_ i: Int, face f: Int) -> ClipVertex {
        if smooth { return ClipVertex(p: clip[i], uv: from[i], light: light[i], specular: specular[i]) }
        if flat { return ClipVertex(p: clip[i], uv: from[i], light: faceLight[f], specular: faceSpecular[f]) }
        return ClipVertex(p: clip[i], uv: from[i], light: SIMD4(1, 1, 1, 0), specular: .zero)
    }

    @inline(__always)
    private func project(_ v: ClipVertex) -> RasterVertex {
        Renderer.project(v.p, v.uv, v.light, v.specular)
    }

    /// Draws a triangle whose corners were made here (clipped or flat-lit), or queues it.
    @inline(__always)
    private mutating func submit(_ a: RasterVertex, _ b: RasterVertex, _ c: RasterVertex, id: Int32, index: Int32, patch: UnsafePointer<QuadPatch>?) {
        triangles &+= 1
        if queues {
            queue(made(a), made(b), made(c), id: id, index: index, patch: patch)
        } else {
            rasterizer.draw(a, b, c, surface: surface, face: id, triangle: index, patch: patch)
        }
    }

    /// Where vertex `i` of the layer is among the queued vertices; a spare slot's vertex (a
    /// fan4 centre, overwritten by the next face) is queued as a copy.
    @inline(__always)
    private mutating func corner(_ i: Int) -> Int32 {
        i < layerVertices ? vertexBase &+ Int32(truncatingIfNeeded: i) : made(raster[i])
    }

    /// Queues a vertex made while emitting and returns its index.
    @inline(__always)
    private mutating func made(_ v: RasterVertex) -> Int32 {
        // The pieces share the queued vertices: one making a vertex would race the others.
        precondition(!inPiece, "a piece of faces made a vertex (see emitsInPieces)")
        if vertexCount == vertexCapacity {
            (vertexQueue, vertexCapacity) = renderer.growVertices(keeping: vertexCount)
        }
        vertexQueue[vertexCount] = v
        vertexCount &+= 1
        return Int32(truncatingIfNeeded: vertexCount &- 1)
    }

    /// Queues the triangle with corners `a`, `b`, `c` among the queued vertices: translucent
    /// ones for the back-to-front pass, opaque ones for their bands.
    @inline(__always)
    private mutating func queue(_ a: Int32, _ b: Int32, _ c: Int32, id: Int32, index: Int32, patch: UnsafePointer<QuadPatch>?) {
        let p: Int32 = patch.map { patch in
            precondition(!inPiece, "a piece of faces made a patch (see emitsInPieces)")
            return renderer.storePatch(patch.pointee)
        } ?? -1
        let ya = vertexQueue[Int(a)].y, yb = vertexQueue[Int(b)].y, yc = vertexQueue[Int(c)].y
        let top = Swift.max(Int((Swift.min(ya, yb, yc) &- 128 &+ 255) >> 8), 0)
        let bottom = Swift.min(Int((Swift.max(ya, yb, yc) &- 128) >> 8), sampleRows &- 1)
        let bands = top <= bottom ? SIMD2(Int32(top / bandRows), Int32(bottom / bandRows)) : SIMD2<Int32>(1, 0)
        let t = QueuedTriangle(a: a, b: b, c: c, surface: surfaceIndex, face: id, triangle: index, patch: p,
                               firstBand: bands.x, lastBand: bands.y)
        if surface.blends {
            renderer.enqueue(t)
        } else {
            if opaqueCount == opaqueCapacity {
                precondition(!inPiece, "a piece of faces outgrew its stretch of the queue (see emitsInPieces)")
                (opaqueQueue, opaqueCapacity) = renderer.growOpaque(keeping: opaqueCount)
            }
            opaqueQueue[opaqueCount] = t
            opaqueCount &+= 1
        }
    }
}
