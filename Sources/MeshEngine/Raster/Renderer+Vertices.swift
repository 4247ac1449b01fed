extension Renderer {
    /// Unit `to` → layer points (the same z scale for normals and projection; BC's ½ factor
    /// in its projection is not copied) → homogeneous sample space. Marks the vertices that
    /// can be projected directly (w ≥ ε, inside the guard band, finite) and projects those
    /// into ``RasterVertex``es, unlit (``applyLighting`` adds smooth light to them). With
    /// `controlPoints` (the vertices are the control mesh's) it also writes where each lands in
    /// output pixels, as ``projectControl`` would.
    func transform(_ vertices: UnsafeBufferPointer<Vertex>, clipTransform m: Transform3D,
                   w: Double, h: Double, zScale: Double, layer: Int,
                   controlPoints: UnsafeMutablePointer<SIMD2<Double>>? = nil, supersample k: Double = 1) {
        let n = vertices.count
        // One spare slot per slice for its fan4 centres (``Emitter/makeCentre``).
        let spare = context.slices
        position.reserve(n + spare)
        clip.reserve(n + spare)
        inside.reserve(n + spare)
        from.reserve(n + spare)
        raster.reserve(n + spare)
        let r0 = SIMD4(m.m11, m.m12, m.m13, m.m14), r1 = SIMD4(m.m21, m.m22, m.m23, m.m24)
        let r2 = SIMD4(m.m31, m.m32, m.m33, m.m34), r3 = SIMD4(m.m41, m.m42, m.m43, m.m44)
        let behind = forEachPart(of: n, VertexTransform(
            vertices: vertices, position: position.pointer, clip: clip.pointer, inside: inside.pointer, from: from.pointer,
            raster: raster.pointer, controlPoints: controlPoints, rows: (r0, r1, r2, r3), scale: SIMD3(w, h, zScale),
            supersample: k))
        context.stats.vertices += n
        if behind > 0 {
            context.stats.notes.append("layer \(layer): \(behind) of \(n) vertices are behind the camera; their faces are clipped")
        }
    }

    /// BCMeshTransformView's smooth normals: per face the two triangles' unnormalised cross
    /// products (area-weighted), summed and added to all four corners, normalised later.
    /// Oriented so that an undisturbed layer's normal points at the viewer (+z). The two
    /// triangles' sum is the quad's vector area, taken as the one cross product of its
    /// diagonals, (p2 − p0) × (p3 − p1), whichever diagonal the quad is split along.
    ///
    /// With `limitNormals` (unit `to` space, one per vertex: ``LimitSurface``) smooth shading
    /// uses those instead, taken to layer points by the cofactor of the `scale` (w, h, zScale)
    /// map, as any normal goes through a linear map; flat shading keeps the faces' own.
    func computeNormals(vertexCount n: Int, limitNormals: [SIMD3<Double>]? = nil, scale: SIMD3<Double> = .one) {
        normal.reserve(n + context.slices)
        faceNormal.reserve(quadCount)
        let p = position.pointer, nn = normal.pointer, fn = faceNormal.pointer, q = quads.pointer
        nn.update(repeating: .zero, count: n)
        let flat = lights.flat
        if let limitNormals, !flat, limitNormals.count == n {
            let cofactor = SIMD3(scale.y * scale.z, scale.x * scale.z, scale.x * scale.y)
            limitNormals.withUnsafeBufferPointer { l in
                for i in 0..<n { nn[i] = l[i] * cofactor }
            }
            return
        }
        for f in 0..<quadCount {
            let i = q[f]
            let p0 = p[Int(i[0])], p1 = p[Int(i[1])], p2 = p[Int(i[2])], p3 = p[Int(i[3])]
            let face = Renderer.cross(p2 - p0, p3 - p1)
            if flat {
                fn[f] = face
            } else {
                nn[Int(i[0])] += face
                nn[Int(i[1])] += face
                nn[Int(i[2])] += face
                nn[Int(i[3])] += face
            }
        }
    }

    /// Per-vertex (or, for flat shading, per-face) light from normals taken to view space by
    /// the inverse transpose of the model's linear part (its cofactor matrix; the scale
    /// does not matter after normalising). Smooth light is also put on the vertices
    /// ``transform`` projected, divided by w as every attribute of a ``RasterVertex``.
    func applyLighting(vertexCount n: Int, normalTransform m: Transform3D) {
        let a = SIMD3(m.m11, m.m12, m.m13), b = SIMD3(m.m21, m.m22, m.m23), c = SIMD3(m.m31, m.m32, m.m33)
        let c0 = Renderer.cross(b, c), c1 = Renderer.cross(c, a), c2 = Renderer.cross(a, b)
        let rig = lights
        let count = rig.flat ? quadCount : n
        let src = rig.flat ? faceNormal.pointer : normal.pointer
        // Flat shading lights faces, smooth shading vertices (plus each slice's fan4 centre slot).
        let (lightBuffer, specularBuffer) = rig.flat ? (faceLight, faceSpecular) : (light, specular)
        lightBuffer.reserve(count + context.slices)
        specularBuffer.reserve(count + context.slices)
        let lp = lightBuffer.pointer, sp = specularBuffer.pointer, p = position.pointer, q = quads.pointer
        let ok = inside.pointer, rv = raster.pointer
        _ = forEachPart(of: count, VertexLighting(
            rig: rig, cofactor: (c0, c1, c2), model: m, normals: src, light: lp, specular: sp, position: p, quads: q,
            inside: ok, raster: rv))
    }

    /// The perspective divide and the snap to 24.8 fixed point; attributes divided by w.
    @inline(__always)
    static func project(_ c: SIMD4<Double>, _ uv: SIMD2<Float>, _ light: SIMD4<Float>, _ spec: SIMD4<Float>) -> RasterVertex {
        let q = 1 / c.w
        let sx = c.x * q * 256, sy = c.y * q * 256
        let fq = Float(q)
        return RasterVertex(x: Int64(sx + (sx < 0 ? -0.5 : 0.5)), y: Int64(sy + (sy < 0 ? -0.5 : 0.5)),
                            z: Float(c.z * q), q: fq, u: uv.x * fq, v: uv.y * fq, light: light * fq, specular: spec * fq)
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

/// Unit `to` → layer points → homogeneous sample space for a range of vertices, projected
/// where drawable (``Renderer/transform``); returns how many are behind the camera.
struct VertexTransform: PartJob {
    let vertices: UnsafeBufferPointer<Vertex>
    let position: UnsafeMutablePointer<SIMD3<Double>>
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

    func run(_ part: Range<Int>) -> Int {
        let (r0, r1, r2, r3) = rows
        let g = Renderer.guardBand, near = Renderer.nearW
        var behind = 0
        for i in part {
            let v = vertices[i]
            let lp = SIMD3(v.to.x * scale.x, v.to.y * scale.y, v.to.z * scale.z)
            position[i] = lp
            let hc = r0 * lp.x + r1 * lp.y + r2 * lp.z + r3
            clip[i] = hc
            let good = hc.w >= near && abs(hc.x) <= g * hc.w && abs(hc.y) <= g * hc.w && hc.z.isFinite
            inside[i] = good
            if !(hc.w >= near) { behind &+= 1 }
            let st = SIMD2<Float>(Float(v.from.x), Float(v.from.y))
            from[i] = st
            if good { raster[i] = Renderer.project(hc, st, SIMD4(1, 1, 1, 0), .zero) }
            if let controlPoints { controlPoints[i] = Renderer.controlPoint(hc, supersample: supersample) }
        }
        return behind
    }
}

/// Light for a range of vertices (smooth) or faces (flat) from their normals
/// (``Renderer/applyLighting``); smooth light also goes onto the projected vertices.
struct VertexLighting: PartJob {
    let rig: LightRig
    /// The model's cofactor matrix, which takes normals to view space.
    let cofactor: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)
    let model: Transform3D
    let normals: UnsafeMutablePointer<SIMD3<Double>>
    let light: UnsafeMutablePointer<SIMD4<Float>>
    let specular: UnsafeMutablePointer<SIMD4<Float>>
    let position: UnsafeMutablePointer<SIMD3<Double>>
    let quads: UnsafeMutablePointer<SIMD4<Int32>>
    let inside: UnsafeMutablePointer<Bool>
    let raster: UnsafeMutablePointer<RasterVertex>

    func run(_ part: Range<Int>) -> Int {
        let (c0, c1, c2) = cofactor
        let gray = rig.mode == .gray || rig.mode == .grayUnit, smooth = !rig.flat, positions = rig.needsPositions
        for i in part {
            let raw = normals[i]
            let v = c0 * raw.x + c1 * raw.y + c2 * raw.z
            if gray {
                let l = rig.grayShade(direction: v)
                light[i] = SIMD4(l, l, l, 0)
                specular[i] = .zero
            } else {
                let nv = LightRig.normalized(v)
                var at = SIMD3<Double>()
                if positions {
                    // Flat faces are lit at their centre.
                    let lpnt = rig.flat ? (position[Int(quads[i][0])] + position[Int(quads[i][2])]) / 2 : position[i]
                    let h = model.apply(Point3D(lpnt.x, lpnt.y, lpnt.z))
                    at = h.w != 0 ? SIMD3(h.x, h.y, h.z) / h.w : .zero
                }
                (light[i], specular[i]) = rig.shade(normal: nv, position: at)
            }
            if smooth && inside[i] {
                let w = raster[i].q
                raster[i].light = light[i] * w
                raster[i].specular = specular[i] * w
            }
        }
        return 0
    }
}
