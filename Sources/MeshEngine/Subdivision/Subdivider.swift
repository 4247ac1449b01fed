/// The result of subdividing a mesh transform: a plain quad mesh (zero weights) plus, per
/// output face, the control face it came from.
public struct SubdividedMesh: Sendable {
    public var vertices: [Vertex]
    public var faces: [Face]
    /// `sourceFace[k]` is the index of the control face output face `k` lies in.
    public var sourceFace: [Int]
    /// Steps actually applied (may be fewer than asked when the budget clamps).
    public var steps: Int

    public init(vertices: [Vertex] = [], faces: [Face] = [], sourceFace: [Int] = [], steps: Int = 0) {
        self.vertices = vertices
        self.faces = faces
        self.sourceFace = sourceFace
        self.steps = steps
    }
}

/// Catmull–Clark subdivision of quad control meshes, with reusable buffers.
// Placeholder until subdivision lands: returns the control mesh unchanged.
public final class Subdivider {
    /// Default memory budget for one subdivided mesh.
    public static let defaultBudgetBytes = 256 << 20

    public init() {}

    /// The largest step count whose output fits `budgetBytes` for a mesh of `faceCount` faces.
    public static func maxSteps(faceCount: Int, budgetBytes: Int = defaultBudgetBytes) -> Int { 0 }

    /// Subdivides `mesh` by `steps` (≥ 0) steps, throwing ``MeshError/subdivisionTooLarge`` when
    /// the result would not fit `budgetBytes`.
    public func subdivide(_ mesh: MeshTransform, steps: Int, budgetBytes: Int = defaultBudgetBytes) throws -> SubdividedMesh {
        SubdividedMesh(vertices: mesh.vertices, faces: mesh.faces, sourceFace: Array(mesh.faces.indices), steps: 0)
    }
}
