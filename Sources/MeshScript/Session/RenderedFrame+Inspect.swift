import MeshEngine

extension RenderedFrame {
    /// `inspect face N`: indices, how the face was drawn in this frame (the diagonal, the fan4
    /// spokes or the bilinear patch, read from the renderer's record of the frame on screen,
    /// so it agrees with the hit buffer in every mode), the drawn triangles' areas and how far
    /// the quad is from flat, in layer points (z scaled by the depth normalization).
    /// The session highlights the face and its triangles in the picture when it can be drawn.
    func inspection(face f: Int, layer l: Int) throws(ScriptError) -> String {
        let frame = self
        let scene = frame.scene
        guard scene.layers.indices.contains(l), let mesh = scene.layers[l].mesh else { throw ScriptError(.noMesh(layer: l)) }
        let face = try mesh.face(f)
        let layer = scene.layers[l]
        var lines = ["face \(f): \(face)"]
        guard mesh.isRenderable(face: f) else {
            return (lines + [SessionState.problemNote(mesh, face: f).dropFirst().description]).joined(separator: "\n")
        }
        let p = (0..<4).map {
            mesh.depthNormalization.points(mesh.vertices[face.indices[$0]].to, width: layer.size.width, height: layer.size.height)
        }
        let why = layer.faceDiagonals[f] != nil ? "per-face override" : "layer triangulation \(layer.triangulation.rawValue)"
        let quads = frame.drawnSplits(layer: l, face: f)
        guard let first = quads.first else {
            lines.append("not drawn in this frame (\(why))")
            return lines.joined(separator: "\n")
        }
        // Set when the facing note already says why nothing of the face is on screen.
        var turnedAwayAndHidden = false
        if quads.count > 1 {
            lines.append("drawn as \(quads.count) subdivided quads (\(why)): " + RenderedFrame.splitCounts(quads))
            lines += RenderedFrame.subdividedQuadMap(quads, corners: face.indices)
        } else {
            // `shorter` falls back to 0-2 when a corner does not project (Emitter.shorterDiagonal).
            let clipped = (0..<4).contains { frame.projectedVertex(layer: l, index: face.indices[$0]) == nil }
            lines.append(RenderedFrame.splitLine(first.split, why: why, layerMode: layer.triangulation, clipped: clipped))
            let away = frame.turnedAway(layer: l, face: f)
            let hidden = !layer.doubleSided && away.contains { $0 == true }
            lines.append("triangles\(hidden ? "" : " drawn"), by vertex (numbered as `pick` reports them): " + first.triangles.enumerated().map { t, corners in
                "\(t) = " + corners.map { $0 == 4 ? "centre" : String(face.indices[$0]) }.joined(separator: "-")
            }.joined(separator: ", "))
            if let note = RenderedFrame.facingNote(away, doubleSided: layer.doubleSided) { lines.append(note) }
            turnedAwayAndHidden = !layer.doubleSided && !away.isEmpty && away.allSatisfy { $0 == true }
        }
        // Split and sent to the rasterizer is not yet on screen: say so when no pixel shows it,
        // rather than let "triangles drawn" suggest something is there to see.
        if !turnedAwayAndHidden, frame.pixelCount(layer: l, face: f) == 0 {
            let behind = (0..<4).allSatisfy { frame.projectedVertex(layer: l, index: face.indices[$0]) == nil }
            let outside = RenderedFrame.contentSideMissed(by: (0..<4).map { mesh.vertices[face.indices[$0]].from })
            lines.append("no pixel of this frame shows it: " + (behind ? "its corners are all behind the viewer"
                : outside.map { "its from points all lie outside the layer (\($0) at every corner), where the content is transparent" }
                ?? "it is hidden by nearer faces, lies outside the picture, is smaller than a pixel or its content is transparent there"))
        }
        let areas02 = (SessionState.area(p[0], p[1], p[2]), SessionState.area(p[2], p[3], p[0]))
        let areas13 = (SessionState.area(p[0], p[1], p[3]), SessionState.area(p[1], p[2], p[3]))
        switch quads.count > 1 ? Triangulation.shorter : first.split {
        case .diagonal02, .diagonal13:
            let used = first.split == .diagonal02 ? areas02 : areas13
            let other = first.split == .diagonal02 ? areas13 : areas02
            lines.append("triangle areas: \(used.0.shortDescription) and \(used.1.shortDescription) pt² "
                         + "(the other diagonal: \(other.0.shortDescription) and \(other.1.shortDescription))")
        case .fan4:
            let c = Point3D((p[0].x + p[1].x + p[2].x + p[3].x) / 4, (p[0].y + p[1].y + p[2].y + p[3].y) / 4,
                            (p[0].z + p[1].z + p[2].z + p[3].z) / 4)
            let areas = (0..<4).map { SessionState.area(p[$0], p[($0 + 1) & 3], c).shortDescription }
            lines.append("triangle areas: \(areas.joined(separator: ", ")) pt² (diagonal 0-2: \(areas02.0.shortDescription) "
                         + "and \(areas02.1.shortDescription); 1-3: \(areas13.0.shortDescription) and \(areas13.1.shortDescription))")
        case .bilinear, .shorter:
            lines.append("diagonal areas: 0-2 \(areas02.0.shortDescription) and \(areas02.1.shortDescription) pt²; "
                         + "1-3 \(areas13.0.shortDescription) and \(areas13.1.shortDescription)")
        }
        lines.append("non-planarity: the diagonals pass \(SessionState.lineDistance(p[0], p[2], p[1], p[3]).shortDescription) pt apart; "
                     + "tetrahedron volume \(SessionState.tetrahedronVolume(p[0], p[1], p[2], p[3]).shortDescription) pt³")
        return lines.joined(separator: "\n")
    }

