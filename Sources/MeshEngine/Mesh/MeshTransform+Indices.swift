extension MeshTransform {
    /// `index` when it names one of the mesh's vertices; otherwise the error that says which
    /// indices exist. The one bounds rule for vertices, so every edit and command refuses alike.
    public func checkedVertexIndex(_ index: Int) throws(MeshError) -> Int {
        guard vertices.indices.contains(index) else { throw .vertexIndexOutOfRange(index: index, count: vertices.count) }
        return index
    }

    /// `index` when it names one of the mesh's faces; otherwise the error that says which
    /// indices exist. The one bounds rule for faces.
    public func checkedFaceIndex(_ index: Int) throws(MeshError) -> Int {
        guard faces.indices.contains(index) else { throw .faceIndexOutOfRange(index: index, count: faces.count) }
        return index
    }
}
