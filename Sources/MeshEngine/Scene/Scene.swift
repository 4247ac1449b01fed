/// A scene: a container of a given size holding layers, with a `sublayerTransform` shared
/// by all of them (the Core Animation book's Listing 5.6, the cube of Listing 5.9) and lights.
public struct Scene: Hashable, Sendable, Codable {
    /// The container's bounds size in points; layers are positioned inside it.
    public var size: Size
    /// The layer tree in drawing order (see ``layerToContainer(_:)``): each layer after its
    /// superlayer, each subtree contiguous.
    public var layers: [Layer]
    /// `CALayer.sublayerTransform` of the container, applied about its centre.
    public var sublayerTransform: Transform3D
    public var lighting: Lighting
    public var background: Color

    public init(size: Size = Size(200, 200), layers: [Layer] = [], sublayerTransform: Transform3D = .identity,
                lighting: Lighting = Lighting(), background: Color = Color(r: 24, g: 26, b: 32)) {
        self.size = size
        self.layers = layers
        self.sublayerTransform = sublayerTransform
        self.lighting = lighting
        self.background = background
    }

    /// The container's transform for its sublayers, about its centre (the shared vanishing point).
    public var containerTransform: Transform3D {
        let cx = size.width / 2, cy = size.height / 2
        return Transform3D.translation(-cx, -cy, 0).concatenating(sublayerTransform).concatenating(.translation(cx, cy, 0))
    }

    /// Maps a layer's points to the container's homogeneous space: layer (through its
    /// superlayers, ``layerToContainer(_:)``), then container. The perspective divide happens
    /// after this.
    public func modelTransform(forLayer index: Int) -> Transform3D {
        layerToContainer(index).concatenating(containerTransform)
    }
}
