import MeshEngine

/// Procedural motion (an animated preset's formula, a `map` using `t`) in the Metal export: the
/// formulas as Swift (``CodeLanguage/formulaBody``, the translator `export swift` uses), run on
/// the layer's base mesh each frame and written into its vertex buffer, with the normals summed
/// from the faces as meshplay's ``LayerProjection/vertexNormals(_:scale:)`` sums them.
struct MetalMotion {
    /// The draw it moves (its index in ``MetalFrame/draws``) and the motion.
    var draw: Int
    var motion: SceneCode.Motion
    /// Layer points per unit of `to`: the layer's width, height and depth scale.
    var scale: SIMD3<Double>
    /// A keyframe animation that moves the layer instead of ``motion``'s formulas (which then has
    /// no steps and stands for the timeline's clock only).
    var keyframes: MetalKeyframes?

    /// What moves the layer, in words.
    var cause: String { keyframes?.cause ?? motion.cause }

    /// Why the Metal export cannot carry a scene's motion as code, for its header and message.
    struct Gap: Error { var reason: String }

    /// The Swift declarations, inside `enum NAMEMetalScene`.
    func swiftLines() -> [String] {
        if let keyframes { return keyframes.swiftLines(draw: draw, scale: scale) }
        let n = SceneCode.number
        var out = ["",
                   "    /// The mesh that moves layer \(draw)'s vertex buffer: from x, y, to x, y, z per vertex.",
                   "    static let motionBase\(draw): [Double] = ["]
            + motion.base.vertices.map { "        \(n($0.from.x)), \(n($0.from.y)), \(n($0.to.x)), \(n($0.to.y)), \(n($0.to.z))," }
            + ["    ]",
               "    /// Layer \(draw)'s faces, four corners each, for the normals.",
               "    static let motionFaces\(draw): [Int] = ["]
            + motion.base.faces.map { "        " + $0.indexArray.map(String.init).joined(separator: ", ") + "," }
            + ["    ]"]
        for (k, step) in motion.steps.enumerated() {
            out += ["",
                    "    /// A vertex of layer \(draw) moved by \(SceneCode.cComment(step.cause)) at `t` seconds.",
                    "    nonisolated static func motion\(draw)_\(k)(_ vertex: MeshVertex, _ index: Int, _ t: Double) -> MeshVertex {"]
                + CodeLanguage.swift.formulaBody(step.formula, indent: "        ") + ["    }"]
        }
        out += ["",
                "    /// Layer \(draw)'s vertex buffer `t` seconds into the motion (\(SceneCode.cComment(motion.cause))).",
                "    nonisolated static func vertices\(draw)(at t: Double) -> [Float] {",
                "        var mesh = meshVertices(motionBase\(draw))"]
        for (k, step) in motion.steps.enumerated() {
            out.append("        mesh = move(mesh) { vertex, index in motion\(draw)_\(k)(vertex, index, \(step.time(.swift))) }")
        }
        out += ["        return vertexBuffer(mesh, faces: motionFaces\(draw), scale: [\(n(scale.x)), \(n(scale.y)), \(n(scale.z))])",
                "    }"]
        return out
    }

    /// The declarations every moving layer shares: the vertex type the formulas read, the
    /// finite-numbers rule of a move, and the buffer (position, from, normal) of a moved mesh.
    static let sharedLines = [
        "",
        "    /// A mesh vertex as meshplay's formulas read it: `from` in unit coordinates, `to` in units of the layer.",
        "    struct MeshVertex: Sendable {",
        "        struct From: Sendable { var x: CGFloat; var y: CGFloat }",
        "        struct To: Sendable { var x: CGFloat; var y: CGFloat; var z: CGFloat }",
        "        var from: From",
        "        var to: To",
        "    }",
        "",
        "    /// The vertices of `base` (from x, y, to x, y, z each).",
        "    nonisolated static func meshVertices(_ base: [Double]) -> [MeshVertex] {",
        "        stride(from: 0, to: base.count - 4, by: 5).map { k in",
        "            MeshVertex(from: .init(x: base[k], y: base[k + 1]), to: .init(x: base[k + 2], y: base[k + 3], z: base[k + 4]))",
        "        }",
        "    }",
        "",
        "    /// Every vertex moved with `block`, or `mesh` unchanged when one would leave the finite numbers (as meshplay keeps it).",
        "    nonisolated static func move(_ mesh: [MeshVertex], _ block: (MeshVertex, Int) -> MeshVertex) -> [MeshVertex] {",
        "        var moved: [MeshVertex] = []",
        "        for (index, vertex) in mesh.enumerated() {",
        "            let v = block(vertex, index)",
        "            guard v.from.x.isFinite, v.from.y.isFinite, v.to.x.isFinite, v.to.y.isFinite, v.to.z.isFinite else { return mesh }",
        "            moved.append(v)",
        "        }",
        "        return moved",
        "    }",
        "",
        "    /// The vertex buffer of `mesh`: per vertex its position in layer points, `from`, and the sum of its faces' normals,",
        "    /// each the cross product of the face's diagonals (or, where that is zero, of its first triangle's edges).",
        "    nonisolated static func vertexBuffer(_ mesh: [MeshVertex], faces: [Int], scale: [Double]) -> [Float] {",
        "        let p = mesh.map { [Double($0.to.x) * scale[0], Double($0.to.y) * scale[1], Double($0.to.z) * scale[2]] }",
        "        func minus(_ a: [Double], _ b: [Double]) -> [Double] { [a[0] - b[0], a[1] - b[1], a[2] - b[2]] }",
        "        func cross(_ a: [Double], _ b: [Double]) -> [Double] { [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]] }",
        "        var normals = [[Double]](repeating: [0, 0, 0], count: mesh.count)",
        "        for f in stride(from: 0, to: faces.count - 3, by: 4) {",
        "            let p0 = p[faces[f]], p1 = p[faces[f + 1]], p2 = p[faces[f + 2]], p3 = p[faces[f + 3]]",
        "            var n = cross(minus(p2, p0), minus(p3, p1))",
        "            if n == [0, 0, 0] { n = cross(minus(p1, p0), minus(p2, p0)) }",
        "            for c in 0..<4 { for a in 0..<3 { normals[faces[f + c]][a] += n[a] } }",
        "        }",
        "        var out: [Float] = []",
        "        for (k, v) in mesh.enumerated() {",
        "            out += [Float(p[k][0]), Float(p[k][1]), Float(p[k][2]), Float(v.from.x), Float(v.from.y)]",
        "            out += normals[k].map(Float.init)",
        "        }",
        "        return out",
        "    }",
        "",
        "    /// The depth scale for layers' vertex buffers (1 / 1.0625 × the largest |z / w|), as meshplay sets it each frame.",
        "    nonisolated static func depthScale(_ buffers: [[Float]]) -> Float {",
        "        var extent: Float = 0",
        "        for (k, vertices) in buffers.enumerated() {",
        "            let m = layers[k].layerToContainer",
        "            for v in stride(from: 0, to: vertices.count - 7, by: 8) {",
        "                let x = vertices[v], y = vertices[v + 1], z = vertices[v + 2]",
        "                let cz = x * m[2] + y * m[6] + z * m[10] + m[14], cw = x * m[3] + y * m[7] + z * m[11] + m[15]",
        "                extent = max(extent, abs(cz / cw))",
        "            }",
        "        }",
        "        return extent > 0 ? 1 / (extent * 1.0625) : 1",
        "    }",
    ]
}
