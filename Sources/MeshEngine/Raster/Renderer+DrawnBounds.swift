extension Renderer {
    /// The rect ``RenderedFrame/drawnBounds`` reports once `scene` is drawn with `options`, found
    /// without drawing: the same control vertices of the same layers, projected by the same
    /// arithmetic (``controlPoint(_:through:w:h:zScale:supersample:)``), so the answer is the
    /// same to the bit. A fit (`fit`, the playground's automatic one) is known before the one
    /// frame that shows it, instead of drawing the frame once to measure it and again to show it.
    /// Touches none of the last frame's records: queries of the frame on screen still hold.
    public func drawnBounds(of scene: Scene, options: RenderOptions) -> FramedRect? {
        let f = Framing(scene: scene, options: options, stretched: stretchesFraming)
        // As a render: an empty target draws no layer, so nothing is drawn anywhere.
        guard f.sampleWidth * f.sampleHeight > 0 else { return nil }
        prepareFlattening(scene, framing: f)
        let k = Double(f.supersample)
        var lo = SIMD2(Double.infinity, .infinity), hi = -lo
        for index in scene.layers.indices {
            // The layers ``drawLayer`` projects, under its guards.
            guard scene.drawsContent(index), scene.textureRoot(of: index) == nil else { continue }
            let layer = scene.layers[index]
            let control = layer.mesh ?? Renderer.identityQuad
            let w = layer.size.width, h = layer.size.height
            let clip = flatteningLifted(clipTransform(forLayer: index, of: scene, framing: f), forLayer: index, of: scene)
            guard w.isFinite, h.isFinite, clip.isFinite, scene.effectiveOpacity(of: index).isFinite else { continue }
            let zScale = control.depthNormalization.scale(width: w, height: h)
            for v in control.vertices {
                let p = Renderer.controlPoint(v.to, through: clip, w: w, h: h, zScale: zScale, supersample: k)
                guard p.x.isFinite, p.y.isFinite else { continue }
                lo = pointwiseMin(lo, p)
                hi = pointwiseMax(hi, p)
            }
        }
        return f.containerRect(lo: lo, hi: hi, container: scene.size)
    }
}