    /// Which drawn triangles face away from the viewer, and whether that hid them; nil when
    /// every triangle faces the viewer (or is cut by the near plane, where the clipper decides).
    static func facingNote(_ away: [Bool?], doubleSided: Bool) -> String? {
        let turned = away.indices.filter { away[$0] == true }
        guard !turned.isEmpty else { return nil }
        let which = turned.count == away.count
            ? (turned.count == 2 ? "both triangles" : "all \(turned.count) triangles")
            : (turned.count == 1 ? "triangle \(turned[0])" : "triangles " + turned.map(String.init).joined(separator: ", "))
        return doubleSided
            ? "\(which) turned away: the layer's back is drawn (layer doublesided on)"
            : "\(which) turned away and not drawn (layer doublesided off)"
    }

    /// The largest grid of subdivided quads ``subdividedQuadMap(_:)`` draws (4 steps): 16
    /// characters a row fit the narrowest panel.
    static let largestQuadMap = 16

    /// Where a subdivided face's quads are and which way each was split: their indices in the
    /// subdivided mesh (what `pick` names), and where the splits differ (`shorter` on a curved
    /// face), a map of the (2ᴺ)² quads in the face's own order (the subdivider keeps a control
    /// quad's children contiguous, row-major from corner 0, rows toward corner 3 and columns
    /// toward corner 1, each with its parent's corner order), one character per quad: `\` split
    /// 0-2, `/` 1-3, `x` fan4, `o` bilinear.
    /// `corners`: the control face's vertices, by corner.
    static func subdividedQuadMap(_ quads: [DrawnQuad], corners: SIMD4<Int>) -> [String] {
        let ids = quads.map(\.subdividedFace)
        guard let first = ids.min(), let last = ids.max() else { return [] }
        var side = 1
        while side * side < quads.count { side *= 2 }
        let range = "subdivided faces \(first)…\(last) (pick names the one under the pointer)"
        // A whole grid of children: a face drawn in part, or a triangle's three quads, is not one.
        guard side > 1, side * side == quads.count, last - first + 1 == quads.count else { return [range] }
        let v = { (corner: Int) in " (vertex \(corners[corner]))" }
        let order = "\(side)×\(side) in the face's own order, rows from its corner 0\(v(0)) toward corner 3\(v(3)) and "
            + "columns toward corner 1\(v(1)), each quad with the face's corner order"
        let splits = Set(quads.map(\.split))
        if splits.count == 1 { return [range + ", " + order] }
        guard side <= largestQuadMap else {
            return [range + ", " + order + "; \(side)×\(side) is too many to map here (subdivision 4 or less maps them)"]
        }
        var cells = Array(repeating: Array(repeating: Character(" "), count: side), count: side)
        for quad in quads {
            let i = quad.subdividedFace - first
            cells[i / side][i % side] = switch quad.split {
            case .diagonal02: "\\"
            case .diagonal13: "/"
            case .fan4: "x"
            case .bilinear, .shorter: "o"
            }
        }
        return [range + ", " + order + "; by row (\\ split 0-2, / split 1-3, x fan4, o bilinear):"]
            + cells.map { "  " + String($0) }
    }

    /// What one drawn split is called in messages.
    /// How many of a face's drawn quads each split took: "3 split 0-2, 1 fan4".
    static func splitCounts(_ quads: [DrawnQuad]) -> String {
        Triangulation.allCases.compactMap { mode -> String? in
            let n = quads.filter { $0.split == mode }.count
            return n == 0 ? nil : "\(n) \(splitName(mode))"
        }.joined(separator: ", ")
    }

    static func splitName(_ mode: Triangulation) -> String {
        switch mode {
        case .diagonal02: return "split 0-2"
        case .diagonal13: return "split 1-3"
        case .fan4: return "fan4"
        case .bilinear, .shorter: return "bilinear"
        }
    }

    /// The line saying how a face was split, and why. `clipped`: a corner is behind the
    /// camera, so `shorter` could not compare the diagonals on screen and took 0-2.
    static func splitLine(_ split: Triangulation, why: String, layerMode: Triangulation, clipped: Bool = false) -> String {
        let shorter = layerMode == .shorter && why.hasPrefix("layer")
            ? (clipped ? "; a corner is behind the camera, so 0-2 without comparing" : ", the shorter on screen") : ""
        switch split {
        case .diagonal02: return "diagonal: 0-2 (\(why)\(shorter))"
        case .diagonal13: return "diagonal: 1-3 (\(why)\(shorter))"
        case .fan4: return "split: fan4, four triangles around the centre, no diagonal (\(why))"
        case .bilinear, .shorter:
            return "split: bilinear, no diagonal: every pixel is mapped through the exact patch; the 0-2 halves only bound it (\(why))"
        }
    }

    /// The side of the layer's unit square (`from` 0…1) that all of `from` lies beyond, if one
    /// does (`v > 1`): such a face samples only outside the content, which the rasterizer draws
    /// transparent (as BCMeshTransformView's fragment shader), so it never shows.
    static func contentSideMissed(by from: [Point2D]) -> String? {
        if from.allSatisfy({ $0.x < 0 }) { return "u < 0" }
        if from.allSatisfy({ $0.x > 1 }) { return "u > 1" }
        if from.allSatisfy({ $0.y < 0 }) { return "v < 0" }
        if from.allSatisfy({ $0.y > 1 }) { return "v > 1" }
        return nil
    }
}
