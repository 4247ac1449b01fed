/// The light meshplay applies to a frame, in the terms of a shader that models only
/// BCMeshTransformView's formula, `constant + f·|N·D|` clamped to 0…1 per vertex (the Metal
/// export): read from the ``LightRig`` the renderer prepares, so both light alike, or the
/// reason the rig does more than that shader can.
public enum ShaderLight: Equatable, Sendable {
    /// The texture is drawn unchanged.
    case unlit
    /// Grey light: `constant` (1 − f plus ambient lights) plus `diffuse` (f times the light's
    /// grey level) times the facing of the unit view-space `direction` (pointing at the light);
    /// `oneSided` takes N·D as it is (the book's overlay) instead of |N·D|. A rig of ambient
    /// light alone has a zero `diffuse`.
    case gray(constant: Double, diffuse: Double, direction: SIMD3<Double>, oneSided: Bool)
    /// What the rig does beyond that formula, for the message that refuses it.
    case beyond(String)

    /// How the scene's lighting lights the frame `options` draw (the light turns with the
    /// scene's rotation and the view orbit, as in ``LightRig``).
    public init(scene: Scene, options: RenderOptions) {
        let rig = LightRig()
        rig.prepare(scene.lighting, sceneToView: Framing(scene: scene, options: options).sceneToView)
        let model = rig.model
        switch rig.mode {
        case .none:
            self = .unlit
        case .gray, .color:
            self = .beyond("coloured lights, a specular highlight or point and spot lights (the shader models one grey directional light)")
        case .grayUnit:
            if rig.flat {
                self = .beyond("flat shading (the shader lights each vertex and interpolates, as `shading smooth` does)")
            } else if model.directional.count > 1 {
                self = .beyond("\(model.directional.count) directional lights (the shader models one, as BCMeshTransformView does)")
            } else if let d = model.directional.first {
                self = .gray(constant: model.ambient.x, diffuse: model.diffuse * d.color.x, direction: d.direction, oneSided: model.oneSided)
            } else {
                self = .gray(constant: model.ambient.x, diffuse: 0, direction: SIMD3(0, 0, 1), oneSided: model.oneSided)
            }
        }
    }
}

extension ShaderLight {
    /// The light multiplier this light gives a vertex whose unnormalised normal is `v` in view
    /// space, as the renderer's grey path does (``LightRig``'s sum through ``LightModel``'s
    /// facing and clamp): 1 when unlit, nil for what the formula does not model.
    public func level(viewNormal v: SIMD3<Double>) -> Double? {
        switch self {
        case .unlit: return 1
        case .beyond: return nil
        case let .gray(constant, diffuse, direction, oneSided):
            let cosine = (v * direction).sum() * LightModel.inverseLength(v)
            return Double(LightModel.grayLevel(constant + diffuse * LightModel.facing(cosine, oneSided: oneSided)))
        }
    }
}
