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
    /// What a vertex point needs from around its vertex.
    private struct Neighbourhood {
        var faceSum = SubdivisionPoint.zero, midpointSum = SubdivisionPoint.zero, boundarySum = SubdivisionPoint.zero
        var faces: Int32 = 0, edges: Int32 = 0, boundaryEdges: Int32 = 0
    }

    private var around: [Neighbourhood] = []
    private var edgeWeight: [SIMD2<Double>] = []

    /// Computes the next level's points: vertex points, then edge points, then face points,
    /// matching ``SubdivisionTopology/refine(into:controlLevel:)``'s numbering.
    /// `cornerWeights` (one `1 + w` per face corner) is given on the control level only.
    mutating func step(_ t: SubdivisionTopology, _ p: [SubdivisionPoint], into out: inout [SubdivisionPoint],
                       cornerWeights: [SIMD4<Double>]?) {
        let v = t.vertexCount, e = t.edgeCount
        weighEdges(t, cornerWeights)
        gather(t, p)
        out.removeAll(keepingCapacity: true)
        out.append(contentsOf: repeatElement(.zero, count: v + e + t.faceCount))
        out.withUnsafeMutableBufferPointer { out in
            // Face points.
            for (f, face) in t.faces.enumerated() {
                var sum = SubdivisionPoint.zero, total = 0.0
                for i in 0..<Int(face.sides) {
                    let weight = cornerWeights?[f][i] ?? 1
                    sum += weight * p[Int(face.corners[i])]
                    total += weight
                }
                out[v + e + f] = sum / total
            }
            // Edge points.
            for (k, edge) in t.edges.enumerated() {
                let a = p[Int(edge.ends.x)], b = p[Int(edge.ends.y)]
                var mid = (a + b) * 0.5
                if !edgeWeight.isEmpty {
                    let w = edgeWeight[k]
                    mid = (w.x * a + w.y * b) / (w.x + w.y)
                }
                if edge.faceCount == 2 {
                    out[v + k] = 0.5 * mid + 0.25 * (out[v + e + Int(edge.faces.x)] + out[v + e + Int(edge.faces.y)])
                } else {
                    out[v + k] = mid
                }
            }
            // Vertex points. Face sums are taken here, now that the face points exist.
            for (f, face) in t.faces.enumerated() {
                for i in 0..<Int(face.sides) { around[Int(face.corners[i])].faceSum += out[v + e + f] }
            }
            for vertex in 0..<v {
                let a = around[vertex], n = Double(a.faces)
                if a.faces == 0 {
                    out[vertex] = p[vertex]
                } else if a.boundaryEdges == 0 {
                    let q = a.faceSum / n, r = a.midpointSum / Double(a.edges)
                    out[vertex] = (q + 2 * r + (n - 3) * p[vertex]) / n
                } else if a.boundaryEdges == 2 && a.faces > 1 {
                    out[vertex] = (a.boundarySum + 6 * p[vertex]) / 8
                } else {
                    out[vertex] = p[vertex]
                }
            }
        }
    }

    /// Edge endpoint weights on the control level: each face adds its corner weights to the
    /// edges on its sides; empty when there are no weights.
    private mutating func weighEdges(_ t: SubdivisionTopology, _ cornerWeights: [SIMD4<Double>]?) {
        edgeWeight.removeAll(keepingCapacity: true)
        guard let weights = cornerWeights else { return }
        edgeWeight.append(contentsOf: repeatElement(.zero, count: t.edgeCount))
        for (f, face) in t.faces.enumerated() {
            let n = Int(face.sides)
            for i in 0..<n {
                let edge = Int(face.edges[i]), j = (i + 1) % n
                let atLow = t.edges[edge].ends.x == face.corners[i]
                edgeWeight[edge] += atLow ? SIMD2(weights[f][i], weights[f][j]) : SIMD2(weights[f][j], weights[f][i])
            }
        }
    }

    /// Per vertex: the number of faces, and the sum and count of adjacent edge midpoints and of
    /// neighbours along boundary (or non-manifold) edges.
    private mutating func gather(_ t: SubdivisionTopology, _ p: [SubdivisionPoint]) {
        around.removeAll(keepingCapacity: true)
        around.append(contentsOf: repeatElement(Neighbourhood(), count: t.vertexCount))
        around.withUnsafeMutableBufferPointer { around in
            for face in t.faces {
                for i in 0..<Int(face.sides) { around[Int(face.corners[i])].faces += 1 }
            }
            for edge in t.edges {
                let a = Int(edge.ends.x), b = Int(edge.ends.y)
                let mid = (p[a] + p[b]) * 0.5
                around[a].midpointSum += mid; around[b].midpointSum += mid
                around[a].edges += 1; around[b].edges += 1
                if edge.faceCount != 2 {
                    around[a].boundarySum += p[b]; around[b].boundarySum += p[a]
                    around[a].boundaryEdges += 1; around[b].boundaryEdges += 1
                }
            }
        }
    }
}
