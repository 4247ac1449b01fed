extension Renderer {
    /// Bytes a band's samples touch per sample: colour and depth (the hit codes are left
    /// alone when the frame keeps no hit records, and cost nothing in the cache then).
    ///
    /// A band is one second-level cache of colour and depth (``SecondLevelCache``): small
    /// enough that its samples stay in the cache from clearing to resolving, large enough
    /// that few triangles straddle two bands and are set up twice. On the 512 KiB Zen 3 core
    /// this is the 1 MB of 16-byte samples measured best: 384 KB (18 rows at 1280 samples)
    /// took 9% more time on one thread and 12% more on two (ripple-100 at 1280×960,
    /// alternated pairs); 2 and 4 MB were no faster, 8 MB slower.
    static let bandBytesPerSample = 8

    /// Rows per band for a frame, or nil when it is drawn in one pass: targets larger than
    /// 512×512 samples are drawn in bands so each band's samples stay in the second-level cache, and with
    /// more than one thread in at least four bands per thread so the threads finish together.
    /// Smaller targets are drawn in one pass, shared out in slices of rows when there is more
    /// than one thread (``slices(for:bandRows:)``). Neither changes a bit of the picture (see
    /// ``Rasterizer``).
    func bandRows(for f: Framing) -> Int? {
        guard allowsBands, f.sampleWidth * f.sampleHeight > bandedAbove else { return nil }
        let k = f.supersample
        let cached = Swift.max(8, SecondLevelCache.bytes / Swift.max(f.sampleWidth * Renderer.bandBytesPerSample, 1))
        if let workers, workers.count > 1 {
            let shared = (f.sampleHeight + 4 * workers.count - 1) / (4 * workers.count)
            let rows = Swift.min(cached, shared)
            return Swift.max(k, rows - rows % k)
        }
        return Swift.max(k, cached - cached % k)
    }

    /// The mean of a queued triangle's corners' z/w: the translucent pass's sort key.
    @inline(__always)
    static func meanDepth(_ t: QueuedTriangle, _ v: UnsafePointer<RasterVertex>) -> Float {
        (v[Int(t.a)].z + v[Int(t.b)].z + v[Int(t.c)].z) / 3
    }

    /// Grows the queue of opaque triangles waiting for their bands (the ``Emitter`` fills
    /// it through its own cursor) and returns where it now lives and how many it holds.
    func growOpaque(keeping count: Int) -> (UnsafeMutablePointer<QueuedTriangle>, Int) {
        queues.opaque.reserve(count + 1, keeping: count)
        return (queues.opaque.pointer, queues.opaque.capacity)
    }

    /// Band by band: the queued triangles are binned by the bands of rows they touch, then
    /// each band is cleared, drawn (opaque triangles in scene order, then translucent ones
    /// back to front) and resolved while its samples are still in the cache, so
    /// rasterization does not stall on memory. With ``threads`` > 1 the pool's threads
    /// share the bands.
    func drawBands(rows: Int, framing f: Framing) {
        let bands = (f.sampleHeight + rows - 1) / rows
        let d = queues.deferred.pointer, v = queues.vertices.pointer
        let order = queues.sorter.sort(count: context.deferredCount) { i in Renderer.meanDepth(d[i], v) }
        if let workers, workers.count > 1, context.opaqueCount >= Renderer.itemsToShare {
            binInParts(queues.opaque.pointer, count: context.opaqueCount, bands: bands, workers: workers)
        } else {
            bin(queues.opaque.pointer, count: context.opaqueCount, order: nil, bands: bands,
                offsets: queues.binOffsets, entries: queues.binEntries)
        }
        bin(queues.deferred.pointer, count: context.deferredCount, order: order, bands: bands,
            offsets: queues.translucentOffsets, entries: queues.translucentEntries)
        let background = context.background, samples = sampleTargets
        let clean = cleanBands(count: bands, rows: rows, framing: f, background: background)
        var start = context.rasterizer
        start.fragments = 0
        start.covered = 0
        let drawn = image.pixels.withUnsafeMutableBufferPointer { out in
            context.surfaces.withUnsafeBufferPointer { s in
                let job = BandJob(rasterizer: start, framing: f, rows: rows, background: background, vertices: v,
                                  opaque: queues.opaque.pointer, opaqueOffsets: queues.binOffsets.pointer, opaqueEntries: queues.binEntries.pointer,
                                  translucent: d, translucentOffsets: queues.translucentOffsets.pointer,
                                  translucentEntries: queues.translucentEntries.pointer, surfaces: s, patches: queues.patches.pointer,
                                  samples: samples, output: out.baseAddress!, clean: clean, interruption: interruption)
                if let workers, workers.count > 1 {
                    // Each thread adds what it drew into its own slot, whichever bands it took.
                    slotCounts.reserve(workers.count)
                    let counts = slotCounts.pointer
                    counts.update(repeating: .zero, count: workers.count)
                    workers.forEachClaim(bands, BandPieces(job: job, start: start, counts: counts))
                    var total = SIMD2<Int>.zero
                    for slot in 0..<workers.count { total &+= counts[slot] }
                    return (fragments: total.x, covered: total.y)
                }
                var r = start
                for band in 0..<bands where !stopRequested() { job.draw(band: band, with: &r) }
                return (fragments: r.fragments, covered: r.covered)
            }
        }
        context.rasterizer.fragments &+= drawn.fragments
        context.rasterizer.covered &+= drawn.covered
    }

    /// Which bands' samples are known to hold only the background, carried from frame to
    /// frame: valid while the bands, the sample buffers and the background stay the same
    /// (anything else, or a frame drawn in one pass, starts over with every band unknown).
    /// A band that was cleared and got no triangle stays clean; ``BandJob`` then skips it.
    func cleanBands(count bands: Int, rows: Int, framing f: Framing, background: UInt32) -> UnsafeMutablePointer<Bool> {
        let key = BandLayout(sampleWidth: f.sampleWidth, sampleHeight: f.sampleHeight, supersample: f.supersample,
                             rows: rows, background: background, samples: samples.color.pointer,
                             hits: context.rasterizer.recordsHits)
        if key != bandLayout {
            bandClean.reserve(bands)
            bandClean.fill(false, count: bands)
            bandLayout = key
        }
        return bandClean.pointer
    }

    /// Bins triangles (in `order`, or index order) by the bands their sample rows touch, as
    /// compressed rows: band b's triangles are entries offsets[b]..<offsets[b + 1].
    private func bin(_ t: UnsafeMutablePointer<QueuedTriangle>, count n: Int, order: UnsafePointer<Int32>?,
                     bands: Int, offsets: ScratchBuffer<Int>, entries: ScratchBuffer<Int32>) {
        offsets.reserve(bands + 1)
        let o = offsets.pointer
        o.update(repeating: 0, count: bands + 1)
        var total = 0
        for k in 0..<n {
            let i = order.map { Int($0[k]) } ?? k
            let first = Int(t[i].firstBand), last = Int(t[i].lastBand)
            if first <= last {
                for band in first...last { o[band + 1] += 1 }
                total += last - first + 1
            }
        }
        for band in 0..<bands { o[band + 1] += o[band] }
        entries.reserve(total)
        let e = entries.pointer
        // Fill using the offsets as cursors, then restore them.
        for k in 0..<n {
            let i = order.map { Int($0[k]) } ?? k
            let first = Int(t[i].firstBand), last = Int(t[i].lastBand)
            if first <= last {
                for band in first...last {
                    e[o[band]] = Int32(i)
                    o[band] += 1
                }
            }
        }
        for band in stride(from: bands, to: 0, by: -1) { o[band] = o[band - 1] }
        o[0] = 0
    }
}

