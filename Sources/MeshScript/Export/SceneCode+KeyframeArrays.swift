import MeshEngine

/// Keyframes as compact arrays: meshplay's keyframes of one animation share their faces and
/// `from` points (only `to` moves), so the code writes those once and each keyframe as one flat
/// array of its `to` coordinates, with one function that makes a mesh of them. Keyframes that
/// differ in more than `to` are written whole.
extension SceneCode {
    /// What every keyframe shares, when they share all but their `to` points: the faces (with
    /// their weights), the `from` points, the depth normalization and the subdivision. Nil when
    /// there are no keyframes or they differ.
    var keyframeCage: MeshTransform? {
        guard let first = keyframes.first?.mesh, !first.vertices.isEmpty else { return nil }
        return keyframes.allSatisfy({ Self.sharesCage($0.mesh, first) }) ? first : nil
    }

    /// Whether `a` differs from `cage` only in its `to` points, so it can be written as them.
    static func sharesCage(_ a: MeshTransform, _ cage: MeshTransform) -> Bool {
        a.faces == cage.faces && a.vertices.count == cage.vertices.count && a.depthNormalization == cage.depthNormalization
            && a.subdivisionSteps == cage.subdivisionSteps && zip(a.vertices, cage.vertices).allSatisfy { $0.from == $1.from }
    }

    /// The `to` coordinates of `m`, x, y, z per vertex, one vertex per line.
    static func toLines(_ m: MeshTransform, indent: String) -> [String] {
        let n = Self.number
        return m.vertices.map { "\(indent)\(n($0.to.x)), \(n($0.to.y)), \(n($0.to.z))," }
    }

    /// The `from` coordinates of `m`, x, y per vertex, one vertex per line.
    static func fromLines(_ m: MeshTransform, indent: String) -> [String] {
        let n = Self.number
        return m.vertices.map { "\(indent)\(n($0.from.x)), \(n($0.from.y))," }
    }

    // MARK: Swift

    /// The shared arrays and `keyframeMesh(_:)`, inside `enum NAMEScene` (after ``swiftMeshBuilder``).
    static func swiftKeyframeCage(_ cage: MeshTransform) -> [String] {
        return ["    /// Every keyframe's from points (unit coordinates), x, y per vertex: the keyframes differ only in their to points.",
                "    static let keyframeFrom: [Double] = ["]
            + fromLines(cage, indent: "        ")
            + ["    ]",
               "    /// Every keyframe's faces: per face the indices of its corners, top-left, top-right, bottom-right, bottom-left.",
               "    static let keyframeFaces: [UInt32] = ["]
            + cage.faces.map { "        " + $0.indexArray.map(String.init).joined(separator: ", ") + "," }
            + ["    ]",
               "",
               "    /// A keyframe's mesh (\(Int.meshSize(vertices: cage.vertices.count, faces: cage.faces.count))): the shared faces and from points, "
                   + "each vertex moved to `to` (x, y, z per vertex).",
               "    static func keyframeMesh(_ to: [Double]) -> BCMeshTransform {",
               "        var v: [Double] = []",
               "        var k = 0",
               "        while 3 * k + 3 <= to.count && 2 * k + 2 <= keyframeFrom.count {",
               "            v += [keyframeFrom[2 * k], keyframeFrom[2 * k + 1], to[3 * k], to[3 * k + 1], to[3 * k + 2]]",
               "            k += 1",
               "        }",
               "        return mesh(v, keyframeFaces, \(Self.depthConstant(cage.depthNormalization, "kBC")))",
               "    }"]
    }

    /// A function returning `m` made by `keyframeMesh(_:)` from its `to` coordinates.
    static func swiftKeyframeFunction(_ name: String, _ m: MeshTransform, doc: String) -> [String] {
        ["    /// \(Self.cComment(doc)) \(Int.meshSize(vertices: m.vertices.count, faces: m.faces.count)).",
         "    static func \(name)() -> BCMeshTransform {",
         "        // Per vertex: to x, y, z.",
         "        let to: [Double] = ["]
            + toLines(m, indent: "            ")
            + ["        ]",
               "        return keyframeMesh(to)",
               "    }"]
    }

    // MARK: Objective-C

    /// The shared arrays and `NAMEKeyframeMesh()`, at file scope: for BCMeshTransformView
    /// (`BC`) or, with weights and subdivision, the private CAMeshTransform (`CA`).
    func objcKeyframeCage(_ cage: MeshTransform, prefix: String) -> [String] {
        let n = Self.number, name = codeName, weighted = prefix == "CA"
        let v = cage.vertices.count, f = cage.faces.count
        let make = "meshTransformWithVertexCount:\(v) vertices:vertices faceCount:\(f) faces:\(name)KeyframeFaces "
            + "depthNormalization:\(Self.depthConstant(cage.depthNormalization, "k\(prefix)"))"
        return ["/// Every keyframe's faces\(weighted ? ", with their weights w" : ""): the keyframes differ only in their to points.",
                "static \(prefix)MeshFace \(name)KeyframeFaces[] = {"]
            + Self.objcFaceLines(cage, weighted: weighted, indent: "    ")
            + ["};",
               "/// Every keyframe's from points (unit coordinates), one per vertex.",
               "static const CGPoint \(name)KeyframeFrom[] = {"]
            + cage.vertices.map { "    {\(n($0.from.x)), \(n($0.from.y))}," }
            + ["};",
               "",
               "/// A keyframe's mesh (\(Int.meshSize(vertices: v, faces: f))): the shared faces and from points, each vertex moved to",
               "/// `to` (x, y, z per vertex). The transform keeps its own copy of the vertices.",
               "static \(prefix)MeshTransform *\(name)KeyframeMesh(const CGFloat *to) {",
               "    \(prefix)MeshVertex *vertices = malloc(sizeof(\(prefix)MeshVertex) * \(max(1, v)));",
               "    for (NSUInteger k = 0; k < \(v); k++) {",
               "        vertices[k] = (\(prefix)MeshVertex){.from = \(name)KeyframeFrom[k], .to = {to[3 * k], to[3 * k + 1], to[3 * k + 2]}};",
               "    }"]
            + (weighted ? ["    CAMutableMeshTransform *mesh = [CAMutableMeshTransform \(make)];",
                           "    mesh.subdivisionSteps = \(cage.subdivisionSteps);"]
                : ["    BCMeshTransform *mesh = [BCMeshTransform \(make)];"])
            + ["    free(vertices);",
               "    return mesh;",
               "}"]
    }

    /// A function returning `m` made by `NAMEKeyframeMesh()` from its `to` coordinates.
    func objcKeyframeFunction(_ function: String, _ m: MeshTransform, doc: String, prefix: String) -> [String] {
        ["/// \(Self.cComment(doc)) \(Int.meshSize(vertices: m.vertices.count, faces: m.faces.count)).",
         "\(prefix)MeshTransform *\(function)(void) {",
         "    // Per vertex: to x, y, z.",
         "    static const CGFloat to[] = {"]
            + Self.toLines(m, indent: "        ")
            + ["    };",
               "    return \(codeName)KeyframeMesh(to);",
               "}"]
    }
}
