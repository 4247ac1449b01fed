/// How many points one unit of depth has, mirroring `kCADepthNormalization*`.
///
/// Core Animation evaluates the z scale as a function of the layer's width and height:
/// with `.average` and bounds 100×200, one unit of depth is 150 points, so
/// `to = (1.0, 0.5, 1.5)` maps to `(100, 100, 225)` (the article's worked example).
/// `.none` gives z a scale of 0, so z has no visible effect, as in BCMeshTransformView.
public enum DepthNormalization: String, CaseIterable, Sendable, Codable {
    case none, width, height, min, max, average

    /// Points per unit of depth for a layer of the given size.
    public func scale(width: Double, height: Double) -> Double {
        switch self {
        case .none: return 0
        case .width: return width
        case .height: return height
        case .min: return Swift.min(width, height)
        case .max: return Swift.max(width, height)
        case .average: return (width + height) / 2
        }
    }

    /// Converts a `to` point in unit coordinates to layer points (origin top-left).
    public func points(_ to: Point3D, width: Double, height: Double) -> Point3D {
        Point3D(to.x * width, to.y * height, to.z * scale(width: width, height: height))
    }
}
