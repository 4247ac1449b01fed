/// A vertex as subdivision sees it: `from.x, from.y, to.x, to.y, to.z` in lanes 0–4, so the
/// texture coordinates are refined by exactly the same rules as the positions.
typealias SubdivisionPoint = SIMD8<Double>

/// The Catmull–Clark point rules for one step, with reusable per-vertex accumulators.
///
/// - Face point: the average of the face's corners.
/// - Interior edge point: `(a + b + F₁ + F₂) / 4`; boundary (or non-manifold) edge point: the midpoint.
/// - Interior vertex of valence n: `(Q + 2R + (n − 3)V) / n`, Q the average of the adjacent face
///   points, R of the adjacent edge midpoints.
/// - Boundary vertex: `(P₋ + 6P + P₊) / 8`, the cubic B-spline curve rule along the boundary;
///   corners (one face) and non-manifold vertices stay put.
///
/// These rules reproduce affine maps exactly, so an undisturbed grid stays the identity, and on a
/// regular grid they are knot insertion on the uniform bicubic B-spline (rasterization notes §2.2–2.3).
/// On the control level a face's corner weights `c = 1 + w` (``Face/w``) make the face point
/// `Σcᵢpᵢ / Σcᵢ` and an edge's midpoint `(cₐa + c_b b) / (cₐ + c_b)`, cₐ averaged over the edge's faces.
struct CatmullClarkRules {
    private var faceSum: [SubdivisionPoint] = []
    private var midpointSum: [SubdivisionPoint] = []
    private var boundarySum: [SubdivisionPoint] = []
    private var faceCount: [Int32] = []
    private var edgeCount: [Int32] = []
    private var boundaryCount: [Int32] = []
    private var edgeWeight: [SIMD2<Double>] = []

    /// Computes the next level's points: vertex points, then edge points, then face points,
    /// matching ``SubdivisionTopology/refine(into:controlLevel:)``'s numbering.
    /// `cornerWeights` (one `1 + w` per face corner) is given on the control level only.
    mutating func step(_ t: SubdivisionTopology, _ p: [SubdivisionPoint], into out: inout [SubdivisionPoint],
                       cornerWeights: [SIMD4<Double>]?) {
        let v = t.vertexCount, e = t.edgeCount, f = t.faceCount
        out.removeAll(keepingCapacity: true)
        out.append(contentsOf: repeatElement(.zero, count: v + e + f))

        // Face points.
        for face in 0..<f {
            let n = Int(t.sides[face]), c = t.corners[face]
            var sum = SubdivisionPoint.zero, total = 0.0
            for i in 0..<n {
                let weight = cornerWeights?[face][i] ?? 1
                sum += weight * p[Int(c[i])]
                total += weight
            }
            out[v + e + face] = sum / total
        }

        // Edge endpoint weights: each face adds its corner weights to the edges on its sides.
        edgeWeight.removeAll(keepingCapacity: true)
        if let weights = cornerWeights {
            edgeWeight.append(contentsOf: repeatElement(.zero, count: e))
            for face in 0..<f {
                let n = Int(t.sides[face]), c = t.corners[face]
                for i in 0..<n {
                    let edge = Int(t.faceEdges[face][i]), j = (i + 1) % n
                    let atLow = t.edgeEnds[edge].x == c[i]
                    edgeWeight[edge] += atLow ? SIMD2(weights[face][i], weights[face][j]) : SIMD2(weights[face][j], weights[face][i])
                }
            }
        }

        // Edge points.
        for edge in 0..<e {
            let ends = t.edgeEnds[edge]
            let a = p[Int(ends.x)], b = p[Int(ends.y)]
            var mid = (a + b) * 0.5
            if !edgeWeight.isEmpty {
                let w = edgeWeight[edge]
                mid = (w.x * a + w.y * b) / (w.x + w.y)
            }
            if t.edgeFaceCount[edge] == 2 {
                let faces = t.edgeFaces[edge]
                out[v + edge] = 0.5 * mid + 0.25 * (out[v + e + Int(faces.x)] + out[v + e + Int(faces.y)])
            } else {
                out[v + edge] = mid
            }
        }

        accumulate(t, p, facePoints: out, offset: v + e)

        // Vertex points.
        for vertex in 0..<v {
            let n = Int(faceCount[vertex]), boundary = boundaryCount[vertex]
            if n == 0 {
                out[vertex] = p[vertex]
            } else if boundary == 0 {
                let q = faceSum[vertex] / Double(n), r = midpointSum[vertex] / Double(edgeCount[vertex])
                out[vertex] = (q + 2 * r + Double(n - 3) * p[vertex]) / Double(n)
            } else if boundary == 2 && n > 1 {
                out[vertex] = (boundarySum[vertex] + 6 * p[vertex]) / 8
            } else {
                out[vertex] = p[vertex]
            }
        }
    }

    /// Per vertex: the sum and count of adjacent face points, of adjacent edge midpoints, and of
    /// neighbours along boundary edges.
    private mutating func accumulate(_ t: SubdivisionTopology, _ p: [SubdivisionPoint],
                                     facePoints: [SubdivisionPoint], offset: Int) {
        let v = t.vertexCount
        reset(&faceSum, v, .zero); reset(&midpointSum, v, .zero); reset(&boundarySum, v, .zero)
        reset(&faceCount, v, 0); reset(&edgeCount, v, 0); reset(&boundaryCount, v, 0)
        for face in 0..<t.faceCount {
            let c = t.corners[face], point = facePoints[offset + face]
            for i in 0..<Int(t.sides[face]) {
                let vertex = Int(c[i])
                faceSum[vertex] += point
                faceCount[vertex] += 1
            }
        }
        for edge in 0..<t.edgeCount {
            let a = Int(t.edgeEnds[edge].x), b = Int(t.edgeEnds[edge].y)
            let mid = (p[a] + p[b]) * 0.5
            midpointSum[a] += mid; midpointSum[b] += mid
            edgeCount[a] += 1; edgeCount[b] += 1
            if t.edgeFaceCount[edge] != 2 {
                boundarySum[a] += p[b]; boundarySum[b] += p[a]
                boundaryCount[a] += 1; boundaryCount[b] += 1
            }
        }
    }

    private func reset<T>(_ buffer: inout [T], _ count: Int, _ value: T) {
        buffer.removeAll(keepingCapacity: true)
        buffer.append(contentsOf: repeatElement(value, count: count))
    }
}
