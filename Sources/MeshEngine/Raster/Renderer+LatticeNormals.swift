/// Where ``Renderer/gatherRow`` puts a row of gathered normals: at consecutive vertices (a
/// grid numbered row by row) or through a lattice's numbering (a subdivided grid).
protocol NormalRow {
    subscript(x: Int) -> SIMD3<Double> { get nonmutating set }
}

/// Row normals at consecutive vertices from `first`.
struct ConsecutiveNormals: NormalRow {
    let first: UnsafeMutablePointer<SIMD3<Double>>

    subscript(x: Int) -> SIMD3<Double> {
        @inline(__always) get { first[x] }
        @inline(__always) nonmutating set { first[x] = newValue }
    }
}

/// Row normals at the vertices a lattice row names (`index`, one entry per lattice point).
struct NumberedNormals: NormalRow {
    let normals: UnsafeMutablePointer<SIMD3<Double>>
    let index: UnsafePointer<Int32>

    subscript(x: Int) -> SIMD3<Double> {
        @inline(__always) get { normals[Int(index[x])] }
        @inline(__always) nonmutating set { normals[Int(index[x])] = newValue }
    }
}

extension Renderer {
    /// ``computeNormals`` on a regular grid refined separably (``SubdivisionLattice``), whose
    /// vertices are numbered, and faces ordered, as the general subdivider's: each lattice
    /// cell's normal once, row by row, then each vertex gathers its (up to four) cells' from
    /// zero in the order the faces come in the output, so the sums are the general loop's to
    /// the bit. That order is up left, up right, down left, down right, except on a line
    /// between two control faces' blocks inside a block row, where the left block's two
    /// faces come before the right block's. Without it (subdiv-25x3: 40,401 normals) every
    /// normal is cleared, then read and written four times in scattered order.
    ///
    /// The lattice names each vertex once (`width × height` of them, checked by the caller),
    /// so the pointers stay in the buffers; unchecked as the other per-vertex loops.
    static func latticeNormals(_ vertices: UnsafeBufferPointer<Vertex>, lattice: SubdivisionLattice, scale: SIMD3<Double>,
                               cells fn: UnsafeMutablePointer<SIMD3<Double>>, into nn: UnsafeMutablePointer<SIMD3<Double>>) {
        let columns = lattice.width - 1, rows = lattice.height - 1, stride = lattice.width
        guard columns >= 1, rows >= 1, let v = vertices.baseAddress, lattice.index.count == stride * lattice.height else { return }
        let side = 1 << lattice.steps
        lattice.index.withUnsafeBufferPointer { numbering in
            guard let k = numbering.baseAddress else { return }
            for y in 0..<rows {
                let top = k + y * stride, bottom = top + stride, out = fn + y * columns
                var p0 = layerPoint(v[Int(top[0])], scale), p3 = layerPoint(v[Int(bottom[0])], scale)
                for x in 0..<columns {
                    let p1 = layerPoint(v[Int(top[x + 1])], scale), p2 = layerPoint(v[Int(bottom[x + 1])], scale)
                    out[x] = quadNormal(p0, p1, p2, p3)
                    p0 = p1
                    p3 = p2
                }
            }
            let zero = SIMD3<Double>.zero
            for y in 0...rows {
                let up = y > 0 ? UnsafePointer(fn + (y - 1) * columns) : nil
                let down = y < rows ? UnsafePointer(fn + y * columns) : nil
                let row = NumberedNormals(normals: nn, index: k + y * stride)
                gatherRow(row, up: up, down: down, columns: columns)
                // Rows of block edges (control rows, and the first and last) keep the
                // order above; inside a block row both neighbours exist.
                guard y % side != 0, let u = up, let d = down else { continue }
                var x = side
                while x < columns {
                    row[x] = zero + u[x - 1] + d[x - 1] + u[x] + d[x]
                    x += side
                }
            }
        }
    }
}
