import MeshEngine

/// Wavefront OBJ for mesh transforms, in OBJ's own axes so the file stands upright in Blender:
/// `v x −y z` is a vertex's `to` and `vt u 1−v` its `from` (meshplay's unit coordinates are
/// y-down, OBJ's are y-up; ``OBJReader`` flips both back, exactly), and each face is
/// `f a/A d/D c/C b/B` with 1-based indices (turned counter-clockwise, OBJ's front, because the
/// y flip mirrors), a `[a b c c]` face as the triangle `f a/A c/C b/B`.
///
/// There is one `v` per distinct position among the faces' corners and one `vt` per vertex, as
/// modellers write seams: vertices that meet at a UV seam (the same `to`, another `from`) share
/// their `v`, so Blender, which welds nothing on import, gets a closed mesh back closed.
/// What OBJ cannot say is kept in comments that meshplay reads back:
/// `# meshplay subdivision N`, `# meshplay depth MODE`, `# meshplay w F W0 W1 W2 W3`,
/// `# meshplay vt I Y` for a `from.y` whose flip is not exact, `# meshplay point V T` for a
/// vertex no face uses (its own `v` V and `vt` T, which no face line pairs), and
/// `# meshplay names …` before an `o` line whose name is percent-encoded (``OBJName``).
extension MeshTransform {
    /// The mesh as OBJ text, as object `name` when given, after `comments`; with `normals`, a
    /// `vn` per vertex (see ``objNormals``) and corners `v/vt/vn`.
    public func objText(name: String? = nil, comments: [String] = [], normals: Bool = false) -> String {
        var out = [OBJReader.headerLine] + comments.map { "# " + $0 }
            + ["# meshplay subdivision \(subdivisionSteps)" + (limitSurface ? " limit" : ""), "# meshplay depth \(depthNormalization.rawValue)"]
        // OBJ has no quoting: the name is percent-encoded where it must be (``OBJName``).
        if let name {
            if OBJName.needsEncoding(name) { out.append(OBJName.comment) }
            out.append("o " + OBJName.encoded(name))
        }
        let position = objPositions
        var written = 0
        for (i, v) in vertices.enumerated() where position.index[i] > written {
            out.append("v \(v.to.x.scriptText) \((-v.to.y).scriptText) \(v.to.z.scriptText)")
            written += 1
        }
        for (i, v) in vertices.enumerated() {
            let flipped = OBJReader.complementText(v.from.y)
            out.append("vt \(v.from.x.scriptText) \(flipped)")
            // Past Decimal's range (5e-324, 1e300) the flip is binary and inexact: say the value.
            if OBJReader.complement(Substring(flipped), Double(flipped) ?? 0) != v.from.y {
                out.append("# meshplay vt \(i) \(v.from.y.scriptText)")
            }
        }
        for i in vertices.indices where !position.used[i] { out.append("# meshplay point \(position.index[i]) \(i + 1)") }
        if normals {
            for n in objNormals { out.append("vn \(n.x.scriptText) \(n.y.scriptText) \(n.z.scriptText)") }
        }
        let suffix = normals ? { (i: Int) in "/\(i)" } : { (_: Int) in "" }
        for (i, f) in faces.enumerated() {
            let corners = f.indices[2] == f.indices[3] ? f.indexArray.dropLast() : f.indexArray[...]
            // Mirrored by the y flip: reversed after corner 0 so the front stays the front.
            out.append("f " + ([corners[0]] + corners.dropFirst().reversed()).map { "\(position.index[$0])/\($0 + 1)" + suffix($0 + 1) }.joined(separator: " "))
            if f.w != .zero { out.append("# meshplay w \(i) \(SceneWriter.weights(f.w))") }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// Each vertex's 1-based `v` line and whether a face uses it: vertices used by faces share
    /// the line of the first vertex with the same `to` (0 and −0 alike, as both are written
    /// `0`); a vertex no face uses keeps a line of its own, so it reads back as it was.
    /// Lines are numbered in vertex order.
    var objPositions: (index: [Int], used: [Bool]) {
        var used = [Bool](repeating: false, count: vertices.count)
        for f in faces { for k in f.indexArray where vertices.indices.contains(k) { used[k] = true } }
        var index = [Int](repeating: 0, count: vertices.count)
        var first: [SIMD3<UInt64>: Int] = [:]
        var lines = 0
        for (i, v) in vertices.enumerated() {
            // Adding 0 turns −0 into +0, so the two share a key as they share their text.
            let key = SIMD3((v.to.x + 0).bitPattern, (v.to.y + 0).bitPattern, (v.to.z + 0).bitPattern)
            if used[i], let line = first[key] {
                index[i] = line
                continue
            }
            lines += 1
            index[i] = lines
            if used[i] { first[key] = lines }
        }
        return (index, used)
    }

    /// The mesh as OBJ text (see ``objText(name:comments:normals:)``).
    public var objText: String { objText() }

    /// One unit normal per vertex in the OBJ file's axes (`to` with y negated, z as written):
    /// the sum over the faces around it of the cross product of the face's diagonals (twice
    /// its area times its normal, so big faces count more), normalized; (0, 0, 1) when that
    /// sum vanishes. A face `[p0 p1 p2 p3]` turns clockwise on meshplay's y-down screen, so
    /// in OBJ's axes the front normal is `(p2 − p0) × (p1 − p3)`.
    public var objNormals: [Point3D] {
        var sum = [SIMD3<Double>](repeating: .zero, count: vertices.count)
        func p(_ i: Int) -> SIMD3<Double> { let t = vertices[i].to; return SIMD3(t.x, -t.y, t.z) }
        for f in faces where f.indexArray.allSatisfy(vertices.indices.contains) {
            let a = p(f.indices[2]) - p(f.indices[0]), b = p(f.indices[1]) - p(f.indices[3])
            let n = SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
            for k in 0..<4 where !f.indexArray[..<k].contains(f.indices[k]) { sum[f.indices[k]] += n }
        }
        return sum.map { n in
            let length = (n * n).sum().squareRoot()
            guard length > 0, length.isFinite else { return Point3D(0, 0, 1) }
            return Point3D(n.x / length, n.y / length, n.z / length)
        }
    }

    /// Reads OBJ text as one mesh (every object merged), as `import obj FILE merge` does.
    public static func parseOBJ(_ text: String, fit: Bool = false) throws(ScriptError) -> MeshTransform {
        var reader = OBJReader()
        try reader.feed(Array(text.utf8)[...])
        try reader.endOfFile()
        return try reader.finish(OBJImportOptions(fit: fit, merge: true), file: "the text").objects[0].mesh
    }
}

extension OBJReader {
    /// The first line of meshplay's OBJ files; older files said "(unit coordinates, y down)".
    static let headerLine = "# meshplay mesh transform: OBJ axes (y up), v = to with y negated, vt = from with v = 1 - y, quad faces"
}
