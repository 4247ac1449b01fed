import MeshEngine

/// `export metal`: the frame as one Swift file for iOS 17 and macOS 14 that draws with Metal through public
/// API only: the buffers and uniforms of every layer as compact arrays, the MSL as a string
/// (``MetalFrame/shaderSource``, compiled with `makeLibrary(source:options:)`), a renderer that is
/// an `MTKViewDelegate`, a UIKit view (an AppKit one on macOS) and a SwiftUI view over `MTKView`.
extension MetalFrame {
    /// The Swift source; `name` prefixes every declared name, `header` opens it as comment lines,
    /// and `motions` move layers' vertex buffers every frame (none: the frame stands still).
    func swiftSource(name: String, header: [String], containerWidth: Double, containerHeight: Double, margin: Double,
                     motions: [MetalMotion] = []) -> String {
        var clock: [String]?
        var out = header.map { "// " + $0 } + ["",
            "import MetalKit",
            "import SwiftUI",
            "#if canImport(UIKit)",
            "import UIKit",
            "#else",
            "import AppKit",
            "#endif",
            "",
            "/// The mesh scene as Metal draws it: per layer its vertices (position in layer points, `from`,",
            "/// normal; 8 floats each), its triangles, and its uniforms, as meshplay computed them.",
            "enum \(name)MetalScene {",
            "    /// The container in points, fitted into the view keeping its aspect (with \(Self.literal(margin)) of it as margin on each side) and centred.",
            "    static let containerSize = SIMD2<Float>(\(Self.literal(containerWidth)), \(Self.literal(containerHeight)))",
            "    static let margin: Float = \(Self.literal(margin))",
            "    /// The scene's background, premultiplied.",
            "    static let background = MTLClearColor(red: \(Self.channel(background, 0)), green: \(Self.channel(background, 1)), "
                + "blue: \(Self.channel(background, 2)), alpha: \(Self.channel(background, 3)))",
            "",
            "    /// One layer's buffers and uniforms (Shaders/mesh.vert in meshplay's repository).",
            "    struct Layer: Sendable {",
            "        var vertices: [Float]",
            "        var indices: [UInt32]",
            "        /// Layer points → homogeneous container points, row-vector matrix entries row after row.",
            "        var layerToContainer: [Float]",
            "        /// The cofactor of layer → view space, which takes normals to view space.",
            "        var normalMatrix: [Float]",
            "        /// Light direction (view space, at the light) and diffuse factor; constant term, lit, one-sided.",
            "        var light: [Float]",
            "        var opacity: Float",
            "        var blends: Bool",
            "        var cullsBack: Bool",
            "    }",
            "",
            "    /// The layers in drawing order: opaque ones first, then a translucent one.",
            "    static let layers: [Layer] = [\(draws.indices.map { "layer\($0)" }.joined(separator: ", "))]",
            "",
            "    /// The depth scale, 1 / the largest |z / w| of any vertex, so every depth fits clip space.",
            "    static let depthScale: Float = \(draws.first.map { "\($0.uniforms[MetalDraw.depthScaleIndex])" } ?? "1")",
        ]
        for (k, d) in draws.enumerated() { out += Self.layerLiteral(d, index: k) }
        if let first = motions.first {
            out += MetalMotion.sharedLines
            if motions.contains(where: { $0.keyframes != nil }) { out += MetalKeyframes.sharedLines }
            for m in motions { out += m.swiftLines() }
            let buffers = draws.indices.map { k in motions.contains { $0.draw == k } ? "vertices\(k)(at: t)" : "layer\(k).vertices" }
            out += ["",
                    "    /// Every layer's vertex buffer `t` seconds into the motion, in drawing order.",
                    "    nonisolated static func vertexBuffers(at t: Double) -> [[Float]] { [\(buffers.joined(separator: ", "))] }"]
            // The clock `export swift` writes, which stops a display link at a timeline's end: here the view's draw loop pauses.
            clock = first.motion.clock(.swift, elapsed: "elapsed", indent: "").map {
                $0.replacingOccurrences(of: "link.invalidate()", with: "view.isPaused = true")
            }
        }
        out += ["",
                "    /// The mesh shading in Metal Shading Language, made by glslang and spirv-cross from meshplay's GLSL.",
                "    static let shaderSource = #\"\"\""]
            + Self.shaderSource.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "        " + $0 }
            + ["        \"\"\"#", "}", ""]
        out += Self.rendererLines(name, clock: clock) + [""] + Self.viewLines(name)
        return out.joined(separator: "\n") + "\n"
    }

    /// A Float as a Swift literal that reads back to the same bits.
    static func literal(_ v: Double) -> String { "\(Float(v))" }

    /// Channel `c` of packed `p`, in 0…1.
    static func channel(_ p: UInt32, _ c: Int) -> String { "\(Double(p >> (8 * UInt32(c)) & 255) / 255)" }

    /// `static let layerK = Layer(…)`: the vertex array one vertex a line.
    static func layerLiteral(_ d: MetalDraw, index k: Int) -> [String] {
        let u = d.uniforms
        func list(_ values: ArraySlice<Float>) -> String { values.map { "\($0)" }.joined(separator: ", ") }
        var lines = ["", "    /// Layer \(d.layer) of the scene: \(d.vertices.count / MetalDraw.vertexStride) vertices, \(d.indices.count / 3) triangles.",
                     "    static let layer\(k) = Layer(",
                     "        vertices: ["]
        var i = 0
        while i < d.vertices.count {
            lines.append("            " + list(d.vertices[i..<i + MetalDraw.vertexStride]) + ",")
            i += MetalDraw.vertexStride
        }
        lines.append("        ],")
        lines.append("        indices: [")
        i = 0
        while i < d.indices.count {
            lines.append("            " + d.indices[i..<min(i + 24, d.indices.count)].map(String.init).joined(separator: ", ") + ",")
            i += 24
        }
        lines += ["        ],",
                  "        layerToContainer: [\(list(u[0..<16]))],",
                  "        normalMatrix: [\(list(u[16..<32]))],",
                  "        light: [\(list(u[36..<40])), \(list(u[40..<43]))],",
                  "        opacity: \(u[44]), blends: \(d.blends), cullsBack: \(d.cullsBack))"]
        return lines
    }
}
