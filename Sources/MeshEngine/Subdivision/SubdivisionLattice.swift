/// The points of a regular grid refined by ``GridRefiner`` seen as the row-major lattice they
/// are: `width` × `height` points, each lattice point's vertex index in the output (which is
/// numbered, and its faces ordered, as the general subdivider numbers them, so that face
/// indices keep their meaning). The renderer gathers smooth normals along it instead of
/// scattering them through the faces (``Renderer/latticeNormals``).
public struct SubdivisionLattice: Sendable, Equatable {
    /// Points per lattice row and per lattice column.
    public let width: Int, height: Int
    /// Subdivision steps: the children of one control face are a block of 2ˢᵗᵉᵖˢ × 2ˢᵗᵉᵖˢ
    /// lattice cells, and their faces are consecutive in the output.
    public let steps: Int
    /// `index[y · width + x]` is the output vertex at lattice point (x, y).
    public let index: [Int32]

    /// Lattice cells, which are the output faces.
    public var cellCount: Int { (width - 1) * (height - 1) }
}
