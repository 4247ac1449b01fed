/// A control mesh with the topology ``MeshTransform/identity(rows:columns:)`` builds: vertices
/// row-major on a `(rows + 1) × (columns + 1)` lattice and face `r · columns + c` the quad
/// (top-left, top-right, bottom-right, bottom-left) of cell (r, c), with no corner weights and
/// every vertex finite. Vertex positions are free, so every mesh mapped from an identity grid
/// (ripples, bends, drags) qualifies.
///
/// On such a mesh every interior vertex has valence 4, so Catmull–Clark is the tensor product
/// of the uniform cubic B-spline and N steps can be taken separably (``GridRefiner``).
struct RegularGrid {
    let rows: Int
    let columns: Int

    /// The grid layout of `mesh`, or nil when its faces are laid out any other way, a face
    /// has a weight, or a vertex is not finite. Linear in the mesh size; allocates nothing.
    init?(_ mesh: MeshTransform) {
        guard let first = mesh.faces.first else { return nil }
        let c = first.indices[3] - 1
        guard c >= 1, c < mesh.faces.count + 1, mesh.faces.count % c == 0 else { return nil }
        let r = mesh.faces.count / c
        guard (r + 1) * (c + 1) == mesh.vertices.count else { return nil }
        let laidOut = mesh.faces.withUnsafeBufferPointer { faces in
            for row in 0..<r {
                for col in 0..<c {
                    let face = faces[row * c + col]
                    guard face.indices == RegularGrid.corners(row: row, column: col, columns: c), face.w == .zero else { return false }
                }
            }
            return true
        }
        guard laidOut, mesh.vertices.allSatisfy(\.isFinite) else { return nil }
        rows = r
        columns = c
    }

    /// The corners of face (`row`, `column`) of a grid `columns` faces wide whose vertices
    /// are numbered row by row: top left, top right, bottom right, bottom left.
    @inline(__always)
    static func corners(row: Int, column: Int, columns: Int) -> SIMD4<Int> {
        let topLeft = row * (columns + 1) + column
        return SIMD4(topLeft, topLeft + 1, topLeft + columns + 2, topLeft + columns + 1)
    }

    /// Edges of the control grid, for the subdivision budget.
    var edgeCount: Int { rows * (columns + 1) + columns * (rows + 1) }
}

/// N Catmull–Clark steps on a ``RegularGrid`` as 1-D cubic B-spline refinement, along every
/// row and then along every column, with no topology tables.
///
/// The 1-D rules (rasterization notes §2.2–2.3): a new point at every old one,
/// `(Pᵢ₋₁ + 6Pᵢ + Pᵢ₊₁) / 8`, and one at every interval, `(Pᵢ + Pᵢ₊₁) / 2`; the end points
/// stay. Their tensor product is exactly ``CatmullClarkRules`` on the grid: face points are
/// midpoint ⊗ midpoint, interior edge points midpoint ⊗ (1 6 1)/8 (= `(a + b + F₁ + F₂) / 4`),
/// valence-4 vertex points (1 6 1)/8 ⊗ (1 6 1)/8 (= `(Q + 2R + V) / 4`); on the border one
/// factor is the identity, which gives the boundary rules (midpoint edges, `(P₋ + 6P + P₊) / 8`
/// vertices), and at the four corners both are (corners stay put). The operators of the two
/// directions commute, so all row steps may come before all column steps.
struct GridRefiner {
    private var current: [GridPoint] = []
    private var next: [GridPoint] = []
    private var index: [Int32] = []
    /// The grid and step count whose lattice numbering (``index``), faces and source faces the
    /// last ``refine`` wrote, while the caller keeps those arrays as they are: an animated
    /// mesh keeps its topology from frame to frame, so then only the vertices are written.
    private var topology: Topology?

    struct Topology: Equatable {
        var rows: Int, columns: Int, steps: Int
    }

    /// Forgets the topology written last: the caller wrote its faces or vertices another way.
    mutating func forgetTopology() { topology = nil }

    /// Refines `grid` (with `points`, row-major) by `steps` steps and writes the result in the
    /// general subdivider's output order: control vertex `v` keeps index `v`, the other lattice
    /// points follow row by row; the (2ᴺ)² children of control face `f` are faces
    /// `f · 4ᴺ ..< (f + 1) · 4ᴺ`, row-major from the face's top-left corner, each with the
    /// parent's corner order. Returns that numbering as a lattice.
    mutating func refine(_ grid: RegularGrid, _ mesh: MeshTransform, steps: Int,
                         vertices: inout [Vertex], faces: inout [Face], sourceFace: inout [Int]) -> SubdivisionLattice {
        var width = grid.columns + 1, height = grid.rows + 1
        // The lattices hold at least the points in use (grown, never shrunk, so a frame of the
        // same grid fills no memory); every pass says how many it reads and writes.
        resize(&current, to: mesh.vertices.count)
        current.withUnsafeMutableBufferPointer { p in
            for (k, v) in mesh.vertices.enumerated() {
                p[k] = GridPoint(v)
            }
        }
        // An animated grid keeps its topology: then the last step writes the vertices straight
        // through the numbering (``LatticeVertices``), with no pass of its own to copy them.
        let finalCount = ((grid.columns << steps) + 1) * ((grid.rows << steps) + 1)
        let same = Topology(rows: grid.rows, columns: grid.columns, steps: steps) == topology
            && vertices.count == finalCount && index.count == finalCount
        // All row steps, then all column steps: each doubles one side of the lattice.
        for alongRows in [true, false] {
            for step in 0..<steps {
                let w = alongRows ? 2 * width - 1 : width, h = alongRows ? height : 2 * height - 1
                if !alongRows && same && step == steps - 1 {
                    current.withUnsafeBufferPointer { s in
                        index.withUnsafeBufferPointer { k in
                            vertices.withUnsafeMutableBufferPointer { out in
                                GridRefiner.refineColumns(s.baseAddress!, LatticeVertices(vertices: out.baseAddress!, index: k.baseAddress!),
                                                          width: width, height: height)
                            }
                        }
                    }
                    (width, height) = (w, h)
                    return SubdivisionLattice(width: width, height: height, steps: steps, index: index)
                }
                resize(&next, to: w * h)
                current.withUnsafeBufferPointer { s in
                    next.withUnsafeMutableBufferPointer { d in
                        if alongRows {
                            GridRefiner.refineRows(s.baseAddress!, d.baseAddress!, width: width, height: height)
                        } else {
                            GridRefiner.refineColumns(s.baseAddress!, LatticePoints(points: d.baseAddress!), width: width, height: height)
                        }
                    }
                }
                swap(&current, &next)
                (width, height) = (w, h)
            }
        }
        write(grid, steps: steps, width: width, height: height, vertices: &vertices, faces: &faces, sourceFace: &sourceFace)
        // The numbering is shared, not copied, while the topology stays the same.
        return SubdivisionLattice(width: width, height: height, steps: steps, index: index)
    }

