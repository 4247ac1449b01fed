/// A layer's subtree drawn offscreen into one picture, which the layer's mesh then bends
/// (``Scene/drawsSubtreeAsTexture(_:)``; the Mesh Transforms article: "The contents of layer
/// and all its sublayers get rasterized into a single texture that later gets applied to the
/// vertex mesh").
///
/// The picture is kept while the subtree is unchanged, so a mesh animated over still content
/// draws it once: a frame then costs what drawing the layer with a plain texture costs.
final class SubtreeTexture {
    /// Draws the subtree (its own caches, nested subtree textures included, last between redraws).
    let renderer = Renderer()
    /// What the picture was drawn from: the layer as its texture sees it, then its sublayers as
    /// they were in the scene.
    private(set) var root: Layer
    private(set) var sublayers: [Layer] = []
    /// Texels per layer point: a half power of two (``Renderer/textureScale(_:layerSize:)``).
    private(set) var texelsPerPoint: Double
    private(set) var texture: CachedTexture
    /// The mesh's edges, kept while its faces are the same: they measure its magnification
    /// every frame (``Renderer/subtreeTexture(forLayer:of:framing:)``).
    private(set) var meshEdges: MeshEdges?

    init(root: Layer) {
        self.root = root
        texelsPerPoint = 0
        texture = CachedTexture(content: .solid(.clear), texture: Texture(width: 1, height: 1, fill: .clear))
        renderer.stretchesFraming = true
    }

    /// The edges of `mesh`, listed again only when its faces or vertex count changed.
    func edges(of mesh: MeshTransform) -> MeshEdges {
        if let kept = meshEdges, kept.lists(mesh.faces, vertexCount: mesh.vertices.count) { return kept }
        let edges = MeshEdges(faces: mesh.faces, vertexCount: mesh.vertices.count)
        meshEdges = edges
        return edges
    }

    /// Whether the picture shows layer `index`'s subtree of `scene` as it is now.
    func shows(_ index: Int, of scene: Scene, end: Int) -> Bool {
        guard texelsPerPoint > 0, sublayers.count == end - index - 1, root == scene.textureRootLayer(index) else { return false }
        for k in sublayers.indices where sublayers[k] != scene.layers[index + 1 + k] { return false }
        return true
    }

    /// Whether a picture at `texelsPerPoint` serves where `wanted` are needed: never blurrier,
    /// and not more than four times as fine (a mesh animating across a power of two keeps it).
    func serves(_ wanted: Double) -> Bool {
        texelsPerPoint >= wanted && texelsPerPoint <= 4 * wanted
    }

    /// Draws layer `index`'s subtree at `texelsPerPoint` and keeps the picture; false when the
    /// drawing was interrupted (nothing is kept then).
    func redraw(_ index: Int, of scene: Scene, end: Int, texelsPerPoint scale: Double) -> Bool {
        let sub = scene.subtreeScene(of: index)
        let size = sub.size
        let w = Swift.max(1, Swift.min(SubtreeTexture.maxSide, Int((size.width * scale).rounded(.up))))
        let h = Swift.max(1, Swift.min(SubtreeTexture.maxSide, Int((size.height * scale).rounded(.up))))
        // Four samples per texel while that stays small; above, the texels are already at
        // least as fine as the samples on screen.
        let k = w * h <= SubtreeTexture.supersampledTexels ? 2 : 1
        let stats = renderer.render(sub, options: RenderOptions(width: w, height: h, supersample: k, margin: 0))
        guard !stats.interrupted else {
            texelsPerPoint = 0
            return false
        }
        let picture = Texture(width: w, height: h, pixels: renderer.image.pixels)
        texture = CachedTexture(content: .image(picture), texture: picture, pixelsPerPoint: Double(w) / Swift.max(size.width, 1))
        root = scene.textureRootLayer(index)
        sublayers = Array(scene.layers[(index + 1)..<end])
        texelsPerPoint = scale
        return true
    }

    /// The longer side of a subtree's picture, at most.
    static let maxSide = 4096
    /// Pictures of at most this many texels are drawn with 2×2 samples per texel.
    static let supersampledTexels = 1024 * 1024
}

