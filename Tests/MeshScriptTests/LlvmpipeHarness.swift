import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// The llvmpipe twin of the Metal export (Shaders/harness/llvmpipe.c): the exported buffers
/// drawn through the same GLSL on Mesa's software renderer (OSMesa), no GPU, no window.
enum LlvmpipeHarness {
    static let shaders = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Shaders")

    /// Whether the tools the pixel tests need are here: a C compiler, OSMesa's header, and
    /// glslang and spirv-cross for the MSL check. Under CI the tests run without them, and fail.
    static var toolsPresent: Bool {
        FileManager.default.fileExists(atPath: "/usr/include/GL/osmesa.h")
            && ["/usr/bin/cc", "/usr/bin/glslangValidator", "/usr/bin/spirv-cross"].allSatisfy(FileManager.default.isExecutableFile)
    }
    static var required: Bool { toolsPresent || !(ProcessInfo.processInfo.environment["CI"] ?? "").isEmpty }

    /// The harness, compiled once per test run.
    static let binary: Result<URL, HarnessError> = {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("meshplay-llvmpipe-\(ProcessInfo.processInfo.processIdentifier)")
        do {
            let built = try runTool("cc", ["-O1", "-Wall", "-Wextra", "-Werror", "-o", out.path,
                                           shaders.appendingPathComponent("harness/llvmpipe.c").path, "-lOSMesa"])
            return built.status == 0 ? .success(out) : .failure(HarnessError(text: built.output))
        } catch { return .failure(HarnessError(text: "\(error)")) }
    }()

    struct HarnessError: Error, CustomStringConvertible { var text: String; var description: String { text } }

    /// `frame` drawn by llvmpipe: RGBA8 pixels (`0xAABBGGRR`), top row first.
    static func draw(_ frame: MetalFrame) throws -> [UInt32] {
        try run(vertex: "mesh.vert", fragment: "mesh.frag", input: bytes(of: frame), pixels: frame.width * frame.height)
    }

    /// The harness run on `input` with two of the shaders (paths under Shaders/): `pixels` RGBA8
    /// pixels (`0xAABBGGRR`), top row first.
    static func run(vertex: String, fragment: String, input bytes: [UInt8], pixels: Int) throws -> [UInt32] {
        let exe = try binary.get()
        let dir = try CodeExportTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let input = dir.appendingPathComponent("frame.bin"), output = dir.appendingPathComponent("frame.rgba")
        try Data(bytes).write(to: input)
        let run = try runTool(exe.path, [shaders.appendingPathComponent(vertex).path, shaders.appendingPathComponent(fragment).path,
                                         input.path, output.path])
        guard run.status == 0 else { throw HarnessError(text: run.output) }
        let data = try Data(contentsOf: output)
        guard data.count == pixels * 4 else { throw HarnessError(text: "\(data.count) bytes for \(pixels) pixels") }
        return data.withUnsafeBytes { raw in (0..<pixels).map { raw.load(fromByteOffset: $0 * 4, as: UInt32.self).littleEndian } }
    }

    /// The harness's input (llvmpipe.c's header comment).
    static func bytes(of frame: MetalFrame) -> [UInt8] {
        var out = Array("MPGL".utf8)
        func int(_ v: Int) { withUnsafeBytes(of: Int32(v).littleEndian) { out += $0 } }
        func word(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { out += $0 } }
        int(frame.width); int(frame.height); word(frame.background); int(frame.draws.count)
        for d in frame.draws {
            int(d.vertices.count / MetalDraw.vertexStride); int(d.indices.count); int(d.content.width); int(d.content.height)
            int(d.blends ? 1 : 0); int(d.cullsBack ? 1 : 0)
            for f in d.uniforms + d.vertices { word(f.bitPattern) }
            for i in d.indices { word(i) }
            for t in d.content.pixels { word(t) }
        }
        return out
    }

    /// How many of the pixels of `a` and `b` differ by more than `levels` in some channel.
    static func differing(_ a: [UInt32], _ b: [UInt32], levels: Int) -> Int {
        var count = 0
        for (p, q) in zip(a, b) {
            for c: UInt32 in 0..<4 {
                let x = Int((p >> (8 * c)) & 255), y = Int((q >> (8 * c)) & 255)
                if abs(x - y) > levels {
                    count += 1
                    break
                }
            }
        }
        return count
    }
}
