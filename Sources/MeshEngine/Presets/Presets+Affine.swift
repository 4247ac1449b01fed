import Foundation

extension Presets {
    /// The Core Animation chapter's affine examples (Listings 5.1–5.3): one 200×200 layer view
    /// in the middle of its container, transformed about its centre.
    static let affineChapter: [Preset] = [
        Preset(
            name: "rotate-45",
            title: "45° rotation",
            summary: "CGAffineTransformMakeRotation(M_PI_4) on the layer: clockwise on a y-down screen.",
            figure: "Core Animation, Listing 5.1 / Figure 5.3"
        ) { _ in
            layerViewScene(transform: AffineTransform.rotation(.pi / 4).transform3D)
        },
        Preset(
            name: "compound-transform",
            title: "Compound transform",
            summary: "Scale 50%, rotate 30°, translate 200 right, each applied before the last: the layer moves about (86.6, 50), not (200, 0).",
            figure: "Core Animation, Listing 5.2 / Figure 5.4"
        ) { _ in
            let transform = AffineTransform.identity.scaled(0.5, 0.5).rotated(.pi / 180 * 30).translated(200, 0)
            return layerViewScene(transform: transform.transform3D, ghost: true)
        },
        Preset(
            name: "shear",
            title: "Shear transform",
            summary: "The book's CGAffineTransformMakeShear(1, 0) (c = −1): the layer leans at 45°.",
            figure: "Core Animation, Listing 5.3 / Figure 5.5"
        ) { _ in
            layerViewScene(transform: AffineTransform.shear(1, 0).transform3D)
        },
    ]

    /// The chapter's `layerView`: a 200×200 view whose picture has an up and a front
    /// (the book's snowman), so rotations and mirror images read at a glance.
    static let layerViewContent = Content.label(text: "layer\nview", foreground: .white, background: Color(r: 38, g: 110, b: 210))

    /// One `layerView` with `transform`, centred in a 480×300 container; `ghost` adds a faint
    /// untransformed copy behind it to show where the transform moved it from.
    static func layerViewScene(transform: Transform3D, ghost: Bool = false, sublayerTransform: Transform3D = .identity) -> Scene {
        let centre = Point2D(240, 150)
        var layers: [Layer] = []
        if ghost {
            layers.append(Layer(name: "original", size: Size(200, 200), position: centre,
                                content: .solid(Color(r: 90, g: 96, b: 110)), transform: .translation(0, 0, -1)))
        }
        layers.append(Layer(name: "layerView", size: Size(200, 200), position: centre,
                            content: layerViewContent, transform: transform))
        return Scene(size: Size(480, 300), layers: layers, sublayerTransform: sublayerTransform, lighting: .unlit)
    }
}
