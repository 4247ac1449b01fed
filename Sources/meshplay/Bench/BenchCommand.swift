import ArgumentParser
import Foundation
import MeshEngine
import TerminalOutput

/// `meshplay bench`: single-threaded render (and terminal encode) timings on fixed scenes.
struct BenchCommand: CheckedCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure render and encode speed (use a release build).",
        discussion: "Renders each scene for --runs frames, animating a phase every frame so the mesh really "
            + "changes, and prints the thread count, the median frame time with the spread of the middle 80% of frames, "
            + "triangles per second and covered pixels per second. One thread is timed on its own CPU clock (other "
            + "processes sharing the core do not count); several threads on the wall clock. "
            + "Build with `swift build -c release` for meaningful numbers.")

    @Flag(help: "Print the results as JSON.")
    var json = false

    @Option(parsing: .unconditional, help: "Frames measured per scene (after 3 warm-up frames).")
    var runs = 30

    @Option(help: "Only this scene (\(BenchScene.names.joined(separator: ", ")), terminal, pixels).")
    var scene: String?

    @Option(parsing: .unconditional, help: "Threads that rasterize each frame (1–64). With more than one, frame times are wall-clock times.")
    var threads = 1

    @Option(help: ArgumentHelp("Time a peer program beside meshplay on the ripple scenes, in alternating rounds, and print both medians "
        + "and the speed (the peer's time over meshplay's). A .c file is built first (see --peer-cc); a program is run as "
        + "`PEER N WIDTH HEIGHT FRAMES` and prints '<ms> ms/frame', as .ci/peer/plain.c does.", valueName: "path"))
    var peer: String?

    @Option(name: .customLong("peer-cc"), help: ArgumentHelp("The compiler command that builds a --peer .c file (default: \(BenchPeer.defaultCompiler)); "
        + "`-o OUT FILE -lm` is appended.", valueName: "command"))
    var peerCompiler: String?

    @Option(parsing: .unconditional, help: "With --peer: rounds of meshplay and the peer, alternately (default: 9).")
    var rounds: Int?

    @Option(help: ArgumentHelp("With --peer: draw the ripples (100 and 400 quads a side, or the one --scene names) at this size "
        + "instead of their own, both meshplay and the peer.", valueName: "WxH"))
    var size: String?

    func check() throws {
        guard runs > 0 else { throw ValidationError("--runs must be at least 1") }
        guard (1...64).contains(threads) else { throw ValidationError("--threads must be 1 to 64, got \(threads)") }
        if let scene, scene != "terminal", scene != "pixels", !BenchScene.names.contains(scene) {
            throw ValidationError("unknown scene '\(scene)'; scenes: \(BenchScene.names.joined(separator: ", ")), terminal, pixels")
        }
        try checkPeer()
    }

    /// The options that only mean something with `--peer`, and what `--peer` rules out.
    private func checkPeer() throws {
        guard peer != nil else {
            if peerCompiler != nil { throw ValidationError("--peer-cc builds a --peer .c file: give --peer too") }
            if rounds != nil { throw ValidationError("--rounds counts the rounds of --peer: give --peer too") }
            if size != nil { throw ValidationError("--size resizes the scenes of --peer: give --peer too") }
            return
        }
        if let rounds, rounds < 1 { throw ValidationError("--rounds must be at least 1, got \(rounds)") }
        if threads != 1 { throw ValidationError("--peer compares one thread with one thread: leave out --threads") }
        if json { throw ValidationError("--peer prints a table: leave out --json") }
        if let peerCompiler, peerCompiler.split(separator: " ").isEmpty { throw ValidationError("--peer-cc is empty") }
        if let scene, !BenchScene.peerNames.contains(scene) {
            throw ValidationError("the peer draws only \(BenchScene.peerNames.joined(separator: ", ")), not '\(scene)'")
        }
        if let size, PeerSize(size) == nil {
            throw ValidationError("--size must be WIDTHxHEIGHT, each 1 to \(PeerSize.largest), like 640x384; got '\(size)'")
        }
    }

    func run() throws {
        if let peer {
            print(try BenchCommand.comparePeer(peer, compiler: peerCompiler ?? BenchPeer.defaultCompiler, scene: scene,
                                               size: size.flatMap(PeerSize.init), rounds: rounds ?? 9, runs: runs))
            return
        }
        var results: [BenchResult] = []
        for s in BenchScene.all(named: scene) {
            let r = BenchCommand.measure(s, runs: runs, threads: threads)
            results.append(r)
            if !json { print(r.line) }
        }
        if scene == nil || scene == "subdiv-25x3" {
            let r = BenchCommand.measureSubdivision(runs: runs)
            results.append(r)
            if !json { print(r.line) }
        }
        if scene == nil || scene == "terminal" {
            let t = BenchCommand.measureTerminal(runs: runs, threads: threads)
            results.append(t)
            if !json { print(t.line) }
            for t in BenchTerminal.measure(runs: runs, threads: threads) {
                results.append(t)
                if !json { print(t.line) }
            }
        }
        if scene == nil || scene == "pixels" {
            for t in BenchPixels.measureKitty(runs: runs, threads: threads) {
                results.append(t)
                if !json { print(t.line) }
            }
            for t in BenchPixels.measureSixel(runs: runs, threads: threads) {
                results.append(t)
                if !json { print(t.line) }
            }
        }
        if json { print(BenchResult.json(results)) }
    }

    /// CPU time of the calling thread in nanoseconds: with six builds sharing two cores, wall
    /// time mostly measures the queue, so frame times are taken on the thread's own clock.
    static func now(threads: Int = 1) -> UInt64 {
        var ts = timespec()
        // Several threads: their work is not on the calling thread's clock, so wall time.
        clock_gettime(threads > 1 ? CLOCK_MONOTONIC : CLOCK_THREAD_CPUTIME_ID, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    /// The 10th and 90th percentiles: the spread of the middle 80% of frames.
    static func spread(_ xs: [Double]) -> (low: Double, high: Double) {
        let s = xs.sorted()
        guard !s.isEmpty else { return (0, 0) }
        return (s[(s.count - 1) / 10], s[(s.count - 1) * 9 / 10])
    }

    static func median(_ xs: [Double]) -> Double {
        let s = xs.sorted()
        return s.isEmpty ? 0 : s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

    /// Renders `runs` frames of the scene, advancing its animation phase every frame.
    static func measure(_ bench: BenchScene, runs: Int, threads: Int) -> BenchResult {
        let renderer = Renderer()
        renderer.threads = threads
        var scene = bench.scene
        var times: [Double] = []
        var last = RenderStats()
        for frame in 0..<(runs + 3) {
            bench.animate(&scene, Double(frame) * 0.15)
            let t0 = now(threads: threads)
            last = renderer.render(scene, options: bench.options)
            let dt = Double(now(threads: threads) - t0) / 1e6
            if frame >= 3 { times.append(dt) }
        }
        return BenchResult(name: bench.name, width: bench.options.width, height: bench.options.height, threads: threads,
                           times: times, triangles: last.triangles, coveredPixels: last.coveredPixels, notes: last.notes)
    }

    /// Subdivision alone, as `subdiv-25x3` does it every frame (3 steps of the 25×25 ripple, the
    /// separable path for grids), with the general Catmull–Clark rules' time on the same mesh in a note.
    static func measureSubdivision(runs: Int) -> BenchResult {
        let bench = BenchScene.subdivided()
        var scene = bench.scene
        let separable = Subdivider(), general = Subdivider(separableGrids: false)
        var times: [Double] = [], generalTimes: [Double] = []
        var faces = 0
        for frame in 0..<(runs + 3) {
            bench.animate(&scene, Double(frame) * 0.15)
            guard let mesh = scene.layers[0].mesh else { break }
            let t0 = now()
            let out = try? separable.subdivide(mesh, steps: 3)
            let t1 = now()
            _ = try? general.subdivide(mesh, steps: 3)
            let t2 = now()
            faces = out?.faces.count ?? 0
            if frame >= 3 {
                times.append(Double(t1 - t0) / 1e6)
                generalTimes.append(Double(t2 - t1) / 1e6)
            }
        }
        let note = "the general Catmull–Clark rules take " + String(format: "%.3f", median(generalTimes)) + " ms on the same mesh"
        return BenchResult(name: "subdivision-25x3", width: 0, height: 0, threads: 1, times: times,
                           triangles: 2 * faces, coveredPixels: 0, notes: [note])
    }

    /// The terminal path: a 200×60-cell frame (200×120 pixels) rendered and encoded as
    /// half-blocks, per frame bytes and encode time of the damage diff against a full redraw.
    static func measureTerminal(runs: Int, threads: Int) -> BenchResult {
        let bench = BenchScene.ripple(faces: 100, width: 200, height: 120, name: "terminal")
        let renderer = Renderer()
        renderer.threads = threads
        var scene = bench.scene
        var encoder = HalfBlockEncoder(mode: .truecolor)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1 << 20)
        var encodeTimes: [Double] = [], diffBytes: [Double] = [], fullBytes: [Double] = [], fullTimes: [Double] = []
        var renderTimes: [Double] = []
        var last = RenderStats()
        for frame in 0..<(runs + 3) {
            bench.animate(&scene, Double(frame) * 0.15)
            let t0 = now(threads: threads)
            last = renderer.render(scene, options: bench.options)
            let t1 = now(threads: threads)
            bytes.removeAll(keepingCapacity: true)
            encoder.encodeFrame(renderer.image, originRow: 0, originColumn: 0, into: &bytes)
            let t2 = now(threads: threads)
            let diff = bytes.count
            encoder.invalidate()
            bytes.removeAll(keepingCapacity: true)
            let t3 = now(threads: threads)
            encoder.encodeFrame(renderer.image, originRow: 0, originColumn: 0, into: &bytes)
            let t4 = now(threads: threads)
            if frame >= 3 {
                renderTimes.append(Double(t1 - t0) / 1e6)
                encodeTimes.append(Double(t2 - t1) / 1e6)
                fullTimes.append(Double(t4 - t3) / 1e6)
                diffBytes.append(Double(diff))
                fullBytes.append(Double(bytes.count))
            }
        }
        var r = BenchResult(name: "terminal", width: 200, height: 120, threads: threads, times: renderTimes,
                            triangles: last.triangles, coveredPixels: last.coveredPixels, notes: last.notes)
        r.encode = EncodeFigures(milliseconds: median(encodeTimes), bytes: Int(median(diffBytes)),
                                 fullMilliseconds: median(fullTimes), fullBytes: Int(median(fullBytes)))
        return r
    }
}
