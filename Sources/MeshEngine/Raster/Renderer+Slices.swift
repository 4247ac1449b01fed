extension Renderer {
    /// How many slices of rows a frame drawn in one pass is shared out in: one per thread of
    /// the pool, each drawn by its own thread (every face is walked by every thread, and each
    /// draws only the samples of its own rows), or 1 when one thread draws it all. Frames
    /// drawn in bands share their bands instead (``drawBands(rows:framing:)``).
    ///
    /// Nothing is queued: the triangles go straight from the emitter to each slice's
    /// rasterizer, as on one thread, so a dense mesh drawn small gains from the second core
    /// too. Every sample is drawn by one thread, in the frame's triangle order, so the picture
    /// is the same to the bit.
    func slices(for f: Framing, bandRows: Int?) -> Int {
        guard bandRows == nil, let workers, workers.count > 1 else { return 1 }
        return Swift.min(workers.count, f.outputHeight)
    }

    /// Runs `work` for every slice, on whichever thread of the pool takes it first, each with a
    /// copy of the frame's rasterizer limited to its slice of the sample `rows` (cut into
    /// nearly equal runs) and with zero counts, and adds the fragments and samples each drew to
    /// the frame's.
    func forEachSlice<W: SliceJob>(rows: Range<Int>, _ work: W) {
        guard let workers else { return }
        let slices = context.slices
        slotCounts.reserve(slices)
        let counts = slotCounts.pointer
        workers.forEachClaim(slices, SlicePieces(work: work, start: context.rasterizer, rows: rows, slices: slices, counts: counts))
        for slice in 0..<slices {
            context.rasterizer.fragments &+= counts[slice].x
            context.rasterizer.covered &+= counts[slice].y
        }
    }

    /// Runs `work` over the parts of `0..<n` (a layer's vertices or faces, each written
    /// independently), handed out to the pool's threads when there are enough for the handing
    /// out to pay, else all of them here. Returns the sum of what the parts return.
    func forEachPart<W: PartJob>(of n: Int, _ work: W) -> Int {
        guard let workers, workers.count > 1, n >= Renderer.itemsToShare else { return work.run(0..<n) }
        // Several parts per thread, so a thread that starts late takes fewer.
        let parts = Swift.min(4 * workers.count, n / (Renderer.itemsToShare / 2))
        slotCounts.reserve(parts)
        let counts = slotCounts.pointer
        workers.forEachClaim(parts, PartPieces(work: work, count: n, parts: parts, counts: counts))
        var total = 0
        for part in 0..<parts { total &+= counts[part].x }
        return total
    }

    /// Vertices or faces from which a layer's per-vertex work is shared out
    /// (``forEachPart(of:_:)``): handing out and waiting cost a few microseconds, about what
    /// a thousand vertices take.
    static let itemsToShare = 2048

    /// The sample rows the layer's `n` projected vertices reach, where its faces are drawn:
    /// what a layer's slices share out, so that each thread gets a fair part of a layer that
    /// covers only part of the frame (a cube's faces, each a layer, would otherwise fall
    /// mostly to one thread each). All rows when a vertex is clipped.
    func layerRows(vertexCount n: Int) -> Range<Int> {
        let height = context.framing.sampleHeight
        guard n > 0 else { return 0..<0 }
        let ok = perVertex.inside.pointer, rv = perVertex.raster.pointer
        var low = Int64.max, high = Int64.min
        for i in 0..<n {
            guard ok[i] else { return 0..<height }
            low = Swift.min(low, rv[i].y)
            high = Swift.max(high, rv[i].y)
        }
        // Rows whose sample centre ((y + ½) · 256) lies between the extremes.
        let top = Int(Swift.max(Swift.min((low &+ 127) >> 8, Int64(height)), 0))
        let bottom = Int(Swift.max(Swift.min((high &- 128) >> 8, Int64(height) - 1), -1))
        return top..<Swift.max(top, bottom + 1)
    }

    /// Clears the samples of every slice of the frame on its own thread.
    func clearSlices() {
        let f = context.framing
        forEachSlice(rows: 0..<f.sampleHeight, ClearSlice(samples: sampleTargets, width: f.sampleWidth, background: context.background))
    }

    /// Resolves the output rows of every slice of the frame on its own thread.
    func resolveSlices() {
        guard let workers else { return }
        let f = context.framing, samples = samples.color.pointer, background = context.background, slices = context.slices
        image.pixels.withUnsafeMutableBufferPointer { out in
            guard let base = out.baseAddress else { return }
            workers.forEachClaim(slices, ResolveSlice(framing: f, samples: samples, background: background, output: base, slices: slices))
        }
    }
}

/// Work on one slice of rows (``Renderer/forEachSlice(rows:_:)``), drawn with `r`.
protocol SliceJob {
    func run(slice: Int, rasterizer r: inout Rasterizer)
}

/// Work on a range of a layer's vertices or faces (``Renderer/forEachPart(of:_:)``); returns
/// a count to add up.
protocol PartJob {
    func run(_ part: Range<Int>) -> Int
}

/// Slices as a job for the pool: each with its own rasterizer over its rows.
struct SlicePieces<W: SliceJob>: PoolJob {
    let work: W
    let start: Rasterizer
    let rows: Range<Int>
    let slices: Int
    let counts: UnsafeMutablePointer<SIMD2<Int>>

    func run(piece slice: Int, slot: Int) {
        var r = start
        r.fragments = 0
        r.covered = 0
        r.firstRow = rows.lowerBound + rows.count * slice / slices
        r.lastRow = rows.lowerBound + rows.count * (slice + 1) / slices - 1
        work.run(slice: slice, rasterizer: &r)
        counts[slice] = SIMD2(r.fragments, r.covered)
    }
}

/// Parts of `0..<count` as a job for the pool.
struct PartPieces<W: PartJob>: PoolJob {
    let work: W
    let count: Int
    let parts: Int
    let counts: UnsafeMutablePointer<SIMD2<Int>>

    func run(piece part: Int, slot: Int) {
        counts[part].x = work.run((count * part / parts)..<(count * (part + 1) / parts))
    }
}

/// Background, infinitely far depth and no hit for a slice's samples.
struct ClearSlice: SliceJob {
    let samples: SampleTargets
    let width: Int
    let background: UInt32

    func run(slice: Int, rasterizer r: inout Rasterizer) {
        samples.clear((r.firstRow * width)..<((r.lastRow + 1) * width), background: background, hits: r.recordsHits)
    }
}

/// The output rows of one slice of the frame, resolved from its samples.
struct ResolveSlice: PoolJob {
    let framing: Framing
    let samples: UnsafeMutablePointer<UInt32>
    let background: UInt32
    let output: UnsafeMutablePointer<UInt32>
    let slices: Int

    func run(piece slice: Int, slot: Int) {
        let h = framing.outputHeight
        Renderer.resolve(framing, rows: (slice * h / slices)..<((slice + 1) * h / slices), samples: samples,
                         background: background, into: output)
    }
}
