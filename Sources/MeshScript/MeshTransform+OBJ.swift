import MeshEngine

/// Wavefront OBJ for mesh transforms: `vt u v` is a vertex's `from`, `v x y z` its `to`
/// (both in the mesh's unit coordinates, y down), paired by index, and each face is a quad
/// `f a/a b/b c/c d/d` with 1-based indices. What OBJ cannot say is kept in comments that
/// meshplay reads back: `# meshplay subdivision N`, `# meshplay depth MODE`, `# meshplay w F W0 W1 W2 W3`.
extension MeshTransform {
    /// The mesh as OBJ text.
    public var objText: String {
        var out = ["# meshplay mesh transform: vt = from (unit coordinates, y down), v = to, quad faces",
                   "# meshplay subdivision \(subdivisionSteps)", "# meshplay depth \(depthNormalization.rawValue)"]
        for v in vertices { out.append("v \(v.to.x.scriptText) \(v.to.y.scriptText) \(v.to.z.scriptText)") }
        for v in vertices { out.append("vt \(v.from.x.scriptText) \(v.from.y.scriptText)") }
        for (i, f) in faces.enumerated() {
            out.append("f " + f.indexArray.map { "\($0 + 1)/\($0 + 1)" }.joined(separator: " "))
            if f.w != .zero { out.append("# meshplay w \(i) \(SceneWriter.weights(f.w))") }
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// Reads OBJ text. Lines meshplay does not use (`vn`, `o`, `g`, `s`, `usemtl`…) are skipped;
    /// malformed `v`, `vt` and `f` lines are errors naming their line. Triangles become quads
    /// with a repeated last corner. Without any `vt`, `from` is `to`'s x and y.
    public static func parseOBJ(_ text: String) throws(ScriptError) -> MeshTransform {
        var positions: [Point3D] = [], uvs: [Point2D] = []
        var faces: [(line: Int, corners: [(v: Int, vt: Int?)])] = []
        var weights: [(line: Int, face: Int, w: SIMD4<Double>)] = []
        var mesh = MeshTransform(subdivisionSteps: 0, depthNormalization: .none)
        var lineNumber = 0
        for raw in TextLines.split(text) {
            lineNumber += 1
            let words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard let head = words.first else { continue }
            let args = Array(words.dropFirst())
            func bad(_ why: String) -> ScriptError { ScriptError(.obj(line: lineNumber, why), column: 1, line: lineNumber) }
            func numbers(_ n: ClosedRange<Int>) throws(ScriptError) -> [Double] {
                let values = args.compactMap { Double($0) }.filter(\.isFinite)
                guard values.count == args.count, n.contains(values.count) else {
                    throw bad("'\(head)' needs \(n.lowerBound == n.upperBound ? "\(n.lowerBound)" : "\(n.lowerBound) to \(n.upperBound)") numbers")
                }
                return values
            }
            switch head {
            case "v":
                let p = try numbers(3...4)
                positions.append(Point3D(p[0], p[1], p[2]))
            case "vt":
                let p = try numbers(2...3)
                uvs.append(Point2D(p[0], p[1]))
            case "f":
                guard (3...4).contains(args.count) else { throw bad("a face needs 3 or 4 corners, not \(args.count)") }
                var corners: [(v: Int, vt: Int?)] = []
                for a in args {
                    let parts = a.split(separator: "/", omittingEmptySubsequences: false)
                    guard let v = Int(parts[0]), v != 0 else { throw bad("'\(a)' is not a vertex reference") }
                    var vt: Int?
                    if parts.count > 1, !parts[1].isEmpty {
                        guard let t = Int(parts[1]), t != 0 else { throw bad("'\(a)' is not a vertex reference") }
                        vt = t
                    }
                    corners.append((v, vt))
                }
                if corners.count == 3 { corners.append(corners[2]) }
                faces.append((lineNumber, corners))
            case "#":
                guard args.first == "meshplay", args.count >= 3 else { continue }
                switch args[1] {
                case "subdivision":
                    guard let n = Int(args[2]), n >= -1 else { throw bad("'\(args[2])' is not a subdivision step count") }
                    mesh.subdivisionSteps = n
                case "depth":
                    guard let d = DepthNormalization(rawValue: String(args[2])) else { throw bad("'\(args[2])' is not a depth normalization") }
                    mesh.depthNormalization = d
                case "w":
                    let values = args.dropFirst(2).compactMap { Double($0) }.filter(\.isFinite)
                    guard values.count == 5, args.count == 7, let f = Int(args[2]) else { throw bad("'# meshplay w' needs a face index and 4 finite weights") }
                    weights.append((lineNumber, f, SIMD4(values[1], values[2], values[3], values[4])))
                default: continue
                }
            default:
                continue
            }
        }
        if !uvs.isEmpty, uvs.count != positions.count {
            throw ScriptError(.obj(line: lineNumber, "\(positions.count) v lines but \(uvs.count) vt lines: meshplay pairs them by index"),
                              column: 1, line: lineNumber)
        }
        mesh.vertices = positions.indices.map { i in
            Vertex(from: uvs.isEmpty ? Point2D(positions[i].x, positions[i].y) : uvs[i], to: positions[i])
        }
        for face in faces {
            var idx = SIMD4<Int>(repeating: 0)
            for (k, c) in face.corners.enumerated() {
                let v = c.v < 0 ? positions.count + c.v : c.v - 1
                guard positions.indices.contains(v) else {
                    throw ScriptError(.obj(line: face.line, "vertex \(c.v) does not exist (there are \(positions.count))"), column: 1, line: face.line)
                }
                if let t = c.vt {
                    let ti = t < 0 ? uvs.count + t : t - 1
                    guard ti == v else {
                        throw ScriptError(.obj(line: face.line, "corner \(c.v)/\(t) pairs different v and vt: meshplay pairs them by index"),
                                          column: 1, line: face.line)
                    }
                }
                idx[k] = v
            }
            mesh.faces.append(Face(indices: idx))
        }
        for w in weights {
            guard mesh.faces.indices.contains(w.face) else {
                throw ScriptError(.obj(line: w.line, "face \(w.face) does not exist"), column: 1, line: w.line)
            }
            mesh.faces[w.face].w = w.w
        }
        return mesh
    }
}
