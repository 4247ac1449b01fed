/// The layer tree: sublayers, Core Animation's composition of `transform`, `sublayerTransform`
/// and anchor points, and its flattening (the Core Animation book, "Layer Flattening",
/// Figures 5.15–5.18).
///
/// ``Scene/layers`` holds the tree in Core Animation's drawing order: every layer comes after
/// its superlayer, and a layer's sublayers (with theirs) follow it contiguously. A `CALayer`
/// (``LayerKind/layer``) renders its sublayers into its own plane: their points, after their
/// own transforms and this layer's sublayer transform, are projected (divided by w) and lose
/// their z before this layer's transform applies. In homogeneous coordinates that projection
/// is the linear map `(x, y, z, w) → (x, y, 0, w)`, so a layer's whole chain stays one 4×4
/// matrix, ``layerToContainer(_:)``. A `CATransformLayer` (``LayerKind/transform``) leaves z
/// alone, so its sublayers live in its superlayer's 3D space. Within a plane, sublayers hide
/// each other by their depth in the plane's own 3D scene and all lie over its content
/// (drawn so by `Renderer+Flattening`). The scene's container is a
/// 3D context too (as a transform layer whose sublayer transform is the scene's), so
/// top-level layers depth-sort against each other, as the book's cube needs.
extension Scene {
    /// Core Animation's flattening as a matrix: keeps x, y and w, drops z.
    public static let flattening: Transform3D = {
        var f = Transform3D.identity
        f.m33 = 0
        return f
    }()

    /// The superlayer of layer `index`, or nil for a top-level layer; a parent that is not an
    /// earlier layer (a hand-built scene can hold anything) counts as none.
    public func parent(of index: Int) -> Int? {
        guard layers.indices.contains(index), let p = layers[index].parent, p >= 0, p < index else { return nil }
        return p
    }

    /// Maps layer `index`'s points into the container's points (before the container's
    /// sublayer transform): the layer's own transform, then for each superlayer its sublayer
    /// transform about its anchor, its flattening when it is a `CALayer`, and its transform.
    public func layerToContainer(_ index: Int) -> Transform3D {
        layerToContainer(index) { _, _ in }
    }

    /// ``layerToContainer(_:)``, telling `plane` about every plane the layer is flattened
    /// into on the way, innermost first: the `CALayer` superlayer's index and the map from
    /// layer `index`'s points to that superlayer's sublayer space (homogeneous, before its
    /// flattening drops z, so z there is the depth in that layer's 3D scene).
    public func layerToContainer(_ index: Int, planes plane: (_ superlayer: Int, _ toSublayerSpace: Transform3D) -> Void) -> Transform3D {
        var m = layers[index].layerToSuperlayer
        var child = index
        while let p = parent(of: child) {
            let parent = layers[p]
            m = m.concatenating(parent.sublayerTransformAboutAnchor)
            if parent.kind == .layer {
                plane(p, m)
                m = m.concatenating(Scene.flattening)
            }
            m = m.concatenating(parent.layerToSuperlayer)
            child = p
        }
        return m
    }

    /// How many planes layer `index` is flattened into (its `CALayer` superlayers).
    public func flatteningDepth(of index: Int) -> Int {
        var n = 0, i = index
        while let p = parent(of: i) {
            if layers[p].kind == .layer { n += 1 }
            i = p
        }
        return n
    }

    /// Opacity as drawn: the layer's own times every superlayer's (Core Animation composites
    /// a layer's subtree under its opacity).
    public func effectiveOpacity(of index: Int) -> Double {
        var o = layers[index].opacity
        var i = index
        while let p = parent(of: i) {
            o *= layers[p].opacity
            i = p
        }
        return o
    }

    /// Whether layer `index` draws content of its own (a transform layer draws none).
    public func drawsContent(_ index: Int) -> Bool {
        layers[index].kind == .layer
    }

    /// The layers whose superlayer is `index` (nil: the top-level layers), in drawing order.
    public func sublayers(of index: Int?) -> [Int] {
        layers.indices.filter { parent(of: $0) == index }
    }

    /// The index just after the subtree of `index` (itself and all its sublayers, which the
    /// scene keeps contiguous): where a new last sublayer of `index` goes.
    public func subtreeEnd(of index: Int) -> Int {
        var end = index + 1
        while end < layers.count, isDescendant(end, of: index) { end += 1 }
        return end
    }

    /// Whether `index` lies below `ancestor` in the tree.
    public func isDescendant(_ index: Int, of ancestor: Int) -> Bool {
        var i = index
        while let p = parent(of: i) {
            if p == ancestor { return true }
            i = p
        }
        return false
    }

    /// How many superlayers layer `index` has (0 for a top-level layer).
    public func depth(of index: Int) -> Int {
        var d = 0, i = index
        while let p = parent(of: i) {
            d += 1
            i = p
        }
        return d
    }

    /// `outer › inner`: the names from the top-level layer down to `index`.
    public func path(of index: Int) -> String {
        var names = [layers[index].name]
        var i = index
        while let p = parent(of: i) {
            names.append(layers[p].name)
            i = p
        }
        return names.reversed().joined(separator: " › ")
    }
}
