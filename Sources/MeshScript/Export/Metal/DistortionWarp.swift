import MeshEngine

/// The frame as `export swiftui-distortion` carries it: one layer whose mesh is a 2D warp (every
/// `to.z` 0 after depth normalization, no perspective, no light that changes its colours), as the
/// arrays its inverse map reads (Shaders/distortion.frag): where each vertex lands in the
/// container's points, the point of the layer it shows, and the faces. Or the ``MetalRefusal``
/// that says why a distortion, which only moves pixels, would draw something else.
struct DistortionWarp: Equatable {
    /// The layer warped.
    var layer: Int
    /// x, y per vertex: where it lands, in the container's points (y down).
    var positions: [Float]
    /// x, y per vertex: `from` in the layer's points, where the content is sampled.
    var sources: [Float]
    /// Four vertex indices per face (as Floats: SwiftUI passes arrays of floats), in meshplay's
    /// draw order, corners going round the quad.
    var faces: [Float]
    /// Faces turned away are not drawn (the layer is not double-sided).
    var cullsBack: Bool
    var layerWidth: Double
    var layerHeight: Double
    var containerWidth: Double
    var containerHeight: Double
    /// The largest distance in each axis between a position and the point it shows: a bilinear
    /// patch's offset is largest at a corner, so the vertices' largest, rounded up.
    var maxSampleOffset: SIMD2<Double>
    /// What the llvmpipe twin needs to draw meshplay's frame: the content as meshplay samples
    /// it, the background, the frame's size and where the container lands in it (``Framing``).
    var content: Texture
    var background: UInt32
    var width: Int
    var height: Int
    var scale: Double
    var offsetX: Double
    var offsetY: Double

    /// `scene` drawn at `options`' size. Everything the Metal export refuses is refused here too
    /// (through ``MetalFrame``, which owns those rules), and what a distortion cannot do besides.
    init(scene: Scene, options: RenderOptions, typeface: (any Typeface)? = nil) throws(MetalRefusal) {
        // The warp maps each quad bilinearly, whatever diagonal meshplay splits it along: ask the
        // Metal export for its buffers with one fixed split, which gives each face's corners back.
        var split = scene
        for l in split.layers.indices {
            split.layers[l].triangulation = .diagonal02
            split.layers[l].faceDiagonals = [:]
        }
        let frame = try MetalFrame(scene: split, options: options, typeface: typeface)
        guard frame.draws.count == 1, let draw = frame.draws.first else {
            throw .severalLayers(frame.draws.map(\.layer))
        }
        let l = draw.layer
        guard scene.effectiveOpacity(of: l) >= 1 else { throw .translucentLayer(layer: l) }
        let projection = LayerProjection(scene: scene, layer: l, options: options, typeface: typeface)
        let m = projection.layerToContainer
        guard m.m14 == 0, m.m24 == 0 else { throw .perspective(layer: l) }
        let light = ShaderLight(scene: scene, options: options)
        let n = projection.normalTransform
        let w = scene.layers[l].size.width, h = scene.layers[l].size.height
        // Every to.z 0 first: a lifted vertex also tilts normals, and the flatness is the cause.
        guard stride(from: 2, to: draw.vertices.count, by: MetalDraw.vertexStride).allSatisfy({ draw.vertices[$0] == 0 }) else {
            throw .notFlat(layer: l)
        }
        var positions: [Float] = [], sources: [Float] = []
        var offset = SIMD2<Double>.zero
        var v = 0
        while v < draw.vertices.count {
            let x = Double(draw.vertices[v]), y = Double(draw.vertices[v + 1])
            let normal = Point3D(Double(draw.vertices[v + 5]), Double(draw.vertices[v + 6]), Double(draw.vertices[v + 7]))
            let view = n.applyLinear(normal)
            let level = light.level(viewNormal: SIMD3(view.x, view.y, view.z)) ?? 0
            // One level in 512 is below what an 8-bit channel shows.
            guard abs(level - 1) <= 1.0 / 512 else { throw .shaded(layer: l, level: level) }
            let c = m.apply(Point3D(x, y, 0))
            let to = SIMD2(c.x / c.w, c.y / c.w)
            let from = SIMD2(Double(draw.vertices[v + 3]) * w, Double(draw.vertices[v + 4]) * h)
            offset = SIMD2(max(offset.x, abs(to.x - from.x)), max(offset.y, abs(to.y - from.y)))
            positions += [Float(to.x), Float(to.y)]
            sources += [Float(from.x), Float(from.y)]
            v += MetalDraw.vertexStride
        }
        guard positions.allSatisfy(\.isFinite) else { throw .notFinite(layer: l) }
        // MetalDraw splits every face along 0–2 here: i0 i1 i2, i2 i3 i0.
        var faces: [Float] = []
        var t = 0
        while t + 5 < draw.indices.count {
            faces += [draw.indices[t], draw.indices[t + 1], draw.indices[t + 2], draw.indices[t + 4]].map { Float($0) }
            t += 6
        }
        if scene.layers[l].triangulation != .bilinear {
            try Self.checkParallelograms(positions: positions, faces: faces, layer: l)
        }
        layer = l
        self.positions = positions
        self.sources = sources
        self.faces = faces
        cullsBack = draw.cullsBack
        layerWidth = w
        layerHeight = h
        containerWidth = scene.size.width
        containerHeight = scene.size.height
        maxSampleOffset = offset.rounded(.up)
        content = draw.content
        background = frame.background
        width = options.width
        height = options.height
        scale = projection.scale
        offsetX = projection.offsetX
        offsetY = projection.offsetY
    }

    /// How far, in points, the distortion's bilinear map may stray from meshplay's two flat
    /// triangles inside a face: one point (a pixel at 1×; the subdivided presets stray 0.2–0.5).
    static let splitTolerance = 1.0

    /// A face split along a diagonal is drawn by meshplay as two flat triangles, and by the
    /// distortion bilinearly; the two agree only on a parallelogram. Inside the face they differ
    /// by up to a quarter of A − B + C − D (at its centre), so that must stay within
    /// ``splitTolerance``, or the layer must be drawn `triangulation bilinear`, as the distortion draws it.
    static func checkParallelograms(positions: [Float], faces: [Float], layer: Int) throws(MetalRefusal) {
        var f = 0
        while f + 3 < faces.count {
            func corner(_ k: Int) -> SIMD2<Double> {
                let i = Int(faces[f + k])
                return SIMD2(Double(positions[2 * i]), Double(positions[2 * i + 1]))
            }
            let g = corner(0) - corner(1) + corner(2) - corner(3)
            let stray = (g * g).sum().squareRoot() / 4
            if stray > splitTolerance { throw .notParallelogram(layer: layer, face: f / 4, stray: stray) }
            f += 4
        }
    }
}
