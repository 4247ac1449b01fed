/// Errors from mutating a mesh transform.
public enum MeshError: Error, Equatable, Sendable, CustomStringConvertible {
    case vertexIndexOutOfRange(index: Int, count: Int)
    case faceIndexOutOfRange(index: Int, count: Int)
    /// Two meshes that cannot be interpolated, and the first difference found.
    case incompatible(KeyframeMismatch)
    case subdivisionTooLarge(steps: Int, faces: Int, budgetBytes: Int)
    /// The work was stopped by an ``Interruption`` (Ctrl-C) before it finished.
    case interrupted

    public var description: String {
        switch self {
        case let .vertexIndexOutOfRange(i, n):
            return n == 0 ? "vertex \(i) does not exist: the mesh has no vertices"
                : "vertex \(i) does not exist: indices run 0…\(n - 1)"
        case let .faceIndexOutOfRange(i, n):
            return n == 0 ? "face \(i) does not exist: the mesh has no faces"
                : "face \(i) does not exist: indices run 0…\(n - 1)"
        case let .incompatible(why):
            return "meshes cannot be interpolated: \(why)"
        case let .subdivisionTooLarge(steps, faces, budget):
            return "\(steps) subdivision steps on \(faces) faces would exceed the \(budget / (1 << 20)) MiB memory budget"
        case .interrupted:
            return "subdivision interrupted"
        }
    }
}

/// A problem found in a mesh by ``MeshTransform/problems()``.
public enum MeshProblem: Equatable, Sendable, CustomStringConvertible {
    case indexOutOfRange(face: Int, corner: Int, index: Int, vertexCount: Int)
    case degenerateFace(face: Int, indices: [Int])
    case nonFiniteVertex(index: Int)
    case nonFiniteWeight(face: Int)

    public var description: String {
        switch self {
        case let .indexOutOfRange(f, c, i, n):
            return "face \(f) corner \(c): vertex index \(i) is out of range (the mesh has \(n) vertices)"
        case let .degenerateFace(f, idx):
            return "face \(f) is degenerate: indices \(idx) name fewer than three distinct vertices"
        case let .nonFiniteVertex(i):
            return "vertex \(i) has a NaN or infinite coordinate"
        case let .nonFiniteWeight(f):
            return "face \(f) has a NaN or infinite weight"
        }
    }
}
