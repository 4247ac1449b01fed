import Foundation

/// The Catmull–Clark limit surface of a quad mesh: moves every vertex to the point the
/// surface converges to there under endless subdivision, and gives the surface's exact
/// normal from its two limit tangents (`subdivision N limit`).
///
/// Masks (Halstead, Kass & DeRose 1993, "Efficient, fair interpolation using Catmull–Clark
/// surfaces"; tangents as in Loop & Schaefer 2008), for a vertex `v` of valence n with edge
/// neighbours eᵢ and diagonal (face) neighbours fᵢ in ring order, fᵢ between eᵢ and eᵢ₊₁:
/// - interior limit point: `(n²·v + 4·Σeᵢ + Σfᵢ) / (n·(n + 5))`; for n = 4 this is the
///   bicubic B-spline's `(1 4 1)/6 ⊗ (1 4 1)/6`;
/// - interior tangents: `Σ Aₙ·cos(2πi/n)·eᵢ + (cos(2πi/n) + cos(2π(i+1)/n))·fᵢ` and the same with
///   sines, `Aₙ = 1 + cos(2π/n) + cos(π/n)·√(2·(9 + cos(2π/n)))` (Aₙ = 4 for n = 4);
/// - boundary vertex (two boundary edges, to A and B): the boundary is the cubic B-spline of
///   the ``CatmullClarkRules`` curve rule, limit `(A + 4v + B) / 6`, tangent `B − A`; across it,
///   for the regular case of two faces (inner neighbour C, diagonals D and E), the B-spline
///   whose phantom row is the boundary row reflected, tangent `(D + 4C + E)/6 − (A + 4v + B)/6`;
/// - corner (one face): stays put, as the rules keep it; tangents along its two edges.
///
/// Vertices the masks do not cover (boundary vertices with three or more faces, non-manifold
/// or degenerate neighbourhoods) keep their position and get the area-weighted normal of
/// their faces, which is what the renderer uses without the limit pass. Every channel of a
/// vertex (`from` as well as `to`) goes through the same position mask. Normals are unit
/// length in the `to` space of the mesh and point the way the faces' winding does.
public struct LimitSurface {
    /// Per vertex: its face corners (face·4 + corner), compressed rows.
    private var offsets: [Int32] = []
    private var corners: [Int32] = []
    private var points: [SubdivisionPoint] = []
    /// One vertex's corners, and the same in fan order (kept between calls: no allocation
    /// per vertex or per frame once warm).
    private var ring: [Corner] = []
    private var order: [Int] = []

    public init() {}

    /// Puts into `out` the limit points of `vertices` (those of a quad mesh whose faces are
    /// `faces`), and into `normals` one unit normal per vertex (zero where no face touches it).
    /// Both keep their capacity, so a caller that keeps them allocates nothing once warm.
    public mutating func apply(_ vertices: [Vertex], faces: [Face], into out: inout [Vertex], normals: inout [SIMD3<Double>]) {
        let n = vertices.count
        out.removeAll(keepingCapacity: true)
        buildCorners(faces: faces, vertexCount: n)
        points.removeAll(keepingCapacity: true)
        points.append(contentsOf: vertices.lazy.map { SubdivisionPoint($0.from.x, $0.from.y, $0.to.x, $0.to.y, $0.to.z, 0, 0, 0) })
        normals.removeAll(keepingCapacity: true)
        normals.append(contentsOf: repeatElement(.zero, count: n))
        for v in 0..<n {
            let (point, normal) = limit(of: v, faces: faces)
            out.append(Vertex(from: Point2D(point[0], point[1]), to: Point3D(point[2], point[3], point[4])))
            let length = (normal * normal).sum().squareRoot()
            normals[v] = length > 0 && length.isFinite ? normal / length : .zero
        }
    }

    /// Face corners per vertex, skipping faces with an index out of range.
    private mutating func buildCorners(faces: [Face], vertexCount n: Int) {
        offsets.removeAll(keepingCapacity: true)
        offsets.append(contentsOf: repeatElement(0, count: n + 1))
        for face in faces where Self.inRange(face, n) {
            for k in 0..<4 { offsets[face.indices[k] + 1] += 1 }
        }
        for v in 0..<n { offsets[v + 1] += offsets[v] }
        corners.removeAll(keepingCapacity: true)
        corners.append(contentsOf: repeatElement(0, count: Int(offsets[n])))
        var cursor = offsets
        for (f, face) in faces.enumerated() where Self.inRange(face, n) {
            for k in 0..<4 {
                let v = face.indices[k]
                corners[Int(cursor[v])] = Int32(f * 4 + k)
                cursor[v] += 1
            }
        }
    }

    private static func inRange(_ f: Face, _ n: Int) -> Bool {
        f.indices.min() >= 0 && f.indices.max() < n
    }

    /// One corner of vertex v: its face, and the face's next, opposite and previous corner vertices.
    private struct Corner {
        var face: Int, next: Int, opposite: Int, previous: Int
    }

    private func corner(_ entry: Int32, _ faces: [Face]) -> Corner {
        let f = Int(entry) >> 2, k = Int(entry) & 3
        let i = faces[f].indices
        return Corner(face: f, next: i[(k + 1) & 3], opposite: i[(k + 2) & 3], previous: i[(k + 3) & 3])
    }

