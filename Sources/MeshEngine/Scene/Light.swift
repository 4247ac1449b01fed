/// A light, after Core Animation's private `CALight` (`kCALightType*`).
///
/// The default light is directional along (0, 0, 1), toward the viewer, as in
/// BCMeshTransformView, whose `lightDirection` need not be normalised.
public struct Light: Hashable, Sendable, Codable {
    public enum Kind: String, CaseIterable, Sendable, Codable { case ambient, directional, point, spot }

    public var kind: Kind
    public var color: Color
    public var intensity: Double
    /// Direction the light shines *from*, in scene space (for directional and spot lights).
    public var direction: Point3D
    /// Position in scene points (for point and spot lights).
    public var position: Point3D
    /// Half-angle of a spot light's cone, radians.
    public var coneAngle: Double

    public init(kind: Kind = .directional, color: Color = .white, intensity: Double = 1,
                direction: Point3D = Point3D(0, 0, 1), position: Point3D = Point3D(0, 0, 500),
                coneAngle: Double = .pi / 6) {
        self.kind = kind
        self.color = color
        self.intensity = intensity
        self.direction = direction
        self.position = position
        self.coneAngle = coneAngle
    }
}

/// How surfaces are shaded.
public enum Shading: String, CaseIterable, Sendable, Codable {
    /// Smooth, area-weighted per-vertex normals interpolated per pixel (BCMeshTransformView's model).
    case smooth
    /// One normal per face, as the Core Animation book's cube lighting (Listing 5.10).
    case flat
    /// No lighting at all: texture colours as they are.
    case unlit
}

/// The scene's lighting: the lights plus BCMeshTransformView's diffuse factor.
///
/// With one directional light, a pixel is lit by `(1 − f) + f·|N·L|` (BCMeshTransformView's
/// two-sided diffuse term, `diffuseLightFactor = f`); ambient lights add, point and spot lights
/// attenuate with their cone, and `specular` adds a Blinn–Phong highlight.
public struct Lighting: Hashable, Sendable, Codable {
    public var lights: [Light]
    /// BCMeshTransformView's `diffuseLightFactor`: 1 is pure diffuse, 0 is unlit.
    public var diffuseFactor: Double
    public var specular: Double
    public var shininess: Double
    public var shading: Shading

    public init(lights: [Light] = [Light()], diffuseFactor: Double = 1, specular: Double = 0,
                shininess: Double = 32, shading: Shading = .smooth) {
        self.lights = lights
        self.diffuseFactor = diffuseFactor
        self.specular = specular
        self.shininess = shininess
        self.shading = shading
    }

    /// Lighting that leaves every texel unchanged.
    public static let unlit = Lighting(lights: [], diffuseFactor: 0, shading: .unlit)
}
