import MeshEngine

/// One layer of one frame as the Metal export draws it, in the buffers its shader reads
/// (Shaders/mesh.vert): interleaved vertices, triangle indices and the uniform block. The
/// exported Swift holds these arrays, and the llvmpipe harness draws them through the same GLSL.
struct MetalDraw: Equatable {
    /// Floats per vertex: position in layer points (3), `from` (2), normal in layer points (3).
    static let vertexStride = 8
    /// Floats in the uniform block (std140): two 4×4 matrices and four vectors (Shaders/mesh.vert).
    static let uniformCount = 48

    /// The layer drawn.
    var layer: Int
    /// ``vertexStride`` floats per vertex.
    var vertices: [Float]
    /// Three per triangle, two triangles per quad split as meshplay splits it.
    var indices: [UInt32]
    /// The uniform block, in its order (``uniformCount`` floats); the depth scale (index 43) is
    /// the frame's, set by ``MetalFrame``.
    var uniforms: [Float]
    /// The layer's content as meshplay rasterizes it for this frame (premultiplied).
    var content: Texture
    /// Drawn "over" without writing depth (the layer is translucent or its content has alpha).
    var blends: Bool
    /// Triangles turned away from the viewer are not drawn (the layer is not double-sided).
    var cullsBack: Bool
    /// The largest |z / w| of the layer's vertices, which the frame's depth scale covers.
    var depthExtent: Double

    /// Index of the depth scale in ``uniforms``.
    static let depthScaleIndex = 43
}

extension MetalDraw {
    /// Layer `index` of `scene` drawn into the frame `options` describe, with `light` (the
    /// scene's, already accepted by ``MetalFrame``), `mesh` its mesh with the subdivision baked in.
    init(scene: Scene, layer index: Int, options: RenderOptions, mesh: MeshTransform, light: ShaderLight, typeface: (any Typeface)?) throws(MetalRefusal) {
        let layer = scene.layers[index]
        let projection = LayerProjection(scene: scene, layer: index, options: options, typeface: typeface)
        let w = layer.size.width, h = layer.size.height
        let scale = SIMD3(w, h, projection.zScale)
        let normals = LayerProjection.vertexNormals(mesh, scale: scale)
        var vertices: [Float] = []
        vertices.reserveCapacity(mesh.vertices.count * Self.vertexStride)
        var extent = 0.0
        let m = projection.layerToContainer
        for (v, n) in zip(mesh.vertices, normals) {
            let p = Point3D(v.to.x * w, v.to.y * h, v.to.z * projection.zScale)
            let c = m.apply(p)
            guard c.w >= LayerProjection.nearW else { throw MetalRefusal.behindCamera(layer: index) }
            extent = max(extent, abs(c.z / c.w))
            vertices += [Float(p.x), Float(p.y), Float(p.z), Float(v.from.x), Float(v.from.y), Float(n.x), Float(n.y), Float(n.z)]
        }
        self.layer = index
        self.vertices = vertices
        indices = Self.triangles(mesh, layer: layer)
        content = projection.content
        let opacity = min(max(scene.effectiveOpacity(of: index), 0), 1)
        blends = opacity < 1 || projection.contentHasAlpha
        cullsBack = !layer.doubleSided
        depthExtent = extent
        uniforms = Self.matrix(m) + Self.matrix(projection.normalTransform)
        // Container points → pixels (x·scale + offset, y down) → clip space (y up).
        let width = Double(options.width), height = Double(options.height)
        uniforms += [2 * projection.scale / width, 2 * projection.offsetX / width - 1,
                     -2 * projection.scale / height, 1 - 2 * projection.offsetY / height].map(Float.init)
        switch light {
        case .unlit, .beyond:
            uniforms += [0, 0, 1, 0, 1, 0, 0, 1]
        case let .gray(constant, diffuse, direction, oneSided):
            uniforms += [direction.x, direction.y, direction.z, diffuse].map(Float.init)
            uniforms += [Float(constant), 1, oneSided ? 1 : 0, 1]
        }
        uniforms += [Float(opacity), 0, 0, 0]
    }

    /// A row-vector transform's sixteen entries, row after row (GLSL reads them as columns).
    static func matrix(_ t: Transform3D) -> [Float] {
        [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map(Float.init)
    }

    /// Every quad as two triangles, split along 0–2 or 1–3 as meshplay's ``Emitter`` splits it
    /// (the layer's triangulation, or a face's own diagonal).
    static func triangles(_ mesh: MeshTransform, layer: Layer) -> [UInt32] {
        var out: [UInt32] = []
        out.reserveCapacity(mesh.faces.count * 6)
        for (f, face) in mesh.faces.enumerated() {
            let i = face.indices
            let i0 = UInt32(i[0]), i1 = UInt32(i[1]), i2 = UInt32(i[2]), i3 = UInt32(i[3])
            var d13 = layer.triangulation == .diagonal13
            if let own = layer.faceDiagonals[f] { d13 = own == .d13 }
            out += d13 ? [i0, i1, i3, i1, i2, i3] : [i0, i1, i2, i2, i3, i0]
        }
        return out
    }
}
