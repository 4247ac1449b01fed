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

    static func measure(runs: Int, threads: Int) -> [BenchResult] {
        ColorMode.allCases.map { measure(mode: $0, cells: .half, runs: runs, threads: threads) }
            + [CellMode.quadrant, .sextant, .octant].map { measure(mode: .truecolor, cells: $0, runs: runs, threads: threads) }
    }

    static func measure(mode: ColorMode, cells: CellMode, runs: Int, threads: Int) -> BenchResult {
        var encoder = HalfBlockEncoder(encoding: CellEncoding(mode: mode, cells: cells))
        var full = encoder
        let (width, height) = cells.pixelSize(columns: columns, rows: rows)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1 << 20)
        var renderTimes: [Double] = [], encodeTimes: [Double] = [], fullTimes: [Double] = []
        var diffBytes: [Double] = [], fullBytes: [Double] = []
        let last = BenchCommand.playOpeningScene(runs: runs, threads: threads, width: width, height: height) { renderer, render, measured in
            bytes.removeAll(keepingCapacity: true)
            let t1 = BenchCommand.now(threads: threads)
            encoder.encodeFrame(renderer.image, originRow: 0, originColumn: 0, into: &bytes)
            let t2 = BenchCommand.now(threads: threads)
            let diff = bytes.count
            full.invalidate()
            bytes.removeAll(keepingCapacity: true)
            let t3 = BenchCommand.now(threads: threads)
            full.encodeFrame(renderer.image, originRow: 0, originColumn: 0, into: &bytes)
            let t4 = BenchCommand.now(threads: threads)
            // The first frames fill the diff encoder's screen; the measured ones follow them.
            guard measured else { return }
            renderTimes.append(render)
            encodeTimes.append(Double(t2 - t1) / 1e6)
            fullTimes.append(Double(t4 - t3) / 1e6)
            diffBytes.append(Double(diff))
            fullBytes.append(Double(bytes.count))
        }
        let name = "terminal-\(PlaygroundModel.defaultPreset)-\(mode.name)" + (cells == .half ? "" : "-\(cells.name)")
        var result = BenchResult(name: name, width: width, height: height,
                                 threads: threads, times: renderTimes, triangles: last.triangles,
                                 coveredPixels: last.coveredPixels, notes: last.notes)
        result.encode = EncodeFigures(milliseconds: BenchCommand.median(encodeTimes), bytes: Int(BenchCommand.median(diffBytes)),
                                      fullMilliseconds: BenchCommand.median(fullTimes), fullBytes: Int(BenchCommand.median(fullBytes)))
        return result
    }
}
