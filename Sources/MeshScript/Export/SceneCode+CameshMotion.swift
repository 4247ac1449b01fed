import MeshEngine

/// Procedural motion in `export camesh`: what the BCMeshTransformView code does with
/// `mapVerticesUsingBlock:`, in plain C over CAMeshVertex arrays (CAMeshTransform has no vertex
/// mapping of its own). The base mesh is built, each formula moves its vertices in turn, and
/// `NAMEMeshTransformAt(t)` makes a CAMeshTransform of them that keeps the layer's
/// `subdivisionSteps`, so Core Animation subdivides the moved cage as meshplay does.
extension SceneCode {
    /// The C functions of the motion and `NAMEMeshTransformAt(t)`, at file scope. Everything
    /// before `NAMEMeshTransformAt` is plain C (no Objective-C), so it runs anywhere.
    func cameshMotion(_ motion: Motion) -> [String] {
        let name = codeName, base = motion.base
        var out = ["enum { \(name)BaseVertexCount = \(base.vertices.count), \(name)BaseFaceCount = \(base.faces.count) };", ""]
        out += cameshBaseMesh(motion)
        out += objcFormulaFunctions(motion, vertexType: "CAMeshVertex")
        out += ["",
                "/// Moves every vertex with `motion` at `t`, or none when one would leave the finite numbers (meshplay then",
                "/// keeps the mesh as it was); `moved` has room for as many vertices.",
                "static void \(name)Move(CAMeshVertex *vertices, CAMeshVertex *moved, CAMeshVertex (*motion)(CAMeshVertex, NSUInteger, double), double t) {",
                "    for (NSUInteger index = 0; index < \(name)BaseVertexCount; index++) {",
                "        moved[index] = motion(vertices[index], index, t);",
                "        if (\(Self.objcLeftTheFiniteNumbers)) return;",
                "    }",
                "    memcpy(vertices, moved, sizeof(CAMeshVertex) * \(name)BaseVertexCount);",
                "}",
                "",
                "/// The base mesh moved by each formula in turn, `t` seconds into the motion, into `vertices` and `faces`",
                "/// (room for \(name)BaseVertexCount and \(name)BaseFaceCount).",
                "static void \(name)MovedMesh(CAMeshVertex *vertices, CAMeshFace *faces, double t) {",
                "    CAMeshVertex *moved = malloc(sizeof(CAMeshVertex) * \(name)BaseVertexCount);",
                "    \(name)BaseMesh(vertices, faces);"]
        for (k, step) in motion.steps.enumerated() {
            out.append("    \(name)Move(vertices, moved, \(name)Motion\(k), \(step.time(.objc)));")
        }
        out += ["    free(moved);",
                "}",
                "",
                "/// The mesh `t` seconds into the motion, with the layer's subdivision (a CAMeshTransform keeps its own copy",
                "/// of the arrays, as BCMeshTransform does).",
                "CAMeshTransform *\(name)MeshTransformAt(double t) {",
                "    CAMeshVertex *vertices = malloc(sizeof(CAMeshVertex) * \(name)BaseVertexCount);",
                "    CAMeshFace *faces = malloc(sizeof(CAMeshFace) * \(name)BaseFaceCount);",
                "    \(name)MovedMesh(vertices, faces, t);",
                "    CAMutableMeshTransform *transform = [CAMutableMeshTransform meshTransformWithVertexCount:\(name)BaseVertexCount vertices:vertices",
                "        faceCount:\(name)BaseFaceCount faces:faces depthNormalization:\(Self.depthConstant(base.depthNormalization, "kCA"))];",
                "    transform.subdivisionSteps = \(base.subdivisionSteps);",
                "    free(vertices);",
                "    free(faces);",
                "    return transform;",
                "}"]
        return out
    }

    /// `NAMEBaseMesh(vertices, faces)`: an identity grid (BCMeshTransformView's
    /// `identityMeshTransformWithNumberOfRows:numberOfColumns:`, meshplay's `grid`) as two loops,
    /// any other mesh as literal arrays copied in.
    private func cameshBaseMesh(_ motion: Motion) -> [String] {
        let name = codeName, base = motion.base
        let head = ["/// The mesh the motion moves (\(Int.meshSize(vertices: base.vertices.count, faces: base.faces.count)))"
                        + (motion.identityGrid.map { ": the identity grid of \($0.rows) × \($0.columns) faces." } ?? "."),
                    "static void \(name)BaseMesh(CAMeshVertex *vertices, CAMeshFace *faces) {"]
        guard let grid = motion.identityGrid else {
            return head + ["    static const CAMeshVertex base[] = {"] + Self.objcVertexLines(base, indent: "        ")
                + ["    };", "    static const CAMeshFace baseFaces[] = {"] + Self.objcFaceLines(base, weighted: true, indent: "        ")
                + ["    };", "    memcpy(vertices, base, sizeof base);", "    memcpy(faces, baseFaces, sizeof baseFaces);", "}"]
        }
        let r = grid.rows, c = grid.columns
        // Vertices row-major from the top, at column/c and row/r; faces [TL, TR, BR, BL] (MeshTransform.identity).
        return head + ["    for (unsigned int row = 0; row <= \(r); row++) {",
                       "        for (unsigned int column = 0; column <= \(c); column++) {",
                       "            CGFloat x = (double)column / \(c), y = (double)row / \(r);",
                       "            vertices[row * \(c + 1) + column] = (CAMeshVertex){.from = {x, y}, .to = {x, y, 0}};",
                       "        }",
                       "    }",
                       "    for (unsigned int row = 0; row < \(r); row++) {",
                       "        for (unsigned int column = 0; column < \(c); column++) {",
                       "            unsigned int topLeft = row * \(c + 1) + column;",
                       "            faces[row * \(c) + column] = (CAMeshFace){.indices = {topLeft, topLeft + 1, topLeft + \(c + 2), topLeft + \(c + 1)}, .w = {0, 0, 0, 0}};",
                       "        }",
                       "    }",
                       "}"]
    }
}
