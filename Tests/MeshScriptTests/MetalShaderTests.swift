import Foundation
import Testing
@testable import MeshScript

/// The MSL the Metal export embeds is what glslang and spirv-cross make of the checked-in GLSL.
@Suite(.enabled(if: LlvmpipeHarness.required, "needs glslang-tools and spirv-cross"))
struct MetalShaderTests {
    @Test func theEmbeddedMSLIsRegeneratedFromTheGLSLUnchanged() throws {
        let dir = try CodeExportTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fresh = dir.appendingPathComponent("MetalShaderSource.swift")
        let run = try runTool("/bin/bash", [LlvmpipeHarness.shaders.appendingPathComponent("generate-msl").path, fresh.path])
        try #require(run.status == 0, "\(run.output)")
        let checkedIn = LlvmpipeHarness.shaders.deletingLastPathComponent().appendingPathComponent("Sources/MeshScript/Export/Metal/MetalShaderSource.swift")
        #expect(try String(contentsOf: fresh, encoding: .utf8) == String(contentsOf: checkedIn, encoding: .utf8),
                "stale: run Shaders/generate-msl and commit Sources/MeshScript/Export/Metal/MetalShaderSource.swift")
    }

    @Test func theEmbeddedMSLNamesBothStagesAndTheUniformBlock() {
        #expect(MetalFrame.shaderSource.contains("vertex meshVertex_out meshVertex("))
        #expect(MetalFrame.shaderSource.contains("fragment meshFragment_out meshFragment("))
        #expect(MetalFrame.shaderSource.contains("constant MeshUniforms& u [[buffer(0)]]"))
    }
}
