import Foundation
import Synchronization

/// A fixed pool of threads that work on a frame together with the calling thread: one thread
/// per core, made once and parked between frames, so a frame starts no thread and allocates
/// nothing. ``forEachClaim(_:_:)`` hands out the pieces of one job (bands, slices, ranges of
/// vertices) one at a time from a shared counter to whichever thread asks first, so a thread
/// that starts late (its core busy with something else) takes fewer pieces instead of holding
/// the frame up; which thread draws a piece cannot change a bit of the result.
///
/// A frame hands out several jobs (clear, each layer, resolve) a few microseconds apart, and
/// waking a parked thread takes tens of microseconds on a virtual machine, more than a small
/// job's work. So both sides first spin for a while (``spinNanoseconds``) on atomics, and park
/// on the condition only when nothing comes.
final class BandWorkers: @unchecked Sendable {
    /// Threads working, the caller included.
    let count: Int
    private let condition = NSCondition()
    /// The current job (valid while ``forEachClaim(_:_:)`` runs; written before
    /// ``generation`` is bumped, read only by a thread inside the job): where it lies on the
    /// caller's stack and the function that runs a piece of it. A job is a value, not a
    /// closure: handing a closure to other threads needs a box on the heap per job.
    private var job: UnsafeRawPointer?
    private var invoke: (UnsafeRawPointer, Int, Int) -> Void = { _, _, _ in }
    /// Bumped per job: a worker tries to join it when it sees the change.
    private let generation = Atomic<Int>(0)
    /// Pool threads inside the current job, plus ``closed`` once the caller has taken the last
    /// piece: from then on no thread joins, and the caller waits only for those inside.
    private let state = Atomic<Int>(0)
    private static let closed = 1 << 40
    private let stopping = Atomic<Bool>(false)
    /// The next piece to hand out.
    private let nextPiece = Atomic<Int>(0)
    private var pieces = 0
    /// Each pool thread's CPU clock, by slot (1…), written by the thread as it starts, and how
    /// many have been written (``helperCPUNanoseconds()``).
    let clocks: UnsafeMutablePointer<clockid_t>
    let clocksKnown = Atomic<Int>(0)

    /// How long a thread looks at an atomic before parking: longer than the gaps between the
    /// jobs of one frame, short against the gap between frames.
    static let spinNanoseconds: UInt64 = 200_000

    /// Spins until `done()` or for ``spinNanoseconds``; returns `done()`.
    @inline(__always)
    private static func spin(until done: () -> Bool) -> Bool {
        var start: UInt64 = 0
        var spun = 0
        while !done() {
            spun &+= 1
            if spun & 255 == 0 {
                let now = DispatchTime.now().uptimeNanoseconds
                if start == 0 { start = now } else if now &- start > spinNanoseconds { return done() }
            }
        }
        return true
    }

    /// A pool for `count` threads in all (at least 1); `count − 1` threads are started.
    init(count: Int) {
        self.count = Swift.max(1, count)
        clocks = .allocate(capacity: self.count)
        clocks.initialize(repeating: 0, count: self.count)
        for slot in 1..<self.count {
            let thread = Thread { [self] in work(slot: slot) }
            thread.name = "meshplay band \(slot)"
            thread.start()
        }
    }

    deinit { clocks.deallocate() }

    /// Ends the pool's threads (they hold the pool until then).
    func stop() {
        condition.lock()
        stopping.store(true, ordering: .releasing)
        condition.broadcast()
        condition.unlock()
    }

    /// Runs `job.run(piece:slot:)` for every piece `0..<pieces`, each once, on the calling
    /// thread (slot 0) and on the pool's threads that join in time (slots 1…), and returns when
    /// all are done. Pieces must not write what another piece reads or writes; `slot` names the
    /// thread, for what it keeps over several pieces.
    func forEachClaim<J: PoolJob>(_ pieces: Int, _ job: J) {
        guard pieces > 0 else { return }
        withUnsafePointer(to: job) { pointer in
            self.job = UnsafeRawPointer(pointer)
            invoke = J.invoke
            self.pieces = pieces
            nextPiece.store(0, ordering: .relaxed)
            state.store(0, ordering: .releasing)
            condition.lock()
            generation.add(1, ordering: .releasing)
            condition.broadcast()
            condition.unlock()

            while let piece = takePiece() { job.run(piece: piece, slot: 0) }

            // Every piece is taken: no thread joins from now on; wait for those inside.
            state.add(BandWorkers.closed, ordering: .acquiringAndReleasing)
            if !BandWorkers.spin(until: { state.load(ordering: .acquiring) == BandWorkers.closed }) {
                condition.lock()
                while state.load(ordering: .acquiring) != BandWorkers.closed { condition.wait() }
                condition.unlock()
            }
            self.job = nil
        }
    }

