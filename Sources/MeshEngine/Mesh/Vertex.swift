/// One vertex of a mesh transform, mirroring `CAMeshVertex` / `BCMeshVertex`:
/// "take this point `from` the layer and move it `to` that position".
///
/// `from` is in the layer's unit coordinates ((0,0) top-left, (1,1) bottom-right, y down)
/// and doubles as the texture coordinate; `to` uses the same units, with z measured in
/// units of the mesh's ``DepthNormalization``.
public struct Vertex: Hashable, Sendable, Codable, CustomStringConvertible {
    public var from: Point2D
    public var to: Point3D

    public init(from: Point2D, to: Point3D) {
        self.from = from
        self.to = to
    }

    /// A vertex that does not move its point: `to = (from.x, from.y, 0)`.
    public init(identityAt p: Point2D) {
        self.init(from: p, to: Point3D(p.x, p.y, 0))
    }

    public var isFinite: Bool { from.isFinite && to.isFinite }

    public var description: String { "from \(from) to \(to)" }

    /// Linear interpolation of all five components, as BCMeshTransformView animates them.
    public static func lerp(_ a: Vertex, _ b: Vertex, _ t: Double) -> Vertex {
        Vertex(from: .lerp(a.from, b.from, t), to: .lerp(a.to, b.to, t))
    }
}
