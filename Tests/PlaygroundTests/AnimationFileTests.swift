import Foundation
import Testing

/// Python with Pillow, the independent decoder the animation files are read back with.
let pythonWithPillow: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    guard let python = path.split(separator: ":").map({ $0 + "/python3" }).first(where: FileManager.default.isExecutableFile) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = ["-c", "import PIL"]
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    process.waitUntilExit()
    return process.terminationStatus == 0 ? python : nil
}()

/// `render --frames A..B --out x.apng|x.gif` makes one file to share. Pillow reads it back: every
/// frame of the APNG must equal meshplay's own PNG of that timeline frame, a GIF's must come
/// within its 256-colour palette, and the delays must add up to the frames' time.
@Suite(.enabled(if: pythonWithPillow != nil || RealTool.inCI, "needs python3 with Pillow (.ci/deps: pip install pillow)"))
struct AnimationFileTests {
    struct Readback: Decodable {
        struct Shown: Decodable { var frame: Int; var largest: Int; var mean: Double }
        var format: String
        var frames: Int
        var loop: Int?
        var duration: Double
        var shown: [Shown]
    }

    static let tool = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tools/read_animation.py").path

    /// Renders frames 0…`last` of `preset` as numbered PNGs and as `file`, and reads `file` back.
    static func renderAndRead(_ preset: String, last: Int, file: String) throws -> (Readback, String) {
        let python = try #require(pythonWithPillow, "python3 cannot import PIL: .ci/deps installs it (pip install pillow)")
        let directory = NSTemporaryDirectory() + "meshplay-animation-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let environment = ["PATH": "/usr/bin:/bin", "HOME": directory, "LANG": "C.UTF-8"]
        let common = ["render", "--preset", preset, "--frames", "0..\(last)", "--size", "96x60"]
        let pngs = try BuiltBinary.run(common + ["--out", "frames/"], in: directory, environment: environment)
        #expect(pngs.status == 0, "\(pngs.text)")
        let made = try BuiltBinary.run(common + ["--out", file], in: directory, environment: environment)
        #expect(made.status == 0, "\(made.text)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [tool, directory + "/" + file, directory + "/frames", preset, "30"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return (try JSONDecoder().decode(Readback.self, from: data), made.text)
    }

    @Test func anAnimatedPNGHoldsEveryFrameExactly() throws {
        let (read, said) = try Self.renderAndRead("ripple", last: 44, file: "ripple.apng")
        #expect(read.format == "PNG" && read.frames == 45, "\(said)")
        #expect(read.loop == 0, "ripple loops, so the file loops")
        #expect(abs(read.duration - 1500) < 1, "45 frames at 30 fps")
        #expect(read.shown.map(\.frame) == Array(0...44))
        #expect(read.shown.allSatisfy { $0.largest == 0 }, "\(read.shown.filter { $0.largest > 0 })")
        #expect(said.contains("APNG, 45 frames"))
    }

    @Test func aGIFComesWithinItsPalette() throws {
        let (read, said) = try Self.renderAndRead("ripple", last: 44, file: "ripple.gif")
        #expect(read.format == "GIF" && read.frames == 45, "\(said)")
        #expect(read.loop == 0)
        #expect(abs(read.duration - 1500) < 1, "delays in hundredths add up to 1.5 s")
        #expect(read.shown.allSatisfy { $0.mean < 1.5 && $0.largest <= 16 }, "\(read.shown)")
    }

    @Test func aStillSceneIsRefusedAndAnAnimationFileNeedsFrames() throws {
        let directory = NSTemporaryDirectory()
        let environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        let still = try BuiltBinary.run(["render", "--preset", "wavy-label", "--frames", "0..9", "--out", "a.gif"], in: directory, environment: environment)
        #expect(still.status != 0 && still.text.contains("does not animate"), "\(still.text)")
        let one = try BuiltBinary.run(["render", "--preset", "ripple", "--out", "a.apng"], in: directory, environment: environment)
        #expect(one.status != 0 && one.text.contains("that file holds an animation; add --frames A..B"), "\(one.text)")
        #expect(!FileManager.default.fileExists(atPath: directory + "a.gif") && !FileManager.default.fileExists(atPath: directory + "a.apng"))
    }
}
