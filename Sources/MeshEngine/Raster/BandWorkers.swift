import Foundation

/// A fixed pool of threads that draw the bands of a frame together with the calling thread:
/// one thread per core, made once and parked between frames, so a frame starts no thread and
/// allocates nothing. Bands are handed out one at a time from a shared counter; every band is
/// drawn whole by one thread, in the frame's triangle order, so which thread draws it cannot
/// change a bit of the result.
final class BandWorkers: @unchecked Sendable {
    /// Threads drawing, the caller included.
    let count: Int
    private let condition = NSCondition()
    /// The frame's bands (valid while ``run(_:bands:)`` runs).
    private var job: BandJob?
    private var bands = 0
    private var nextBand = 0
    /// Bumped per frame: a parked worker wakes when it changes.
    private var generation = 0
    /// Pool threads still drawing the current frame.
    private var busy = 0
    private var stopping = false
    /// Fragments and covered samples drawn by each thread (slot 0: the caller) this frame.
    private let counts: UnsafeMutablePointer<SIMD2<Int>>

    /// A pool for `count` threads in all (at least 1); `count − 1` threads are started.
    init(count: Int) {
        self.count = Swift.max(1, count)
        counts = .allocate(capacity: self.count)
        counts.initialize(repeating: .zero, count: self.count)
        for slot in 1..<self.count {
            let thread = Thread { [self] in work(slot: slot) }
            thread.name = "meshplay band \(slot)"
            thread.start()
        }
    }

    deinit { counts.deallocate() }

    /// Ends the pool's threads (they hold the pool until then).
    func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        condition.unlock()
    }

    /// Draws bands `0..<bands` of `job` on every thread of the pool and returns once all are
    /// done, with the fragments and covered samples drawn.
    func run(_ job: BandJob, bands: Int) -> (fragments: Int, covered: Int) {
        condition.lock()
        self.job = job
        self.bands = bands
        nextBand = 0
        busy = count - 1
        generation &+= 1
        condition.broadcast()
        condition.unlock()

        counts[0] = drawBands(job)

        condition.lock()
        while busy > 0 { condition.wait() }
        self.job = nil
        condition.unlock()
        var total = SIMD2<Int>.zero
        for slot in 0..<count { total &+= counts[slot] }
        return (total.x, total.y)
    }

    /// Takes bands until none is left; returns this thread's counts.
    private func drawBands(_ job: BandJob) -> SIMD2<Int> {
        var r = job.rasterizer
        while let band = takeBand() { job.draw(band: band, with: &r) }
        return SIMD2(r.fragments, r.covered)
    }

    private func takeBand() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard nextBand < bands else { return nil }
        nextBand += 1
        return nextBand - 1
    }

    private func work(slot: Int) {
        // Signals (SIGWINCH, SIGINT, SIGTSTP…) stay with the host's threads: one delivered here
        // would not interrupt the host's blocking read, so a resize would go unnoticed.
        var all = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_BLOCK, &all, nil)
        var seen = 0
        while true {
            condition.lock()
            while generation == seen && !stopping { condition.wait() }
            if stopping {
                condition.unlock()
                return
            }
            seen = generation
            let job = self.job
            condition.unlock()

            if let job { counts[slot] = drawBands(job) }

            condition.lock()
            busy -= 1
            if busy == 0 { condition.broadcast() }
            condition.unlock()
        }
    }
}

/// Everything a thread needs to draw bands of one frame: raw views of the frame's queues,
/// bins and buffers, so drawing reads no class property and shares nothing writable but the
/// band's own rows.
struct BandJob {
    /// A rasterizer over the sample buffers with zero counts; each thread draws with a copy.
    var rasterizer: Rasterizer
    let framing: Framing
    let rows: Int
    let background: UInt32
    let opaque: UnsafeMutablePointer<QueuedTriangle>
    let opaqueOffsets: UnsafePointer<Int>
    let opaqueEntries: UnsafePointer<Int32>
    let translucent: UnsafeMutablePointer<QueuedTriangle>
    let translucentOffsets: UnsafePointer<Int>
    let translucentEntries: UnsafePointer<Int32>
    let surfaces: UnsafeBufferPointer<Surface>
    let patches: UnsafeMutablePointer<QuadPatch>
    let samples: SampleTargets
    /// The output image's pixels.
    let output: UnsafeMutablePointer<UInt32>
    /// Per band: whether its samples still hold nothing but the cleared background (see
    /// ``Renderer/cleanBands``). Each band is read and written by the one thread drawing it.
    let clean: UnsafeMutablePointer<Bool>
    /// The renderer's interruption: every thread looks at it every ``Renderer/interruptionStride``
    /// triangles and drops the rest of its band (the renderer then marks the frame interrupted).
    let interruption: Interruption?

    /// Clears band `band`, draws its opaque triangles in scene order and its translucent ones
    /// back to front, then resolves its output rows while its samples are in the cache.
    func draw(band: Int, with r: inout Rasterizer) {
        if interruption.isRequested { return }
        let f = framing
        let y0 = band * rows, y1 = Swift.min(y0 + rows, f.sampleHeight)
        let output = (y0 / f.supersample)..<(y1 / f.supersample)
        let empty = opaqueOffsets[band] == opaqueOffsets[band + 1] && translucentOffsets[band] == translucentOffsets[band + 1]
        if empty && clean[band] {
            // Nothing to draw over samples that are still background: the output rows are the
            // background too, without clearing or reading a sample (most of a frame whose
            // content covers the middle of the viewport).
            (self.output + output.lowerBound * f.outputWidth).update(repeating: Renderer.straight(background),
                                                                      count: output.count * f.outputWidth)
            return
        }
        clean[band] = false
        samples.clear((y0 * f.sampleWidth)..<(y1 * f.sampleWidth), background: background)
        r.firstRow = y0
        r.lastRow = y1 - 1
        for e in opaqueOffsets[band]..<opaqueOffsets[band + 1] {
            if e % Renderer.interruptionStride == 0, interruption.isRequested { return }
            r.draw(queued: opaque + Int(opaqueEntries[e]), surfaces: surfaces, patches: patches)
        }
        for e in translucentOffsets[band]..<translucentOffsets[band + 1] {
            if e % Renderer.interruptionStride == 0, interruption.isRequested { return }
            r.draw(queued: translucent + Int(translucentEntries[e]), surfaces: surfaces, patches: patches)
        }
        Renderer.resolve(f, rows: output, samples: samples.color, background: background, into: self.output)
        clean[band] = empty
    }
}

/// The sample buffers a frame is drawn into.
struct SampleTargets {
    let color: UnsafeMutablePointer<UInt32>
    let depth: UnsafeMutablePointer<Float>
    let hitFace: UnsafeMutablePointer<Int32>

    /// Background colour, infinitely far depth, no hit, for the samples in `range`.
    func clear(_ range: Range<Int>, background: UInt32) {
        (color + range.lowerBound).update(repeating: background, count: range.count)
        (depth + range.lowerBound).update(repeating: -.infinity, count: range.count)
        (hitFace + range.lowerBound).update(repeating: -1, count: range.count)
    }
}