    /// The limit point (all channels) and the unnormalised normal of vertex v.
    private mutating func limit(of v: Int, faces: [Face]) -> (SubdivisionPoint, SIMD3<Double>) {
        let p = points[v]
        let around = Int(offsets[v])..<Int(offsets[v + 1])
        if around.isEmpty { return (p, .zero) }
        ring.removeAll(keepingCapacity: true)
        var degenerate = false
        for e in around {
            let c = corner(corners[e], faces)
            if c.next == v || c.opposite == v || c.previous == v || c.next == c.opposite || c.opposite == c.previous || c.next == c.previous {
                degenerate = true
            }
            ring.append(c)
        }
        let fallback = faceNormal(faces)
        guard !degenerate, let closed = fan() else { return (p, fallback) }
        let m = ring.count
        if closed {
            var e = SubdivisionPoint.zero, f = SubdivisionPoint.zero
            for c in ring {
                e += points[c.next]
                f += points[c.opposite]
            }
            let n = Double(m)
            let point = (n * n * p + 4 * e + f) / (n * (n + 5))
            return (point, oriented(interiorNormal(), fallback))
        }
        let first = ring[order[0]], last = ring[order[m - 1]]
        let a = points[first.previous], b = points[last.next]
        if m == 1 {
            return (p, oriented(Self.cross(position(first.next) - position(v), position(first.previous) - position(v)), fallback))
        }
        let point = (a + 4 * p + b) / 6
        guard m == 2 else { return (point, fallback) }
        // Regular boundary: first = (v, C, D, A), last = (v, B, E, C).
        let along = position(last.next) - position(first.previous)
        let inner = (position(first.opposite) + 4 * position(first.next) + position(last.opposite)) / 6
        let across = inner - SIMD3(point[2], point[3], point[4])
        return (point, oriented(Self.cross(along, across), fallback))
    }

    /// The interior tangent masks' cross product, over the ring in ``order`` (each corner's
    /// `next` is the following corner's `previous`).
    private func interiorNormal() -> SIMD3<Double> {
        let n = order.count, step = 2 * Double.pi / Double(n)
        // The Doubles are written out in this function: inferred, its three sums took the type
        // checker half a second of every build.
        let a: Double = 1 + cos(step) + cos(step / 2) * (2 * (9 + cos(step))).squareRoot()
        var t1 = SIMD3<Double>.zero, t2 = SIMD3<Double>.zero
        for i in 0..<n {
            let angle = step * Double(i), following = step * Double(i + 1)
            let e = position(ring[order[i]].next)
            // fᵢ lies between eᵢ and eᵢ₊₁: the opposite corner of the following face.
            let f = position(ring[order[(i + 1) % n]].opposite)
            let ce: Double = a * cos(angle), cf: Double = cos(angle) + cos(following)
            let se: Double = a * sin(angle), sf: Double = sin(angle) + sin(following)
            t1 += ce * e + cf * f
            t2 += se * e + sf * f
        }
        return Self.cross(t1, t2)
    }

    /// Puts ``ring``'s corners in fan order into ``order``: a closed ring (interior vertex,
    /// returns true), or an open fan from the face whose previous edge is on the boundary to
    /// the one whose next edge is (false); nil when the faces around the vertex do not form
    /// one fan (non-manifold or inconsistent winding).
    private mutating func fan() -> Bool? {
        let ring = self.ring, m = ring.count
        func following(_ i: Int) -> Int? {
            var found: Int? = nil
            for j in 0..<m where j != i && ring[j].previous == ring[i].next {
                if found != nil { return nil }
                found = j
            }
            return found
        }
        // An open fan starts at the corner no other corner leads to.
        var start = 0
        var starts = 0
        for i in 0..<m where !(0..<m).contains(where: { $0 != i && ring[$0].next == ring[i].previous }) {
            start = i
            starts += 1
        }
        guard starts <= 1 else { return nil }
        order.removeAll(keepingCapacity: true)
        order.append(start)
        var current = start
        while let next = following(current), next != start {
            guard order.count < m else { return nil }
            order.append(next)
            current = next
        }
        guard order.count == m else { return nil }
        return starts == 0 && following(current) == start
    }

    /// The area-weighted normal of the faces in ``ring``, by ``Renderer/computeNormals(_:limitNormals:scale:)``'s
    /// formula on each face's own corner order.
    private func faceNormal(_ faces: [Face]) -> SIMD3<Double> {
        var sum = SIMD3<Double>.zero
        for c in ring {
            let i = faces[c.face].indices
            let p0 = position(i[0]), p1 = position(i[1]), p2 = position(i[2]), p3 = position(i[3])
            sum += Self.cross(p2 - p1, p0 - p1) + Self.cross(p0 - p3, p2 - p3)
        }
        return sum
    }

    /// `normal`, flipped if needed to face the way the faces' own normals do.
    private func oriented(_ normal: SIMD3<Double>, _ faces: SIMD3<Double>) -> SIMD3<Double> {
        (normal * faces).sum() < 0 ? -normal : normal
    }

    private func position(_ v: Int) -> SIMD3<Double> {
        let p = points[v]
        return SIMD3(p[2], p[3], p[4])
    }

    private static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }
}
