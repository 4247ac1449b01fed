/// How a layer's faces become triangles, decided once per layer from the layer, its surface,
/// the lights and the frame. The emitters' branches read these flags, never the renderer.
struct EmitPolicy {
    let triangulation: Triangulation
    /// Control faces below this index may carry a diagonal of their own (`flip`).
    let diagonalCount: Int
    /// Every vertex of the layer projects directly (``Renderer/projectsDirectly``), so no
    /// quad needs its corners' `inside` read (subdiv-25x3: 40,000 quads, every vertex inside).
    let allInside: Bool
    /// Per-vertex light (smooth shading) or per-face light (flat shading).
    let smooth: Bool
    let flat: Bool
    /// The surface is translucent: its triangles wait for the back-to-front pass.
    let blends: Bool
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

    /// The policy of a layer drawn with `surface` in the renderer's current frame, whose
    /// first `vertices` per-vertex slots hold the layer's projected vertices.
    init(renderer r: Renderer, surface: Surface, triangulation: Triangulation, diagonalCount: Int, vertices: Int) {
        self.triangulation = triangulation
        self.diagonalCount = diagonalCount
        allInside = Emitter.allTrue(r.perVertex.inside.pointer, count: vertices)
        let lit = r.lights.mode != .none
        smooth = lit && !r.lights.flat
        flat = lit && r.lights.flat
        blends = surface.blends
        binning = r.context.bandRows != nil
        queues = binning || surface.blends
        bandRows = Swift.max(r.context.bandRows ?? 1, 1)
        sampleRows = r.context.framing.sampleHeight
        drawsTinyQuads = r.allowsTinyQuads && !flat && !surface.blends && !binning && surface.shade != .color
    }

    /// Without per-face diagonals and `.shorter`, every face is split by ``triangulation``.
    var splitsAlike: Bool { diagonalCount == 0 && triangulation != .shorter }

    /// Whether the faces may be emitted in pieces on several threads (``PieceEmitter``):
    /// opaque triangles waiting for their bands, every corner projecting and every quad split
    /// by a diagonal, so a face makes at most ``trianglesPerQuad`` triangles, made of the
    /// layer's own vertices (no clipped, flat-lit or centre vertex, no patch).
    var emitsInPieces: Bool {
        binning && !blends && allInside && !flat && triangulation != .fan4 && triangulation != .bilinear
    }

    /// The most triangles a face makes when ``emitsInPieces``.
    static let trianglesPerQuad = 2

    /// The first and last band a triangle whose corners lie on sample rows `ya`, `yb`, `yc`
    /// (24.8) reaches, found while its corners are at hand so binning reads no corner; the
    /// last is below the first when it reaches no sample row.
    @inline(__always)
    func bands(_ ya: Int64, _ yb: Int64, _ yc: Int64) -> SIMD2<Int32> {
        let top = Swift.max(Int((Swift.min(ya, yb, yc) &- 128 &+ 255) >> 8), 0)
        let bottom = Swift.min(Int((Swift.max(ya, yb, yc) &- 128) >> 8), sampleRows &- 1)
        return top <= bottom ? SIMD2(Int32(top / bandRows), Int32(bottom / bandRows)) : SIMD2<Int32>(1, 0)
    }
}
