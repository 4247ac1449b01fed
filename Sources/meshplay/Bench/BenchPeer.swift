import Foundation

/// `bench --peer`: meshplay's frame times beside a peer program's, which draws the same ripple
/// scenes (`.ci/peer/plain.c`), measured in alternating rounds so both see the same state of
/// the machine. A peer is run as `PEER N WIDTH HEIGHT FRAMES` (N × N quads) and prints its
/// median as `… <milliseconds> ms/frame …` on its standard output, on its thread's CPU clock
/// (and, optionally, the pixels its last frame covered as `… <count> px covered …`).
struct BenchPeer {
    /// The program as the user named it, and what is run.
    var source: String
    var executable: String
    /// The compiler command it was built with, when it was built from C.
    var compiler: String?

    /// What went wrong with a peer, said once in the user's words.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The default `--peer-cc`: the system's C compiler, as the issue's gcc -O2 column.
    static let defaultCompiler = "cc -O2"

    /// The peer at `path`: built with `compiler` (split at spaces, then `-o OUT PATH -lm`)
    /// into `directory` when it is a `.c` file, else run as it is.
    static func prepare(_ path: String, compiler: String, directory: URL) throws -> BenchPeer {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw Failure(description: "no peer program at \(path)")
        }
        guard path.hasSuffix(".c") else {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw Failure(description: "the peer \(path) is not executable (give a program, or its .c source)")
            }
            return BenchPeer(source: path, executable: path, compiler: nil)
        }
        let words = compiler.split(separator: " ").map(String.init)
        guard let tool = words.first else { throw Failure(description: "--peer-cc is empty") }
        let output = directory.appendingPathComponent("peer").path
        let arguments = Array(words.dropFirst()) + ["-o", output, path, "-lm"]
        let run = try BenchPeer.run(tool, arguments)
        guard run.status == 0 else {
            throw Failure(description: "building the peer failed: \(([tool] + arguments).joined(separator: " ")) "
                + "exited with \(run.status)\n\(run.output)")
        }
        return BenchPeer(source: path, executable: output, compiler: compiler)
    }

    /// One measurement: the peer drawing `grid` × `grid` quads at `width` × `height` for
    /// `runs` frames; its median milliseconds per frame, and the pixels it covered when it says.
    func measure(grid: Int, width: Int, height: Int, runs: Int) throws -> PeerComparison.Round {
        let arguments = [String(grid), String(width), String(height), String(runs)]
        let run = try BenchPeer.run(executable, arguments)
        guard run.status == 0 else {
            throw Failure(description: "the peer \(executable) \(arguments.joined(separator: " ")) exited with \(run.status)\n\(run.output)")
        }
        guard let ms = BenchPeer.frameTime(in: run.output) else {
            throw Failure(description: "the peer \(executable) printed no '<milliseconds> ms/frame': \(run.output)")
        }
        return PeerComparison.Round(milliseconds: ms, covered: BenchPeer.coveredPixels(in: run.output))
    }

    /// The number before the first `ms/frame` in a peer's output (a positive, finite decimal).
    static func frameTime(in output: String) -> Double? {
        guard let unit = output.range(of: " ms/frame") else { return nil }
        let number = output[..<unit.lowerBound].reversed().prefix { $0.isNumber || $0 == "." }
        guard let ms = Double(String(number.reversed())), ms.isFinite, ms > 0 else { return nil }
        return ms
    }

    /// The count before the first ` px covered` in a peer's output, as `.ci/peer/plain.c`
    /// prints it; nil when it gives none.
    static func coveredPixels(in output: String) -> Int? {
        guard let unit = output.range(of: " px covered") else { return nil }
        let digits = output[..<unit.lowerBound].reversed().prefix { $0.isASCII && $0.isNumber }
        return Int(String(digits.reversed()))
    }

    /// Runs `tool` (a path, or a name looked up on PATH) with `arguments` and waits for it;
    /// its standard output and error together.
    private static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        if tool.contains("/") {
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = [tool] + arguments
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot run \(tool): \(error.localizedDescription)")
        }
        let bytes = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: bytes, as: UTF8.self))
    }
}
