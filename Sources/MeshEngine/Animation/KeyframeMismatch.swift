/// The first difference that keeps two meshes from being interpolated, in the order
/// ``MeshTransform/checkCompatibility(with:)`` checks them: each value on `self`, then on the other mesh.
public enum KeyframeMismatch: Equatable, Sendable, CustomStringConvertible {
    case vertexCount(Int, Int)
    case faceCount(Int, Int)
    case depthNormalization(DepthNormalization, DepthNormalization)
    /// A face whose corner names another vertex: the face, the corner (0…3) and both indices.
    case faceCorner(face: Int, corner: Int, Int, Int)

    public var description: String {
        switch self {
        case let .vertexCount(a, b): return "vertex count \(a) vs \(b)"
        case let .faceCount(a, b): return "face count \(a) vs \(b)"
        case let .depthNormalization(a, b): return "depth normalization \(a.rawValue) vs \(b.rawValue)"
        case let .faceCorner(face, corner, a, b): return "face \(face) corner \(corner): index \(a) vs \(b)"
        }
    }
}
