/// Where the container lands in the output, and the view transforms of one frame.
///
/// The container rect (or `options.framedRect`) plus `options.margin` on every side is fitted into the output keeping
/// its aspect (a half-block pixel is about square) and centred, times `options.zoom`. The
/// orbit `options.viewRotation` is composed after the sublayer transform's own rotation and
/// before its perspective when the sublayer transform has the usual "rotation, then
/// perspective" form (the cube of Listing 5.9); otherwise it is applied first, about the
/// container centre.
struct Framing {
    let outputWidth: Int
    let outputHeight: Int
    let supersample: Int
    let sampleWidth: Int
    let sampleHeight: Int
    /// Samples per container point.
    let scale: Double
    /// Container points to homogeneous container space: sublayer transform, orbit, perspective.
    let container: Transform3D
    /// Scene to view space without perspective, for lights and normals.
    let sceneToView: Transform3D
    /// Homogeneous container space to homogeneous sample space (scale and centring).
    let viewport: Transform3D
    /// The centring part of ``viewport``, in samples: sample = container · scale + offset.
    let offsetX: Double
    let offsetY: Double

    /// The most samples a frame may have (a 4096×4096 target); larger requests lower the supersampling.
    static let maxSamples = 1 << 24

    /// `stretched` fills the output with the container exactly, x and y scaled apart, with no
    /// margin, zoom or orbit: how a subtree is drawn into its texture (``Renderer/subtreeTexture``),
    /// whose texels must cover the layer edge to edge.
    init(scene: Scene, options: RenderOptions, stretched: Bool = false) {
        outputWidth = Swift.max(0, options.width)
        outputHeight = Swift.max(0, options.height)
        var k = Swift.min(Swift.max(options.supersample, 1), RenderOptions.maxSupersample)
        while k > 1 && outputWidth * outputHeight * k * k > Framing.maxSamples { k -= 1 }
        supersample = k
        sampleWidth = outputWidth * k
        sampleHeight = outputHeight * k

        let w = scene.size.width, h = scene.size.height
        // What is fitted into the output: the container, or the framed rect when given.
        let rect = options.framedRect.flatMap { $0.isUsable ? $0 : nil }
            ?? FramedRect(origin: Point2D(0, 0), size: Size(w, h))
        let fw = rect.size.width, fh = rect.size.height
        let margin = options.margin.isFinite ? Swift.max(0, options.margin) : 0
        let zoom = options.zoom.isFinite && options.zoom > 0 ? options.zoom : 1
        var s = Swift.min(Double(sampleWidth) / (fw * (1 + 2 * margin)), Double(sampleHeight) / (fh * (1 + 2 * margin))) * zoom
        if !(s.isFinite && s > 0) { s = 1 }
        if stretched {
            var sx = Double(sampleWidth) / w, sy = Double(sampleHeight) / h
            if !(sx.isFinite && sx > 0) { sx = 1 }
            if !(sy.isFinite && sy > 0) { sy = 1 }
            scale = Swift.max(sx, sy)
            offsetX = 0
            offsetY = 0
            viewport = Transform3D.scale(sx, sy, 1)
            (container, sceneToView) = (scene.containerTransform, scene.containerTransform)
            return
        }
        scale = s
        let cx = w.isFinite ? w / 2 : 0, cy = h.isFinite ? h / 2 : 0
        let fx = rect.origin.x + fw / 2, fy = rect.origin.y + fh / 2
        let centreX = fx.isFinite ? fx : cx, centreY = fy.isFinite ? fy : cy
        offsetX = Double(sampleWidth) / 2 - centreX * s
        offsetY = Double(sampleHeight) / 2 - centreY * s
        viewport = Transform3D.scale(s, s, 1).concatenating(.translation(offsetX, offsetY, 0))

        (container, sceneToView) = Framing.view(of: scene, orbit: options.viewRotation)
    }

    /// The container's points to homogeneous container space (``container``) and scene to view
    /// space without perspective (``sceneToView``), for `scene` seen through the view `orbit`.
    static func view(of scene: Scene, orbit: Transform3D) -> (container: Transform3D, sceneToView: Transform3D) {
        let w = scene.size.width, h = scene.size.height
        let cx = w.isFinite ? w / 2 : 0, cy = h.isFinite ? h / 2 : 0
        let toCentre = Transform3D.translation(-cx, -cy, 0), back = Transform3D.translation(cx, cy, 0)
        let sub = scene.sublayerTransform
        if let (r, p) = Framing.split(sub) {
            let container = orbit.isIdentity ? scene.containerTransform
                : toCentre.concatenating(r).concatenating(orbit).concatenating(p).concatenating(back)
            return (container, toCentre.concatenating(r).concatenating(orbit).concatenating(back))
        }
        let container = toCentre.concatenating(orbit).concatenating(sub).concatenating(back)
        return (container, container)
    }

    /// (R, P) with `t = R · P` and P the identity with some m34, when `t` has that form:
    /// the book's `CATransform3DRotate(perspective, …)` chains always do.
    static func split(_ t: Transform3D) -> (Transform3D, Transform3D)? {
        let c3 = SIMD4(t.m13, t.m23, t.m33, t.m43), c4 = SIMD4(t.m14, t.m24, t.m34, t.m44 - 1)
        let n = (c3 * c3).sum()
        guard n > 0, n.isFinite else { return nil }
        var p = Transform3D.identity, inverse = Transform3D.identity
        p.m34 = (c3 * c4).sum() / n
        inverse.m34 = -p.m34
        let r = t.concatenating(inverse)
        let residual = abs(r.m14) + abs(r.m24) + abs(r.m34) + abs(r.m44 - 1)
        return residual < 1e-9 ? (r, p) : nil
    }
}
