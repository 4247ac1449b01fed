extension Renderer {
    /// Sample-buffer bytes per band: small enough that a band's colour, depth and hit rows
    /// stay in the cache from clearing to resolving.
    static let bandBytes = 384 << 10

    /// Rows per band for a frame, or nil when the target is small enough to draw at once.
    func bandRows(for f: Framing) -> Int? {
        guard allowsBands, f.sampleWidth * f.sampleHeight > 512 * 512 else { return nil }
        let k = f.supersample
        let rows = Swift.max(8, Renderer.bandBytes / (f.sampleWidth * 16))
        return Swift.max(k, rows - rows % k)
    }

    /// Queues an opaque triangle for band-by-band drawing.
    func enqueueOpaque(_ t: QueuedTriangle) {
        opaque.reserve(context.opaqueCount + 1, keeping: context.opaqueCount)
        opaque[context.opaqueCount] = t
        context.opaqueCount += 1
    }

    /// Large targets: the queued triangles are binned by the bands of rows they touch, then
    /// each band is cleared, drawn (opaque triangles in scene order, then translucent ones
    /// back to front) and resolved while its samples are still in the cache, so
    /// rasterization does not stall on memory.
    func drawBands(rows: Int, framing f: Framing) {
        var r = context.rasterizer
        let bands = (f.sampleHeight + rows - 1) / rows
        let d = deferred.pointer
        let order = sorter.sort(count: context.deferredCount) { i in (d[i].a.z + d[i].b.z + d[i].c.z) / 3 }
        bin(opaque.pointer, count: context.opaqueCount, order: nil, rows: rows, bands: bands, height: f.sampleHeight,
            offsets: binOffsets, entries: binEntries)
        bin(deferred.pointer, count: context.deferredCount, order: order, rows: rows, bands: bands, height: f.sampleHeight,
            offsets: translucentOffsets, entries: translucentEntries)
        let p = patches.pointer
        context.surfaces.withUnsafeBufferPointer { s in
            for band in 0..<bands {
                if stopRequested() { break }
                let y0 = band * rows, y1 = Swift.min(y0 + rows, f.sampleHeight)
                let samples = (y0 * f.sampleWidth)..<(y1 * f.sampleWidth)
                clearSamples(samples)
                r.firstRow = y0
                r.lastRow = y1 - 1
                let o = binOffsets.pointer, oe = binEntries.pointer, list = opaque.pointer
                for e in o[band]..<o[band + 1] {
                    if e % Renderer.interruptionStride == 0, stopRequested() { break }
                    r.draw(queued: list + Int(oe[e]), surfaces: s, patches: p)
                }
                let to = translucentOffsets.pointer, te = translucentEntries.pointer
                for e in to[band]..<to[band + 1] {
                    r.draw(queued: d + Int(te[e]), surfaces: s, patches: p)
                }
                resolve(f, rows: (y0 / f.supersample)..<(y1 / f.supersample))
            }
        }
        r.firstRow = 0
        r.lastRow = .max
        context.rasterizer = r
    }

    /// Bins triangles (in `order`, or index order) by the bands their sample rows touch, as
    /// compressed rows: band b's triangles are entries offsets[b]..<offsets[b + 1].
    private func bin(_ t: UnsafeMutablePointer<QueuedTriangle>, count n: Int, order: UnsafePointer<Int32>?,
                     rows: Int, bands: Int, height: Int, offsets: ScratchBuffer<Int>, entries: ScratchBuffer<Int32>) {
        offsets.reserve(bands + 1)
        let o = offsets.pointer
        o.update(repeating: 0, count: bands + 1)
        @inline(__always) func range(_ i: Int) -> ClosedRange<Int>? {
            let a = t[i].a.y, b = t[i].b.y, c = t[i].c.y
            let top = Swift.max(Int((Swift.min(a, b, c) - 128 + 255) >> 8), 0)
            let bottom = Swift.min(Int((Swift.max(a, b, c) - 128) >> 8), height - 1)
            return top <= bottom ? (top / rows)...(bottom / rows) : nil
        }
        var total = 0
        for k in 0..<n {
            let i = order.map { Int($0[k]) } ?? k
            if let r = range(i) {
                for band in r { o[band + 1] += 1 }
                total += r.count
            }
        }
        for band in 0..<bands { o[band + 1] += o[band] }
        entries.reserve(total)
        let e = entries.pointer
        // Fill using the offsets as cursors, then restore them.
        for k in 0..<n {
            let i = order.map { Int($0[k]) } ?? k
            if let r = range(i) {
                for band in r {
                    e[o[band]] = Int32(i)
                    o[band] += 1
                }
            }
        }
        for band in stride(from: bands, to: 0, by: -1) { o[band] = o[band - 1] }
        o[0] = 0
    }
}
