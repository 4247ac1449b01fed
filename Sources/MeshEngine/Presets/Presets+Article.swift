import Foundation

extension Presets {
    /// The figures of the Mesh Transforms article that come with code or an exact description.
    static let article: [Preset] = [wavyLabel, rippledLabel, subdividedGrid, symmetricalMeshes]

    /// "Mesh-transformed UILabel": the article's `wavyTransform`, verbatim, on a label.
    static let wavyLabel = Preset(
        name: "wavy-label",
        title: "Wavy label",
        summary: "The article's wavyTransform (40 columns, 3 waves, amplitude 0.15, shrink 0.3) on a UILabel-like layer.",
        figure: "Mesh Transforms article: \"Mesh-transformed UILabel\" (wavyTransform listing)"
    ) { _ in
        Scene(
            size: Size(400, 200),
            layers: [Layer(name: "label", size: Size(360, 140), position: Point2D(200, 100),
                           content: .articleLabel("Mesh Transforms"), mesh: .wavy())],
            lighting: .unlit)
    }

    /// "CALight, CAMeshTransform, and CATransform3D all working together": a square label with
    /// the ripple mesh, tilted back about X with some perspective, under a directional light.
    /// The article's mesh is static; the preset moves a phase through the sine so the rings
    /// travel outward, and time 0 is the article's exact mesh.
    static let rippledLabel = Preset(
        name: "rippled-label",
        title: "Rippled, lit, tilted label",
        summary: "50×50 identity mesh with to.z = 0.05·sin(r·2π·4), rotated −π/4 about X with m34 = −1/800, lit by a directional light.",
        figure: "Mesh Transforms article: \"CALight, CAMeshTransform, and CATransform3D all working together\"",
        duration: 2,
        motion: rippledLabelMotion
    ) { time in
        // The article sets m34 after making the rotation (not a concatenated perspective).
        var transform = Transform3D.rotation(-.pi / 4, 1, 0, 0)
        transform.m34 = -1.0 / 800.0
        return Scene(
            size: Size(400, 320),
            layers: [Layer(name: "label", size: Size(260, 260), position: Point2D(200, 160),
                           content: .articleLabel("CALight"),
                           mesh: rippledLabelMotion.mesh(at: time), transform: transform)],
            // `[CALight new]` is directional by default, set on the superlayer: one directional light.
            lighting: Lighting(lights: [Light(kind: .directional)], diffuseFactor: 1, shading: .smooth))
    }

    /// The rippled label's rings moving outward, one wavelength per 2 s loop; time 0 is the
    /// article's mesh.
    static let rippledLabelMotion = PresetMotion.formula(layer: 0, base: .formulaGrid(rows: 50, columns: 50),
                                                         .ripple(phase: .number(2 * .pi) * .t / 2))

    /// "Shape of subdivided mesh vs its vertices": with subdivisionSteps 3 the smooth surface
    /// does not pass through its control vertices; the vertices overlay shows the gap.
    static let subdividedGrid = Preset(
        name: "subdivided-grid",
        title: "Subdivided mesh vs its vertices",
        summary: "A 3×3-face grid with its four inner vertices twisted, subdivisionSteps 3: the surface misses its control points.",
        figure: "Mesh Transforms article: \"Shape of subdivided mesh vs its vertices\"",
        overlays: [.wireframe, .vertices]
    ) { _ in
        var mesh = MeshTransform.identity(rows: 3, columns: 3)
        mesh.depthNormalization = .none
        mesh.subdivisionSteps = 3
        // A pinwheel: each inner vertex (5, 6, 10, 9) slides along a different direction.
        let moves: [Int: Point3D] = [5: Point3D(0.1, 0.55, 0), 6: Point3D(0.45, 0.1, 0),
                                     10: Point3D(0.9, 0.45, 0), 9: Point3D(0.55, 0.9, 0)]
        mesh.mapVertices { vertex, index in
            var vertex = vertex
            if let to = moves[index] { vertex.to = to }
            return vertex
        }
        return Scene(
            size: Size(400, 300),
            layers: [Layer(name: "grid", size: Size(260, 260), position: Point2D(200, 150),
                           content: overlayGrid(lines: 12), mesh: mesh)],
            lighting: .unlit)
    }

    /// "Symmetrical meshes, asymmetrical results": two mirror-image one-face meshes split along
    /// the same 0–2 diagonal. Moving corner 1 bends only triangle (0,1,2); moving corner 0,
    /// its mirror image, bends both triangles.
    static let symmetricalMeshes = Preset(
        name: "symmetric-meshes",
        title: "Symmetrical meshes, asymmetrical results",
        summary: "Left: top-right corner pulled in; right: top-left pulled in by the mirror amount. With the 0–2 diagonal only the right one bends both triangles.",
        figure: "Mesh Transforms article: \"Symmetrical meshes, asymmetrical results\"",
        overlays: [.wireframe, .diagonals]
    ) { _ in
        func quad(moving corner: Int, to point: Point2D) -> MeshTransform {
            let corners = [Point2D(0, 0), Point2D(1, 0), Point2D(1, 1), Point2D(0, 1)]
            let vertices = corners.enumerated().map { index, from in
                let to = index == corner ? point : from
                return Vertex(from: from, to: Point3D(to.x, to.y, 0))
            }
            return MeshTransform(vertices: vertices, faces: [Face(0, 1, 2, 3)], subdivisionSteps: 0)
        }
        let content = overlayGrid(lines: 8)
        return Scene(
            size: Size(480, 280),
            layers: [
                Layer(name: "left", size: Size(200, 200), position: Point2D(125, 140), content: content,
                      mesh: quad(moving: 1, to: Point2D(0.6, 0.4)), triangulation: .diagonal02),
                Layer(name: "right", size: Size(200, 200), position: Point2D(355, 140), content: content,
                      mesh: quad(moving: 0, to: Point2D(0.4, 0.4)), triangulation: .diagonal02),
            ],
            lighting: .unlit)
    }

    /// Grid content dark enough for the light wireframe, diagonal and vertex overlays drawn
    /// over it to stand out, for the figures meant to be read with overlays.
    static func overlayGrid(lines: Int) -> Content {
        .grid(lines: lines, line: Color(r: 110, g: 135, b: 190), background: Color(r: 34, g: 44, b: 72))
    }
}
