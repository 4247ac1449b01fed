/// What a layer is: Core Animation's `CALayer`, which flattens its sublayers into its own
/// plane, or `CATransformLayer`, which draws nothing itself and keeps its sublayers in 3D.
public enum LayerKind: String, CaseIterable, Sendable, Codable {
    /// `CALayer`: draws its content; its sublayers are painted onto its plane (the Core
    /// Animation book's "layer flattening", Figures 5.16 and 5.18).
    case layer
    /// `CATransformLayer`: no content of its own; its sublayers share its superlayer's 3D space.
    case transform
}

/// A layer of the scene, after `CALayer`: a size in points, a position of its anchor point
/// in its superlayer (or the scene), content, an optional mesh transform, a 3D transform
/// applied about the anchor point, a `sublayerTransform` for its sublayers, `doubleSided`
/// and opacity.
public struct Layer: Hashable, Sendable, Codable {
    public var name: String
    /// The index of the superlayer in ``Scene/layers`` (always smaller than this layer's own),
    /// or nil for a layer of the scene's container.
    public var parent: Int?
    public var kind: LayerKind
    /// `CALayer.sublayerTransform`: applied to the sublayers about this layer's anchor point.
    public var sublayerTransform: Transform3D
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
    /// `CALayer.zPosition`, in points: the z of the anchor point in the superlayer, added
    /// after `transform` as `position` is. It moves the layer toward the viewer (positive)
    /// within its superlayer's 3D scene, so it decides which sibling is drawn in front
    /// (the Core Animation book, Chapter 3) and, under perspective, how large it looks.
    /// UIKit's `hitTest:` ignores it: touches go by sublayer order.
    public var zPosition: Double
    /// How much of the light reaching it the surface gives back, 0…1 (1: as lit today):
    /// the lit colour is the texel times the clamped light sum times this, plus any specular
    /// highlight. Core Animation has no such property; it stands for a surface's albedo.
    public var reflectance: Double
    /// UIKit's `userInteractionEnabled`: when false, `pick … uikit` passes over this layer and
    /// its whole subtree, as `hitTest:` does. Drawing does not read it.
    public var interaction: Bool

    public init(name: String = "layer", size: Size = Size(200, 200), position: Point2D = Point2D(100, 100),
                anchorPoint: Point2D = Point2D(0.5, 0.5), content: Content = .checkerboard(squares: 8, .white, Color(r: 128, g: 128, b: 128)),
                mesh: MeshTransform? = nil, transform: Transform3D = .identity, doubleSided: Bool = true,
                opacity: Double = 1, triangulation: Triangulation = .diagonal02, faceDiagonals: [Int: Diagonal] = [:],
                parent: Int? = nil, kind: LayerKind = .layer, sublayerTransform: Transform3D = .identity,
                zPosition: Double = 0, reflectance: Double = 1, interaction: Bool = true) {
        self.name = name
        self.zPosition = zPosition
        self.reflectance = reflectance
        self.interaction = interaction
        self.parent = parent
        self.kind = kind
        self.sublayerTransform = sublayerTransform
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
    /// move the anchor to the origin, apply `transform`, then move to `position`. The
    /// superlayer's sublayer transform and flattening come after (``Scene/layerToContainer(_:)``).
    public var layerToSuperlayer: Transform3D {
        Transform3D.translation(-anchorPoint.x * size.width, -anchorPoint.y * size.height, 0)
            .concatenating(transform)
            .concatenating(.translation(position.x, position.y, zPosition))
    }

    /// `sublayerTransform` about the anchor point, in this layer's own points: what the
    /// sublayers' `layerToSuperlayer` is followed by.
    public var sublayerTransformAboutAnchor: Transform3D {
        if sublayerTransform.isIdentity { return .identity }
        let ax = anchorPoint.x * size.width, ay = anchorPoint.y * size.height
        return Transform3D.translation(-ax, -ay, 0).concatenating(sublayerTransform).concatenating(.translation(ax, ay, 0))
    }
}

extension Layer {
    /// The JSON keys: the properties' own names.
    enum CodingKeys: String, CodingKey {
        case name, parent, kind, sublayerTransform, size, position, anchorPoint, content, mesh, transform, doubleSided
        case opacity, triangulation, faceDiagonals, zPosition, reflectance, interaction
    }

    /// Decodes a layer; `parent`, `kind` and `sublayerTransform` default when absent, so JSON
    /// scenes written before layer trees existed still load (as top-level plain layers), and
    /// so do `zPosition`, `reflectance` and `interaction`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(name: try c.decode(String.self, forKey: .name), size: try c.decode(Size.self, forKey: .size),
                  position: try c.decode(Point2D.self, forKey: .position), anchorPoint: try c.decode(Point2D.self, forKey: .anchorPoint),
                  content: try c.decode(Content.self, forKey: .content), mesh: try c.decodeIfPresent(MeshTransform.self, forKey: .mesh),
                  transform: try c.decode(Transform3D.self, forKey: .transform), doubleSided: try c.decode(Bool.self, forKey: .doubleSided),
                  opacity: try c.decode(Double.self, forKey: .opacity), triangulation: try c.decode(Triangulation.self, forKey: .triangulation),
                  faceDiagonals: try c.decode([Int: Diagonal].self, forKey: .faceDiagonals),
                  parent: try c.decodeIfPresent(Int.self, forKey: .parent),
                  kind: try c.decodeIfPresent(LayerKind.self, forKey: .kind) ?? .layer,
                  sublayerTransform: try c.decodeIfPresent(Transform3D.self, forKey: .sublayerTransform) ?? .identity,
                  zPosition: try c.decodeIfPresent(Double.self, forKey: .zPosition) ?? 0,
                  reflectance: try c.decodeIfPresent(Double.self, forKey: .reflectance) ?? 1,
                  interaction: try c.decodeIfPresent(Bool.self, forKey: .interaction) ?? true)
    }

    /// Encodes a layer; `zPosition`, `reflectance` and `interaction` only where they differ
    /// from their defaults, so a scene that does not use them writes the same JSON as before.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encodeIfPresent(parent, forKey: .parent)
        try c.encode(kind, forKey: .kind)
        try c.encode(sublayerTransform, forKey: .sublayerTransform)
        try c.encode(size, forKey: .size)
        try c.encode(position, forKey: .position)
        try c.encode(anchorPoint, forKey: .anchorPoint)
        try c.encode(content, forKey: .content)
        try c.encodeIfPresent(mesh, forKey: .mesh)
        try c.encode(transform, forKey: .transform)
        try c.encode(doubleSided, forKey: .doubleSided)
        try c.encode(opacity, forKey: .opacity)
        try c.encode(triangulation, forKey: .triangulation)
        try c.encode(faceDiagonals, forKey: .faceDiagonals)
        if zPosition != 0 { try c.encode(zPosition, forKey: .zPosition) }
        if reflectance != 1 { try c.encode(reflectance, forKey: .reflectance) }
        if !interaction { try c.encode(interaction, forKey: .interaction) }
    }
}
