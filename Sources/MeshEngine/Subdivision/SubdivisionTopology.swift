/// One face of a subdivision level.
struct TopologyFace {
    /// Corner vertex ids, in order; triangles (control level only) leave corner 3 unused.
    var corners: SIMD4<Int32>
    /// Edge id of side `i`, which runs from corner `i` to corner `i + 1`.
    var edges: SIMD4<Int32>
    /// Output order: the face lies in a square patch of `patchSide`² faces starting at face
    /// `patchStart`, stored row-major, so the children of a control face stay contiguous.
    var patchStart: Int32
    var patchSide: Int32
    /// The control face it came from (its index in the mesh's face list).
    var source: Int32
    /// Index of the face's first side among all sides of the level.
    var sideOffset: Int32
    /// Corner count: 3 or 4 on the control level, 4 on every finer one.
    var sides: Int32
}

/// One edge of a subdivision level.
struct TopologyEdge {
    var ends: SIMD2<Int32>
    /// The first two faces on the edge.
    var faces: SIMD2<Int32> = SIMD2(-1, -1)
    /// How many face sides lie on the edge: 2 for an interior manifold edge.
    var faceCount: Int32 = 0
}

/// Connectivity of one subdivision level in flat, reusable buffers.
///
/// Only the control level's edges are found by search (``buildControlEdges()``); every finer
/// level's edges and faces follow from the coarser one by construction (``refine(into:controlLevel:)``),
/// so one call builds adjacency once, however many steps it takes.
struct SubdivisionTopology {
    var vertexCount = 0
    var faces: [TopologyFace] = []
    var edges: [TopologyEdge] = []
    var sideCount = 0
    /// Scratch for edge search on the control level: sides bucketed by their lower vertex.
    private var bucketStart: [Int32] = []
    private var bucketHigh: [Int32] = []
    private var bucketEdge: [Int32] = []

    var faceCount: Int { faces.count }
    var edgeCount: Int { edges.count }

    /// Empties the level, keeping capacity.
    mutating func removeAll(vertexCount v: Int) {
        vertexCount = v
        faces.removeAll(keepingCapacity: true)
        edges.removeAll(keepingCapacity: true)
        sideCount = 0
    }

    /// Appends a control face of 3 or 4 corners.
    mutating func appendControlFace(_ c: SIMD4<Int32>, sides n: Int, source s: Int) {
        // A control face's children fill the next level from its first side's index on.
        let offset = Int32(sideCount)
        faces.append(TopologyFace(corners: c, edges: .zero, patchStart: offset, patchSide: 0, source: Int32(s),
                                  sideOffset: offset, sides: Int32(n)))
        sideCount += n
    }

    /// Finds the control level's edges: every side is bucketed by its lower end vertex, and sides
    /// in a bucket with the same upper end share an edge. Buckets are as small as the valence,
    /// so this is linear for ordinary meshes and allocates nothing once warm.
    mutating func buildControlEdges() {
        bucketStart.removeAll(keepingCapacity: true)
        bucketStart.append(contentsOf: repeatElement(0, count: vertexCount + 1))
        for face in faces {
            for i in 0..<Int(face.sides) { bucketStart[Int(SubdivisionTopology.ends(face, side: i).x) + 1] += 1 }
        }
        for v in 0..<vertexCount { bucketStart[v + 1] += bucketStart[v] }
        bucketHigh.removeAll(keepingCapacity: true)
        bucketHigh.append(contentsOf: repeatElement(-1, count: sideCount))
        bucketEdge.removeAll(keepingCapacity: true)
        bucketEdge.append(contentsOf: repeatElement(-1, count: sideCount))
        edges.removeAll(keepingCapacity: true)

        for f in faces.indices {
            for i in 0..<Int(faces[f].sides) {
                let ends = SubdivisionTopology.ends(faces[f], side: i)
                var slot = Int(bucketStart[Int(ends.x)])
                // Walk the bucket: reuse the edge if this pair was seen, else claim the first free slot.
                while bucketHigh[slot] != -1 && bucketHigh[slot] != ends.y { slot += 1 }
                if bucketHigh[slot] == -1 {
                    bucketHigh[slot] = ends.y
                    bucketEdge[slot] = Int32(edges.count)
                    edges.append(TopologyEdge(ends: ends))
                }
                faces[f].edges[i] = bucketEdge[slot]
            }
        }
        linkEdgeFaces()
    }

    /// Side `i` of `face` as (lower, upper) vertex id.
    private static func ends(_ face: TopologyFace, side i: Int) -> SIMD2<Int32> {
        let a = face.corners[i], b = face.corners[(i + 1) % Int(face.sides)]
        return a < b ? SIMD2(a, b) : SIMD2(b, a)
    }

    /// Fills each edge's face count and first two faces from the faces' edge lists.
    mutating func linkEdgeFaces() {
        let faces = self.faces
        edges.withUnsafeMutableBufferPointer { edges in
            for e in edges.indices {
                edges[e].faces = SIMD2(-1, -1)
                edges[e].faceCount = 0
            }
            for f in faces.indices {
                let face = faces[f]
                for i in 0..<Int(face.sides) {
                    let e = Int(face.edges[i]), k = edges[e].faceCount
                    if k < 2 { edges[e].faces[Int(k)] = Int32(f) }
                    edges[e].faceCount = k + 1
                }
            }
        }
    }

