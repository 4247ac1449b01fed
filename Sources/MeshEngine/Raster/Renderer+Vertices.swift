extension Renderer {
    /// Unit `to` → layer points (the same z scale for normals and projection; BC's ½ factor
    /// in its projection is not copied) → homogeneous sample space. Marks the vertices that
    /// can be projected directly (w ≥ ε, inside the guard band, finite) and projects those
    /// into ``RasterVertex``es. With `shading` (smooth light: ``computeNormals`` has run) each
    /// vertex is lit on the way and its light goes onto its ``RasterVertex``, so the vertices
    /// are walked once; otherwise they are projected unlit (flat light is per face:
    /// ``applyFlatLighting``). With `controlPoints` (the vertices are the control mesh's) it
    /// also writes where each lands in output pixels, as ``projectControl`` would.
    func transform(_ vertices: UnsafeBufferPointer<Vertex>, clipTransform m: Transform3D,
                   w: Double, h: Double, zScale: Double, layer: Int, shading: VertexShading? = nil,
                   controlPoints: UnsafeMutablePointer<SIMD2<Double>>? = nil, supersample k: Double = 1) {
        let n = vertices.count
        // One spare slot per slice for its fan4 centres (``Emitter/makeCentre``).
        let spare = context.slices
        perVertex.clip.reserve(n + spare)
        perVertex.inside.reserve(n + spare)
        perVertex.from.reserve(n + spare)
        perVertex.raster.reserve(n + spare)
        if shading != nil {
            perVertex.light.reserve(n + spare)
            perVertex.specular.reserve(n + spare)
        }
        let r0 = SIMD4(m.m11, m.m12, m.m13, m.m14), r1 = SIMD4(m.m21, m.m22, m.m23, m.m24)
        let r2 = SIMD4(m.m31, m.m32, m.m33, m.m34), r3 = SIMD4(m.m41, m.m42, m.m43, m.m44)
        let behind = forEachPart(of: n, VertexTransform(
            vertices: vertices, clip: perVertex.clip.pointer, inside: perVertex.inside.pointer, from: perVertex.from.pointer,
            raster: perVertex.raster.pointer, controlPoints: controlPoints, rows: (r0, r1, r2, r3), scale: SIMD3(w, h, zScale),
            supersample: k, shading: shading, normals: perVertex.normal.pointer, light: perVertex.light.pointer, specular: perVertex.specular.pointer))
        context.stats.vertices += n
        if behind > 0 {
            context.stats.notes.append("layer \(layer): \(behind) of \(n) vertices are behind the camera; their faces are clipped")
        }
    }

    /// BCMeshTransformView's smooth normals: per face the two triangles' unnormalised cross
    /// products (area-weighted), summed and added to all four corners, normalised later.
    /// Oriented so that an undisturbed layer's normal points at the viewer (+z). The two
    /// triangles' sum is the quad's vector area, taken as the one cross product of its
    /// diagonals, (p2 − p0) × (p3 − p1), whichever diagonal the quad is split along. The
    /// corners are the layer points of the vertices' `to` (scaled by `scale`: w, h, z scale),
    /// taken here as ``transform`` takes them, so normals come before the transform, which
    /// lights the vertices as it projects them.
    ///
    /// With `limitNormals` (unit `to` space, one per vertex: ``LimitSurface``) smooth shading
    /// uses those instead, taken to layer points by the cofactor of the `scale` map, as any
    /// normal goes through a linear map; flat shading keeps the faces' own.
    func computeNormals(_ vertices: UnsafeBufferPointer<Vertex>, limitNormals: [SIMD3<Double>]? = nil,
                        lattice: SubdivisionLattice? = nil, scale: SIMD3<Double>) {
        let n = vertices.count
        perVertex.normal.reserve(n + context.slices)
        perFace.normal.reserve(quadCount)
        let nn = perVertex.normal.pointer, fn = perFace.normal.pointer, q = quads.pointer
        let flat = lights.flat
        if let limitNormals, !flat, limitNormals.count == n {
            let cofactor = SIMD3(scale.y * scale.z, scale.x * scale.z, scale.x * scale.y)
            limitNormals.withUnsafeBufferPointer { l in
                for i in 0..<n { nn[i] = l[i] * cofactor }
            }
            return
        }
        if flat {
            for f in 0..<quadCount { fn[f] = Renderer.faceNormal(vertices, q[f], scale) }
            return
        }
        if allowsGridNormals, let grid = collected.grid, grid.vertexCount == n {
            Renderer.gridNormals(vertices, grid: grid, scale: scale, faces: fn, into: nn)
            return
        }
        if allowsGridNormals, let lattice, lattice.width * lattice.height == n, lattice.cellCount == quadCount {
            Renderer.latticeNormals(vertices, lattice: lattice, scale: scale, cells: fn, into: nn)
            return
        }
        nn.update(repeating: .zero, count: n)
        for f in 0..<quadCount {
            let i = q[f]
            let face = Renderer.faceNormal(vertices, i, scale)
            nn[Int(i[0])] += face
            nn[Int(i[1])] += face
            nn[Int(i[2])] += face
            nn[Int(i[3])] += face
        }
    }

    /// The normal of quad `i` in layer points (``quadNormal(_:_:_:_:)``).
    @inline(__always)
    static func faceNormal(_ vertices: UnsafeBufferPointer<Vertex>, _ i: SIMD4<Int32>, _ scale: SIMD3<Double>) -> SIMD3<Double> {
        let p0 = layerPoint(vertices[Int(i[0])], scale), p1 = layerPoint(vertices[Int(i[1])], scale)
        let p2 = layerPoint(vertices[Int(i[2])], scale), p3 = layerPoint(vertices[Int(i[3])], scale)
        return quadNormal(p0, p1, p2, p3)
    }

    /// The unnormalised normal of quad (p0, p1, p2, p3): its vector area, the cross product of
    /// its diagonals, (p2 − p0) × (p3 − p1), which is BCMeshTransformView's sum of its two
    /// triangles' cross products; or, where that is exactly zero, its first triangle's,
    /// (p1 − p0) × (p2 − p0).
    ///
    /// Zero means the diagonals are parallel: a flat self-intersecting quad (a bowtie), whose
    /// two triangles are the two halves of one plane wound opposite ways, so their normals
    /// cancel. BCMeshTransformView leaves such a vertex's normal zero and its shader
    /// normalises it (a zero vector: undefined in GLSL, NaN in practice), and meshplay, taking
    /// it as no direction, lit it with the constant term alone: pure black under the default
    /// light (issue 36). The first triangle's normal is the plane's, so the bowtie is lit as
    /// that flat plane is. Under BCMeshTransformView's two-sided |N·L| and the specular term
    /// (which faces the viewer either way) that is exactly each triangle lit by its own normal;
    /// only the book's one-sided overlay lights the second triangle as the first's side. A
    /// quad with no area at all (every triangle degenerate) stays unlit.
    @inline(__always)
    static func quadNormal(_ p0: SIMD3<Double>, _ p1: SIMD3<Double>, _ p2: SIMD3<Double>, _ p3: SIMD3<Double>) -> SIMD3<Double> {
        let area = cross(p2 - p0, p3 - p1)
        // Exactly zero only for parallel diagonals (or a point): a rare, well-predicted branch.
        return area == .zero ? cross(p1 - p0, p2 - p0) : area
    }

    /// ``computeNormals`` on a grid of quads laid out row by row (``QuadGrid``): each face's
    /// normal once, then each vertex gathers its (up to four) faces' in face order, from
    /// zero. Those are the additions the general loop makes by adding each face to its
    /// corners, in the same order, so the same bits; without clearing every normal first
    /// and reading and writing each one four times (subdiv-25x3: 40,401 normals a frame).
    /// The faces' corners are the grid's (``RegularGrid/corners``), so a face's right-hand
    /// layer points are the next face's left-hand ones: two new points per face, not four.
    static func gridNormals(_ vertices: UnsafeBufferPointer<Vertex>, grid: QuadGrid,
                            scale: SIMD3<Double>, faces fn: UnsafeMutablePointer<SIMD3<Double>>,
                            into nn: UnsafeMutablePointer<SIMD3<Double>>) {
        let rows = grid.rows, columns = grid.columns, stride = columns + 1
        guard let v = vertices.baseAddress, vertices.count == grid.vertexCount else { return }
        for y in 0..<rows {
            let top = v + y * stride, bottom = top + stride, out = fn + y * columns
            var p0 = layerPoint(top[0], scale), p3 = layerPoint(bottom[0], scale)
            for x in 0..<columns {
                let p1 = layerPoint(top[x + 1], scale), p2 = layerPoint(bottom[x + 1], scale)
                out[x] = quadNormal(p0, p1, p2, p3)
                p0 = p1
                p3 = p2
            }
        }
        for y in 0...rows {
            let up = y > 0 ? UnsafePointer(fn + (y - 1) * columns) : nil
            let down = y < rows ? UnsafePointer(fn + y * columns) : nil
            gatherRow(ConsecutiveNormals(first: nn + y * stride), up: up, down: down, columns: columns)
        }
    }

    /// One row of ``gridNormals``' vertices from the faces above (`up`) and below (`down`)
    /// it; the first row has none above, the last none below. Each sum starts from zero and
    /// takes the faces in face order (up left, up right, down left, down right). A loop for
    /// each case and the row's two ends apart, so the inner loop tests nothing.
    @inline(__always)
    static func gatherRow<Row: NormalRow>(_ out: Row, up: UnsafePointer<SIMD3<Double>>?,
                                          down: UnsafePointer<SIMD3<Double>>?, columns: Int) {
        let zero = SIMD3<Double>.zero
        switch (up, down) {
        case let (u?, d?):
            out[0] = zero + u[0] + d[0]
            for x in 1..<columns { out[x] = zero + u[x - 1] + u[x] + d[x - 1] + d[x] }
            out[columns] = zero + u[columns - 1] + d[columns - 1]
        case let (u?, nil):
            out[0] = zero + u[0]
            for x in 1..<columns { out[x] = zero + u[x - 1] + u[x] }
            out[columns] = zero + u[columns - 1]
        case let (nil, d?):
            out[0] = zero + d[0]
            for x in 1..<columns { out[x] = zero + d[x - 1] + d[x] }
            out[columns] = zero + d[columns - 1]
        case (nil, nil):
            break
        }
    }

    /// How light is applied this frame to a layer whose model transform is `m` (its points to
    /// view space) and whose surface gives back `reflectance` of its light: nil when the rig
    /// lights nothing (then there is no light for the reflectance to scale).
    func shading(normalTransform m: Transform3D, reflectance: Double = 1) -> VertexShading? {
        lights.mode == .none ? nil : VertexShading(rig: lights, model: m, reflectance: reflectance)
    }

    /// Flat shading's per-face light, lit at each face's centre (``VertexShading``).
    func applyFlatLighting(_ vertices: UnsafeBufferPointer<Vertex>, shading: VertexShading, scale: SIMD3<Double>) {
        perFace.light.reserve(quadCount + context.slices)
        perFace.specular.reserve(quadCount + context.slices)
        _ = forEachPart(of: quadCount, FaceLighting(
            shading: shading, vertices: vertices, scale: scale, normals: perFace.normal.pointer, quads: quads.pointer,
            light: perFace.light.pointer, specular: perFace.specular.pointer))
    }

    /// Vertex `v`'s `to` in layer points.
    @inline(__always)
    static func layerPoint(_ v: Vertex, _ scale: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(v.to.x * scale.x, v.to.y * scale.y, v.to.z * scale.z)
    }

    /// The perspective divide and the snap to 24.8 fixed point; attributes divided by w.
    @inline(__always)
    static func project(_ c: SIMD4<Double>, _ uv: SIMD2<Float>, _ light: SIMD4<Float>, _ spec: SIMD4<Float>) -> RasterVertex {
        let q = 1 / c.w
        // Unchecked: only vertices inside the guard band are projected (|s| ≤ 2²⁸).
        let s = UncheckedConversion.roundedAwayFromZero(SIMD2(c.x, c.y) * q * 256)
        let fq = Float(q)
        return RasterVertex(x: s.x, y: s.y, z: Float(c.z * q), q: fq, u: uv.x * fq, v: uv.y * fq, light: light * fq, specular: spec * fq)
    }

    /// Where homogeneous sample-space point `c` lands in output pixels (NaN behind the
    /// camera): the control points the overlays and queries use.
    @inline(__always)
    static func controlPoint(_ c: SIMD4<Double>, supersample k: Double) -> SIMD2<Double> {
        guard c.w >= nearW else { return SIMD2(.nan, .nan) }
        // True divisions, not a reciprocal: a point that lands exactly on a pixel stays
        // exact, so the overlays' dots and lines do not move by a pixel. Both coordinates in
        // one vector division each time.
        return SIMD2(c.x, c.y) / c.w / k
    }

    @inline(__always)
    static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }
}

