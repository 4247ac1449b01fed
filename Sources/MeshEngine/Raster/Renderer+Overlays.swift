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
            let p = controlPoints.pointer + range.lowerBound
            let n = range.count
            for (fi, face) in mesh.faces.enumerated() {
                let i = face.indices
                guard (0..<4).allSatisfy({ i[$0] >= 0 && i[$0] < n }) else { continue }
                let c = (p[i[0]], p[i[1]], p[i[2]], p[i[3]])
                if overlays.contains(.diagonals) {
                    drawDiagonal(layer.faceDiagonals[fi].map { $0 == .d02 ? .diagonal02 : .diagonal13 } ?? layer.triangulation, c)
                }
                if overlays.contains(.wireframe) {
                    image.drawLine(from: c.0, to: c.1, color: Renderer.wireColor, onLight: Renderer.wireOnLightColor, ink: true)
                    image.drawLine(from: c.1, to: c.2, color: Renderer.wireColor, onLight: Renderer.wireOnLightColor, ink: true)
                    image.drawLine(from: c.2, to: c.3, color: Renderer.wireColor, onLight: Renderer.wireOnLightColor, ink: true)
                    image.drawLine(from: c.3, to: c.0, color: Renderer.wireColor, onLight: Renderer.wireOnLightColor, ink: true)
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
                    for k in 0..<4 { image.drawLine(from: p[i[k]], to: p[i[(k + 1) & 3]], color: Renderer.selectionColor, ink: true) }
                }
            default:
                break
            }
            if case let .face(layer: l, index: fi)? = options.highlight, l == index, fi >= 0, fi < mesh.faces.count {
                drawHighlight(face: fi, corners: mesh.faces[fi].indices, layer: index, points: p, count: n)
            }
        }
    }

    /// The inspected face: its outline, and the triangles it was drawn as (from the split the
    /// emitter recorded, so the picture and `inspect` agree), the spokes in the diagonal colour.
    private func drawHighlight(face fi: Int, corners i: SIMD4<Int>, layer index: Int, points p: UnsafeMutablePointer<SIMD2<Double>>, count n: Int) {
        guard (0..<4).allSatisfy({ i[$0] >= 0 && i[$0] < n }) else { return }
        let centre = (p[i[0]] + p[i[1]] + p[i[2]] + p[i[3]]) * 0.25
        func c(_ k: Int) -> SIMD2<Double> { k == 4 ? centre : p[i[k]] }
        var split: Triangulation?
        var quads = 0
        if index < context.layerFaces.count {
            for id in context.layerFaces[index] where Int(faceControl[id]) == fi {
                quads += 1
                split = Triangulation(code: faceSplit[id])
            }
        }
        if quads == 1, let split, split != .bilinear {
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

    /// The split a control quad is drawn with: one diagonal, the four spokes of `fan4`, or
    /// nothing for the exact bilinear mode.
    private func drawDiagonal(_ mode: Triangulation, _ c: (SIMD2<Double>, SIMD2<Double>, SIMD2<Double>, SIMD2<Double>)) {
        let color = Renderer.diagonalColor
        switch mode {
        case .diagonal02:
            image.drawLine(from: c.0, to: c.2, color: color, ink: true)
        case .diagonal13:
            image.drawLine(from: c.1, to: c.3, color: color, ink: true)
        case .shorter:
            let d02 = c.0 - c.2, d13 = c.1 - c.3
            if (d13 * d13).sum() < (d02 * d02).sum() {
                image.drawLine(from: c.1, to: c.3, color: color, ink: true)
            } else {
                image.drawLine(from: c.0, to: c.2, color: color, ink: true)
            }
        case .fan4:
            let m = (c.0 + c.1 + c.2 + c.3) * 0.25
            image.drawLine(from: c.0, to: m, color: color, ink: true)
            image.drawLine(from: c.1, to: m, color: color, ink: true)
            image.drawLine(from: c.2, to: m, color: color, ink: true)
            image.drawLine(from: c.3, to: m, color: color, ink: true)
        case .bilinear:
            break
        }
    }
}