extension Renderer {
    /// Layer `index`'s subtree as one texture, drawn again only when the subtree changed or
    /// the mesh now magnifies it past its texels; nil when that drawing was interrupted.
    /// Asked once the layer's control points are projected (the frame's records), which
    /// measure the magnification.
    func subtreeTexture(forLayer index: Int, of scene: Scene, framing f: Framing) -> CachedTexture? {
        let layer = scene.layers[index]
        let entry: SubtreeTexture
        if let kept = subtreeTextures[index] {
            entry = kept
        } else {
            entry = SubtreeTexture(root: scene.textureRootLayer(index))
            entry.renderer.typeface = typeface
            subtreeTextures[index] = entry
        }
        var measured: Double?
        if let mesh = layer.mesh, context.controlRanges.indices.contains(index), context.controlRanges[index].count == mesh.vertices.count {
            let edges = entry.edges(of: mesh)
            measured = mesh.vertices.withUnsafeBufferPointer { v in
                edges.magnification(of: v, size: layer.size, points: records.controlPoints.pointer + context.controlRanges[index].lowerBound)
            }
        }
        let wanted = Renderer.textureScale((measured ?? f.scale / Double(f.supersample)) * Double(f.supersample), layerSize: layer.size)
        let end = scene.subtreeEnd(of: index)
        if !(entry.shows(index, of: scene, end: end) && entry.serves(wanted)) {
            entry.renderer.interruption = interruption
            guard entry.redraw(index, of: scene, end: end, texelsPerPoint: wanted) else {
                context.stats.interrupted = true
                return nil
            }
        }
        return entry.texture
    }

    /// The texels per point that draw `wanted` samples per point: the half power of two
    /// (1/8, √2/8, 1/4, …) at or above it, so a mesh that moves a little keeps its picture and
    /// one that stretches it a little past a power of two does not double it; lowered until
    /// the longer side fits ``SubtreeTexture/maxSide``.
    static func textureScale(_ wanted: Double, layerSize size: Size) -> Double {
        let longer = Swift.max(size.width.isFinite ? size.width : 1, size.height.isFinite ? size.height : 1, 1)
        let want = wanted.isFinite ? Swift.min(wanted, 64) : 1
        // Half steps counted, so each scale is exact (2^k or 2^k·√2, not a product of roots).
        var step = -6
        func scale(_ step: Int) -> Double {
            step.isMultiple(of: 2) ? Double(sign: .plus, exponent: step / 2, significand: 1)
                : Double(sign: .plus, exponent: (step - 1) / 2, significand: 2.0.squareRoot())
        }
        while scale(step) < want { step += 1 }
        while step > -12 && longer * scale(step) > Double(SubtreeTexture.maxSide) { step -= 1 }
        return scale(step)
    }

    /// The mesh's largest magnification on screen, in output pixels per layer point, over
    /// its control edges between their drawn control `points` (``MeshEdges/magnification(of:size:points:)``;
    /// the edges listed for this call only). Nil when no edge can be measured.
    static func magnification(of mesh: MeshTransform, size: Size, points p: UnsafePointer<SIMD2<Double>>) -> Double? {
        mesh.vertices.withUnsafeBufferPointer { v in
            MeshEdges(faces: mesh.faces, vertexCount: v.count).magnification(of: v, size: size, points: p)
        }
    }
}

extension Renderer {
    /// `hit` carried through a subtree texture into the sublayer drawn at that texel: the
    /// sublayer's index in the scene, its face and its own `from`, at the depth where the
    /// texture was hit. `hit` itself where the layer's own content shows, or for a layer drawn
    /// directly.
    func throughSubtreeTexture(_ hit: HitTestResult) -> HitTestResult {
        guard context.scene.drawsSubtreeAsTexture(hit.layer), let entry = subtreeTextures[hit.layer],
              let f = entry.renderer.framing, f.outputWidth > 0, f.outputHeight > 0 else { return hit }
        func texel(_ u: Double, _ n: Int) -> Int {
            let t = u * Double(n)
            return t.isFinite ? Swift.min(Swift.max(Int(t.rounded(.down)), 0), n - 1) : 0
        }
        guard let inner = entry.renderer.hitTest(x: texel(hit.from.x, f.outputWidth), y: texel(hit.from.y, f.outputHeight)),
              inner.layer > 0 else { return hit }
        var through = inner
        through.layer = hit.layer + inner.layer
        through.depth = hit.depth
        return through
    }

    /// The size of the texture layer `index` was drawn with in the last frame, when it draws
    /// its subtree as one (``Scene/drawsSubtreeAsTexture(_:)``).
    func subtreeTextureSize(ofLayer index: Int) -> (width: Int, height: Int)? {
        guard hasRendered, context.scene.drawsSubtreeAsTexture(index), let entry = subtreeTextures[index],
              entry.texelsPerPoint > 0 else { return nil }
        return (entry.texture.width, entry.texture.height)
    }
}
