/// Why lighting leaves every texel as it is (``Lighting/leavesTexturesUnchanged``).
public enum UnchangedLighting: Equatable, Sendable {
    /// `shading unlit`.
    case unlitShading
    /// BCMeshTransformView's diffuse factor and the specular term are both 0 and no ambient
    /// light adds to the constant term: `(1 − 0) + 0·|N·L|` is 1 everywhere.
    case noDiffuseOrSpecular
}

extension Lighting {
    /// Why this lighting changes no texel, or nil when it shades. The renderer skips lighting
    /// by this rule (``LightRig``), and an edit of the lights that cannot show says so by it.
    public var leavesTexturesUnchanged: UnchangedLighting? {
        if shading == .unlit { return .unlitShading }
        let f = sanitizedDiffuse
        guard f == 0, sanitizedSpecular == 0, constantTerm(diffuse: f) == SIMD3(repeating: 1) else { return nil }
        return .noDiffuseOrSpecular
    }

    /// The diffuse factor as the renderer uses it: 0 when not finite.
    var sanitizedDiffuse: Double { diffuseFactor.isFinite ? diffuseFactor : 0 }

    /// The specular term as the renderer uses it: never negative, 0 when not finite.
    var sanitizedSpecular: Double { specular.isFinite ? Swift.max(0, specular) : 0 }

    /// A light's colour times its intensity (0 when not finite), per channel in 0…1.
    static func colour(of light: Light) -> SIMD3<Double> {
        let i = light.intensity.isFinite ? light.intensity : 0
        return SIMD3<Double>(Double(light.color.r), Double(light.color.g), Double(light.color.b)) / 255 * i
    }

    /// BCMeshTransformView's constant term `1 − f` plus the ambient lights, summed in the
    /// lights' order as the renderer sums them.
    func constantTerm(diffuse f: Double) -> SIMD3<Double> {
        var term = SIMD3<Double>(repeating: 1 - f)
        for light in lights where light.kind == .ambient { term += Lighting.colour(of: light) }
        return term
    }
}
