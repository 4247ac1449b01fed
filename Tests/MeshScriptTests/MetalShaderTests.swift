import Foundation
import Testing
@testable import MeshScript

/// The MSL the Metal export embeds is what glslang and spirv-cross make of the checked-in GLSL.
@Suite(.enabled(if: LlvmpipeHarness.required, "needs glslang-tools and spirv-cross"))
struct MetalShaderTests {
    @Test(arguments: ["MetalShaderSource.swift", "DistortionShaderSource.swift"])
    func theEmbeddedMSLIsRegeneratedFromTheGLSLUnchanged(file: String) throws {
        let dir = try CodeExportTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try runTool("/bin/bash", [LlvmpipeHarness.shaders.appendingPathComponent("generate-msl").path, dir.path])
        try #require(run.status == 0, "\(run.output)")
        let fresh = dir.appendingPathComponent(file)
        let checkedIn = LlvmpipeHarness.shaders.deletingLastPathComponent().appendingPathComponent("Sources/MeshScript/Export/Metal/" + file)
        #expect(try String(contentsOf: fresh, encoding: .utf8) == String(contentsOf: checkedIn, encoding: .utf8),
                "stale: run Shaders/generate-msl and commit Sources/MeshScript/Export/Metal/\(file)")
    }

    @Test func theEmbeddedMSLNamesBothStagesAndTheUniformBlock() {
        #expect(MetalFrame.shaderSource.contains("vertex meshVertex_out meshVertex("))
        #expect(MetalFrame.shaderSource.contains("fragment meshFragment_out meshFragment("))
        #expect(MetalFrame.shaderSource.contains("constant MeshUniforms& u [[buffer(0)]]"))
    }

    /// The `[[stitchable]]` wrapper the distortion export writes calls the generated `sourceOf`
    /// with its buffers in the order spirv-cross declared them.
    @Test func theDistortionMSLDeclaresTheInverseMapTheWrapperCalls() {
        #expect(DistortionWarp.shaderSource.contains(
            "float2 sourceOf(thread const float2& p, thread const int& faceCount, thread const float& cullsBack, "
                + "const device Faces& v_53, const device Positions& v_67, const device Sources& v_93)"))
        #expect(DistortionWarp.stitchable("Warp").contains("*reinterpret_cast<const device Faces *>(faces),\n"))
    }
}
