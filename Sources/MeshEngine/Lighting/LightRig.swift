import Foundation

/// The scene's lights prepared for one frame in view space, and the per-vertex lighting
/// model: BCMeshTransformView's two-sided diffuse `(1 − f) + f·|N·L|` per directional light
/// (exact for its single white light), ambient lights added, point and spot lights by
/// position (spots fading at their cone), and an optional Blinn–Phong specular term. The
/// diffuse sum is clamped to [0, 1] per channel: only the specular term brightens a texel.
/// Under ``Shading/overlay`` the diffuse sum is one-sided instead, the Core Animation book's
/// black overlay (Listing 5.10): `1 − alpha` with `alpha = 1 + L·N − ambient`, `L` the way the
/// light travels, i.e. `ambient + N·D` with `D` pointing at the light, clamped to [0, 1].
///
/// Lights are given in scene space (the container before its sublayer transform) and turn
/// with the scene's rotation and the view orbit, so orbiting does not change the lighting
/// of a surface relative to its lights. Like BCMeshTransformView's shader, lighting is
/// evaluated per vertex and interpolated (Gouraud), so a narrow spot cone or a sharp
/// highlight needs a fine enough (or subdivided) mesh to show.
final class LightRig {
    struct Directional { var direction: SIMD3<Double>; var color: SIMD3<Double>; var half: SIMD3<Double> }
    struct Positional { var position: SIMD3<Double>; var color: SIMD3<Double>; var axis: SIMD3<Double>; var cosOuter: Double; var cosInner: Double; var isSpot: Bool }

    private(set) var mode: ShadeMode = .none
    private(set) var flat = false
    /// The lights of this frame as a value: what lights each vertex or face.
    private(set) var model = LightModel()

    /// Whether vertex positions in view space are needed (point and spot lights).
    var needsPositions: Bool { !model.positional.isEmpty }

    /// Prepares `lighting` for a frame whose scene-to-view rotation is `sceneToView`
    /// (row-vector convention, only its linear and translation parts are used).
    func prepare(_ lighting: Lighting, sceneToView m: Transform3D) {
        // Taken out while it is rebuilt, so its arrays are uniquely held and keep their
        // storage instead of being copied each frame.
        var model = self.model
        self.model = LightModel()
        model.directional.removeAll(keepingCapacity: true)
        model.positional.removeAll(keepingCapacity: true)
        flat = lighting.shading == .flat || lighting.shading == .overlay
        model.oneSided = lighting.shading == .overlay
        let f = lighting.sanitizedDiffuse
        model.diffuse = f
        model.specular = lighting.sanitizedSpecular
        model.shininess = lighting.shininess.isFinite ? Swift.max(1, lighting.shininess) : 32
        model.ambient = SIMD3(repeating: 1 - f)
        var gray = true
        for light in lighting.lights {
            let c = Lighting.colour(of: light)
            if light.color.r != light.color.g || light.color.g != light.color.b { gray = false }
            switch light.kind {
            case .ambient:
                model.ambient += c
            case .directional:
                let d = LightRig.normalized(LightRig.linear(m, LightRig.direction(light)))
                guard d != .zero else { continue }
                model.directional.append(Directional(direction: d, color: c, half: LightRig.normalized(d + SIMD3(0, 0, 1))))
            case .point, .spot:
                let p = m.apply(light.position)
                guard p.w != 0, p.x.isFinite, p.y.isFinite, p.z.isFinite else { continue }
                let cone = light.coneAngle.isFinite ? Swift.min(Swift.max(light.coneAngle, 0), .pi) : .pi / 6
                model.positional.append(Positional(position: SIMD3(p.x, p.y, p.z) / p.w, color: c,
                                             axis: -LightRig.normalized(LightRig.linear(m, LightRig.direction(light))),
                                             cosOuter: cos(cone), cosInner: cos(cone * 0.85), isSpot: light.kind == .spot))
            }
        }
        self.model = model
        if lighting.leavesTexturesUnchanged != nil {
            mode = .none
        } else if gray && model.specular == 0 && model.positional.isEmpty {
            // The diffuse sum is clamped to [0, 1], the integer path's range.
            mode = .grayUnit
        } else {
            mode = .color
        }
    }

    static func linear(_ m: Transform3D, _ v: Point3D) -> SIMD3<Double> {
        let r = m.applyLinear(v)
        return SIMD3(r.x, r.y, r.z)
    }

    @inline(__always)
    static func normalized(_ v: SIMD3<Double>) -> SIMD3<Double> {
        let l = (v * v).sum().squareRoot()
        if l > 1e-150 && l < 1e150 { return v / l }
        return rescaledNormal(v)
    }

