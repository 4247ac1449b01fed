import Foundation

extension Presets {
    /// The article's explanatory figures: what a mesh transform is, and the two ways to split a quad.
    static let articleFigures: [Preset] = articleDiagrams + [switchHitTest]

    static let articleDiagrams: [Preset] = [
        Preset(
            name: "mesh-transform",
            title: "A mesh transform",
            summary: "Vertices introduced in a layer (left), then moved around, deforming the entire contents (right).",
            figure: "Mesh Transforms article: \"A mesh transform\" (the opening figure)",
            overlays: [.wireframe, .vertices]
        ) { _ in
            var moved = MeshTransform.identity(rows: 3, columns: 3)
            moved.subdivisionSteps = 0
            // The inner vertices pushed off the grid and the corners pulled about: the picture follows.
            let offsets: [Int: (Double, Double)] = [0: (0.06, 0.04), 3: (-0.05, 0.08), 5: (0.08, -0.06), 6: (-0.06, 0.05),
                                                    9: (0.07, 0.02), 10: (0.1, 0.08), 12: (-0.04, -0.05), 15: (0.05, -0.06)]
            moved.mapVertices { v, i in
                guard let (dx, dy) = offsets[i] else { return v }
                var v = v
                v.to.x += dx
                v.to.y += dy
                return v
            }
            var still = MeshTransform.identity(rows: 3, columns: 3)
            still.subdivisionSteps = 0
            let content = Content.articleLabel("Mesh\nTransform")
            return Scene(size: Size(480, 260), layers: [
                Layer(name: "vertices", size: Size(200, 200), position: Point2D(125, 130), content: content, mesh: still),
                Layer(name: "moved", size: Size(200, 200), position: Point2D(355, 130), content: content, mesh: moved),
            ], lighting: .unlit)
        },
        Preset(
            name: "quad-divisions",
            title: "Two divisions of one quad",
            summary: "The same quad split into triangles along either diagonal: corners 0–2 (left, Core Animation's) or 1–3 (right).",
            figure: "Mesh Transforms article: \"Two different divisions of the same quad into triangles\"",
            overlays: [.wireframe, .diagonals, .indices]
        ) { _ in
            // A quad that is not a rectangle, so the two splits draw differently-shaped triangles.
            let corners = [Point3D(0.08, 0.1, 0), Point3D(0.92, 0.02, 0), Point3D(0.84, 0.95, 0), Point3D(0.02, 0.8, 0)]
            let vertices = zip([Point2D(0, 0), Point2D(1, 0), Point2D(1, 1), Point2D(0, 1)], corners).map { Vertex(from: $0, to: $1) }
            let quad = MeshTransform(vertices: vertices, faces: [Face(0, 1, 2, 3)], subdivisionSteps: 0)
            let content = overlayGrid(lines: 8)
            return Scene(size: Size(480, 260), layers: [
                Layer(name: "diagonal02", size: Size(200, 200), position: Point2D(125, 130), content: content, mesh: quad,
                      triangulation: .diagonal02),
                Layer(name: "diagonal13", size: Size(200, 200), position: Point2D(355, 130), content: content, mesh: quad,
                      triangulation: .diagonal13),
            ], lighting: .unlit)
        },
    ]

    /// "Hit test area of an embedded UISwitch": a `UISwitch` (rounded green track, white knob)
    /// embedded in a mesh-transformed content view, as BCMeshTransformView's `contentView`
    /// holds its subviews, over a faint red rectangle where the switch's untransformed frame
    /// was, a little behind it. The view's mesh bends the switch with it (the view and its
    /// sublayers are drawn as one texture). Core Animation hit-tests that frame; meshplay's
    /// `pick` goes through the mesh into the switch, so it is hit exactly where it is drawn
    /// and the frame's bare corners answer with the rectangle.
    static let switchHitTest = Preset(
        name: "switch-hit-test",
        title: "Hit testing a mesh-transformed switch",
        summary: "A switch inside a view bent and shifted by its mesh, over the red frame UIKit would still hit: pick answers where the switch is drawn.",
        figure: "Mesh Transforms article: \"Hit test area of an embedded UISwitch\"",
        overlays: [.wireframe]
    ) { _ in
        Scene(size: Size(400, 240), layers: [
            Layer(name: "contentView", size: Size(240, 150), position: Point2D(200, 120), content: .solid(.clear), mesh: switchMesh),
            Layer(name: "switch", size: Size(160, 100), position: Point2D(120, 75), content: .image(switchOn), parent: 0),
            Layer(name: "uikitHitArea", size: Size(160, 100), position: Point2D(200, 120),
                  content: .solid(Color(r: 255, g: 59, b: 48, a: 56)), transform: .translation(0, 0, -1)),
        ], lighting: .unlit, background: Color(r: 239, g: 239, b: 244))
    }

