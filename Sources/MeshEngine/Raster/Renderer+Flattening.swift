/// Core Animation's flattening, drawn per sample (the Core Animation book, "Layer
/// Flattening", Figures 5.16 and 5.18).
///
/// A `CALayer` with sublayers shows them as a 3D scene painted on its own plane: within the
/// plane its sublayers hide each other by their depth in that layer's scene (z/w in its
/// sublayer space, before flattening drops z), equal depths in drawing order, and all of
/// them lie over the layer's own content. The geometry is exact already: the flattening is
/// linear in homogeneous coordinates, so each layer keeps one 4×4 matrix
/// (``Scene/layerToContainer(_:planes:)``). What the single depth buffer has to be told is
/// that order, since every surface of a plane has the plane's depth.
///
/// So a flattened surface's sample depth is lifted off its plane by
/// `δ · (1 + tie · rank) + κ · z_P / W`, where `z_P` is its homogeneous z in the plane's
/// sublayer space and `W` its final w. At one sample every surface of plane P shows the
/// same point of P, whose own w, `W_s`, is shared, and `z_P / W = (z_P / w_P) / W_s`: the
/// lift orders them exactly by their depth in P's scene, per sample, even where two
/// sublayers intersect and under any perspective. It is linear in the layer's homogeneous
/// coordinates (one more column added to the clip matrix), so the rasterizer's ordinary
/// interpolation carries it. `κ = δ / (2 · D_P)`, with `D_P` the largest `|z_P / W|` over
/// the plane's surfaces this frame (at their corners: a ratio of linear functions is
/// extreme at a vertex), keeps the lift within [δ/2, 2δ]: above the plane's content, and
/// at most 2δ = 1/8 point off the plane where other 3D layers cut through it. A plane
/// flattened into another plane takes 1/64 of its superplane's δ, so the outer order
/// decides first.
extension Renderer {
    /// δ of a plane flattened into the 3D scene (sample-space z, points).
    static let flatteningLift = 1.0 / 16
    /// δ of a plane flattened into another plane, relative to that plane's δ.
    static let flatteningNesting = 1.0 / 64
    /// Lift per step of drawing order, relative to δ: breaks ties between coplanar surfaces
    /// (well above Float rounding of sample depths, well below δ/2 over
    /// ``flatteningMaxRank`` steps).
    static let flatteningTieStep = 1.0 / 512
    /// Drawing-order steps that count for ties; later surfaces share the last step.
    static let flatteningMaxRank = 256

    /// Measures `D_P` of every plane for this frame into ``planeDepthSpan`` (indexed by the
    /// plane's layer; 0 for a layer with no flattened surfaces).
    func prepareFlattening(_ scene: Scene, framing f: Framing) {
        let n = scene.layers.count
        planeDepthSpan.reserve(n)
        planeDepthSpan.fill(0, count: n)
        let span = planeDepthSpan.pointer
        let view = f.container.concatenating(f.viewport)
        for i in 0..<n where scene.drawsContent(i) && scene.flatteningDepth(of: i) > 0 {
            let layer = scene.layers[i]
            let w = layer.size.width, h = layer.size.height
            let (zLow, zHigh) = Renderer.depthRange(layer)
            let clip = scene.layerToContainer(i).concatenating(view)
            _ = scene.layerToContainer(i) { p, m in
                for corner in 0..<8 {
                    let point = Point3D(corner & 1 == 0 ? 0 : w, corner & 2 == 0 ? 0 : h, corner & 4 == 0 ? zLow : zHigh)
                    let big = clip.apply(point).w
                    guard big >= Renderer.nearW else { continue }
                    let depth = abs(m.apply(point).z / big)
                    if depth.isFinite && depth > span[p] { span[p] = depth }
                }
            }
        }
    }

    /// The lowest and highest z of a layer's control mesh, in its points (0, 0 without a
    /// mesh): the subdivided surface stays within its control points.
    static func depthRange(_ layer: Layer) -> (Double, Double) {
        guard let mesh = layer.mesh else { return (0, 0) }
        let zScale = mesh.depthNormalization.scale(width: layer.size.width, height: layer.size.height)
        var low = 0.0, high = 0.0
        for v in mesh.vertices where v.to.z.isFinite {
            low = Swift.min(low, v.to.z * zScale)
            high = Swift.max(high, v.to.z * zScale)
        }
        return (Swift.min(low, high), Swift.max(low, high))
    }

    /// `clip` (layer `index`'s map to sample space) with its flattening lift added to the z
    /// column; `clip` itself for a layer on no plane. Needs ``prepareFlattening(_:framing:)``
    /// for this frame's scene.
    func flatteningLifted(_ clip: Transform3D, forLayer index: Int, of scene: Scene) -> Transform3D {
        let levels = scene.flatteningDepth(of: index)
        guard levels > 0 else { return clip }
        let span = planeDepthSpan.pointer
        let w = SIMD4(clip.m14, clip.m24, clip.m34, clip.m44)
        var lift = SIMD4<Double>()
        var level = levels - 1
        _ = scene.layerToContainer(index) { p, m in
            var delta = Renderer.flatteningLift
            for _ in 0..<level { delta *= Renderer.flatteningNesting }
            let rank = Double(Swift.min(index - p, Renderer.flatteningMaxRank))
            lift += delta * (1 + Renderer.flatteningTieStep * rank) * w
            if span[p] > 0 {
                lift += delta / (2 * span[p]) * SIMD4(m.m13, m.m23, m.m33, m.m43)
            }
            level -= 1
        }
        var lifted = clip
        lifted.m13 += lift.x
        lifted.m23 += lift.y
        lifted.m33 += lift.z
        lifted.m43 += lift.w
        return lifted
    }
}
