import MeshEngine

/// The values an ``Expression`` reads, one stored property per variable.
///
/// For a vertex: `u v` are `from`, `x y z` are `to`, `i` is the vertex index, `r` is the
/// distance of `from` to the centre (0.5, 0.5) (the article's ripple radius), `t` is the
/// time in seconds, and `row col` place the vertex on its grid (see ``ExpressionGrid``).
public struct ExpressionEnvironment: Sendable, Hashable {
    public var u: Double
    public var v: Double
    public var x: Double
    public var y: Double
    public var z: Double
    public var i: Double
    public var r: Double
    public var t: Double
    public var row: Double
    public var col: Double

    /// All variables given directly; `r` defaults to the distance of (u, v) to (0.5, 0.5).
    public init(u: Double = 0, v: Double = 0, x: Double = 0, y: Double = 0, z: Double = 0, i: Double = 0,
                r: Double? = nil, t: Double = 0, row: Double = 0, col: Double = 0) {
        self.u = u
        self.v = v
        self.x = x
        self.y = y
        self.z = z
        self.i = i
        self.r = r ?? ((u - 0.5) * (u - 0.5) + (v - 0.5) * (v - 0.5)).squareRoot()
        self.t = t
        self.row = row
        self.col = col
    }

    /// The environment of vertex `index` at `time`; `row` and `col` are 0 without a grid.
    public init(vertex: Vertex, index: Int, time: Double, grid: ExpressionGrid?) {
        let cell = grid?.cell(ofVertex: index)
        self.init(u: vertex.from.x, v: vertex.from.y, x: vertex.to.x, y: vertex.to.y, z: vertex.to.z,
                  i: Double(index), t: time, row: Double(cell?.row ?? 0), col: Double(cell?.column ?? 0))
    }

    @inline(__always)
    subscript(variable: ExpressionVariable) -> Double {
        switch variable {
        case .u: return u
        case .v: return v
        case .x: return x
        case .y: return y
        case .z: return z
        case .i: return i
        case .r: return r
        case .t: return t
        case .row: return row
        case .col: return col
        }
    }
}

/// The rows and columns of *faces* of a mesh with identity-grid topology (as built by
/// ``MeshTransform/identity(rows:columns:)``), which give the `row` and `col` variables.
///
/// They come from the vertex index (`row = i / (columns + 1)`, `col = i % (columns + 1)`),
/// not from `from`, so they stay exact after `from` itself has been moved.
public struct ExpressionGrid: Sendable, Hashable {
    public var rows: Int
    public var columns: Int

    public init(rows: Int, columns: Int) {
        self.rows = Swift.max(1, rows)
        self.columns = Swift.max(1, columns)
    }

    /// The grid of `mesh` when its vertex count and every face's indices are exactly those
    /// of an identity grid (row-major vertices, faces [TL, TR, BR, BL]); nil otherwise.
    public init?(detecting mesh: MeshTransform) {
        guard let first = mesh.faces.first else { return nil }
        let columns = first.indices[3] - 1
        guard columns >= 1, mesh.faces.count % columns == 0 else { return nil }
        let rows = mesh.faces.count / columns
        guard mesh.vertices.count == (rows + 1) * (columns + 1) else { return nil }
        for (index, face) in mesh.faces.enumerated() {
            let tl = (index / columns) * (columns + 1) + index % columns
            guard face.indices == SIMD4(tl, tl + 1, tl + columns + 2, tl + columns + 1) else { return nil }
        }
        self.init(rows: rows, columns: columns)
    }

    /// Row and column of vertex `index` (0…rows, 0…columns).
    public func cell(ofVertex index: Int) -> (row: Int, column: Int) {
        (index / (columns + 1), index % (columns + 1))
    }
}
