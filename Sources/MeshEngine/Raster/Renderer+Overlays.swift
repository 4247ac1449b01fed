extension Renderer {
    /// Overlay colours: control edges, the diagonal each quad is split along, vertex dots
    /// and the selection; all but the outline are drawn as overlay ink (marked in ``Image/ink``).
    static let wireColor = Color(r: 235, g: 235, b: 235)
    /// Wire ink over light content, where the light ink would disappear.
    static let wireOnLightColor = Color(r: 30, g: 40, b: 90)
    /// The outline under dots and numbers, so they read on any content. Not ink: where a cell
    /// mode has two colours for a cell, the dot or digit takes one and the outline goes with
    /// the content.
    static let outlineColor = Color(r: 0, g: 0, b: 0)
    static let diagonalColor = Color(r: 255, g: 150, b: 30)
    static let vertexColor = Color(r: 80, g: 220, b: 255)
    static let selectionColor = Color(r: 255, g: 230, b: 0)
    static let indexColor = Color(r: 170, g: 255, b: 170)

    /// Draws the requested overlays over the output image, 1-pixel lines on the control mesh
    /// (the mesh the user edits, not the subdivided one).
    func drawOverlays(scene: Scene, options: RenderOptions, framing f: Framing) {
        let overlays = options.overlays
        guard !overlays.isEmpty || options.selection != nil || options.highlight != nil || options.deformation, f.outputWidth > 0, f.outputHeight > 0 else { return }
        // The index labels already placed, across layers, so no label covers another.
        var labels = LabelSpace(width: overlays.contains(.indices) ? image.width : 0, height: image.height)
        let most = options.deformation ? mostDeformation(of: scene) : 0
        for index in scene.layers.indices where index < context.controlRanges.count {
            let range = context.controlRanges[index]
            guard !range.isEmpty else { continue }
            let layer = scene.layers[index]
            let mesh = layer.mesh ?? Renderer.identityQuad
            let p = records.controlPoints.pointer + range.lowerBound
            let n = range.count
            let splits = overlays.contains(.diagonals) ? drawnSplits(layer: index, faces: mesh.faces.count) : []
            // The layer's clip transform, made when an edge behind the camera first needs it.
            var layerClip: Transform3D?
            for (fi, face) in mesh.faces.enumerated() {
                let i = face.indices
                guard (0..<4).allSatisfy({ i[$0] >= 0 && i[$0] < n }) else { continue }
                let c = (p[i[0]], p[i[1]], p[i[2]], p[i[3]])
                if let split = splits.isEmpty ? nil : splits[fi] {
                    drawSplit(split, c, centre: split == .fan4 ? projectedCentre(of: i, mesh: mesh, layer: index, scene: scene) : nil)
                }
                if overlays.contains(.wireframe) {
                    for k in 0..<4 {
                        guard let (a, b) = controlEdge(i[k], i[(k + 1) & 3], points: p, mesh: mesh, layer: index, scene: scene,
                                                       clip: &layerClip) else { continue }
                        image.drawLine(from: a, to: b, color: Renderer.wireColor, onLight: Renderer.wireOnLightColor, ink: true)
                    }
                }
            }
            if options.deformation { drawDeformation(mesh, points: p, count: n, most: most) }
            if overlays.contains(.vertices) {
                for v in 0..<n {
                    image.drawDot(at: p[v], radius: 2, color: Renderer.outlineColor)
                    image.drawDot(at: p[v], radius: 1, color: Renderer.vertexColor, ink: true)
                }
            }
            if overlays.contains(.indices) { drawIndices(points: p, count: n, into: &labels) }
            switch options.selection {
            case let .vertex(layer: l, index: v)? where l == index && v >= 0 && v < n:
                image.drawDot(at: p[v], radius: 3, color: Renderer.outlineColor)
                image.drawDot(at: p[v], radius: 2, color: Renderer.selectionColor, ink: true)
            case let .face(layer: l, index: fi)? where l == index && fi >= 0 && fi < mesh.faces.count:
                let i = mesh.faces[fi].indices
                if (0..<4).allSatisfy({ i[$0] >= 0 && i[$0] < n }) {
                    for k in 0..<4 {
                        guard let (a, b) = controlEdge(i[k], i[(k + 1) & 3], points: p, mesh: mesh, layer: index, scene: scene,
                                                       clip: &layerClip) else { continue }
                        image.drawLine(from: a, to: b, color: Renderer.selectionColor, ink: true)
                    }
                }
            default:
                break
            }
            if case let .face(layer: l, index: fi)? = options.highlight, l == index, fi >= 0, fi < mesh.faces.count {
                drawHighlight(face: fi, corners: mesh.faces[fi].indices, layer: index, points: p, count: n, mesh: mesh, scene: scene)
            }
        }
        if options.deformation { drawDeformationLegend(most: most) }
    }

    /// The inspected face: its outline, and the triangles it was drawn as (from the split the
    /// emitter recorded, so the picture and `inspect` agree), the spokes in the diagonal colour.
    /// Where subdivision or the limit surface moved what was drawn off the control quad, the
    /// outline is the drawn surface's (``recordDrawnOutline(of:mesh:sourceFace:controlMap:)``),
    /// not the control quad's, which can lie far from the pixels the face covers. Edges with an
    /// end behind the camera are cut at the near plane, as the wireframe's are, so a face that
    /// reaches behind the viewer shows the part of it that was drawn.
    private func drawHighlight(face fi: Int, corners i: SIMD4<Int>, layer index: Int, points p: UnsafeMutablePointer<SIMD2<Double>>,
                               count n: Int, mesh: MeshTransform, scene: Scene) {
        guard (0..<4).allSatisfy({ i[$0] >= 0 && i[$0] < n && i[$0] < mesh.vertices.count }), let f = framing else { return }
        var split: Triangulation?
        var quads = 0
        if index < context.layerFaces.count {
            for id in context.layerFaces[index] where Int(records.control[id]) == fi {
                quads += 1
                split = Triangulation(code: records.split[id])
            }
        }
        let drawnCorners = context.highlightCorners.count == 4 ? context.highlightCorners : nil
        // Corners 0…3 and, as 4, the fan's apex where the rasterizer put it: the projection of
        // the corners' average, not the average of the projected corners (they differ under
        // perspective).
        var points = drawnCorners ?? (0..<4).map { mesh.vertices[i[$0]].to }
        points.append(Point3D(points.map(\.x).reduce(0, +) / 4, points.map(\.y).reduce(0, +) / 4, points.map(\.z).reduce(0, +) / 4))
        let m = clipTransform(forLayer: index, of: scene, framing: f)
        var layerClip: Transform3D? = m
        let centre = drawnCorners == nil && split == .fan4 ? projectedCentre(of: i, mesh: mesh, layer: index, scene: scene) : nil
        func segment(_ a: Int, _ b: Int) -> (SIMD2<Double>, SIMD2<Double>)? {
            // The control quad's corners are the points the other overlays use, to the bit.
            if drawnCorners == nil {
                if a < 4, b < 4 { return controlEdge(i[a], i[b], points: p, mesh: mesh, layer: index, scene: scene, clip: &layerClip) }
                let ends = (a < 4 ? p[i[a]] : centre, b < 4 ? p[i[b]] : centre)
                if let e0 = ends.0, let e1 = ends.1, e0.x.isFinite, e1.x.isFinite { return (e0, e1) }
            }
            return pixelEdge(points[a], points[b], layer: index, scene: scene, clip: m)
        }
        if quads == 1, let split, split != .bilinear {
            for t in split.triangles {
                for k in 0..<3 {
                    guard let (a, b) = segment(t[k], t[(k + 1) % 3]) else { continue }
                    image.drawLine(from: a, to: b, color: Renderer.diagonalColor, ink: true)
                }
            }
        }
        var outline: [(SIMD2<Double>, SIMD2<Double>)]
        if drawnCorners == nil, !context.highlightOutline.isEmpty {
            let o = context.highlightOutline
            outline = stride(from: 0, to: o.count - 1, by: 2).compactMap { pixelEdge(o[$0], o[$0 + 1], layer: index, scene: scene, clip: m) }
        } else {
            outline = (0..<4).compactMap { segment($0, ($0 + 1) & 3) }
        }
        for (a, b) in outline {
            image.drawLine(from: a, to: b, color: Renderer.outlineColor)
        }
        for (a, b) in outline {
            image.drawLine(from: a + SIMD2(0, -1), to: b + SIMD2(0, -1), color: Renderer.selectionColor, ink: true)
        }
    }

    /// Keeps the inspected control face `face` as drawn from `mesh` (the subdivided or limit
    /// mesh about to be drawn): the edges of its drawn quads that no other of its quads shares,
    /// which outline the patch it covers, and its corners when it is one quad.
    func recordDrawnOutline(of face: Int, mesh: MeshTransform, sourceFace: [Int]?, controlMap: [Int]?) {
        let v = mesh.vertices
        var quads: [SIMD4<Int>] = []
        for (k, f) in mesh.faces.enumerated() {
            var c = k
            if let sourceFace { c = k < sourceFace.count ? sourceFace[k] : -1 }
            if let controlMap { c = c >= 0 && c < controlMap.count ? controlMap[c] : -1 }
            let i = f.indices
            if c == face, (0..<4).allSatisfy({ i[$0] >= 0 && i[$0] < v.count }) { quads.append(i) }
        }
        func edge(_ q: SIMD4<Int>, _ k: Int) -> SIMD2<Int> {
            let a = q[k], b = q[(k + 1) & 3]
            return SIMD2(Swift.min(a, b), Swift.max(a, b))
        }
        var uses: [SIMD2<Int>: Int] = [:]
        for q in quads {
            for k in 0..<4 { uses[edge(q, k), default: 0] += 1 }
        }
        for q in quads {
            for k in 0..<4 where q[k] != q[(k + 1) & 3] && uses[edge(q, k)] == 1 {
                context.highlightOutline.append(v[q[k]].to)
                context.highlightOutline.append(v[q[(k + 1) & 3]].to)
            }
        }
        if quads.count == 1 { context.highlightCorners = (0..<4).map { v[quads[0][$0]].to } }
    }

    /// The split each control face of layer `index` was drawn with, read from the emitter's
    /// record of this frame (so the overlay shows the split `inspect` names and the pixels
    /// were drawn with, not a second guess at `shorter`); nil for a face that drew no quad. A
    /// subdivided face under `shorter` can have quads split both ways: it shows the diagonal
    /// most of them took, 0-2 on a tie (the one `flip` turns away from; `inspect` counts both).
    private func drawnSplits(layer index: Int, faces count: Int) -> [Triangulation?] {
        var out = [Triangulation?](repeating: nil, count: count)
        guard index < context.layerFaces.count else { return out }
        // Per face: quads split 1-3 minus quads split 0-2.
        var lean = [Int](repeating: 0, count: count)
        for id in context.layerFaces[index] {
            let f = Int(records.control[id])
            guard f >= 0, f < count else { continue }
            let split = Triangulation(code: records.split[id])
            switch split {
            case .diagonal02, .shorter: lean[f] -= 1
            case .diagonal13: lean[f] += 1
            case .fan4, .bilinear: break
            }
            out[f] = split
        }
        for f in 0..<count where out[f] == .diagonal02 || out[f] == .diagonal13 {
            out[f] = lean[f] > 0 ? .diagonal13 : .diagonal02
        }
        return out
    }

    /// The control edge from vertex `a` to vertex `b` in output pixels. Where one end is at or
    /// behind the camera (its point is NaN), the edge is cut where it crosses the near plane,
    /// in homogeneous space as the rasterizer clips triangles, so the wireframe shows the part
    /// in front instead of dropping the edge; nil when no part of it is in front.
    /// `clip` caches the layer's clip transform across its edges.
    private func controlEdge(_ a: Int, _ b: Int, points p: UnsafeMutablePointer<SIMD2<Double>>, mesh: MeshTransform,
                             layer index: Int, scene: Scene, clip: inout Transform3D?) -> (SIMD2<Double>, SIMD2<Double>)? {
        let pa = p[a], pb = p[b]
        if pa.x.isFinite && pb.x.isFinite { return (pa, pb) }
        let v = mesh.vertices
        guard a < v.count, b < v.count, let f = framing, scene.layers.indices.contains(index) else { return nil }
        let m = clip ?? clipTransform(forLayer: index, of: scene, framing: f)
        clip = m
        return pixelEdge(v[a].to, v[b].to, layer: index, scene: scene, clip: m)
    }

    /// The segment from `a` to `b` (layer `index`'s unit coordinates) in output pixels, cut where
    /// it crosses the near plane, in homogeneous space as the rasterizer clips triangles; nil
    /// when no part of it is in front. `clip` is the layer's clip transform.
    private func pixelEdge(_ a: Point3D, _ b: Point3D, layer index: Int, scene: Scene, clip m: Transform3D) -> (SIMD2<Double>, SIMD2<Double>)? {
        guard let f = framing else { return nil }
        let ha = homogeneous(a, inLayer: index, of: scene, clip: m), hb = homogeneous(b, inLayer: index, of: scene, clip: m)
        let near = Renderer.nearW
        let k = Double(f.supersample)
        guard ha.w >= near || hb.w >= near else { return nil }
        if ha.w >= near && hb.w >= near {
            let ends = (Renderer.controlPoint(ha, supersample: k), Renderer.controlPoint(hb, supersample: k))
            return ends.0.x.isFinite && ends.1.x.isFinite ? ends : nil
        }
        let t = (near - ha.w) / (hb.w - ha.w)
        var cut = ha + (hb - ha) * t
        cut.w = near
        let q = Renderer.controlPoint(cut, supersample: k)
        let ends = ha.w >= near ? (Renderer.controlPoint(ha, supersample: k), q) : (q, Renderer.controlPoint(hb, supersample: k))
        return ends.0.x.isFinite && ends.1.x.isFinite ? ends : nil
    }

    /// Where the fan4 apex of the face with corners `i` lands in output pixels: the projection
    /// of the corners' average in layer space, which is what ``Emitter`` rasterizes (the average
    /// in homogeneous space; the model transform is linear there). Nil behind the camera.
    func projectedCentre(of i: SIMD4<Int>, mesh: MeshTransform, layer index: Int, scene: Scene) -> SIMD2<Double>? {
        let v = mesh.vertices
        guard (0..<4).allSatisfy({ i[$0] >= 0 && i[$0] < v.count }) else { return nil }
        let a = v[i[0]].to, b = v[i[1]].to, c = v[i[2]].to, d = v[i[3]].to
        let centre = Point3D((a.x + b.x + c.x + d.x) / 4, (a.y + b.y + c.y + d.y) / 4, (a.z + b.z + c.z + d.z) / 4)
        guard let p = project(centre, inLayer: index, of: scene) else { return nil }
        return SIMD2(p.x, p.y)
    }

    /// A control quad's split as drawn: one diagonal, the four spokes of `fan4` to `centre`,
    /// or nothing for the exact bilinear mode.
    private func drawSplit(_ mode: Triangulation, _ c: (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>),
                           centre: SIMD2<Double>?) {
        let color = Renderer.diagonalColor
        switch mode {
        case .diagonal02, .shorter:
            image.drawLine(from: c.0, to: c.2, color: color, ink: true)
        case .diagonal13:
            image.drawLine(from: c.1, to: c.3, color: color, ink: true)
        case .fan4:
            guard let m = centre else { return }
            image.drawLine(from: c.0, to: m, color: color, ink: true)
            image.drawLine(from: c.1, to: m, color: color, ink: true)
            image.drawLine(from: c.2, to: m, color: color, ink: true)
            image.drawLine(from: c.3, to: m, color: color, ink: true)
        case .bilinear:
            break
        }
    }
}