    private func takePiece() -> Int? {
        let piece = nextPiece.add(1, ordering: .relaxed).oldValue
        return piece < pieces ? piece : nil
    }

    private func work(slot: Int) {
        // Signals (SIGWINCH, SIGINT, SIGTSTP…) stay with the host's threads: one delivered here
        // would not interrupt the host's blocking read, so a resize would go unnoticed.
        var all = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_BLOCK, &all, nil)
        var clock = clockid_t()
        if pthread_getcpuclockid(pthread_self(), &clock) == 0 {
            clocks[slot] = clock
            clocksKnown.add(1, ordering: .releasing)
        }
        var seen = 0
        while true {
            if !BandWorkers.spin(until: { generation.load(ordering: .acquiring) != seen || stopping.load(ordering: .relaxed) }) {
                condition.lock()
                while generation.load(ordering: .acquiring) == seen && !stopping.load(ordering: .acquiring) { condition.wait() }
                condition.unlock()
            }
            if stopping.load(ordering: .acquiring) { return }
            let observed = generation.load(ordering: .acquiring)
            guard enter() else {
                // Too late for that job (the caller took every piece): wait for the next one.
                seen = observed
                continue
            }
            // Inside, the job cannot end or change: this is its generation and its work.
            seen = generation.load(ordering: .acquiring)
            if let job {
                let invoke = self.invoke
                while let piece = takePiece() { invoke(job, piece, slot) }
            }
            if state.subtract(1, ordering: .releasing).newValue == BandWorkers.closed {
                // The caller may have parked: wake it (under the lock, so the wake-up cannot
                // fall between its look at `state` and its wait).
                condition.lock()
                condition.broadcast()
                condition.unlock()
            }
        }
    }

    /// Joins the current job unless it is closed.
    private func enter() -> Bool {
        var s = state.load(ordering: .acquiring)
        while s & BandWorkers.closed == 0 {
            let (exchanged, original) = state.compareExchange(expected: s, desired: s + 1, ordering: .acquiringAndReleasing)
            if exchanged { return true }
            s = original
        }
        return false
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
    /// The queued triangles' corners.
    let vertices: UnsafePointer<RasterVertex>
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
        let held = (y0 * f.sampleWidth)..<(y1 * f.sampleWidth)
        samples.clear(held, background: background, hits: r.recordsHits)
        r.firstRow = y0
        r.lastRow = y1 - 1
        for e in opaqueOffsets[band]..<opaqueOffsets[band + 1] {
            if e % Renderer.interruptionStride == 0, interruption.isRequested { return }
            r.draw(queued: opaque + Int(opaqueEntries[e]), vertices: vertices, surfaces: surfaces, patches: patches)
        }
        if !r.recordsHits && translucentOffsets[band] < translucentOffsets[band + 1] { samples.clearHits(held) }
        for e in translucentOffsets[band]..<translucentOffsets[band + 1] {
            if e % Renderer.interruptionStride == 0, interruption.isRequested { return }
            r.draw(queued: translucent + Int(translucentEntries[e]), vertices: vertices, surfaces: surfaces, patches: patches)
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

    /// Background colour and infinitely far depth for the samples in `range`, and no hit when
    /// the frame keeps hit records (`hits`). Without them nothing reads ``hitFace`` before the
    /// translucent pass, which clears it first (``clearHits(_:)``): left alone, an opaque frame
    /// keeps a third of the bytes it clears out of the cache (about 3% of the time at 1280×960).
    func clear(_ range: Range<Int>, background: UInt32, hits: Bool) {
        (color + range.lowerBound).update(repeating: background, count: range.count)
        (depth + range.lowerBound).update(repeating: -.infinity, count: range.count)
        if hits { clearHits(range) }
    }

    /// No hit for the samples in `range`.
    func clearHits(_ range: Range<Int>) {
        (hitFace + range.lowerBound).update(repeating: -1, count: range.count)
    }
}

/// A job for the pool's threads (``BandWorkers/forEachClaim(_:_:)``): what a piece needs,
/// read-only, and how to run one.
protocol PoolJob {
    func run(piece: Int, slot: Int)
}

extension PoolJob {
    /// Runs a piece of the job stored at `job`.
    static func invoke(_ job: UnsafeRawPointer, _ piece: Int, _ slot: Int) {
        job.assumingMemoryBound(to: Self.self).pointee.run(piece: piece, slot: slot)
    }
}
