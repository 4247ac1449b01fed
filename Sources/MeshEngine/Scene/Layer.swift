/// A layer of the scene, after `CALayer`: a size in points, a position of its anchor point
/// in the scene, content, an optional mesh transform, a 3D transform applied about the
/// anchor point, `doubleSided` and opacity.
public struct Layer: Hashable, Sendable, Codable {
    public var name: String
    /// `bounds.size`, in points.
    public var size: Size
    /// Where the anchor point sits in the scene, in points (`CALayer.position`).
    public var position: Point2D
    /// In unit coordinates of the layer; (0.5, 0.5), the centre, by default (`CALayer.anchorPoint`).
    public var anchorPoint: Point2D
    public var content: Content
    /// The mesh transform; nil draws the layer as one flat quad.
    public var mesh: MeshTransform?
    /// `CALayer.transform`, applied about the anchor point.
    public var transform: Transform3D
    /// When false, faces turned away from the viewer are not drawn.
    public var doubleSided: Bool
    public var opacity: Double
    /// How quads are split into triangles for this layer.
    public var triangulation: Triangulation
    /// Per-face diagonal overrides, by face index.
    public var faceDiagonals: [Int: Diagonal]

    public init(name: String = "layer", size: Size = Size(200, 200), position: Point2D = Point2D(100, 100),
                anchorPoint: Point2D = Point2D(0.5, 0.5), content: Content = .checkerboard(squares: 8, .white, Color(r: 128, g: 128, b: 128)),
                mesh: MeshTransform? = nil, transform: Transform3D = .identity, doubleSided: Bool = true,
                opacity: Double = 1, triangulation: Triangulation = .diagonal02, faceDiagonals: [Int: Diagonal] = [:]) {
        self.name = name
        self.size = size
        self.position = position
        self.anchorPoint = anchorPoint
        self.content = content
        self.mesh = mesh
        self.transform = transform
        self.doubleSided = doubleSided
        self.opacity = opacity
        self.triangulation = triangulation
        self.faceDiagonals = faceDiagonals
    }

    /// The mesh that is drawn: the layer's own, or a single identity face when it has none.
    public var effectiveMesh: MeshTransform {
        mesh ?? MeshTransform(vertices: [Vertex(identityAt: Point2D(0, 0)), Vertex(identityAt: Point2D(1, 0)),
                                         Vertex(identityAt: Point2D(1, 1)), Vertex(identityAt: Point2D(0, 1))],
                              faces: [Face(0, 1, 2, 3)], subdivisionSteps: 0)
    }

    /// Maps layer points (origin at the layer's top-left, z in points) into the superlayer:
    /// move the anchor to the origin, apply `transform`, then move to `position`.
    public var layerToSuperlayer: Transform3D {
        Transform3D.translation(-anchorPoint.x * size.width, -anchorPoint.y * size.height, 0)
            .concatenating(transform)
            .concatenating(.translation(position.x, position.y, 0))
    }
}
