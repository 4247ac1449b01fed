/// Which layers are drawn as one texture, and the scene drawn into it.
///
/// The Mesh Transforms article: "The contents of layer and all its sublayers get rasterized
/// into a single texture that later gets applied to the vertex mesh"; BCMeshTransformView
/// bends every subview of its `contentView` the same way. So a `CALayer` with a mesh and
/// sublayers is drawn in two steps: its content and its whole subtree, flattened onto its
/// plane as Core Animation flattens them, into an offscreen picture (``subtreeScene(of:)``),
/// and that picture through its mesh. The texture covers the layer's bounds, so a sublayer
/// reaching past them is cut at its edge, as the texture the article describes is.
extension Scene {
    /// Whether layer `index` is drawn as one texture through its mesh: a `CALayer` with a
    /// mesh and at least one sublayer (a subtree's first sublayer follows it at once). A meshed
    /// layer without sublayers is drawn directly, as before.
    public func drawsSubtreeAsTexture(_ index: Int) -> Bool {
        guard layers.indices.contains(index), layers[index].kind == .layer, layers[index].mesh != nil else { return false }
        return parent(of: index + 1) == index
    }

    /// The outermost superlayer of `index` that draws its subtree as one texture, and so
    /// draws `index` into it; nil when `index` is drawn on its own.
    public func textureRoot(of index: Int) -> Int? {
        var found: Int?
        var i = index
        while let p = parent(of: i) {
            if drawsSubtreeAsTexture(p) { found = p }
            i = p
        }
        return found
    }

    /// Layer `index` as its texture sees it: what it looks like on its own plane, without
    /// what moves the plane (mesh, transform, position), its opacity (applied when the
    /// texture is drawn, to the subtree as a group, as Core Animation composites it) or how
    /// its faces are split and culled. Two layers equal here draw the same texture.
    func textureRootLayer(_ index: Int) -> Layer {
        var root = layers[index]
        root.mesh = nil
        root.transform = .identity
        root.position = Point2D(root.anchorPoint.x * root.size.width, root.anchorPoint.y * root.size.height)
        root.opacity = 1
        root.doubleSided = true
        root.triangulation = .diagonal02
        root.faceDiagonals = [:]
        root.parent = nil
        return root
    }

    /// What layer `index`'s texture shows, as a scene of its own: the layer (``textureRootLayer(_:)``)
    /// filling a container of its size, with its sublayers after it, unlit (the texture is lit
    /// as the layer is, when drawn) on a transparent background.
    func subtreeScene(of index: Int) -> Scene {
        let root = textureRootLayer(index)
        var scene = Scene(size: root.size, layers: [root], lighting: .unlit, background: Color(r: 0, g: 0, b: 0, a: 0))
        for i in (index + 1)..<subtreeEnd(of: index) {
            var layer = layers[i]
            layer.parent = layer.parent.map { $0 - index }
            scene.layers.append(layer)
        }
        return scene
    }
}
