/// ``VertexShading`` for the commonest rig, one grey directional light (the article's and
/// BCMeshTransformView's): ``LightModel/grayShade(direction:)``'s arithmetic, operation for
/// operation, with the light's direction, colour and factors held as values instead of read
/// from the rig's array and walked as a loop per vertex (subdiv-25x3: 35.0 → 34.1 M
/// instructions per frame, about 22 fewer per vertex).
struct OneGrayLight: VertexLight {
    static var lights: Bool { true }
    /// The model's cofactor matrix (``VertexShading/cofactor``).
    let cofactor: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)
    let ambient: Double
    let diffuse: Double
    let direction: SIMD3<Double>
    let color: Double
    let oneSided: Bool
    /// ``VertexShading/reflectance``.
    let reflectance: Float

    /// Nil unless `shading` is grey with exactly one directional light.
    init?(_ shading: VertexShading) {
        let model = shading.lights
        guard shading.gray, model.directional.count == 1 else { return nil }
        cofactor = shading.cofactor
        ambient = model.ambient.x
        diffuse = model.diffuse
        direction = model.directional[0].direction
        color = model.directional[0].color.x
        oneSided = model.oneSided
        reflectance = shading.reflectance
    }

    @inline(__always)
    func light(normal raw: SIMD3<Double>, at p: SIMD3<Double>) -> (SIMD4<Float>, SIMD4<Float>) {
        let (c0, c1, c2) = cofactor
        let v = c0 * raw.x + c1 * raw.y + c2 * raw.z
        // The length first, then the dot product, as in ``LightModel/grayShade(direction:)``:
        // written in one expression the other way round it cost 0.2 M (ripple-100) to 0.8 M
        // (subdiv-25x3) more instructions per frame, for the same bits.
        let inverse = LightModel.inverseLength(v)
        let cosine = (v * direction).sum() * inverse
        var light = ambient
        light += diffuse * LightModel.facing(cosine, oneSided: oneSided) * color
        let l = LightModel.grayLevel(light) * reflectance
        return (SIMD4(l, l, l, 0), .zero)
    }
}