    /// Each row of `width` points becomes `2 · width − 1`.
    private static func refineRows(_ s: UnsafePointer<GridPoint>, _ d: UnsafeMutablePointer<GridPoint>,
                                   width w: Int, height h: Int) {
        let w2 = 2 * w - 1
        for y in 0..<h {
            let src = s + y * w, dst = d + y * w2
            dst[0] = src[0]
            dst[w2 - 1] = src[w - 1]
            for i in 0..<(w - 1) { dst[2 * i + 1] = (src[i] + src[i + 1]) * 0.5 }
            for i in 1..<Swift.max(w - 1, 1) { dst[2 * i] = (src[i - 1] + 6 * src[i] + src[i + 1]) * 0.125 }
        }
    }

    /// `height` rows of `width` points become `2 · height − 1` rows (each rule on whole rows).
    private static func refineColumns<Out: LatticeOutput>(_ s: UnsafePointer<GridPoint>, _ d: Out,
                                                          width w: Int, height h: Int) {
        let last = 2 * (h - 1) * w
        for x in 0..<w { d[x] = s[x] }
        for x in 0..<w { d[last + x] = s[(h - 1) * w + x] }
        for j in 0..<(h - 1) {
            let a = s + j * w, b = a + w, out = (2 * j + 1) * w
            for x in 0..<w { d[out + x] = (a[x] + b[x]) * 0.5 }
        }
        for j in 1..<Swift.max(h - 1, 1) {
            let a = s + (j - 1) * w, b = a + w, c = b + w, out = 2 * j * w
            for x in 0..<w { d[out + x] = (a[x] + 6 * b[x] + c[x]) * 0.125 }
        }
    }

    /// Makes `buffer` hold at least `count` points.
    private func resize(_ buffer: inout [GridPoint], to count: Int) {
        if buffer.count < count { buffer.append(contentsOf: repeatElement(.zero, count: count - buffer.count)) }
    }

    /// Numbers the lattice (control vertices first, at their own indices) and emits vertices and faces.
    private mutating func write(_ grid: RegularGrid, steps: Int, width: Int, height: Int,
                                vertices: inout [Vertex], faces: inout [Face], sourceFace: inout [Int]) {
        let layout = Topology(rows: grid.rows, columns: grid.columns, steps: steps)
        if layout == topology && vertices.count == width * height {
            // The same lattice, numbered and faced as last time: the positions alone.
            current.withUnsafeBufferPointer { p in
                index.withUnsafeBufferPointer { index in
                    vertices.withUnsafeMutableBufferPointer { out in
                        for k in 0..<(width * height) {
                            out[Int(index[k])] = p[k].vertex
                        }
                    }
                }
            }
            return
        }
        topology = layout
        let side = 1 << steps, columns = grid.columns
        index.removeAll(keepingCapacity: true)
        index.append(contentsOf: repeatElement(0, count: width * height))
        vertices.removeAll(keepingCapacity: true)
        vertices.append(contentsOf: repeatElement(Vertex(identityAt: .zero), count: width * height))
        var fresh = Int32((grid.rows + 1) * (columns + 1))
        current.withUnsafeBufferPointer { p in
            index.withUnsafeMutableBufferPointer { index in
                vertices.withUnsafeMutableBufferPointer { out in
                    // `side` is a power of two: masks and shifts, not a division per vertex.
                    let mask = side - 1
                    for y in 0..<height {
                        for x in 0..<width {
                            let k: Int32
                            if x & mask == 0 && y & mask == 0 {
                                k = Int32((y >> steps) * (columns + 1) + (x >> steps))
                            } else {
                                k = fresh
                                fresh += 1
                            }
                            index[y * width + x] = k
                            out[Int(k)] = p[y * width + x].vertex
                        }
                    }
                }
            }
        }
        faces.removeAll(keepingCapacity: true)
        sourceFace.removeAll(keepingCapacity: true)
        let count = grid.rows * columns * side * side
        faces.reserveCapacity(count)
        sourceFace.reserveCapacity(count)
        index.withUnsafeBufferPointer { index in
            for f in 0..<(grid.rows * columns) {
                let x0 = (f % columns) * side, y0 = (f / columns) * side
                for j in 0..<side {
                    let top = (y0 + j) * width + x0, bottom = top + width
                    for i in 0..<side {
                        faces.append(Face(indices: SIMD4(Int(index[top + i]), Int(index[top + i + 1]),
                                                         Int(index[bottom + i + 1]), Int(index[bottom + i]))))
                        sourceFace.append(f)
                    }
                }
            }
        }
    }
}
