/// `export swiftui-distortion`: the warp as one Swift file for iOS 17 and macOS 14: the mesh as
/// float arrays, the Metal source of a `[[stitchable]]` function for SwiftUI's
/// `distortionEffect` (``DistortionWarp/shaderSource`` made from Shaders/distortion.frag, and a
/// wrapper that hands SwiftUI's arrays to it), and a `ViewModifier` that applies it.
extension DistortionWarp {
    /// The Swift source; `name` names the stitchable function and prefixes every declared name;
    /// `header` opens it as comment lines.
    func swiftSource(name: String, header: [String]) -> String {
        let type = name + "Distortion"
        var out = header.map { "// " + $0 } + ["",
            "import SwiftUI",
            "",
            "/// The mesh warp as SwiftUI's distortion: for each position of the view, the point of the",
            "/// content the mesh takes there. The arrays are meshplay's, with the subdivision baked in.",
            "enum \(type) {",
            "    /// x, y per vertex: where it lands, in the container's points (y down).",
            "    static let positions: [Float] = ["]
        out += Self.rows(positions, perRow: 16)
        out += ["    ]",
                "    /// x, y per vertex: the point of the layer it shows, in the layer's points.",
                "    static let sources: [Float] = ["]
        out += Self.rows(sources, perRow: 16)
        out += ["    ]",
                "    /// Four vertex indices per face, in meshplay's drawing order: where faces overlap, the last one shows.",
                "    static let faces: [Float] = ["]
        out += Self.rows(faces, perRow: 24)
        out += ["    ]",
                "    /// 1: a face turned away from the viewer shows nothing (the layer is not double-sided).",
                "    static let cullsBack: Float = \(cullsBack ? 1 : 0)",
                "    /// The layer's size, which the content is given, and the container's, which the warp fills.",
                "    static let layerSize = CGSize(width: \(MetalFrame.literal(layerWidth)), height: \(MetalFrame.literal(layerHeight)))",
                "    static let containerSize = CGSize(width: \(MetalFrame.literal(containerWidth)), height: \(MetalFrame.literal(containerHeight)))",
                "    /// The largest distance in each axis between a position and the point it shows.",
                "    static let maxSampleOffset = CGSize(width: \(MetalFrame.literal(maxSampleOffset.x)), height: \(MetalFrame.literal(maxSampleOffset.y)))",
                "",
                "    /// The Metal source of `\(name)`, the `[[stitchable]]` function. SwiftUI's ShaderLibrary loads",
                "    /// compiled libraries only: save this text as \(name).metal in the app target, and Xcode builds it",
                "    /// into the default library that `\(type)Modifier()` reads.",
                "    static let metalSource = #\"\"\""]
        out += (Self.shaderSource + "\n" + Self.stitchable(name)).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "        " + $0 }
        out += ["        \"\"\"#",
                "",
                "    /// The shader: `\(name)` in `library` with the mesh as its arguments.",
                "    static func shader(in library: ShaderLibrary) -> Shader {",
                "        ShaderFunction(library: library, name: \"\(name)\")(.floatArray(positions), .floatArray(sources), .floatArray(faces), .float(cullsBack))",
                "    }",
                "}",
                "",
                "/// Draws the content it modifies through the mesh: the content is sized to the layer, placed at the",
                "/// top left of a view the container's size, and each pixel of that view shows the point of the",
                "/// content the mesh takes there; where no face lands, nothing.",
                "struct \(type)Modifier: ViewModifier {",
                "    /// The library holding `\(name)` (by default the app's, built from \(name).metal).",
                "    var library: ShaderLibrary = .default",
                "",
                "    func body(content: Content) -> some View {",
                "        content",
                "            .frame(width: \(type).layerSize.width, height: \(type).layerSize.height)",
                "            .frame(width: \(type).containerSize.width, height: \(type).containerSize.height, alignment: .topLeading)",
                "            .distortionEffect(\(type).shader(in: library), maxSampleOffset: \(type).maxSampleOffset)",
                "    }",
                "}",
                ""]
        return out.joined(separator: "\n")
    }

    /// The `[[stitchable]]` function SwiftUI calls: each `.floatArray` arrives as a pointer and a
    /// count (Apple's Shader.Argument.floatArray), which it hands to the generated `sourceOf` as
    /// the storage buffers the GLSL reads.
    static func stitchable(_ name: String) -> String {
        """
        [[ stitchable ]] float2 \(name)(float2 position, device const float *positions, int positionCount,
                                  device const float *sources, int sourceCount, device const float *faces, int faceCount,
                                  float cullsBack)
        {
            float2 p = position;
            int count = faceCount / 4;
            float culls = cullsBack;
            return sourceOf(p, count, culls, *reinterpret_cast<const device Faces *>(faces),
                            *reinterpret_cast<const device Positions *>(positions), *reinterpret_cast<const device Sources *>(sources));
        }
        """
    }

    /// `values` as array literal lines, `perRow` a line.
    static func rows(_ values: [Float], perRow: Int) -> [String] {
        stride(from: 0, to: values.count, by: perRow).map { start in
            "        " + values[start..<min(start + perRow, values.count)].map { "\($0)" }.joined(separator: ", ") + ","
        }
    }
}
