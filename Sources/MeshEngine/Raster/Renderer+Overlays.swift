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
            if options.deformation { drawDeformation(mesh, points: p, count: n) }
            if overlays.contains(.vertices) {
                for v in 0..<n {
                    image.drawDot(at: p[v], radius: 2, color: Renderer.outlineColor)
                    image.drawDot(at: p[v], radius: 1, color: Renderer.vertexColor, ink: true)
                }
            }
            if overlays.contains(.indices) {
                for v in 0..<n { drawIndex(v, at: p[v]) }
            }
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
    }

    /// The inspected face: its outline, and the triangles it was drawn as (from the split the
    /// emitter recorded, so the picture and `inspect` agree), the spokes in the diagonal colour.
    private func drawHighlight(face fi: Int, corners i: SIMD4<Int>, layer index: Int, points p: UnsafeMutablePointer<SIMD2<Double>>,
                               count n: Int, mesh: MeshTransform, scene: Scene) {
        guard (0..<4).allSatisfy({ i[$0] >= 0 && i[$0] < n }) else { return }
        var split: Triangulation?
        var quads = 0
        if index < context.layerFaces.count {
            for id in context.layerFaces[index] where Int(records.control[id]) == fi {
                quads += 1
                split = Triangulation(code: records.split[id])
            }
        }
        // The fan's apex where the rasterizer put it: the projected centre, not the average
        // of the projected corners (they differ under perspective).
        let centre = split == .fan4 ? projectedCentre(of: i, mesh: mesh, layer: index, scene: scene) : nil
        func c(_ k: Int) -> SIMD2<Double> { k == 4 ? centre ?? SIMD2(.nan, .nan) : p[i[k]] }
        if quads == 1, let split, split != .bilinear, split != .fan4 || centre != nil {
            for t in split.triangles {
                for k in 0..<3 {
                    image.drawLine(from: c(t[k]), to: c(t[(k + 1) % 3]), color: Renderer.diagonalColor, ink: true)
                }
            }
        }
        for k in 0..<4 {
            image.drawLine(from: c(k), to: c((k + 1) & 3), color: Renderer.outlineColor)
        }
        for k in 0..<4 {
            image.drawLine(from: c(k) + SIMD2(0, -1), to: c((k + 1) & 3) + SIMD2(0, -1), color: Renderer.selectionColor, ink: true)
        }
    }

    /// A vertex's index in meshplay's bitmap font, just right of and above the vertex; for a
    /// vertex in the picture, below it at the top edge and left of it at the right edge, and never
    /// past an edge, so `fit`, which puts the mesh's border near the edges, cuts no label off.
    private func drawIndex(_ index: Int, at p: SIMD2<Double>) {
        guard p.x.isFinite, p.y.isFinite, abs(p.x) < 1e6, abs(p.y) < 1e6 else { return }
        let font = BitmapFont.standard
        let text = String(index)
        let px = Int(p.x.rounded(.down)), py = Int(p.y.rounded(.down))
        var x = px + 2, y = py - font.glyphHeight
        // On the edge counts as in: a mesh framed with no margin has its border there.
        if p.x >= 0, p.y >= 0, p.x <= Double(image.width), p.y <= Double(image.height) {
            // The label's size with its shadow, one pixel right and down.
            let width = (text.count - 1) * font.advance + font.glyphWidth + 1, height = font.glyphHeight + 1
            if y < 0 { y = py + 1 }
            if x + width > image.width { x = px - 1 - width }
            x = max(0, min(x, image.width - width))
            y = max(0, min(y, image.height - height))
        }
        guard x < image.width, y < image.height, x > -64, y > -16 else { return }
        // A one-pixel shadow keeps the light digits legible on light content.
        BitmapFont.standard.draw(text, into: &image, x: x + 1, y: y + 1, color: Renderer.outlineColor)
        BitmapFont.standard.draw(text, into: &image, x: x, y: y, color: Renderer.indexColor, ink: true)
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
        let ha = homogeneous(v[a].to, inLayer: index, of: scene, clip: m), hb = homogeneous(v[b].to, inLayer: index, of: scene, clip: m)
        guard ha.w >= Renderer.nearW || hb.w >= Renderer.nearW else { return nil }
        let near = Renderer.nearW
        let t = (near - ha.w) / (hb.w - ha.w)
        var cut = ha + (hb - ha) * t
        cut.w = near
        let k = Double(f.supersample)
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