    /// One Catmull–Clark step of connectivity. New vertices are numbered vertex points
    /// (`0..<V`, so control vertex `v` keeps index `v` at every level), then edge points
    /// (`V + e`), then face points (`V + E + f`). Face `f`'s corner `i` becomes the quad
    /// (corner, point of side `i`, face point, point of side `i − 1`), turned so a quad's
    /// children keep its top-left, top-right, bottom-right, bottom-left order.
    func refine(into next: inout SubdivisionTopology, controlLevel: Bool) {
        let v = Int32(vertexCount), e = Int32(edgeCount)
        next.removeAll(vertexCount: vertexCount + edgeCount + faceCount)
        next.sideCount = 4 * sideCount

        next.edges.append(contentsOf: repeatElement(TopologyEdge(ends: .zero), count: 2 * edgeCount + sideCount))
        next.edges.withUnsafeMutableBufferPointer { out in
            for k in 0..<edgeCount {
                let ab = edges[k].ends, mid = v + Int32(k)
                out[2 * k].ends = SIMD2(ab.x, mid)
                out[2 * k + 1].ends = SIMD2(mid, ab.y)
            }
            var k = 2 * edgeCount
            for f in 0..<faceCount {
                for i in 0..<Int(faces[f].sides) {
                    out[k].ends = SIMD2(v + faces[f].edges[i], v + e + Int32(f))
                    k += 1
                }
            }
        }

        let blank = TopologyFace(corners: .zero, edges: .zero, patchStart: 0, patchSide: 0, source: 0, sideOffset: 0, sides: 4)
        next.faces.append(contentsOf: repeatElement(blank, count: sideCount))
        next.faces.withUnsafeMutableBufferPointer { out in
            for f in 0..<faceCount {
                let face = faces[f], n = Int(face.sides)
                for i in 0..<n {
                    let (slot, start, side) = placement(of: face, index: f, corner: i, controlLevel: controlLevel)
                    let child = Int32(4 * slot)
                    // Quads turn their children so corner i sits at position i; triangles do not.
                    let turn = n == 4 ? i : 0
                    out[slot] = TopologyFace(corners: rotated(childCorners(face, f, corner: i), by: turn),
                                             edges: rotated(childEdges(face, corner: i), by: turn),
                                             patchStart: start, patchSide: side, source: face.source,
                                             sideOffset: child, sides: 4)
                }
            }
        }
        next.linkEdgeFaces()
    }

    /// The child of `face` at `corner`: (corner, point of the outgoing side, face point, point of the incoming side).
    private func childCorners(_ face: TopologyFace, _ f: Int, corner i: Int) -> SIMD4<Int32> {
        let v = Int32(vertexCount), n = Int(face.sides)
        return SIMD4(face.corners[i], v + face.edges[i], v + Int32(edgeCount) + Int32(f), v + face.edges[(i + n - 1) % n])
    }

    /// The child's sides: half of the outgoing edge, the two interior edges, half of the incoming edge.
    private func childEdges(_ face: TopologyFace, corner i: Int) -> SIMD4<Int32> {
        let n = Int(face.sides), before = (i + n - 1) % n, corner = face.corners[i]
        let outgoing = face.edges[i], incoming = face.edges[before]
        let interior = 2 * Int32(edgeCount) + face.sideOffset
        return SIMD4(edges[Int(outgoing)].ends.x == corner ? 2 * outgoing : 2 * outgoing + 1,
                     interior + Int32(i),
                     interior + Int32(before),
                     edges[Int(incoming)].ends.x == corner ? 2 * incoming : 2 * incoming + 1)
    }

    /// Where the child at `corner` goes: its slot, and its patch's start and side.
    private func placement(of face: TopologyFace, index f: Int, corner i: Int, controlLevel: Bool) -> (Int, Int32, Int32) {
        if face.sides == 3 {
            // A triangle's three children are patches of their own, in corner order.
            let slot = Int(face.patchStart) + i
            return (slot, Int32(slot), 1)
        }
        let cx = (i == 1 || i == 2) ? 1 : 0, cy = i >= 2 ? 1 : 0
        if controlLevel { return (Int(face.patchStart) + cy * 2 + cx, face.patchStart, 2) }
        let s = Int(face.patchSide), local = f - Int(face.patchStart), start = 4 * Int(face.patchStart)
        return (start + (2 * (local / s) + cy) * 2 * s + 2 * (local % s) + cx, Int32(start), Int32(2 * s))
    }

    private func rotated(_ x: SIMD4<Int32>, by turn: Int) -> SIMD4<Int32> {
        switch turn {
        case 1: return SIMD4(x[3], x[0], x[1], x[2])
        case 2: return SIMD4(x[2], x[3], x[0], x[1])
        case 3: return SIMD4(x[1], x[2], x[3], x[0])
        default: return x
        }
    }
}
