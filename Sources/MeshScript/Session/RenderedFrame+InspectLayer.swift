import MeshEngine

extension RenderedFrame {
    /// `inspect layer [N|NAME]`: where a layer sits in the tree and how Core Animation
    /// composes its transforms (the book's Figures 5.15–5.18): its own transform about its
    /// anchor, then for each superlayer up to the container that layer's sublayer transform,
    /// its flattening when it is a `CALayer`, and its transform; the composed matrix, and
    /// where the layer's corners land in the container. Read from the frame on screen, so
    /// animated transforms show as drawn.
    func inspection(layer l: Int) throws(ScriptError) -> String {
        let scene = self.scene
        _ = try scene.layerIndex(l)
        let layer = scene.layers[l]
        let superlayer = scene.parent(of: l).map { "layer \($0) (\(scene.layers[$0].name))'s" } ?? "the container's"
        var lines = ["layer \(l) (\(scene.path(of: l))): \(RenderedFrame.kindName(layer.kind)), \(layer.size) pt, position "
                     + "\(layer.position) in \(superlayer) points, anchor \(layer.anchorPoint)",
                     "transform: \(SessionState.describe(layer.transform))"]
        if !layer.sublayerTransform.isIdentity {
            lines.append("sublayer transform (for its own sublayers): \(SessionState.describe(layer.sublayerTransform))")
        }
        var i = l
        while let p = scene.parent(of: i) {
            let up = scene.layers[p]
            let how = up.kind == .layer ? "flattens it onto its plane" : "keeps it in 3D"
            lines.append("in layer \(p) (\(up.name)), a \(RenderedFrame.kindName(up.kind)) that \(how): sublayer transform "
                         + "\(SessionState.describe(up.sublayerTransform)), transform \(SessionState.describe(up.transform))")
            i = p
        }
        let toContainer = scene.layerToContainer(l)
        lines.append("composed, layer points → container points: \(SessionState.describe(toContainer))")
        if !scene.sublayerTransform.isIdentity {
            lines.append("with the container's sublayer transform: \(SessionState.describe(scene.modelTransform(forLayer: l)))")
        }
        let model = scene.modelTransform(forLayer: l)
        let corners = [(0.0, 0.0), (1, 0), (1, 1), (0, 1)].map { u, v -> String in
            let h = model.apply(Point3D(u * layer.size.width, v * layer.size.height, 0))
            return h.w > 0 ? Point2D(h.x / h.w, h.y / h.w).description : "behind the viewer"
        }
        lines += textureLines(layer: l)
        lines.append("corners (top left, top right, bottom right, bottom left) in the container: " + corners.joined(separator: " "))
        return lines.joined(separator: "\n")
    }

    /// A layer kind as messages name it.
    static func kindName(_ kind: LayerKind) -> String {
        kind == .layer ? "layer (CALayer)" : "transform layer (CATransformLayer)"
    }
}
