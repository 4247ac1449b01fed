extension Renderer {
    /// What pixel (x, y) of the last render's ``image`` shows, through the mesh: layer,
    /// control face, subdivided face, triangle, the perspective-correct `from` point and the
    /// depth; nil over the background or outside the image. Over a layer drawn as one texture
    /// with its sublayers, the sublayer drawn at that point answers. With supersampling the sample
    /// nearest the pixel centre answers. The first call after a render draws the frame again
    /// with its hit records (``recordHits()``).
    public func hitTest(x: Int, y: Int) -> HitTestResult? {
        recordHits()
        guard context.rasterizer.recordsHits, let f = framing, x >= 0, y >= 0, x < f.outputWidth, y < f.outputHeight else { return nil }
        let k = f.supersample
        let i = (y * k + k / 2) * f.sampleWidth + x * k + k / 2
        let code = samples.hitFace[i]
        let id = HitCode.face(code)
        guard code >= 0, id < context.faceCount else { return nil }
        let z = code & HitCode.translucent != 0 ? samples.hitDepth[i] : samples.depth[i]
        let hit = HitTestResult(layer: Int(records.layer[id]), face: Int(records.control[id]), subdividedFace: Int(records.subdivided[id]),
                                triangle: HitCode.triangle(code), from: HitCode.unpackUV(samples.hitUV[i]), depth: Double(z))
        return throughSubtreeTexture(hit)
    }

    /// Where a point of layer `index` given in unit coordinates (a vertex's `to`) lands in
    /// the output, in pixels, with the framing of the last render; nil when it is at or
    /// behind the camera or nothing has been rendered.
    public func project(_ point: Point3D, inLayer index: Int, of scene: Scene) -> Point2D? {
        guard let f = framing, scene.layers.indices.contains(index) else { return nil }
        let h = homogeneous(point, inLayer: index, of: scene, clip: clipTransform(forLayer: index, of: scene, framing: f))
        guard h.w >= Renderer.nearW else { return nil }
        let k = Double(f.supersample)
        let r = Point2D(h.x / h.w / k, h.y / h.w / k)
        return r.isFinite ? r : nil
    }

    /// Where a point of layer `index` (an existing layer) in unit coordinates lands in
    /// homogeneous sample space, before the divide by w, through `clip`, the layer's
    /// ``clipTransform(forLayer:of:framing:)``.
    func homogeneous(_ point: Point3D, inLayer index: Int, of scene: Scene, clip: Transform3D) -> SIMD4<Double> {
        let layer = scene.layers[index]
        let normalization = layer.mesh?.depthNormalization ?? .none
        let h = clip.apply(normalization.points(point, width: layer.size.width, height: layer.size.height))
        return SIMD4(h.x, h.y, h.z, h.w)
    }

    /// Makes room for layer `index`'s `n` control points in the frame's list and records their range.
    @discardableResult
    func reserveControlPoints(_ n: Int, layer index: Int) -> UnsafeMutablePointer<SIMD2<Double>> {
        records.controlPoints.reserve(context.controlTotal + n, keeping: context.controlTotal)
        let out = records.controlPoints.pointer + context.controlTotal
        context.controlRanges[index] = context.controlTotal..<(context.controlTotal + n)
        context.controlTotal += n
        return out
    }

    /// Projects the control mesh's vertices to output pixels (NaN where not projectable) for
    /// the overlays, and returns the longest projected control edge in output pixels (0
    /// unless `measuringEdges`).
    func projectControl(_ mesh: MeshTransform, transform m: Transform3D, w: Double, h: Double, zScale: Double,
                        framing f: Framing, layer index: Int, measuringEdges: Bool) -> Double {
        let n = mesh.vertices.count
        let out = reserveControlPoints(n, layer: index)
        let k = Double(f.supersample)
        mesh.vertices.withUnsafeBufferPointer { v in
            for i in 0..<n { out[i] = Renderer.controlPoint(v[i].to, through: m, w: w, h: h, zScale: zScale, supersample: k) }
        }
        var longest = 0.0
        if !measuringEdges { return longest }
        for face in mesh.faces {
            for c in 0..<4 {
                let a = face.indices[c], b = face.indices[(c + 1) & 3]
                guard a >= 0, a < n, b >= 0, b < n else { continue }
                let d = out[a] - out[b]
                let l = (d * d).sum().squareRoot()
                if l.isFinite && l > longest { longest = l }
            }
        }
        return longest
    }

    /// Where a control vertex at unit point `t` of a `w` × `h` layer lands in output pixels
    /// through its clip transform `m` (NaN where not projectable): the one arithmetic of the
    /// drawn control points, so ``drawnBounds(of:options:)`` agrees with a drawn frame.
    static func controlPoint(_ t: Point3D, through m: Transform3D, w: Double, h: Double, zScale: Double,
                             supersample k: Double) -> SIMD2<Double> {
        let c = m.apply(Point3D(t.x * w, t.y * h, t.z * zScale))
        return controlPoint(SIMD4(c.x, c.y, c.z, c.w), supersample: k)
    }
}
