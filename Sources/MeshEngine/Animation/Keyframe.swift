/// A named snapshot of a layer's mesh, one stop of a ``MeshAnimation``.
public struct Keyframe: Hashable, Sendable, Codable {
    public var name: String
    public var mesh: MeshTransform

    public init(name: String, mesh: MeshTransform) {
        self.name = name
        self.mesh = mesh
    }
}
