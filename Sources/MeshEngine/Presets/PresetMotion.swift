/// How an animated preset moves one layer's mesh, in a form both the renderer and `export`
/// read: a formula of the vertex and the time, or keyframe meshes lerped linearly.
public enum PresetMotion: Sendable {
    /// The mesh is `formula` applied to `base` at the loop's time.
    case formula(layer: Int, base: MeshTransform, VertexFormula)
    /// The mesh goes linearly from each mesh to the next, `secondsEach` per segment (the
    /// BCMeshTransformView demo's "poor man's keyframes").
    case keyframes(layer: Int, meshes: [MeshTransform], secondsEach: Double)

    /// The layer whose mesh moves.
    public var layer: Int {
        switch self {
        case let .formula(layer, _, _), let .keyframes(layer, _, _): return layer
        }
    }

    /// The mesh `time` seconds into the loop.
    public func mesh(at time: Double) -> MeshTransform {
        switch self {
        case let .formula(_, base, formula):
            return formula.applied(to: base, time: time)
        case let .keyframes(_, meshes, secondsEach):
            guard meshes.count > 1, secondsEach > 0 else { return meshes.first ?? MeshTransform() }
            let segment = max(0, min(meshes.count - 2, Int(time / secondsEach)))
            let f = time / secondsEach - Double(segment)
            var mesh = meshes[segment]
            mesh.vertices = zip(meshes[segment].vertices, meshes[segment + 1].vertices).map { Vertex.lerp($0, $1, f) }
            return mesh
        }
    }
}
