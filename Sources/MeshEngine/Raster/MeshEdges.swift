/// The distinct sides of a mesh's faces, listed once, which measure how far the mesh
/// stretches its layer on screen (``magnification(of:size:points:)``).
///
/// A layer drawn as one texture (``SubtreeTexture``) measures that stretch every frame of an
/// animated mesh. Walking each face's four sides meets every inner edge twice and re-checks
/// every index; on `ripple-100-sublayers` that walk was a sixth of the frame (3.1 M of
/// 19.8 M instructions). The list is made once per topology and kept while the faces are
/// the same (an animated mesh moves its vertices and keeps its faces, the same storage, which
/// compares at once), so a frame only reads two endpoints per edge.
struct MeshEdges {
    /// What the list was made from.
    private let faces: [Face]
    private let vertexCount: Int
    /// Each distinct edge's endpoints, lower index first, in the order the faces first meet
    /// them; only edges between two different vertices in 0..<vertexCount.
    let ends: [SIMD2<Int32>]

    init(faces: [Face], vertexCount: Int) {
        self.faces = faces
        self.vertexCount = vertexCount
        var ends: [SIMD2<Int32>] = []
        var seen = Set<SIMD2<Int32>>()
        // Indices past Int32 cannot address a mesh the renderer draws; such sides are left out
        // as out-of-range ones are.
        let n = Swift.min(vertexCount, Int(Int32.max))
        for face in faces {
            for c in 0..<4 {
                let a = face.indices[c], b = face.indices[(c + 1) & 3]
                guard a != b, a >= 0, a < n, b >= 0, b < n else { continue }
                let edge = SIMD2(Int32(truncatingIfNeeded: Swift.min(a, b)), Int32(truncatingIfNeeded: Swift.max(a, b)))
                if seen.insert(edge).inserted { ends.append(edge) }
            }
        }
        self.ends = ends
    }

    /// Whether the list is the one `faces` over `vertexCount` vertices make.
    func lists(_ faces: [Face], vertexCount: Int) -> Bool {
        self.vertexCount == vertexCount && self.faces == faces
    }

    /// The mesh's largest magnification on screen, in output pixels per layer point: over
    /// every edge, its length between its drawn `points` (output pixels, one per vertex, NaN
    /// behind the camera) over its length in the unbent layer of `size` (the vertices'
    /// `from`). Nil when no edge can be measured. `vertices` must be the ones the list was
    /// made for.
    func magnification(of vertices: UnsafeBufferPointer<Vertex>, size: Size, points p: UnsafePointer<SIMD2<Double>>) -> Double? {
        guard vertices.count == vertexCount else { return nil }
        let scale = SIMD2(size.width, size.height)
        // Squared lengths: the largest d²/u² is kept as the pair (d², u²), compared by
        // cross-multiplying, so one root is taken at the end and no division per edge.
        var drawn = 0.0, unbent = 0.0
        ends.withUnsafeBufferPointer { ends in
            for e in ends {
                let a = Int(e.x), b = Int(e.y)
                let va = vertices[a].from, vb = vertices[b].from
                let f = (SIMD2(va.x, va.y) - SIMD2(vb.x, vb.y)) * scale
                let u = (f * f).sum()
                let d = p[a] - p[b]
                let dd = (d * d).sum()
                // NaN (behind the camera) and infinite lengths fail the comparison.
                if u > 0 && dd < .infinity && u < .infinity && dd * unbent >= drawn * u { (drawn, unbent) = (dd, u) }
            }
        }
        return unbent > 0 ? (drawn / unbent).squareRoot() : nil
    }
}
