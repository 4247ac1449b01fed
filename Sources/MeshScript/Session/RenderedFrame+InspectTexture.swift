import MeshEngine

extension RenderedFrame {
    /// `inspect layer`'s lines about layers drawn as one texture (the Mesh Transforms
    /// article: a meshed layer's content and sublayers are rasterized into one texture that
    /// its mesh bends): whether layer `l` is drawn so, at what size, or into whose texture.
    func textureLines(layer l: Int) -> [String] {
        func size(_ layer: Int) -> String {
            subtreeTextureSize(layer: layer).map { "\($0.width)×\($0.height) texels" } ?? "not drawn this frame"
        }
        var lines: [String] = []
        if scene.drawsSubtreeAsTexture(l) {
            let n = scene.subtreeEnd(of: l) - l - 1
            lines.append("drawn as one texture (\(size(l))): its content and its \(n) sublayer\(n == 1 ? "" : "s"), "
                         + "flattened onto its plane, then bent by its mesh and lit as it is")
        }
        if let root = scene.textureRoot(of: l) {
            lines.append("drawn into layer \(root) (\(scene.layers[root].name))'s texture (\(size(root))), bent by that "
                         + "layer's mesh: the corners below are where it lies before the mesh")
        }
        return lines
    }
}