    /// The unit vector of a vector whose squares overflow or underflow: `light toward 1e300
    /// 1e300 0` is a direction like any other, but its squared length is infinite, and
    /// dividing by it gave a zero vector that left the layer unlit (black). Dividing by the
    /// largest component first brings the squares into range.
    static func rescaledNormal(_ v: SIMD3<Double>) -> SIMD3<Double> {
        let largest = Swift.max(Swift.abs(v.x), Swift.abs(v.y), Swift.abs(v.z))
        guard largest > 0, largest.isFinite else { return .zero }
        let s = v / largest
        return s / (s * s).sum().squareRoot()
    }

    /// A light's stored direction, rescaled to unit length only when it is too long or short
    /// for the matrix to carry (ordinary directions keep their exact bits, and so do renders).
    static func direction(_ light: Light) -> Point3D {
        let v = SIMD3(light.direction.x, light.direction.y, light.direction.z)
        let l = (v * v).sum().squareRoot()
        if l > 1e-150 && l < 1e150 { return light.direction }
        let u = rescaledNormal(v)
        return Point3D(u.x, u.y, u.z)
    }
}

/// The per-vertex lighting model of one frame (``LightRig``), as a value: a layer's vertex or
/// face loop holds a copy, so reading the lights costs no access to the rig object.
struct LightModel {
    /// One-sided diffuse (the book's overlay) instead of BCMeshTransformView's `|N·L|`.
    var oneSided = false
    /// Constant term: BC's `1 − f` plus ambient lights.
    var ambient = SIMD3<Double>(repeating: 1)
    var directional: [LightRig.Directional] = []
    var positional: [LightRig.Positional] = []
    var diffuse = 1.0
    var specular = 0.0
    var shininess = 32.0

    /// Light multiplier and specular addition at a view-space point with unit normal `n`.
    @inline(__always)
    func shade(normal n: SIMD3<Double>, position p: SIMD3<Double>) -> (SIMD4<Float>, SIMD4<Float>) {
        var light = ambient
        var spec = SIMD3<Double>()
        // Two-sided: the side facing the viewer is lit (BC's |N·L|).
        let facing = n.z < 0 ? -n : n
        for d in directional {
            light += diffuse * facingLight((n * d.direction).sum()) * d.color
            if specular > 0 { spec += specular * Foundation.pow(Swift.max(0, (facing * d.half).sum()), shininess) * d.color }
        }
        for s in positional {
            let l = LightRig.normalized(s.position - p)
            var k = 1.0
            if s.isSpot {
                let c = (-l * s.axis).sum()
                k = Swift.min(Swift.max((c - s.cosOuter) / Swift.max(s.cosInner - s.cosOuter, 1e-6), 0), 1)
            }
            light += diffuse * k * facingLight((n * l).sum()) * s.color
            if specular > 0 {
                let h = LightRig.normalized(l + SIMD3(0, 0, 1))
                spec += specular * k * Foundation.pow(Swift.max(0, (facing * h).sum()), shininess) * s.color
            }
        }
        light = light.clamped(lowerBound: SIMD3(repeating: 0), upperBound: SIMD3(repeating: 1))
        return (SIMD4<Float>(Float(light.x), Float(light.y), Float(light.z), 0),
                SIMD4<Float>(Float(spec.x), Float(spec.y), Float(spec.z), 0))
    }

    /// The fast path for ``ShadeMode/gray``: one directional-light sum, no positions, for a
    /// normal `v` of any length (each N·D is v·D / |v|: one square root and one division per
    /// vertex instead of normalising three components; no light where v has no direction).
    @inline(__always)
    func grayShade(direction v: SIMD3<Double>) -> Float {
        let inverse = LightModel.inverseLength(v)
        var light = ambient.x
        for d in directional { light += diffuse * facingLight((v * d.direction).sum() * inverse) * d.color.x }
        return LightModel.grayLevel(light)
    }

    /// 1/|v| for a normal of any length, 0 where it has no direction (so it gets no light).
    @inline(__always)
    static func inverseLength(_ v: SIMD3<Double>) -> Double {
        let length = (v * v).sum().squareRoot()
        return length > 0 && length.isFinite ? 1 / length : 0
    }

    /// A grey light sum as the rasterizer takes it: clamped to 0…1.
    @inline(__always)
    static func grayLevel(_ light: Double) -> Float {
        Float(Swift.min(Swift.max(light, 0), 1))
    }

    /// How much a surface with `cosine = N·D` (D pointing at the light) faces the light:
    /// `|N·D|` two-sided (BCMeshTransformView), or `N·D` one-sided, negative when turned away
    /// (the book's overlay, which then darkens below the ambient level).
    @inline(__always)
    func facingLight(_ cosine: Double) -> Double {
        LightModel.facing(cosine, oneSided: oneSided)
    }

    @inline(__always)
    static func facing(_ cosine: Double, oneSided: Bool) -> Double {
        oneSided ? cosine : abs(cosine)
    }
}