/// Unit `to` → layer points → homogeneous sample space for a range of vertices, lit when
/// `shading` is given and projected where drawable (``Renderer/transform``); returns how many
/// are behind the camera.
struct VertexTransform: PartJob {
    let vertices: UnsafeBufferPointer<Vertex>
    let clip: UnsafeMutablePointer<SIMD4<Double>>
    let inside: UnsafeMutablePointer<Bool>
    let from: UnsafeMutablePointer<SIMD2<Float>>
    let raster: UnsafeMutablePointer<RasterVertex>
    let controlPoints: UnsafeMutablePointer<SIMD2<Double>>?
    /// The clip transform's rows.
    let rows: (SIMD4<Double>, SIMD4<Double>, SIMD4<Double>, SIMD4<Double>)
    /// Width, height and z scale of the layer.
    let scale: SIMD3<Double>
    let supersample: Double
    /// Smooth light: each vertex is lit from its normal (`normals`) into `light` and
    /// `specular`, and onto its raster vertex.
    let shading: VertexShading?
    let normals: UnsafeMutablePointer<SIMD3<Double>>
    let light: UnsafeMutablePointer<SIMD4<Float>>
    let specular: UnsafeMutablePointer<SIMD4<Float>>

    func run(_ part: Range<Int>) -> Int {
        // One loop per case, so the unlit loop carries no lighting and the lit one no test.
        if let shading {
            if let one = OneGrayLight(shading) { return run(part, lit: one) }
            return run(part, lit: shading)
        }
        return run(part, lit: Unlit())
    }

