import MeshEngine

/// The throwing accessors commands read a mesh through: a vertex or face a command names but
/// the mesh lacks is the command's error, worded once by ``MeshError``.
extension MeshTransform {
    /// `index` when the mesh has that vertex.
    func vertexIndex(_ index: Int) throws(ScriptError) -> Int {
        do { return try checkedVertexIndex(index) } catch { throw ScriptError(.mesh(error)) }
    }

    /// `index` when the mesh has that face.
    func faceIndex(_ index: Int) throws(ScriptError) -> Int {
        do { return try checkedFaceIndex(index) } catch { throw ScriptError(.mesh(error)) }
    }

    /// The vertex at `index`.
    func vertex(_ index: Int) throws(ScriptError) -> Vertex { vertices[try vertexIndex(index)] }

    /// The face at `index`.
    func face(_ index: Int) throws(ScriptError) -> Face { faces[try faceIndex(index)] }
}

extension Scene {
    /// `index` when the scene has that layer; otherwise the error naming it and how many there are.
    func layerIndex(_ index: Int) throws(ScriptError) -> Int {
        guard layers.indices.contains(index) else { throw ScriptError(.noSuchLayer("\(index)", count: layers.count)) }
        return index
    }
}
