/// Connectivity of one subdivision level in flat, reusable buffers.
///
/// Only the control level's edges are found by search (``buildControlEdges()``); every finer
/// level's edges and faces follow from the coarser one by construction (``refine(into:controlLevel:)``),
/// so one call builds adjacency once, however many steps it takes.
struct SubdivisionTopology {
    var vertexCount = 0
    /// Corner vertex ids per face, in order; triangles (control level only) leave corner 3 unused.
    var corners: [SIMD4<Int32>] = []
    /// Corner count per face: 3 or 4 on the control level, 4 on every finer one.
    var sides: [UInt8] = []
    /// Index of each face's first side among all sides (prefix sums of `sides`).
    var sideOffset: [Int32] = []
    /// Edge id of side `i`, which runs from corner `i` to corner `i + 1`.
    var faceEdges: [SIMD4<Int32>] = []
    /// End vertices of each edge.
    var edgeEnds: [SIMD2<Int32>] = []
    /// How many face sides lie on each edge (2 for an interior manifold edge), saturating.
    var edgeFaceCount: [UInt8] = []
    /// The first two faces on each edge.
    var edgeFaces: [SIMD2<Int32>] = []
    /// Output order: each face lies in a square patch of `patchSide`² faces starting at `patchStart`,
    /// stored row-major, so children of a control face stay contiguous.
    var patchStart: [Int32] = []
    var patchSide: [Int32] = []
    /// The control face each face came from (its index in the mesh's face list).
    var source: [Int32] = []
    /// Scratch for edge search on the control level: half-edges bucketed by their lower vertex.
    private var bucketStart: [Int32] = []
    private var bucketHigh: [Int32] = []
    private var bucketEdge: [Int32] = []

    var faceCount: Int { corners.count }
    var edgeCount: Int { edgeEnds.count }
    var sideCount: Int { sideOffset.last.map { Int($0) + Int(sides[sides.count - 1]) } ?? 0 }

    /// Empties the face lists, keeping their capacity.
    mutating func removeAllFaces(vertexCount v: Int) {
        vertexCount = v
        corners.removeAll(keepingCapacity: true)
        sides.removeAll(keepingCapacity: true)
        sideOffset.removeAll(keepingCapacity: true)
        faceEdges.removeAll(keepingCapacity: true)
        patchStart.removeAll(keepingCapacity: true)
        patchSide.removeAll(keepingCapacity: true)
        source.removeAll(keepingCapacity: true)
    }

    /// Appends a control face of 3 or 4 corners.
    mutating func appendControlFace(_ c: SIMD4<Int32>, sides n: Int, source s: Int) {
        // A control face's children fill the next level from its first side's index on.
        let offset = Int32(sideCount)
        sideOffset.append(offset)
        corners.append(c)
        sides.append(UInt8(n))
        faceEdges.append(.zero)
        patchStart.append(offset)
        patchSide.append(0)
        source.append(Int32(s))
    }

    /// Finds the control level's edges: every side is bucketed by its lower end vertex, and sides
    /// in a bucket with the same upper end share an edge. Buckets are as small as the valence,
    /// so this is linear for ordinary meshes and allocates nothing once warm.
    mutating func buildControlEdges() {
        bucketStart.removeAll(keepingCapacity: true)
        bucketStart.append(contentsOf: repeatElement(0, count: vertexCount + 1))
        for f in 0..<faceCount {
            for i in 0..<Int(sides[f]) {
                let (lo, _) = ends(face: f, side: i)
                bucketStart[Int(lo) + 1] += 1
            }
        }
        for v in 0..<vertexCount { bucketStart[v + 1] += bucketStart[v] }
        let total = Int(bucketStart[vertexCount])
        bucketHigh.removeAll(keepingCapacity: true)
        bucketHigh.append(contentsOf: repeatElement(-1, count: total))
        bucketEdge.removeAll(keepingCapacity: true)
        bucketEdge.append(contentsOf: repeatElement(-1, count: total))
        edgeEnds.removeAll(keepingCapacity: true)

        for f in 0..<faceCount {
            for i in 0..<Int(sides[f]) {
                let (lo, hi) = ends(face: f, side: i)
                var slot = Int(bucketStart[Int(lo)])
                // Walk the bucket: reuse the edge if this pair was seen, else claim the first free slot.
                while bucketHigh[slot] != -1 && bucketHigh[slot] != hi { slot += 1 }
                if bucketHigh[slot] == -1 {
                    bucketHigh[slot] = hi
                    bucketEdge[slot] = Int32(edgeEnds.count)
                    edgeEnds.append(SIMD2(lo, hi))
                }
                faceEdges[f][i] = bucketEdge[slot]
            }
        }
        linkEdgeFaces()
    }

