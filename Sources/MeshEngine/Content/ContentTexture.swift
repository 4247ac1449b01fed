extension Content {
    /// Rasterizes the content into a texture of the given size.
    // Placeholder until the content renderer lands: a flat colour per case.
    public func texture(width: Int, height: Int) -> Texture {
        switch self {
        case let .solid(c): return Texture(width: width, height: height, fill: c)
        case let .image(t): return t
        default: return Texture(width: width, height: height, fill: Color(r: 200, g: 200, b: 200))
        }
    }
}