    /// The switch, on, in iOS 7's green; made once, since every frame shows it.
    static let switchOn = Texture.switchControl(on: true)

    /// A 2×2-face grid that moves the content view (and the switch in it) up and right and
    /// arches it (the middle column lifted): enough that the drawn switch and its old frame
    /// only partly overlap.
    static let switchMesh: MeshTransform = {
        var mesh = MeshTransform.identity(rows: 2, columns: 2)
        mesh.subdivisionSteps = 3
        mesh.mapVertices { v, _ in
            var v = v
            v.to.x = v.from.x + 0.25
            v.to.y = v.from.y - 0.3 + 0.12 * (v.from.x - 0.5) * (v.from.x - 0.5) * 4
            return v
        }
        return mesh
    }()

    /// The Core Animation chapter's layout figures: transforms that keep parallel lines and
    /// one that does not, two views before the shared perspective, and the cube's faces flat.
    static let layoutFigures: [Preset] = [
        Preset(
            name: "affine-nonaffine",
            title: "Affine and nonaffine transforms",
            summary: "A square, then rotated and scaled and sheared (affine: parallel lines stay parallel), then a free quad (nonaffine: they do not).",
            figure: "Core Animation, Figure 5.2"
        ) { _ in
            let content = Content.grid(lines: 4, line: Color(r: 40, g: 60, b: 110), background: Color(r: 235, g: 238, b: 245))
            let size = Size(110, 110)
            // Nonaffine: each corner moved on its own, which no CGAffineTransform can do.
            let free = MeshTransform(vertices: [
                Vertex(from: Point2D(0, 0), to: Point3D(0.15, 0.05, 0)), Vertex(from: Point2D(1, 0), to: Point3D(0.9, 0.2, 0)),
                Vertex(from: Point2D(1, 1), to: Point3D(1.05, 0.85, 0)), Vertex(from: Point2D(0, 1), to: Point3D(-0.05, 1.0, 0)),
            ], faces: [Face(0, 1, 2, 3)], subdivisionSteps: 0)
            return Scene(size: Size(640, 200), layers: [
                Layer(name: "square", size: size, position: Point2D(80, 100), content: content),
                Layer(name: "rotateScale", size: size, position: Point2D(240, 100), content: content,
                      transform: AffineTransform.identity.scaled(0.8, 1.1).rotated(.pi / 6).transform3D),
                Layer(name: "shear", size: size, position: Point2D(400, 100), content: content,
                      transform: AffineTransform.shear(0.6, 0).transform3D),
                Layer(name: "nonaffine", size: size, position: Point2D(560, 100), content: content, mesh: free,
                      triangulation: .bilinear),
            ], lighting: .unlit)
        },
        Preset(
            name: "side-by-side",
            title: "Two views in a container",
            summary: "Listing 5.6's starting point: two untransformed 200×200 views side by side inside a container view.",
            figure: "Core Animation, Figure 5.12"
        ) { _ in
            Scene(size: Size(480, 300), layers: [
                Layer(name: "containerView", size: Size(480, 300), position: Point2D(240, 150), content: .solid(Color(r: 70, g: 74, b: 86))),
                Layer(name: "layerView1", size: Size(200, 200), position: Point2D(125, 150), content: layerViewContent, parent: 0),
                Layer(name: "layerView2", size: Size(200, 200), position: Point2D(355, 150), content: layerViewContent, parent: 0),
            ], lighting: .unlit)
        },
        Preset(
            name: "cube-faces",
            title: "The cube's faces, laid out flat",
            summary: "The six 200×200 face views of Listing 5.9 side by side, each with its coloured label, before they are folded.",
            figure: "Core Animation, Figure 5.19"
        ) { _ in
            let layers = cubeFaceColors.enumerated().map { index, color in
                Layer(name: "face\(index + 1)", size: Size(200, 200),
                      position: Point2D(120 + Double(index % 3) * 220, 120 + Double(index / 3) * 220),
                      content: .label(text: "\(index + 1)", foreground: .white, background: color))
            }
            return Scene(size: Size(680, 460), layers: layers, lighting: .unlit)
        },
    ]
}
