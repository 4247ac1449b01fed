/// Turns one layer's quads into triangles: picks the split (`layer.triangulation`, or the
/// per-face diagonal override of the control face a quad comes from), builds the fan4
/// centre or the bilinear patch, clips what needs clipping, and hands triangles to the
/// rasterizer (opaque) or to the renderer's queues (translucent, or opaque waiting for bands).
///
/// What it holds, by concern: the layer's buffers (``EmitterBuffers``), the rules decided once
/// per layer (``EmitPolicy``), its slice's working space (``EmitterScratch``) and the queues it
/// appends to (``LayerQueues``). A layer emitted in pieces on several threads goes through
/// ``PieceEmitter`` instead, which cannot make a vertex or outgrow its stretch of the queue.
struct Emitter {
    var rasterizer: Rasterizer
    let surface: Surface
    let surfaceIndex: Int32
    /// The layer's fragment shader, made once (``Rasterizer/drawTinyQuad``).
    let shader: FragmentShader
    let policy: EmitPolicy
    let buffers: EmitterBuffers
    var scratch: EmitterScratch
    /// Whether this emitter records each face's split: the one of slice 0 does (every slice's
    /// emitter walks every face and picks the same splits).
    private(set) var records = true
    var queues: LayerQueues
    /// Vertex i of the layer is queued vertex `vertexBase + i`.
    let vertexBase: Int32
    /// The layer's vertices; slots from here on are spares (fan4 centres).
    let layerVertices: Int
    var triangles = 0

    init(renderer r: Renderer, rasterizer: Rasterizer, surface: Surface, surfaceIndex: Int32,
         triangulation: Triangulation, diagonalCount: Int, centre: Int, vertexBase: Int32) {
        self.rasterizer = rasterizer
        self.surface = surface
        self.surfaceIndex = surfaceIndex
        shader = FragmentShader(surface, code: 0)
        policy = EmitPolicy(renderer: r, surface: surface, triangulation: triangulation,
                            diagonalCount: diagonalCount, vertices: centre)
        buffers = EmitterBuffers(renderer: r)
        scratch = EmitterScratch(renderer: r, centre: centre)
        queues = LayerQueues(renderer: r)
        self.vertexBase = vertexBase
        layerVertices = centre
    }

    /// This emitter for slice `slice` of a frame shared out in slices: `rasterizer` draws only
    /// the slice's rows, and the slice has its own spare slots, so emitters of different
    /// slices run at once on different threads. Slices draw opaque faces at once and queue
    /// nothing.
    func forSlice(_ slice: Int, rasterizer r: Rasterizer) -> Emitter {
        var e = self
        e.rasterizer = r
        e.scratch = scratch.forSlice(slice)
        e.records = slice == 0
        return e
    }

    /// Opaque triangles queued so far in the frame, and queued vertices.
    var opaqueCount: Int { queues.opaqueCount }
    var vertexCount: Int { queues.vertexCount }

