import MeshEngine

/// How `import obj` shapes what it read.
public struct OBJImportOptions: Equatable, Sendable {
    /// Scale and centre everything into the unit square (keeping the aspect ratio; z by the same factor).
    public var fit = false
    /// One mesh for the whole file instead of one layer per object (`o`) or group (`g`).
    public var merge = false
    /// The side of the model that faces the viewer; nil: ``OBJView/automatic(_:)``.
    public var view: OBJView?
    public init(fit: Bool = false, merge: Bool = false, view: OBJView? = nil) {
        self.fit = fit
        self.merge = merge
        self.view = view
    }
}

/// What an OBJ file became: meshes with their object names, and what was converted on the way.
struct OBJModel {
    var objects: [(name: String, mesh: MeshTransform)] = []
    /// Triangles stored as quads with a repeated last corner (`[a b c c]`).
    var triangles = 0
    /// Faces of five corners or more, and the quads and triangles they became.
    var ngons = 0, ngonPieces = 0
    /// Extra vertices made because one `v` carries several `vt` (UV seams).
    var seamSplits = 0
    /// Vertices whose `from` came from the projection, since their corners had no `vt`.
    var projected = 0
    var skipped: [(keyword: String, count: Int)] = []
    /// Whether the file came from meshplay (so its subdivision and depth were kept).
    var fromMeshplay = false
    /// Objects (or groups) with vertices but no face, such as a curve's `l` lines, which
    /// become no layer: their names and vertex counts, in file order, for the message.
    var pointsOnly: [(name: String, vertices: Int)] = []
    /// Lines whose `o`, `g`, `usemtl` or `mtllib` name is not UTF-8.
    var notUTF8Names: [Int] = []
    /// The side that faces the viewer, and whether the import chose it (none was asked for).
    var view = OBJView.front
    var viewChosen = false
    /// The view to suggest when the import chose the front and that shows the model nearly
    /// edge-on (``OBJView/nearlyEdgeOn(_:)``).
    var suggestedView: OBJView?
}

