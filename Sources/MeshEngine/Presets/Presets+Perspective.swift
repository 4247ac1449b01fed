import Foundation

extension Presets {
    /// The Core Animation chapter's 3D examples before the cube: Y rotation without and with
    /// perspective, a shared sublayerTransform, and the back of a layer.
    static let perspectiveChapter: [Preset] = [
        Preset(
            name: "rotate-y",
            title: "Y rotation without perspective",
            summary: "CATransform3DMakeRotation(M_PI_4, 0, 1, 0) with m34 = 0: an isometric view that just looks squashed.",
            figure: "Core Animation, Listing 5.4 / Figure 5.8"
        ) { _ in
            layerViewScene(transform: .rotation(.pi / 4, 0, 1, 0))
        },
        Preset(
            name: "rotate-y-perspective",
            title: "Y rotation with perspective",
            summary: "m34 = −1/500, then rotated 45° about Y: the far edge shrinks towards the vanishing point.",
            figure: "Core Animation, Listing 5.5 / Figure 5.10"
        ) { _ in
            layerViewScene(transform: Transform3D.perspective(distance: 500).rotated(.pi / 4, 0, 1, 0))
        },
        Preset(
            name: "shared-perspective",
            title: "Two views sharing a sublayerTransform",
            summary: "The container's sublayerTransform has m34 = −1/500; two side-by-side views turned ±45° about Y share its vanishing point.",
            figure: "Core Animation, Listing 5.6 / Figure 5.13"
        ) { _ in
            Scene(
                size: Size(480, 300),
                layers: [
                    Layer(name: "layerView1", size: Size(200, 200), position: Point2D(125, 150),
                          content: layerViewContent, transform: .rotation(.pi / 4, 0, 1, 0)),
                    Layer(name: "layerView2", size: Size(200, 200), position: Point2D(355, 150),
                          content: layerViewContent, transform: .rotation(-.pi / 4, 0, 1, 0)),
                ],
                sublayerTransform: .perspective(distance: 500),
                lighting: .unlit)
        },
        Preset(
            name: "back-face",
            title: "The back of a layer",
            summary: "Listing 5.4 with M_PI instead of M_PI_4: layers are double-sided and the back shows the front mirrored.",
            figure: "Core Animation, Figure 5.14 (Listing 5.4 with M_PI)"
        ) { _ in
            layerViewScene(transform: .rotation(.pi, 0, 1, 0))
        },
    ]
}
