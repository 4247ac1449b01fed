/// Where ``GridRefiner``'s column step puts lattice point `k` (row-major): the next lattice
/// (``LatticePoints``), or, on the last step of a grid whose numbering is already written,
/// the output vertex the numbering names (``LatticeVertices``).
protocol LatticeOutput {
    subscript(k: Int) -> GridPoint { get nonmutating set }
}

/// Lattice points, row-major from `points`.
struct LatticePoints: LatticeOutput {
    let points: UnsafeMutablePointer<GridPoint>

    subscript(k: Int) -> GridPoint {
        @inline(__always) get { points[k] }
        @inline(__always) nonmutating set { points[k] = newValue }
    }
}

/// Output vertices through the lattice numbering: point `k` is vertex `index[k]`. The
/// numbering names each of the `width × height` vertices once (``GridRefiner``'s `write`
/// made it), so the pointers stay in the buffers.
struct LatticeVertices: LatticeOutput {
    let vertices: UnsafeMutablePointer<Vertex>
    let index: UnsafePointer<Int32>

    subscript(k: Int) -> GridPoint {
        @inline(__always) get { GridPoint(vertices[Int(index[k])]) }
        @inline(__always) nonmutating set { vertices[Int(index[k])] = newValue.vertex }
    }
}