extension OBJReader {
    /// Builds the meshes. A meshplay vertex is one unique (v, vt) pair, so a `v` with several
    /// `vt` (a UV seam) becomes several vertices. `vt` lines equal by value count as one
    /// (Blender writes a `vt` per face corner of a seamless grid, 523 lines for 441 values),
    /// so only a real seam splits a vertex. Vertices keep the order of their `v` lines (then of
    /// first use), and a `v` no face uses stays a vertex of its own. meshplay's own files are
    /// read as written: a `vt` per vertex, in vertex order, none merged, so they read back exactly. Faces: quads as they are, triangles as `[a b c c]` (the
    /// subdivider refines those as triangles), n-gons fanned from their first corner into quads
    /// `[0 i i+1 i+2]` and, when one edge is left, a triangle: right for the convex polygons
    /// modellers write. Sections are `o` objects, or `g` groups when the file has no `o`.
    func finish(_ options: OBJImportOptions, file: String) throws(ScriptError) -> OBJModel {
        var model = OBJModel(skipped: skipped, fromMeshplay: header.fromMeshplay, notUTF8Names: notUTF8Names)
        let faceCount = faceStart.count - 1
        guard faceCount > 0 || !positions.isEmpty else { return try emptyModel(model, file: file) }
        let byObject = objectNames.count > 1
        let sectionOfFace = options.merge ? [Int](repeating: 0, count: faceCount) : (byObject ? faceObject : faceGroup)
        let sectionOfPosition = options.merge ? [Int](repeating: 0, count: positions.count) : (byObject ? positionObject : positionGroup)
        let names = byObject ? objectNames : groupNames

        // Keys (v, vt + 1) per section, in first-use order, plus loose v lines.
        var used = [Bool](repeating: false, count: positions.count)
        for v in cornerV { used[v] = true }
        var sections: [Int: [Int: Int]] = [:]
        var sectionOrder: [Int] = []
        let sameUV = header.fromMeshplay ? Array(uvs.indices) : Self.firstEqualUV(uvs)
        func key(_ v: Int, _ vt: Int) -> Int { v << 32 | ((vt < 0 ? vt : sameUV[vt]) + 1) }
        for f in 0..<faceCount {
            let s = sectionOfFace[f]
            if sections[s] == nil { sections[s] = [:]; sectionOrder.append(s) }
            for c in faceStart[f]..<faceStart[f + 1] {
                let k = key(cornerV[c], cornerVT[c])
                if sections[s]![k] == nil { sections[s]![k] = sections[s]!.count }
            }
        }
        let pairedByIndex = uvs.count == positions.count
        var dropped: [Int: Int] = [:]
        for v in positions.indices where !used[v] {
            let s = sectionOfPosition[v]
            // A section without faces becomes a mesh only when the whole file has none (a
            // meshplay mesh without faces); otherwise its points are dropped, and said so.
            if sections[s] == nil {
                guard faceCount == 0 else {
                    if let k = dropped[s] { model.pointsOnly[k].vertices += 1 } else {
                        dropped[s] = model.pointsOnly.count
                        model.pointsOnly.append((names[s], 1))
                    }
                    continue
                }
                sections[s] = [:]
                sectionOrder.append(s)
            }
            sections[s]![key(v, header.points[v] ?? (pairedByIndex ? v : -1))] = sections[s]!.count
        }

        // What is drawn: the vertices of faces (a dropped curve's points neither turn nor fit
        // the model), or every vertex of a file without faces.
        let drawn = faceCount == 0 ? positions : positions.indices.filter { used[$0] }.map { positions[$0] }
        // Turned first, so that fit and the projection of `from` see the model as it is shown.
        // meshplay's own files are read as written, so that they read back the same.
        chooseView(options.view, drawn: drawn, model: &model)
        let placed = model.view == .front ? positions : positions.map(model.view.turned)
        let frame = fitFrame(options.fit, model.view == .front ? drawn : drawn.map(model.view.turned))
        var faceOwner: [(section: Int, local: Int)] = []
        var meshes: [Int: MeshTransform] = [:]
        var locals: [Int: [Int: Int]] = [:]
        for s in sectionOrder {
            // Vertex order: by v line, then by first use; meshplay's files by vt line, one per vertex.
            let keys = header.fromMeshplay ? sections[s]!.keys.sorted { ($0 & 0xFFFF_FFFF, $0) < ($1 & 0xFFFF_FFFF, $1) }
                : sections[s]!.sorted { ($0.key >> 32, $0.value) < ($1.key >> 32, $1.value) }.map(\.key)
            var local = [Int: Int](minimumCapacity: keys.count)
            for (i, k) in keys.enumerated() { local[k] = i }
            meshes[s] = try sectionMesh(keys, placed: placed, frame: frame, fit: options.fit, model: &model)
            locals[s] = local
        }
        for f in 0..<faceCount {
            let s = sectionOfFace[f]
            let corners = (faceStart[f]..<faceStart[f + 1]).map { locals[s]![key(cornerV[$0], cornerVT[$0])]! }
            let pieces = Self.quads(corners)
            if corners.count == 3 { model.triangles += 1 }
            if corners.count > 4 { model.ngons += 1; model.ngonPieces += pieces.count }
            for q in pieces {
                faceOwner.append((s, meshes[s]!.faces.count))
                meshes[s]!.faces.append(Face(indices: q))
            }
        }
        try applyWeights(to: &meshes, faceOwner: faceOwner)
        model.objects = sectionOrder.map { (options.merge ? "" : names[$0], meshes[$0]!) }
        return model
    }

    /// The side that faces the viewer: the one asked for, the front for meshplay's own files,
    /// else the automatic choice, with a suggestion when that front shows the model nearly edge-on.
    private func chooseView(_ asked: OBJView?, drawn: [Point3D], model: inout OBJModel) {
        model.view = asked ?? (header.fromMeshplay ? .front : OBJView.automatic(drawn))
        model.viewChosen = asked == nil
        if model.viewChosen && model.view == .front && !header.fromMeshplay { model.suggestedView = OBJView.nearlyEdgeOn(drawn) }
    }

