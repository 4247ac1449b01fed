import Foundation

/// Figures of the terminal path: bytes and time to encode a frame as a damage diff and as a
/// full redraw.
struct EncodeFigures {
    var milliseconds: Double
    var bytes: Int
    var fullMilliseconds: Double
    var fullBytes: Int
}

/// One scene's measurement.
struct BenchResult {
    var name: String
    var width: Int
    var height: Int
    /// Threads that rasterized each frame.
    var threads: Int
    /// Median frame time.
    var milliseconds: Double
    /// Fastest frame: less disturbed by other processes sharing the core.
    var best: Double
    /// The 10th and 90th percentile frame times: the spread of the middle 80% of frames.
    var low: Double
    var high: Double
    /// Frames measured.
    var frames: Int
    var triangles: Int
    var coveredPixels: Int
    var notes: [String]
    var encode: EncodeFigures?

    init(name: String, width: Int, height: Int, threads: Int, times: [Double], triangles: Int, coveredPixels: Int,
         notes: [String]) {
        self.name = name
        self.width = width
        self.height = height
        self.threads = threads
        milliseconds = BenchCommand.median(times)
        best = times.min() ?? 0
        (low, high) = BenchCommand.spread(times)
        frames = times.count
        self.triangles = triangles
        self.coveredPixels = coveredPixels
        self.notes = notes
    }

    var trianglesPerSecond: Double { milliseconds > 0 ? Double(triangles) / milliseconds * 1000 : 0 }
    var pixelsPerSecond: Double { milliseconds > 0 ? Double(coveredPixels) / milliseconds * 1000 : 0 }

    var line: String {
        func f(_ x: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", x) }
        let timing = "\(f(milliseconds, 3)) ms/frame (middle 80% of \(frames) frames \(f(low, 3))–\(f(high, 3)), best \(f(best, 3))"
        // A measurement without a picture (subdivision alone): time and output size only.
        if width == 0 {
            return "\(name), \(threads) thread: \(timing)), \(triangles / 2) quads out"
                + notes.map { "\n  note: \($0)" }.joined()
        }
        var s = "\(name) \(width)x\(height), \(threads) thread\(threads == 1 ? "" : "s"): \(timing), "
            + "\(f(1000 / max(milliseconds, 1e-9), 1)) fps), \(triangles) triangles, \(f(trianglesPerSecond / 1e6, 2)) Mtri/s, "
            + "\(coveredPixels) px covered, \(f(pixelsPerSecond / 1e6, 1)) Mpix/s"
        if let e = encode {
            s += "; encode \(f(e.milliseconds, 3)) ms, \(e.bytes) bytes/frame (full redraw \(f(e.fullMilliseconds, 3)) ms, \(e.fullBytes) bytes)"
        }
        for note in notes { s += "\n  note: \(note)" }
        return s
    }

    static func json(_ results: [BenchResult]) -> String {
        func esc(_ s: String) -> String {
            s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        }
        let items = results.map { r -> String in
            var fields = [
                "\"scene\": \"\(esc(r.name))\"", "\"width\": \(r.width)", "\"height\": \(r.height)", "\"threads\": \(r.threads)",
                "\"frames\": \(r.frames)", "\"msPerFrame\": \(r.milliseconds)", "\"bestMsPerFrame\": \(r.best)",
                "\"p10MsPerFrame\": \(r.low)", "\"p90MsPerFrame\": \(r.high)", "\"triangles\": \(r.triangles)",
                "\"trianglesPerSecond\": \(r.trianglesPerSecond)", "\"coveredPixels\": \(r.coveredPixels)",
                "\"coveredPixelsPerSecond\": \(r.pixelsPerSecond)",
                "\"notes\": [\(r.notes.map { "\"\(esc($0))\"" }.joined(separator: ", "))]",
            ]
            if let e = r.encode {
                fields.append("\"encodeMs\": \(e.milliseconds), \"encodeBytes\": \(e.bytes), "
                              + "\"fullRedrawMs\": \(e.fullMilliseconds), \"fullRedrawBytes\": \(e.fullBytes)")
            }
            return "  {" + fields.joined(separator: ", ") + "}"
        }
        return "[\n" + items.joined(separator: ",\n") + "\n]"
    }
}
