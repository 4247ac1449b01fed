import MeshEngine
import MeshScript
import TerminalOutput

/// Sixel output measured: the default scene (the rippled-label preset, playing, as `meshplay`
/// opens it) rendered at 1280×800 pixels — a 160×50-cell viewport of 8×16-pixel cells — and
/// encoded as one sixel image per frame, with and without ordered dithering: render time,
/// encode time, bytes per frame, and the two together against issue 9's 50 ms target.
enum BenchSixel {
    static let width = 1280
    static let height = 800

    static func measure(runs: Int, threads: Int) -> [BenchResult] {
        [false, true].map { measure(dither: $0, runs: runs, threads: threads) }
    }

    static func measure(dither: Bool, runs: Int, threads: Int) -> BenchResult {
        var session = Session()
        _ = session.execute("preset \(PlaygroundModel.defaultPreset)")
        _ = session.execute("play")
        let renderer = Renderer()
        renderer.threads = threads
        var encoder = SixelEncoder(dither: dither)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4 << 20)
        var renderTimes: [Double] = [], encodeTimes: [Double] = [], totals: [Double] = [], sizes: [Double] = []
        var last = RenderStats(), registers = 0
        for frame in 0..<(runs + 3) {
            session.tick()
            let t0 = BenchCommand.now(threads: threads)
            last = renderer.render(session.frameScene, options: session.renderOptions(width: width, height: height))
            let t1 = BenchCommand.now(threads: threads)
            bytes.removeAll(keepingCapacity: true)
            registers = encoder.encode(renderer.image, into: &bytes).registers
            let t2 = BenchCommand.now(threads: threads)
            guard frame >= 3 else { continue }
            renderTimes.append(Double(t1 - t0) / 1e6)
            encodeTimes.append(Double(t2 - t1) / 1e6)
            totals.append(Double(t2 - t0) / 1e6)
            sizes.append(Double(bytes.count))
        }
        let name = "sixel-\(PlaygroundModel.defaultPreset)" + (dither ? "-dither" : "")
        let total = BenchCommand.median(totals)
        var result = BenchResult(name: name, width: width, height: height, threads: threads, times: renderTimes,
                                 triangles: last.triangles, coveredPixels: last.coveredPixels,
                                 notes: last.notes + ["render + encode \(String(format: "%.3f", total)) ms (target ≤ 50 ms); "
                                     + "every sixel frame is whole, \(registers) colour registers"])
        let encode = BenchCommand.median(encodeTimes), size = Int(BenchCommand.median(sizes))
        result.encode = EncodeFigures(milliseconds: encode, bytes: size, fullMilliseconds: encode, fullBytes: size)
        return result
    }
}
