/// How a quad face is split for rasterization: the diagonal problem the article describes
/// ("symmetrical meshes, asymmetrical results").
public enum Triangulation: String, CaseIterable, Sendable, Codable {
    /// Corners (0,1,2) + (2,3,0): the diagonal joins corners 0 and 2. BCMeshTransformView's
    /// split, and Core Animation's.
    case diagonal02
    /// Corners (0,1,3) + (1,2,3): the diagonal joins corners 1 and 3.
    case diagonal13
    /// The shorter of the two diagonals on screen.
    case shorter
    /// Four triangles around the face centre: symmetric meshes give symmetric results.
    case fan4
    /// No diagonal: each pixel is mapped back through the exact bilinear patch (inverse bilinear).
    case bilinear
}

/// Which diagonal one face uses when overridden per face.
public enum Diagonal: String, CaseIterable, Sendable, Codable {
    case d02 = "0-2"
    case d13 = "1-3"
}
