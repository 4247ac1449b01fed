extension Renderer {
    /// Smallest w kept by the near-plane clip (w = 1 − z/d for m34 = −1/d).
    static let nearW = 1e-3
    /// Half-size of the guard band in samples: triangles are clipped to it so that the
    /// Int64 edge functions of 24.8 coordinates cannot overflow.
    static let guardBand = Double(1 << 20)

    /// Whether homogeneous sample-space point `hc` is projected directly rather than through the
    /// clipper: in front of the near plane, w finite (a point at infinity would divide to
    /// NaN), inside the guard band (so its 24.8 snap stays below 2²⁸) and with a finite depth.
    @inline(__always)
    static func projectsDirectly(_ hc: SIMD4<Double>) -> Bool {
        hc.w >= nearW && hc.w < .infinity && abs(hc.x) <= guardBand * hc.w && abs(hc.y) <= guardBand * hc.w && hc.z.isFinite
    }
    /// The mesh of a layer without one: a single identity face (shared, so not rebuilt per frame).
    static let identityQuad = Layer(size: Size(1, 1)).effectiveMesh

    /// Layer `index`'s points to homogeneous sample space: through its superlayers (with
    /// their flattening), the container and the viewport. Where a flattened surface lies
    /// in depth is added by ``flatteningLifted(_:forLayer:of:)`` when it is drawn.
    func clipTransform(forLayer index: Int, of scene: Scene, framing f: Framing) -> Transform3D {
        scene.layerToContainer(index).concatenating(f.container).concatenating(f.viewport)
    }

    /// Draws one layer: validate, subdivide, transform, light, then emit its triangles.
    /// A transform layer has no content to draw; a layer inside a subtree drawn as one
    /// texture is drawn into that texture, not here.
    func drawLayer(_ index: Int, of scene: Scene, framing f: Framing, options: RenderOptions) {
        guard scene.drawsContent(index), scene.textureRoot(of: index) == nil else { return }
        var layer = scene.layers[index]
        layer.opacity = scene.effectiveOpacity(of: index)
        let control = layer.mesh ?? Renderer.identityQuad
        let w = layer.size.width, h = layer.size.height
        let clipTransform = flatteningLifted(clipTransform(forLayer: index, of: scene, framing: f), forLayer: index, of: scene)
        guard w.isFinite, h.isFinite, clipTransform.isFinite, layer.opacity.isFinite else {
            context.stats.notes.append("layer \(index): size or transform is not finite; not drawn")
            return
        }
        let zScale = control.depthNormalization.scale(width: w, height: h)
        let drawn = validated(control, layer: index)
        // Always: the frame reports where every control vertex is drawn (drag, inspect, fit,
        // overlays). When the control mesh is drawn as it is (no subdivision, no limit pass,
        // nothing dropped), ``transform`` computes those points with the same arithmetic on
        // its way, so the vertices are projected once; the longest edge is only measured
        // for `subdivision auto`, which needs it.
        let automatic = control.subdivisionSteps < 0
        let sharesProjection = control.subdivisionSteps == 0 && !control.limitSurface && drawn.controlFace == nil && layer.opacity > 0
        var maxEdge = 0.0
        if sharesProjection {
            reserveControlPoints(control.vertices.count, layer: index)
        } else {
            maxEdge = projectControl(control, transform: clipTransform, w: w, h: h, zScale: zScale, framing: f,
                                     layer: index, measuringEdges: automatic)
        }
        if layer.opacity <= 0 { return }

        let steps = subdivisionSteps(control, faces: drawn.mesh.faces.count, maxEdge: maxEdge, layer: index)
        context.stats.subdivisionSteps[index] = steps
        var mesh = drawn.mesh
        var sourceFace: [Int]? = nil
        var lattice: SubdivisionLattice? = nil
        if steps > 0 {
            do {
                let sub = try subdivider.subdivide(drawn.mesh, steps: steps)
                mesh = MeshTransform(vertices: sub.vertices, faces: sub.faces, subdivisionSteps: 0,
                                     depthNormalization: control.depthNormalization)
                sourceFace = sub.sourceFace
                lattice = sub.lattice
                context.stats.subdivisionSteps[index] = sub.steps
            } catch MeshError.interrupted {
                context.stats.interrupted = true
                return
            } catch {
                context.stats.notes.append("layer \(index): \(error); drawn without subdivision")
                context.stats.subdivisionSteps[index] = 0
            }
        }
        let limit = control.limitSurface
        if limit {
            limitPass.apply(mesh.vertices, faces: mesh.faces, into: &limitVertices, normals: &limitNormals)
            mesh.vertices = limitVertices
        }
        if sourceFace != nil || limit, case let .face(layer: l, index: face)? = options.highlight, l == index {
            recordDrawnOutline(of: face, mesh: mesh, sourceFace: sourceFace, controlMap: drawn.controlFace)
        }
        collectQuads(mesh, sourceFace: sourceFace, controlMap: drawn.controlFace, skipInvalid: steps > 0, layer: index)
        // A layer drawn as one texture picks its texture's size from where its control points
        // land, so its surface is made once they are projected.
        let ownSurface = scene.drawsSubtreeAsTexture(index) ? nil : makeSurface(layer, index: index, framing: f)
        mesh.vertices.withUnsafeBufferPointer { vertices in
            let scale = SIMD3(w, h, zScale)
            let shading = shading(normalTransform: scene.layerToContainer(index).concatenating(f.sceneToView), reflectance: layer.reflectance)
            if shading != nil { computeNormals(vertices, limitNormals: limit ? limitNormals : nil, lattice: lattice, scale: scale) }
            transform(vertices, clipTransform: clipTransform, w: w, h: h, zScale: zScale, layer: index,
                      shading: lights.flat ? nil : shading,
                      controlPoints: sharesProjection ? records.controlPoints.pointer + context.controlRanges[index].lowerBound : nil,
                      supersample: Double(f.supersample))
            if let shading, lights.flat { applyFlatLighting(vertices, shading: shading, scale: scale) }
            guard let surface = ownSurface ?? subtreeTexture(forLayer: index, of: scene, framing: f).map({
                makeSurface(layer, index: index, framing: f, texture: $0)
            }) else { return }
            emitFaces(layer: layer, surface: surface, vertexCount: vertices.count, layerIndex: index)
        }
    }

    /// Control faces that can be drawn, in order, with notes for the rest. The result is the
    /// control mesh itself when it is sound (the common case, checked without allocating);
    /// otherwise a copy without the bad faces and with non-finite vertices zeroed, plus
    /// the original index of each kept face.
    func validated(_ mesh: MeshTransform, layer: Int) -> (mesh: MeshTransform, controlFace: [Int]?) {
        if Renderer.allFinite(mesh.vertices) && facesAreDrawable(mesh, layer: layer) { return (mesh, nil) }
        for problem in mesh.problems() { context.stats.notes.append("layer \(layer) \(problem)") }
        var copy = mesh
        var kept: [Int] = []
        copy.faces = []
        mesh.vertices.withUnsafeBufferPointer { v in
            for (i, face) in mesh.faces.enumerated() where Renderer.isDrawable(face, v) {
                copy.faces.append(face)
                kept.append(i)
            }
        }
        copy.mapVertices { v, _ in v.isFinite ? v : Vertex(identityAt: .zero) }
        return (copy, kept)
    }

    /// In-range, finite, finite weights, at least three distinct corners.
    @inline(__always)
    static func isDrawable(_ f: Face, _ v: UnsafeBufferPointer<Vertex>, checkVertices: Bool = true) -> Bool {
        let i = f.indices
        let n = v.count
        guard i[0] >= 0, i[0] < n, i[1] >= 0, i[1] < n, i[2] >= 0, i[2] < n, i[3] >= 0, i[3] < n else { return false }
        if checkVertices {
            guard v[i[0]].isFinite, v[i[1]].isFinite, v[i[2]].isFinite, v[i[3]].isFinite else { return false }
        }
        guard f.w[0].isFinite, f.w[1].isFinite, f.w[2].isFinite, f.w[3].isFinite else { return false }
        var equal = 0
        if i[0] == i[1] { equal += 1 }
        if i[0] == i[2] { equal += 1 }
        if i[0] == i[3] { equal += 1 }
        if i[1] == i[2] { equal += 1 }
        if i[1] == i[3] { equal += 1 }
        if i[2] == i[3] { equal += 1 }
        return equal <= 1
    }

    /// The step count to use: automatic (−1) picks the smallest N that brings the longest
    /// projected control edge to about 4 output pixels, clamped to 0…4; explicit counts are
    /// clamped to the subdivider's memory budget with a note.
    func subdivisionSteps(_ mesh: MeshTransform, faces: Int, maxEdge: Double, layer: Int) -> Int {
        let budget = Subdivider.maxSteps(faceCount: faces)
        if mesh.subdivisionSteps < 0 {
            var n = 0
            while n < 4 && maxEdge / Double(1 << n) > 4 { n += 1 }
            return Swift.max(0, Swift.min(n, budget))
        }
        if mesh.subdivisionSteps > budget {
            context.stats.notes.append("layer \(layer): \(mesh.subdivisionSteps) subdivision steps clamped to \(Swift.max(budget, 0)) (memory budget for \(faces) faces)")
            return Swift.max(budget, 0)
        }
        return mesh.subdivisionSteps
    }

    /// Layer `layer`'s quads become the ones drawn (``collected``), filled from `mesh` unless
    /// they already hold its quads: corners, control face and subdivided face index.
    func collectQuads(_ mesh: MeshTransform, sourceFace: [Int]?, controlMap: [Int]?, skipInvalid: Bool, layer: Int) {
        while layerQuads.count <= layer { layerQuads.append(CollectedQuads()) }
        collected = layerQuads[layer]
        let source = CollectedQuads.Source(faces: mesh.faces, vertexCount: mesh.vertices.count, sourceFace: sourceFace,
                                           controlMap: controlMap, skipInvalid: skipInvalid)
        if !collected.holds(source) {
            collected.filled(collect(mesh, sourceFace: sourceFace, controlMap: controlMap, skipInvalid: skipInvalid), from: source)
        }
        context.stats.faces += quadCount
    }

    /// Fills ``collected``'s buffers from `mesh`; returns the number of quads.
    private func collect(_ mesh: MeshTransform, sourceFace: [Int]?, controlMap: [Int]?, skipInvalid: Bool) -> Int {
        let n = mesh.faces.count
        quads.reserve(n)
        quadControl.reserve(n)
        quadSubdivided.reserve(n)
        var count = 0
        let q = quads.pointer, qc = quadControl.pointer, qs = quadSubdivided.pointer
        let nv = UInt(bitPattern: mesh.vertices.count)
        let sources = sourceFace ?? [], map = controlMap ?? []
        let mapsSources = sourceFace != nil, mapsControl = controlMap != nil
        mesh.faces.withUnsafeBufferPointer { faces in
            sources.withUnsafeBufferPointer { sources in
                map.withUnsafeBufferPointer { map in
                    for k in 0..<n {
                        let i = faces[k].indices
                        // One unsigned comparison per corner covers both ends of the range.
                        if skipInvalid && !(UInt(bitPattern: i[0]) < nv && UInt(bitPattern: i[1]) < nv
                                            && UInt(bitPattern: i[2]) < nv && UInt(bitPattern: i[3]) < nv) {
                            continue
                        }
                        var c = k
                        if mapsSources { c = k < sources.count ? sources[k] : 0 }
                        if mapsControl { c = c >= 0 && c < map.count ? map[c] : 0 }
                        q[count] = SIMD4<Int32>(Int32(truncatingIfNeeded: i[0]), Int32(truncatingIfNeeded: i[1]),
                                                Int32(truncatingIfNeeded: i[2]), Int32(truncatingIfNeeded: i[3]))
                        qc[count] = Int32(truncatingIfNeeded: c)
                        qs[count] = Int32(truncatingIfNeeded: k)
                        count &+= 1
                    }
                }
            }
        }
        return count
    }
}