    @inline(__always)
    private func run<L: VertexLight>(_ part: Range<Int>, lit model: L) -> Int {
        let (r0, r1, r2, r3) = rows
        let near = Renderer.nearW
        var behind = 0
        for i in part {
            let v = vertices[i]
            let lp = Renderer.layerPoint(v, scale)
            let hc = r0 * lp.x + r1 * lp.y + r2 * lp.z + r3
            clip[i] = hc
            let good = Renderer.projectsDirectly(hc)
            inside[i] = good
            if !(hc.w >= near) { behind &+= 1 }
            let st = SIMD2<Float>(Float(v.from.x), Float(v.from.y))
            from[i] = st
            var lit = (SIMD4<Float>(1, 1, 1, 0), SIMD4<Float>())
            if L.lights {
                lit = model.light(normal: normals[i], at: lp)
                light[i] = lit.0
                specular[i] = lit.1
            }
            if good { raster[i] = Renderer.project(hc, st, lit.0, lit.1) }
            if let controlPoints { controlPoints[i] = Renderer.controlPoint(hc, supersample: supersample) }
        }
        return behind
    }
}

/// What lights a vertex in ``VertexTransform``: nothing (``Unlit``) or a layer's
/// ``VertexShading``; a type each, so each case gets its own loop.
protocol VertexLight {
    static var lights: Bool { get }
    func light(normal raw: SIMD3<Double>, at p: SIMD3<Double>) -> (SIMD4<Float>, SIMD4<Float>)
}