    /// A file with no vertices and no faces: meshplay's export of an empty mesh (`mesh empty`)
    /// reads back as one; any other such file is refused.
    private func emptyModel(_ model: OBJModel, file: String) throws(ScriptError) -> OBJModel {
        guard header.fromMeshplay else {
            throw ScriptError(.obj(line: max(1, physicalLine), .noGeometry(file: file, skipped: skipped.map { .init(keyword: $0.keyword, count: $0.count) })),
                              column: 1, line: max(1, physicalLine))
        }
        var model = model
        model.objects = [(objectNames.last ?? "", emptyMesh())]
        return model
    }

    /// A mesh with no vertices yet, with the subdivision and depth a meshplay header gave.
    private func emptyMesh() -> MeshTransform {
        var mesh = MeshTransform(subdivisionSteps: header.subdivisionSteps ?? 0, depthNormalization: header.depth ?? .average)
        mesh.limitSurface = header.limitSurface
        return mesh
    }

    /// One section's vertices, one per (v, vt + 1) key in `keys`' order: `from` is the `vt`, or
    /// the projection of the position when the corner had none; `to` the placed position in `frame`.
    private func sectionMesh(_ keys: [Int], placed: [Point3D], frame: FitFrame, fit: Bool,
                             model: inout OBJModel) throws(ScriptError) -> MeshTransform {
        let projection = Projection(keys.map { placed[$0 >> 32] })
        var mesh = emptyMesh()
        mesh.vertices.reserveCapacity(keys.count)
        var seen = Set<Int>()
        for k in keys {
            let v = k >> 32, vt = (k & 0xFFFF_FFFF) - 1
            if !seen.insert(v).inserted { model.seamSplits += 1 }
            if vt < 0 { model.projected += 1 }
            let vertex = Vertex(from: vt >= 0 ? uvs[vt] : projection.from(placed[v]), to: frame.apply(placed[v]))
            if !SessionState.isSound(vertex) { try Self.refuseFar(vt >= 0 ? farUVs[vt] : nil, farPositions[v], fit: fit) }
            mesh.vertices.append(vertex)
        }
        return mesh
    }

    /// The header's face weights, each on the face its number names in file order (n-gons
    /// count as the pieces they became).
    private func applyWeights(to meshes: inout [Int: MeshTransform], faceOwner: [(section: Int, local: Int)]) throws(ScriptError) {
        for w in header.weights {
            guard faceOwner.indices.contains(w.face) else {
                throw ScriptError(.obj(line: w.line, .noSuchWeightedFace(face: w.face, count: faceOwner.count)), column: w.column, line: w.line)
            }
            meshes[faceOwner[w.face].section]!.faces[faceOwner[w.face].local].w = w.w
        }
    }

    /// For each `vt` line, the first line with the same value (itself when none before it has).
    static func firstEqualUV(_ uvs: [Point2D]) -> [Int] {
        var first: [SIMD2<UInt64>: Int] = [:]
        first.reserveCapacity(uvs.count)
        return uvs.indices.map { i in
            // Adding 0 makes −0 and 0 one value, as they are one place.
            let key = SIMD2((uvs[i].x + 0).bitPattern, (uvs[i].y + 0).bitPattern)
            if let j = first[key] { return j }
            first[key] = i
            return i
        }
    }

    /// The error for a vertex past ±``SessionState/maxCoordinate``, at the `vt` or `v` number
    /// that put it there (a `vt` v as its flip, 1 − v, can pass the bound where v did not); none when neither did (the layer's validation then names the vertex).
    private static func refuseFar(_ uv: FarNumber?, _ position: FarNumber?, fit: Bool) throws(ScriptError) {
        guard let far = uv ?? position else { return }
        throw ScriptError(.obj(line: far.line, .farCoordinate(far.text, suggestFit: uv == nil && !fit)),
                          column: far.column, line: far.line)
    }

