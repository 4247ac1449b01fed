import MeshEngine

/// One frame of a scene as the Metal export draws it: a ``MetalDraw`` per layer that draws
/// content, opaque layers first (as meshplay draws its translucent pass last), with one depth
/// scale for all; or the ``MetalRefusal`` that says why its shader would draw something else.
struct MetalFrame: Equatable {
    var draws: [MetalDraw]
    /// The scene's background, premultiplied `0xAABBGGRR`, which the view clears to.
    var background: UInt32
    var width: Int
    var height: Int

    /// `scene` drawn at `options`' size, labels set in `typeface` (the bitmap font when nil, as
    /// a renderer without one).
    init(scene: Scene, options: RenderOptions, typeface: (any Typeface)? = nil) throws(MetalRefusal) {
        let light = ShaderLight(scene: scene, options: options)
        if case let .beyond(why) = light { throw .light(why) }
        let drawn = scene.layers.indices.filter { scene.drawsContent($0) && scene.effectiveOpacity(of: $0) > 0 }
        guard !drawn.isEmpty else { throw .nothingDrawn }
        // `subdivision auto` takes the steps meshplay picks for this frame's size on screen:
        // ask the renderer, which owns that rule, by drawing the frame once.
        var automatic: [Int] = []
        if drawn.contains(where: { (scene.layers[$0].mesh?.subdivisionSteps ?? 0) < 0 }) {
            automatic = Renderer().render(scene, options: options).subdivisionSteps
        }
        var draws: [MetalDraw] = []
        for l in drawn {
            let layer = scene.layers[l]
            var mesh = layer.effectiveMesh
            if mesh.subdivisionSteps < 0 {
                guard l < automatic.count else { throw .automaticSubdivision(layer: l) }
                mesh.subdivisionSteps = automatic[l]
            }
            switch layer.triangulation {
            case .diagonal02, .diagonal13: break
            case .shorter, .fan4, .bilinear: throw .triangulation(layer: l, layer.triangulation)
            }
            if mesh.limitSurface { throw .limitSurface(layer: l) }
            if mesh.subdivisionSteps > 0 && !layer.faceDiagonals.isEmpty { throw .faceDiagonalsSubdivided(layer: l) }
            if scene.drawsSubtreeAsTexture(l) { throw .subtreeTexture(layer: l, sublayers: scene.subtreeEnd(of: l) - l - 1) }
            if let root = scene.textureRoot(of: l) {
                throw .subtreeTexture(layer: root, sublayers: scene.subtreeEnd(of: root) - root - 1)
            }
            if scene.flatteningDepth(of: l) > 0 { throw .flattened(layer: l) }
            guard layer.size.width.isFinite, layer.size.height.isFinite, scene.layerToContainer(l).isFinite,
                  mesh.vertices.allSatisfy(\.isFinite) else { throw .notFinite(layer: l) }
            let baked: MeshTransform
            do { baked = try SceneFiles.bakingSubdivision(mesh) } catch { throw .subdivision(layer: l, error.message) }
            let draw = try MetalDraw(scene: scene, layer: l, options: options, mesh: baked, light: light, typeface: typeface)
            if draw.blends && drawn.count > 1 { throw .translucentStack(layer: l, drawn: drawn.count) }
            draws.append(draw)
        }
        // One depth scale for every layer, so they share the depth buffer as meshplay's do.
        let extent = draws.map(\.depthExtent).max() ?? 0
        let depthScale = Float(extent > 0 ? 1 / (extent * 1.0625) : 1)
        for d in draws.indices { draws[d].uniforms[MetalDraw.depthScaleIndex] = depthScale }
        self.draws = draws.filter { !$0.blends } + draws.filter(\.blends)
        background = scene.background.premultipliedPacked
        width = options.width
        height = options.height
    }
}
