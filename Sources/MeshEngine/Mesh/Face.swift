/// A quad face, mirroring `CAMeshFace`: four indices into the vertex array, in order
/// top-left, top-right, bottom-right, bottom-left for an undisturbed grid, and four
/// per-corner weights `w`, zero by default as in the article's code.
///
/// A weight of 0 means "no weighting". meshplay gives a non-zero weight a meaning of its
/// own (Core Animation's is undocumented): during subdivision the corner's control point
/// counts with the rational weight `1 + w` in that face's face point and in the edge points
/// of the face's edges that touch that corner, so `w > 0` pulls the smoothed surface
/// toward that corner and `-1 < w < 0` pushes it away. Weights below −0.99 are clamped.
public struct Face: Hashable, Sendable, Codable, CustomStringConvertible {
    public var indices: SIMD4<Int>
    public var w: SIMD4<Double>

    public init(indices: SIMD4<Int>, w: SIMD4<Double> = .zero) {
        self.indices = indices
        self.w = w
    }

    public init(_ i0: Int, _ i1: Int, _ i2: Int, _ i3: Int) {
        self.init(indices: SIMD4(i0, i1, i2, i3))
    }

    public var description: String {
        let idx = "[\(indices[0]) \(indices[1]) \(indices[2]) \(indices[3])]"
        if w == .zero { return idx }
        return idx + " w [\(w[0].shortDescription) \(w[1].shortDescription) \(w[2].shortDescription) \(w[3].shortDescription)]"
    }

    /// The index list as an array, for display and validation.
    public var indexArray: [Int] { [indices[0], indices[1], indices[2], indices[3]] }
}
