import MeshEngine
import MeshScript
import TerminalOutput

/// The playground's own terminal path, measured: the default scene (the rippled-label preset,
/// playing, as `meshplay` opens it) at 200×60 cells, rendered with the session's view options and
/// encoded in every colour mode with half-blocks and in truecolor with each finer cell mode (the
/// picture then 400×240 pixels), per frame: render time, encode time and bytes of the damage
/// diff, against a full redraw of the same frame.
enum BenchTerminal {
    static let columns = 200
    static let rows = 60

    static func measure(runs: Int) -> [BenchResult] {
        ColorMode.allCases.map { measure(mode: $0, cells: .half, runs: runs) }
            + [CellMode.quadrant, .sextant, .octant].map { measure(mode: .truecolor, cells: $0, runs: runs) }
    }

    static func measure(mode: ColorMode, cells: CellMode, runs: Int) -> BenchResult {
        var session = Session()
        _ = session.execute("preset \(PlaygroundModel.defaultPreset)")
        _ = session.execute("play")
        let renderer = Renderer()
        var encoder = HalfBlockEncoder(encoding: CellEncoding(mode: mode, cells: cells))
        var full = encoder
        let (width, height) = cells.pixelSize(columns: columns, rows: rows)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1 << 20)
        var renderTimes: [Double] = [], encodeTimes: [Double] = [], fullTimes: [Double] = []
        var diffBytes: [Double] = [], fullBytes: [Double] = []
        var last = RenderStats()
        for frame in 0..<(runs + 3) {
            session.tick()
            let t0 = BenchCommand.now()
            last = renderer.render(session.frameScene, options: session.renderOptions(width: width, height: height))
            let t1 = BenchCommand.now()
            bytes.removeAll(keepingCapacity: true)
            encoder.encodeFrame(renderer.image, originRow: 0, originColumn: 0, into: &bytes)
            let t2 = BenchCommand.now()
            let diff = bytes.count
            full.invalidate()
            bytes.removeAll(keepingCapacity: true)
            let t3 = BenchCommand.now()
            full.encodeFrame(renderer.image, originRow: 0, originColumn: 0, into: &bytes)
            let t4 = BenchCommand.now()
            // The first frames fill the diff encoder's screen; measure from the fourth.
            guard frame >= 3 else { continue }
            renderTimes.append(Double(t1 - t0) / 1e6)
            encodeTimes.append(Double(t2 - t1) / 1e6)
            fullTimes.append(Double(t4 - t3) / 1e6)
            diffBytes.append(Double(diff))
            fullBytes.append(Double(bytes.count))
        }
        let name = "terminal-\(PlaygroundModel.defaultPreset)-\(mode.name)" + (cells == .half ? "" : "-\(cells.name)")
        var result = BenchResult(name: name, width: width, height: height,
                                 milliseconds: BenchCommand.median(renderTimes), best: renderTimes.min() ?? 0, triangles: last.triangles,
                                 coveredPixels: last.coveredPixels, notes: last.notes)
        result.encode = EncodeFigures(milliseconds: BenchCommand.median(encodeTimes), bytes: Int(BenchCommand.median(diffBytes)),
                                      fullMilliseconds: BenchCommand.median(fullTimes), fullBytes: Int(BenchCommand.median(fullBytes)))
        return result
    }
}
