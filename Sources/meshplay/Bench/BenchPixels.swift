import Foundation
import MeshEngine
import MeshScript
import TerminalOutput

/// Pixel protocols measured: the default scene (the rippled-label preset, playing, as `meshplay`
/// opens it) rendered at 1280×800 pixels — a 160×50-cell viewport of 8×16-pixel cells — and
/// encoded as each frame the playground sends: render time, encode time, bytes per frame, and
/// the two together against issue 9's targets.
enum BenchPixels {
    static let width = 1280
    static let height = 800
    static let columns = 160
    static let rows = 50

    /// kitty through shared memory (each frame a new POSIX object, written and unmapped; the
    /// bytes are the escape sequence that names it) and kitty with zlib and base64.
    static func measureKitty(runs: Int, threads: Int) -> [BenchResult] {
        let frames = SharedMemoryFrames()
        var shm = KittyEncoder(baseID: KittyEncoder.baseID(processID: getpid()), sharedMemory: frames)
        var zlib = KittyEncoder(baseID: KittyEncoder.baseID(processID: getpid()))
        let shmResult = measure(name: "kitty-shm", target: 16, runs: runs, threads: threads) { image, bytes in
            shm.encodeFrame(image, columns: columns, rows: rows, into: &bytes)
        } after: {
            // Nobody reads these objects: remove each, outside the timed part.
            frames.removeLeftover()
        }
        let zlibResult = measure(name: "kitty-zlib", target: 33, runs: runs, threads: threads) { image, bytes in
            zlib.encodeFrame(image, columns: columns, rows: rows, into: &bytes)
        }
        return [shmResult, zlibResult]
    }

    /// Sixel, plain and with ordered dithering: every frame one image with its own median-cut
    /// palette of up to 256 colour registers.
    static func measureSixel(runs: Int, threads: Int) -> [BenchResult] {
        [false, true].map { dither in
            var sixel = SixelEncoder(dither: dither)
            return measure(name: dither ? "sixel-dither" : "sixel", target: 50, runs: runs, threads: threads) { image, bytes in
                sixel.encode(image, into: &bytes)
            }
        }
    }

    /// Renders `runs` frames (after 3 warm-up frames) and encodes each with `encode`; `after`
    /// runs untimed after each frame. `target`: issue 9's bound for render + encode, in ms.
    static func measure(name: String, target: Double, runs: Int, threads: Int,
                        encode: (Image, inout [UInt8]) -> Void, after: () -> Void = {}) -> BenchResult {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(4 << 20)
        var renderTimes: [Double] = [], encodeTimes: [Double] = [], totals: [Double] = [], sizes: [Double] = []
        let last = BenchCommand.playOpeningScene(runs: runs, threads: threads, width: width, height: height) { renderer, render, measured in
            bytes.removeAll(keepingCapacity: true)
            let t0 = BenchCommand.now(threads: threads)
            encode(renderer.image, &bytes)
            let encoded = Double(BenchCommand.now(threads: threads) - t0) / 1e6
            after()
            guard measured else { return }
            renderTimes.append(render)
            encodeTimes.append(encoded)
            totals.append(render + encoded)
            sizes.append(Double(bytes.count))
        }
        let total = BenchCommand.median(totals)
        var result = BenchResult(name: "\(name)-\(PlaygroundModel.defaultPreset)", width: width, height: height, threads: threads,
                                 times: renderTimes, triangles: last.triangles, coveredPixels: last.coveredPixels,
                                 notes: last.notes + ["render + encode \(String(format: "%.3f", total)) ms (target ≤ \(Int(target)) ms); "
                                     + "every frame is whole"])
        let encodeTime = BenchCommand.median(encodeTimes), size = Int(BenchCommand.median(sizes))
        result.encode = EncodeFigures(milliseconds: encodeTime, bytes: size, fullMilliseconds: encodeTime, fullBytes: size)
        return result
    }
}
