import MeshEngine

extension VertexAssignment {
    /// Maps every vertex of `mesh` in index order, as `mapVerticesUsingBlock:` does, and
    /// returns nil; or, when some vertex would get a NaN or infinite component, returns the
    /// first such vertex index and leaves `mesh` unchanged.
    ///
    /// `grid` gives `row` and `col`; when nil it is detected from the mesh's topology
    /// (``ExpressionGrid/init(detecting:)``), and without a grid both are 0.
    public func apply(to mesh: inout MeshTransform, time: Double, grid: ExpressionGrid? = nil) -> Int? {
        var output = mesh
        if let bad = write(mesh, into: &output, time: time, grid: grid) { return bad }
        mesh = output
        return nil
    }

    /// Maps the vertices of `base` into `output` (made a copy of `base` with mapped vertices),
    /// reusing `output`'s vertex storage so a time-dependent map re-run every frame does not
    /// allocate. Returns the first vertex index with a non-finite result, after which `output`
    /// is only partly written and should not be drawn.
    public func write(_ base: MeshTransform, into output: inout MeshTransform, time: Double,
                      grid: ExpressionGrid? = nil) -> Int? {
        let grid = grid ?? ExpressionGrid(detecting: base)
        if output.vertices.count != base.vertices.count {
            output.vertices = base.vertices
        }
        if output.faces != base.faces { output.faces = base.faces }
        output.subdivisionSteps = base.subdivisionSteps
        output.limitSurface = base.limitSurface
        output.depthNormalization = base.depthNormalization
        return base.vertices.withUnsafeBufferPointer { source in
            output.vertices.withUnsafeMutableBufferPointer { target in
                for index in source.indices {
                    var vertex = source[index]
                    apply(to: &vertex, index: index, time: time, grid: grid)
                    guard vertex.isFinite else { return index }
                    target[index] = vertex
                }
                return nil
            }
        }
    }
}
