import ArgumentParser
import Foundation
import MeshEngine
import TerminalOutput

/// `meshplay bench`: single-threaded render (and terminal encode) timings on fixed scenes.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure render and encode speed (use a release build).",
        discussion: "Renders each scene for --runs frames, animating a phase every frame so the mesh really "
            + "changes, and prints the median frame time (thread CPU time), triangles per second and covered pixels per second. "
            + "Build with `swift build -c release` for meaningful numbers.")

    @Flag(help: "Print the results as JSON.")
    var json = false

    @Option(help: "Frames measured per scene (after 3 warm-up frames).")
    var runs = 30

    @Option(help: "Only this scene (\(BenchScene.names.joined(separator: ", ")), terminal).")
    var scene: String?

    func validate() throws {
        guard runs > 0 else { throw ValidationError("--runs must be at least 1") }
        if let scene, scene != "terminal", !BenchScene.names.contains(scene) {
            throw ValidationError("unknown scene '\(scene)'; scenes: \(BenchScene.names.joined(separator: ", ")), terminal")
        }
    }

    func run() throws {
        var results: [BenchResult] = []
        for s in BenchScene.all(named: scene) {
            let r = BenchCommand.measure(s, runs: runs)
            results.append(r)
            if !json { print(r.line) }
        }
        if scene == nil || scene == "terminal" {
            let t = BenchCommand.measureTerminal(runs: runs)
            results.append(t)
            if !json { print(t.line) }
            for t in BenchTerminal.measure(runs: runs) {
                results.append(t)
                if !json { print(t.line) }
            }
        }
        if json { print(BenchResult.json(results)) }
    }

    /// CPU time of the calling thread in nanoseconds: with six builds sharing two cores, wall
    /// time mostly measures the queue, so frame times are taken on the thread's own clock.
    static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
    }

    static func median(_ xs: [Double]) -> Double {
        let s = xs.sorted()
        return s.isEmpty ? 0 : s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

    /// Renders `runs` frames of the scene, advancing its animation phase every frame.
    static func measure(_ bench: BenchScene, runs: Int) -> BenchResult {
        let renderer = Renderer()
        var scene = bench.scene
        var times: [Double] = []
        var last = RenderStats()
        for frame in 0..<(runs + 3) {
            bench.animate(&scene, Double(frame) * 0.15)
            let t0 = now()
            last = renderer.render(scene, options: bench.options)
            let dt = Double(now() - t0) / 1e6
            if frame >= 3 { times.append(dt) }
        }
        return BenchResult(name: bench.name, width: bench.options.width, height: bench.options.height, milliseconds: median(times),
                           best: times.min() ?? 0, triangles: last.triangles, coveredPixels: last.coveredPixels, notes: last.notes)
    }

    /// The terminal path: a 200×60-cell frame (200×120 pixels) rendered and encoded as
    /// half-blocks, per frame bytes and encode time of the damage diff against a full redraw.
    static func measureTerminal(runs: Int) -> BenchResult {
        let bench = BenchScene.ripple(faces: 100, width: 200, height: 120, name: "terminal")
        let renderer = Renderer()
        var scene = bench.scene
        var encoder = HalfBlockEncoder(mode: .truecolor)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1 << 20)
        var encodeTimes: [Double] = [], diffBytes: [Double] = [], fullBytes: [Double] = [], fullTimes: [Double] = []
        var renderTimes: [Double] = []
        var last = RenderStats()
        for frame in 0..<(runs + 3) {
            bench.animate(&scene, Double(frame) * 0.15)
            let t0 = now()
            last = renderer.render(scene, options: bench.options)
            let t1 = now()
            bytes.removeAll(keepingCapacity: true)
            encoder.encodeFrame(renderer.image, originRow: 0, originColumn: 0, into: &bytes)
            let t2 = now()
            let diff = bytes.count
            encoder.invalidate()
            bytes.removeAll(keepingCapacity: true)
            let t3 = now()
            encoder.encodeFrame(renderer.image, originRow: 0, originColumn: 0, into: &bytes)
            let t4 = now()
            if frame >= 3 {
                renderTimes.append(Double(t1 - t0) / 1e6)
                encodeTimes.append(Double(t2 - t1) / 1e6)
                fullTimes.append(Double(t4 - t3) / 1e6)
                diffBytes.append(Double(diff))
                fullBytes.append(Double(bytes.count))
            }
        }
        var r = BenchResult(name: "terminal", width: 200, height: 120, milliseconds: median(renderTimes),
                            best: renderTimes.min() ?? 0, triangles: last.triangles, coveredPixels: last.coveredPixels, notes: last.notes)
        r.encode = EncodeFigures(milliseconds: median(encodeTimes), bytes: Int(median(diffBytes)),
                                 fullMilliseconds: median(fullTimes), fullBytes: Int(median(fullBytes)))
        return r
    }
}