    /// Faces `range` in order, with ``face(_:splitsAlike:allInside:)`` inlined into the loop:
    /// called per face from the renderer's loop it was not inlined, and each call spilled and
    /// reloaded the emitter's fields (subdiv-25x3: 32.7 → 32.3 M instructions per frame).
    @inline(never)
    mutating func faces(_ range: Range<Int>) {
        let alike = policy.splitsAlike
        if alike && records { buffers.recordAlikeSplits(range, policy: policy) }
        // A loop of its own when every corner is inside, so that loop reads no `inside`.
        if policy.allInside {
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
    /// With `splitsAlike` every face is split by the layer's triangulation and ``faces(_:)``
    /// has recorded the splits; with `allInside` every corner is known to project directly.
    @inline(__always)
    mutating func face(_ f: Int, splitsAlike: Bool = false, allInside: Bool = false) {
        let q = buffers.quads[f]
        let i0 = Int(q[0]), i1 = Int(q[1]), i2 = Int(q[2]), i3 = Int(q[3])
        var mode = policy.triangulation
        if !splitsAlike {
            mode = buffers.split(of: f, i0, i1, i2, i3, policy: policy)
            if records { buffers.split[f] = mode.code }
        }
        let inside = buffers.inside
        if mode != .fan4 && (allInside || (inside[i0] && inside[i1] && inside[i2] && inside[i3])) {
            guard let box = buffers.sampleBox(i0, i1, i2, i3, in: rasterizer) else {
                triangles &+= 2
                return
            }
            // Most of the others reach at most four samples: drawn whole (``drawTinyQuad``).
            if policy.drawsTinyQuads && mode != .bilinear && box.samples <= 4 {
                triangles &+= 2
                let face = surface.faceBase &+ Int32(truncatingIfNeeded: f)
                let raster = buffers.raster
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
            let centre = scratch.centre
            makeCentre(i0, i1, i2, i3)
            triangle(i0, i1, centre, face: f, id: id, index: 0, patch: nil)
            triangle(i1, i2, centre, face: f, id: id, index: 1, patch: nil)
            triangle(i2, i3, centre, face: f, id: id, index: 2, patch: nil)
            triangle(i3, i0, centre, face: f, id: id, index: 3, patch: nil)
        case .bilinear:
            var patch: UnsafePointer<QuadPatch>? = nil
            let inside = buffers.inside
            if inside[i0] && inside[i1] && inside[i2] && inside[i3] {
                scratch.patchSlot.pointee = makePatch(i0, i1, i2, i3, face: f)
                patch = UnsafePointer(scratch.patchSlot)
            }
            triangle(i0, i1, i2, face: f, id: id, index: 0, patch: patch)
            triangle(i2, i3, i0, face: f, id: id, index: 1, patch: patch)
        }
    }

    /// One triangle of face `f`: directly when its corners project, through the clipper
    /// otherwise (dropped when it lies wholly behind the camera).
    private mutating func triangle(_ ia: Int, _ ib: Int, _ ic: Int, face f: Int, id: Int32, index: Int32, patch: UnsafePointer<QuadPatch>?) {
        let b = buffers
        if b.inside[ia] && b.inside[ib] && b.inside[ic] {
            // Most triangles of a dense mesh cover no sample centre: drop them before copying.
            if rasterizer.missesAllSamples(b.raster + ia, b.raster + ib, b.raster + ic) {
                triangles &+= 1
                return
            }
            if !policy.flat {
                triangles &+= 1
                if policy.queues {
                    queue(corner(ia), corner(ib), corner(ic), id: id, index: index, patch: patch)
                } else {
                    rasterizer.draw(b.raster + ia, b.raster + ib, b.raster + ic, surface: surface, face: id, triangle: index, patch: patch)
                }
                return
            }
            let l = b.faceLight[f], s = b.faceSpecular[f]
            var va = b.raster[ia], vb = b.raster[ib], vc = b.raster[ic]
            va.light = l * va.q; va.specular = s * va.q
            vb.light = l * vb.q; vb.specular = s * vb.q
            vc.light = l * vc.q; vc.specular = s * vc.q
            submit(va, vb, vc, id: id, index: index, patch: patch)
            return
        }
        clipped(ia, ib, ic, face: f, id: id, index: index)
    }

    /// Draws a triangle whose corners were made here (clipped or flat-lit), or queues it.
    @inline(__always)
    mutating func submit(_ a: RasterVertex, _ b: RasterVertex, _ c: RasterVertex, id: Int32, index: Int32, patch: UnsafePointer<QuadPatch>?) {
        triangles &+= 1
        if policy.queues {
            queue(queues.made(a), queues.made(b), queues.made(c), id: id, index: index, patch: patch)
        } else {
            rasterizer.draw(a, b, c, surface: surface, face: id, triangle: index, patch: patch)
        }
    }

    /// Where vertex `i` of the layer is among the queued vertices; a spare slot's vertex (a
    /// fan4 centre, overwritten by the next face) is queued as a copy.
    @inline(__always)
    private mutating func corner(_ i: Int) -> Int32 {
        i < layerVertices ? vertexBase &+ Int32(truncatingIfNeeded: i) : queues.made(buffers.raster[i])
    }

    /// Queues the triangle with corners `a`, `b`, `c` among the queued vertices: translucent
    /// ones for the back-to-front pass, opaque ones for their bands.
    @inline(__always)
    mutating func queue(_ a: Int32, _ b: Int32, _ c: Int32, id: Int32, index: Int32, patch: UnsafePointer<QuadPatch>?) {
        let p: Int32 = patch.map { queues.storePatch($0) } ?? -1
        let v = queues.vertices
        let bands = policy.bands(v[Int(a)].y, v[Int(b)].y, v[Int(c)].y)
        let t = QueuedTriangle(a: a, b: b, c: c, surface: surfaceIndex, face: id, triangle: index, patch: p,
                               firstBand: bands.x, lastBand: bands.y)
        if policy.blends {
            queues.appendTranslucent(t)
        } else {
            queues.append(t)
        }
    }
}