    private func ends(face f: Int, side i: Int) -> (Int32, Int32) {
        let a = corners[f][i], b = corners[f][(i + 1) % Int(sides[f])]
        return a < b ? (a, b) : (b, a)
    }

    /// Fills `edgeFaceCount` and `edgeFaces` from `faceEdges`.
    mutating func linkEdgeFaces() {
        edgeFaceCount.removeAll(keepingCapacity: true)
        edgeFaceCount.append(contentsOf: repeatElement(0, count: edgeCount))
        edgeFaces.removeAll(keepingCapacity: true)
        edgeFaces.append(contentsOf: repeatElement(SIMD2(-1, -1), count: edgeCount))
        for f in 0..<faceCount {
            for i in 0..<Int(sides[f]) {
                let e = Int(faceEdges[f][i])
                let k = edgeFaceCount[e]
                if k < 2 { edgeFaces[e][Int(k)] = Int32(f) }
                if k < UInt8.max { edgeFaceCount[e] = k + 1 }
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
        let sideTotal = sideCount
        next.vertexCount = vertexCount + edgeCount + faceCount

        next.edgeEnds.removeAll(keepingCapacity: true)
        next.edgeEnds.reserveCapacity(2 * edgeCount + sideTotal)
        for k in 0..<edgeCount {
            let ab = edgeEnds[k], mid = v + Int32(k)
            next.edgeEnds.append(SIMD2(ab.x, mid))
            next.edgeEnds.append(SIMD2(mid, ab.y))
        }
        for f in 0..<faceCount {
            for i in 0..<Int(sides[f]) { next.edgeEnds.append(SIMD2(v + faceEdges[f][i], v + e + Int32(f))) }
        }

        next.resizeFaces(sideTotal)
        let interior = 2 * e
        for f in 0..<faceCount {
            let n = Int(sides[f]), c = corners[f], fe = faceEdges[f], offset = sideOffset[f]
            let facePoint = v + e + Int32(f)
            for i in 0..<n {
                let before = (i + n - 1) % n
                let corner = c[i], outgoing = fe[i], incoming = fe[before]
                let canonicalCorners = SIMD4(corner, v + outgoing, facePoint, v + incoming)
                let canonicalEdges = SIMD4(edgeEnds[Int(outgoing)].x == corner ? 2 * outgoing : 2 * outgoing + 1,
                                           interior + offset + Int32(i),
                                           interior + offset + Int32(before),
                                           edgeEnds[Int(incoming)].x == corner ? 2 * incoming : 2 * incoming + 1)
                let slot: Int, start: Int32, side: Int32
                var turn = 0
                if n == 3 {
                    // A triangle's three children are patches of their own, in corner order.
                    slot = Int(patchStart[f]) + i
                    start = Int32(slot)
                    side = 1
                } else {
                    turn = i
                    let cx = (i == 1 || i == 2) ? 1 : 0, cy = i >= 2 ? 1 : 0
                    if controlLevel {
                        start = patchStart[f]
                        side = 2
                        slot = Int(start) + cy * 2 + cx
                    } else {
                        let s = Int(patchSide[f]), local = f - Int(patchStart[f])
                        start = 4 * patchStart[f]
                        side = Int32(2 * s)
                        slot = Int(start) + (2 * (local / s) + cy) * 2 * s + 2 * (local % s) + cx
                    }
                }
                var placedCorners = SIMD4<Int32>.zero, placedEdges = SIMD4<Int32>.zero
                for j in 0..<4 {
                    placedCorners[j] = canonicalCorners[(j - turn + 4) % 4]
                    placedEdges[j] = canonicalEdges[(j - turn + 4) % 4]
                }
                next.corners[slot] = placedCorners
                next.faceEdges[slot] = placedEdges
                next.patchStart[slot] = start
                next.patchSide[slot] = side
                next.source[slot] = source[f]
            }
        }
        next.linkEdgeFaces()
    }

    /// Sizes the face lists for `count` quads, keeping capacity.
    private mutating func resizeFaces(_ count: Int) {
        removeAllFaces(vertexCount: vertexCount)
        corners.append(contentsOf: repeatElement(.zero, count: count))
        sides.append(contentsOf: repeatElement(4, count: count))
        sideOffset.append(contentsOf: (0..<Int32(count)).lazy.map { 4 * $0 })
        faceEdges.append(contentsOf: repeatElement(.zero, count: count))
        patchStart.append(contentsOf: repeatElement(0, count: count))
        patchSide.append(contentsOf: repeatElement(0, count: count))
        source.append(contentsOf: repeatElement(0, count: count))
    }
}