    /// `to` for a position: as read, or scaled and centred into the unit square by `fit`
    /// (the bounding box of `positions`, the drawn ones).
    private func fitFrame(_ fit: Bool, _ positions: [Point3D]) -> FitFrame {
        guard fit, let box = Box(positions) else { return FitFrame() }
        let extent = max(box.size.x, box.size.y) > 0 ? max(box.size.x, box.size.y) : box.size.z
        let centre = Point3D((box.lo.x + box.hi.x) / 2, (box.lo.y + box.hi.y) / 2, (box.lo.z + box.hi.z) / 2)
        return FitFrame(scale: extent > 0 ? 1 / extent : 1, centre: centre, offset: Point3D(0.5, 0.5, 0))
    }

    /// A polygon's corners as meshplay faces: see ``finish(_:file:)``.
    static func quads(_ c: [Int]) -> [SIMD4<Int>] {
        switch c.count {
        case 3: return [SIMD4(c[0], c[1], c[2], c[2])]
        case 4: return [SIMD4(c[0], c[1], c[2], c[3])]
        default:
            var out: [SIMD4<Int>] = []
            var i = 1
            while i + 2 < c.count {
                out.append(SIMD4(c[0], c[i], c[i + 1], c[i + 2]))
                i += 2
            }
            if i + 1 < c.count { out.append(SIMD4(c[0], c[i], c[i + 1], c[i + 1])) }
            return out
        }
    }
}

/// `fit`: `to = (p − centre) · scale + offset`, one scale for all axes so the aspect ratio stays.
private struct FitFrame {
    var scale = 1.0
    var centre = Point3D(0, 0, 0), offset = Point3D(0, 0, 0)
    func apply(_ p: Point3D) -> Point3D {
        guard scale != 1 || centre != offset else { return p }
        return Point3D((p.x - centre.x) * scale + offset.x, (p.y - centre.y) * scale + offset.y, (p.z - centre.z) * scale + offset.z)
    }
}

/// An axis-aligned bounding box.
private struct Box {
    var lo: Point3D, hi: Point3D
    init?(_ points: [Point3D]) {
        guard let first = points.first else { return nil }
        lo = first
        hi = first
        for p in points.dropFirst() {
            lo = Point3D(min(lo.x, p.x), min(lo.y, p.y), min(lo.z, p.z))
            hi = Point3D(max(hi.x, p.x), max(hi.y, p.y), max(hi.z, p.z))
        }
    }
    var size: Point3D { Point3D(hi.x - lo.x, hi.y - lo.y, hi.z - lo.z) }
}

/// `from` for corners without `vt`: the object's bounding box seen along its thinnest axis,
/// mapped onto the unit square. A front-facing shape (thinnest in z) is the x–y bounding box
/// with y down, as on screen; a shape thinnest in y (a relief: a flat floor is turned to face
/// the viewer first, ``OBJView``) is seen from above (x right, z down); a wall thinnest in x is seen from +x (−z right, y down).
struct Projection {
    private enum Axis { case x, y, z }
    private let box: Box?
    private let dropped: Axis

    init(_ points: [Point3D]) {
        box = Box(points)
        let s = box?.size ?? Point3D(1, 1, 1)
        if s.z <= s.x, s.z <= s.y { dropped = .z } else if s.y <= s.x { dropped = .y } else { dropped = .x }
    }

    func from(_ p: Point3D) -> Point2D {
        guard let box else { return Point2D(0, 0) }
        func unit(_ v: Double, _ lo: Double, _ hi: Double) -> Double { hi > lo ? (v - lo) / (hi - lo) : 0.5 }
        switch dropped {
        case .z: return Point2D(unit(p.x, box.lo.x, box.hi.x), unit(p.y, box.lo.y, box.hi.y))
        case .y: return Point2D(unit(p.x, box.lo.x, box.hi.x), unit(p.z, box.lo.z, box.hi.z))
        case .x: return Point2D(1 - unit(p.z, box.lo.z, box.hi.z), unit(p.y, box.lo.y, box.hi.y))
        }
    }
}
