/// A mesh transform, mirroring Core Animation's private `CAMutableMeshTransform`
/// (and BCMeshTransformView's `BCMutableMeshTransform`): vertices that map a point `from`
/// the layer `to` a point in space, quad faces spanned on them, how many subdivision steps
/// smooth the control mesh, and how z is normalized.
public struct MeshTransform: Hashable, Sendable, Codable {
    public var vertices: [Vertex]
    public var faces: [Face]
    /// As in Core Animation: 0 draws the control mesh as is, N > 0 splits every edge
    /// into 2^N pieces (Catmull–Clark), and −1 (the default) picks N automatically
    /// from the projected size so the result looks smooth.
    public var subdivisionSteps: Int
    public var depthNormalization: DepthNormalization
    /// meshplay's own addition (Core Animation has no such setting): after subdividing, move
    /// the vertices onto the Catmull–Clark limit surface and light them with its exact
    /// normals (``LimitSurface``). Written to JSON only when set, so older files read the same.
    public var limitSurface = false

    /// `subdivisionSteps` value meaning "automatic", as in Core Animation.
    public static let automaticSubdivision = -1

    public init(vertices: [Vertex] = [], faces: [Face] = [], subdivisionSteps: Int = -1,
                depthNormalization: DepthNormalization = .none) {
        self.vertices = vertices
        self.faces = faces
        self.subdivisionSteps = subdivisionSteps
        self.depthNormalization = depthNormalization
    }

    private enum CodingKeys: String, CodingKey {
        case vertices, faces, subdivisionSteps, depthNormalization, limitSurface
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        vertices = try c.decode([Vertex].self, forKey: .vertices)
        faces = try c.decode([Face].self, forKey: .faces)
        subdivisionSteps = try c.decode(Int.self, forKey: .subdivisionSteps)
        depthNormalization = try c.decode(DepthNormalization.self, forKey: .depthNormalization)
        limitSurface = try c.decodeIfPresent(Bool.self, forKey: .limitSurface) ?? false
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(vertices, forKey: .vertices)
        try c.encode(faces, forKey: .faces)
        try c.encode(subdivisionSteps, forKey: .subdivisionSteps)
        try c.encode(depthNormalization, forKey: .depthNormalization)
        if limitSurface { try c.encode(true, forKey: .limitSurface) }
    }

    /// `meshTransformWithVertexCount:vertexGenerator:faceCount:faceGenerator:`; normalization
    /// is `.none`, as BCMeshTransformView's generator leaves it.
    public init(vertexCount: Int, vertexGenerator: (Int) -> Vertex,
                faceCount: Int, faceGenerator: (Int) -> Face) {
        self.init(vertices: (0..<max(0, vertexCount)).map(vertexGenerator),
                  faces: (0..<max(0, faceCount)).map(faceGenerator))
    }

    /// `identityMeshTransformWithNumberOfRows:numberOfColumns:`: rows × columns of *faces*,
    /// vertices row-major from the top row (index `row·(C+1) + col`), faces row-major with
    /// indices [TL, TR, BR, BL], and `.average` depth normalization, as BCMeshTransformView.
    /// Counts below 1 are raised to 1.
    public static func identity(rows: Int, columns: Int) -> MeshTransform {
        let r = max(1, rows), c = max(1, columns)
        var vertices: [Vertex] = []
        vertices.reserveCapacity((r + 1) * (c + 1))
        for row in 0...r {
            for col in 0...c {
                vertices.append(Vertex(identityAt: Point2D(Double(col) / Double(c), Double(row) / Double(r))))
            }
        }
        var faces: [Face] = []
        faces.reserveCapacity(r * c)
        for row in 0..<r {
            for col in 0..<c {
                let tl = row * (c + 1) + col
                faces.append(Face(tl, tl + 1, tl + c + 2, tl + c + 1))
            }
        }
        return MeshTransform(vertices: vertices, faces: faces, depthNormalization: .average)
    }

    /// `mapVerticesUsingBlock:`: replaces each vertex in index order.
    public mutating func mapVertices(_ transform: (Vertex, Int) throws -> Vertex) rethrows {
        for i in vertices.indices { vertices[i] = try transform(vertices[i], i) }
    }

    public func mappingVertices(_ transform: (Vertex, Int) throws -> Vertex) rethrows -> MeshTransform {
        var copy = self
        try copy.mapVertices(transform)
        return copy
    }

    // MARK: Mutation, with Core Animation's semantics

    public mutating func add(_ vertex: Vertex) { vertices.append(vertex) }
    public mutating func add(_ face: Face) { faces.append(face) }

    public mutating func replaceVertex(at index: Int, with vertex: Vertex) throws {
        vertices[try checkedVertexIndex(index)] = vertex
    }

    public mutating func replaceFace(at index: Int, with face: Face) throws {
        faces[try checkedFaceIndex(index)] = face
    }

    /// Removes a vertex and, as `CAMutableMeshTransform` does (not BCMeshTransformView),
    /// decrements every face index above it. Faces that used the vertex are removed too,
    /// since they would otherwise point at its neighbour; their indices are returned.
    @discardableResult
    public mutating func removeVertex(at index: Int) throws -> [Int] {
        vertices.remove(at: try checkedVertexIndex(index))
        var removed: [Int] = []
        var kept: [Face] = []
        kept.reserveCapacity(faces.count)
        for (fi, var face) in faces.enumerated() {
            if (0..<4).contains(where: { face.indices[$0] == index }) {
                removed.append(fi)
                continue
            }
            for k in 0..<4 where face.indices[k] > index { face.indices[k] -= 1 }
            kept.append(face)
        }
        faces = kept
        return removed
    }

    public mutating func removeFace(at index: Int) throws {
        faces.remove(at: try checkedFaceIndex(index))
    }

    // MARK: Validation

    /// Every problem that would make a face unrenderable, in face order; empty when the
    /// mesh is sound. The renderer skips such faces instead of hanging (the article's
    /// degenerate face hung the whole device).
    public func problems() -> [MeshProblem] {
        var out: [MeshProblem] = []
        for (i, v) in vertices.enumerated() where !v.isFinite {
            out.append(.nonFiniteVertex(index: i))
        }
        for (fi, f) in faces.enumerated() {
            var bad = false
            for k in 0..<4 where !vertices.indices.contains(f.indices[k]) {
                out.append(.indexOutOfRange(face: fi, corner: k, index: f.indices[k], vertexCount: vertices.count))
                bad = true
            }
            if bad { continue }
            if Set(f.indexArray).count < 3 {
                out.append(.degenerateFace(face: fi, indices: f.indexArray))
            }
            if !f.w.x.isFinite || !f.w.y.isFinite || !f.w.z.isFinite || !f.w.w.isFinite {
                out.append(.nonFiniteWeight(face: fi))
            }
        }
        return out
    }

    /// Whether face `index` can be drawn (indices in range, at least three distinct, finite corners).
    public func isRenderable(face index: Int) -> Bool {
        let f = faces[index]
        for k in 0..<4 {
            guard vertices.indices.contains(f.indices[k]), vertices[f.indices[k]].isFinite else { return false }
        }
        return Set(f.indexArray).count >= 3
    }
}