extension Renderer {
    /// ``bin`` for the opaque queue on the pool's threads: each part of the queue counts its
    /// triangles per band, the counts become each part's place in each band (bands in order,
    /// parts in order within a band), and each part writes its entries there. So every band
    /// lists its triangles in queue order, as ``bin`` does.
    func binInParts(_ t: UnsafeMutablePointer<QueuedTriangle>, count n: Int, bands: Int, workers: BandWorkers) {
        let parts = Swift.min(4 * workers.count, n / (Renderer.itemsToShare / 2))
        queues.binCounts.reserve(parts * bands)
        let counts = queues.binCounts.pointer
        workers.forEachClaim(parts, BinParts(triangles: t, count: n, parts: parts, bands: bands, counts: counts, entries: nil))
        queues.binOffsets.reserve(bands + 1)
        let o = queues.binOffsets.pointer
        var total = 0
        for band in 0..<bands {
            o[band] = total
            for part in 0..<parts {
                let c = counts[part * bands + band]
                counts[part * bands + band] = total
                total += c
            }
        }
        o[bands] = total
        queues.binEntries.reserve(total)
        workers.forEachClaim(parts, BinParts(triangles: t, count: n, parts: parts, bands: bands, counts: counts,
                                             entries: queues.binEntries.pointer))
    }
}

/// Parts of the opaque queue binned on the pool's threads (``Renderer/binInParts``): without
/// `entries`, each part counts its triangles per band into its row of `counts`; with them,
/// `counts` holds each part's first entry in each band, and each part writes its triangles.
struct BinParts: PoolJob {
    let triangles: UnsafeMutablePointer<QueuedTriangle>
    let count: Int
    let parts: Int
    let bands: Int
    let counts: UnsafeMutablePointer<Int>
    let entries: UnsafeMutablePointer<Int32>?

    func run(piece part: Int, slot: Int) {
        let row = counts + part * bands
        let range = (count * part / parts)..<(count * (part + 1) / parts)
        guard let entries else {
            row.update(repeating: 0, count: bands)
            for i in range where triangles[i].firstBand <= triangles[i].lastBand {
                for band in Int(triangles[i].firstBand)...Int(triangles[i].lastBand) { row[band] += 1 }
            }
            return
        }
        for i in range where triangles[i].firstBand <= triangles[i].lastBand {
            for band in Int(triangles[i].firstBand)...Int(triangles[i].lastBand) {
                entries[row[band]] = Int32(truncatingIfNeeded: i)
                row[band] += 1
            }
        }
    }
}

/// What the clean-band flags of one frame are valid for (see ``Renderer/cleanBands``).
struct BandLayout: Equatable {
    var sampleWidth: Int
    var sampleHeight: Int
    var supersample: Int
    var rows: Int
    var background: UInt32
    var samples: UnsafeMutablePointer<UInt32>
    /// Whether the frame keeps hit records: a band cleared without them holds stale hit codes.
    var hits: Bool
}

/// A frame's bands as a job for the pool: each thread adds what it drew into its own slot,
/// whichever bands it took.
struct BandPieces: PoolJob {
    let job: BandJob
    let start: Rasterizer
    let counts: UnsafeMutablePointer<SIMD2<Int>>

    func run(piece band: Int, slot: Int) {
        var r = start
        job.draw(band: band, with: &r)
        counts[slot] &+= SIMD2(r.fragments, r.covered)
    }
}
