/// A light, after Core Animation's private `CALight` (`kCALightType*`).
///
/// The default light is directional and comes from (0, 0, 1), the viewer's side, as in
/// BCMeshTransformView, whose `lightDirection` (need not be normalised) points at the light.
public struct Light: Hashable, Sendable, Codable {
    public enum Kind: String, CaseIterable, Sendable, Codable { case ambient, directional, point, spot }

    public var kind: Kind
    public var color: Color
    public var intensity: Double
    /// The vector pointing *at* the light (BCMeshTransformView's `lightDirection`), in scene
    /// space, for directional and spot lights: the opposite of the way the light shines
    /// (``toward``). The script's `from`, and its older `direction`, set it as it is.
    public var direction: Point3D
    /// The way the light shines (travels), the Core Animation book's `LIGHT_DIRECTION` and a
    /// spot light's aim: `−direction` (as `0 − v`, so that no −0 is printed). The script's
    /// `toward` sets it.
    public var toward: Point3D {
        get { Point3D(0 - direction.x, 0 - direction.y, 0 - direction.z) }
        set { direction = Point3D(0 - newValue.x, 0 - newValue.y, 0 - newValue.z) }
    }
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
    /// One normal per face, lit like `smooth` (two-sided).
    case flat
    /// The Core Animation book's dynamic lighting (Listing 5.10, Figure 5.22): one normal per
    /// face and a black overlay of alpha `1 + L·N − AMBIENT_LIGHT`, clamped to [0, 1], where `L`
    /// is the direction the light travels. One-sided, and it can only darken: a face shows
    /// `clamp(ambient − L·N, 0, 1)` of its colour, and a face turned from the light goes black.
    case overlay
    /// No lighting at all: texture colours as they are.
    case unlit
}

/// The scene's lighting: the lights plus BCMeshTransformView's diffuse factor.
///
/// With one directional light, a pixel is lit by `(1 − f) + f·|N·L|` (BCMeshTransformView's
/// two-sided diffuse term, `diffuseLightFactor = f`); ambient lights add, point and spot lights
/// attenuate with their cone. That sum is clamped to [0, 1] per channel, so only `specular`
/// (a Blinn–Phong highlight, added after) makes a surface brighter than its texture.
/// ``Shading/overlay`` is the book's one-sided model instead.
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
