/// How meshplay draws one layer of a frame, for a renderer outside it (the Metal export and
/// the llvmpipe harness that checks it): the renderer's own matrices, framing, texture size and
/// depth scale, taken from the rules that draw the frame (``Framing``, ``TextureCache``), so an
/// exported shader places every vertex where meshplay does.
public struct LayerProjection: Sendable {
    /// Layer points → homogeneous container points: the layer's anchor, position and transform,
    /// its superlayers, then the container's sublayer transform with its perspective.
    public let layerToContainer: Transform3D
    /// Layer points → view space without perspective, whose cofactor takes normals to view
    /// space (``VertexShading``).
    public let layerToView: Transform3D
    /// The cofactor of ``layerToView``'s linear part, which takes an unnormalised normal in
    /// layer points to view space as ``VertexShading`` does: `n · normalTransform` is its
    /// `c0·n.x + c1·n.y + c2·n.z`, so its rows are c0, c1 and c2.
    public let normalTransform: Transform3D
    /// Output pixels per container point, and where the container's origin lands in pixels.
    public let scale: Double
    public let offsetX: Double
    public let offsetY: Double
    /// The layer's content as meshplay samples it this frame: rasterized at the size
    /// ``TextureCache`` picks, premultiplied RGBA8 (`0xAABBGGRR`), without the border.
    public let content: Texture
    /// Whether a texel of ``content`` is not opaque (meshplay then draws the layer "over").
    public let contentHasAlpha: Bool
    /// Layer points per unit of `to.z` (the mesh's depth normalization).
    public let zScale: Double
    /// Whether the layer lies on a flattening plane, whose depth meshplay lifts per sample.
    public let isFlattened: Bool

    /// Layer `index` of `scene` drawn with `options` (one sample per pixel: the scale is the
    /// framing's for `options.supersample`).
    public init(scene: Scene, layer index: Int, options: RenderOptions, typeface: (any Typeface)? = nil) {
        let f = Framing(scene: scene, options: options)
        let toContainer = scene.layerToContainer(index)
        layerToContainer = toContainer.concatenating(f.container)
        let toView = toContainer.concatenating(f.sceneToView)
        layerToView = toView
        let (c0, c1, c2) = VertexShading.cofactor(of: toView)
        normalTransform = Transform3D(m11: c0.x, m12: c0.y, m13: c0.z, m14: 0, m21: c1.x, m22: c1.y, m23: c1.z, m24: 0,
                                      m31: c2.x, m32: c2.y, m33: c2.z, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
        scale = f.scale
        offsetX = f.offsetX
        offsetY = f.offsetY
        let layer = scene.layers[index]
        let size = TextureCache.textureSize(for: layer.content, layerSize: layer.size, samplesPerPoint: f.scale)
        let cache = TextureCache()
        cache.typeface = typeface
        let t = cache.texture(forLayer: 0, content: layer.content, width: size.width, height: size.height,
                              pixelsPerPoint: Double(size.width) / max(layer.size.width.isFinite ? layer.size.width : 1, 1))
        var texels: [UInt32] = []
        texels.reserveCapacity(t.width * t.height)
        for y in 0..<t.height { texels += UnsafeBufferPointer(start: t.origin + y * t.stride, count: t.width) }
        content = Texture(width: t.width, height: t.height, pixels: texels)
        contentHasAlpha = t.hasAlpha
        zScale = (layer.mesh ?? Renderer.identityQuad)
            .depthNormalization.scale(width: layer.size.width, height: layer.size.height)
        isFlattened = scene.flatteningDepth(of: index) > 0
    }

    /// The smallest w meshplay draws without clipping (``Renderer/nearW``): a vertex nearer the
    /// camera's plane than this is clipped there, which a plain GPU pipeline does not do.
    public static let nearW = Renderer.nearW

    /// Unnormalised per-vertex normals in layer points, as meshplay's smooth shading sums them
    /// (``Renderer/computeNormals``): each quad's vector area added to its four corners.
    /// `scale` is (width, height, z scale) of the layer.
    public static func vertexNormals(_ mesh: MeshTransform, scale: SIMD3<Double>) -> [SIMD3<Double>] {
        var normals = [SIMD3<Double>](repeating: .zero, count: mesh.vertices.count)
        mesh.vertices.withUnsafeBufferPointer { v in
            for face in mesh.faces {
                let i = SIMD4<Int32>(Int32(face.indices[0]), Int32(face.indices[1]), Int32(face.indices[2]), Int32(face.indices[3]))
                let n = Renderer.faceNormal(v, i, scale)
                for k in 0..<4 { normals[face.indices[k]] += n }
            }
        }
        return normals
    }
}

extension Color {
    /// Packed as ``packed`` with the colour channels multiplied by alpha, as meshplay's
    /// framebuffer holds colours.
    public var premultipliedPacked: UInt32 { CachedTexture.premultiplied(packed) }
}