/// No light: vertices keep white and no specular term.
struct Unlit: VertexLight {
    static var lights: Bool { false }
    @inline(__always)
    func light(normal raw: SIMD3<Double>, at p: SIMD3<Double>) -> (SIMD4<Float>, SIMD4<Float>) { (SIMD4(1, 1, 1, 0), .zero) }
}

/// The per-vertex lighting model applied to one layer: the rig's light for a normal in layer
/// points, taken to view space by the inverse transpose of the model's linear part (its
/// cofactor matrix; the scale does not matter after normalising), at a point whose view-space
/// position point and spot lights need.
struct VertexShading: VertexLight {
    static var lights: Bool { true }
    /// The rig's lights, copied once per layer.
    let lights: LightModel
    let model: Transform3D
    /// The model's cofactor matrix, which takes normals to view space.
    let cofactor: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)
    let gray: Bool
    let positions: Bool
    /// The layer's ``Layer/reflectance``, 0…1 (anything else counts as 1): the clamped light
    /// sum is multiplied by it, the specular highlight is not. 1 leaves every bit as it was
    /// (a Float times 1 is exact).
    let reflectance: Float

    init(rig: LightRig, model m: Transform3D, reflectance: Double = 1) {
        self.reflectance = reflectance >= 0 && reflectance <= 1 ? Float(reflectance) : 1
        lights = rig.model
        model = m
        cofactor = VertexShading.cofactor(of: m)
        gray = rig.mode == .gray || rig.mode == .grayUnit
        positions = rig.needsPositions
    }

    /// The cofactor matrix of `m`'s linear part, as rows c0, c1, c2: a normal `n` goes to
    /// `c0·n.x + c1·n.y + c2·n.z` (the inverse transpose up to a scale, which normalising drops).
    static func cofactor(of m: Transform3D) -> (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>) {
        let a = SIMD3(m.m11, m.m12, m.m13), b = SIMD3(m.m21, m.m22, m.m23), c = SIMD3(m.m31, m.m32, m.m33)
        return (Renderer.cross(b, c), Renderer.cross(c, a), Renderer.cross(a, b))
    }

    /// Light multiplier and specular addition for normal `raw` (any length) at layer point `p`.
    @inline(__always)
    func light(normal raw: SIMD3<Double>, at p: SIMD3<Double>) -> (SIMD4<Float>, SIMD4<Float>) {
        let (c0, c1, c2) = cofactor
        let v = c0 * raw.x + c1 * raw.y + c2 * raw.z
        if gray {
            let l = lights.grayShade(direction: v) * reflectance
            return (SIMD4(l, l, l, 0), .zero)
        }
        var at = SIMD3<Double>()
        if positions {
            let h = model.apply(Point3D(p.x, p.y, p.z))
            at = h.w != 0 ? SIMD3(h.x, h.y, h.z) / h.w : .zero
        }
        let (light, specular) = lights.shade(normal: LightRig.normalized(v), position: at)
        return (light * reflectance, specular)
    }
}

/// Flat shading's light for a range of faces, lit at each face's centre (the midpoint of its
/// 0–2 diagonal) from its face normal (``Renderer/applyFlatLighting``).
struct FaceLighting: PartJob {
    let shading: VertexShading
    let vertices: UnsafeBufferPointer<Vertex>
    let scale: SIMD3<Double>
    let normals: UnsafeMutablePointer<SIMD3<Double>>
    let quads: UnsafeMutablePointer<SIMD4<Int32>>
    let light: UnsafeMutablePointer<SIMD4<Float>>
    let specular: UnsafeMutablePointer<SIMD4<Float>>

    func run(_ part: Range<Int>) -> Int {
        for f in part {
            let q = quads[f]
            var centre = SIMD3<Double>()
            if shading.positions {
                centre = (Renderer.layerPoint(vertices[Int(q[0])], scale) + Renderer.layerPoint(vertices[Int(q[2])], scale)) / 2
            }
            (light[f], specular[f]) = shading.light(normal: normals[f], at: centre)
        }
        return 0
    }
}
