extension Presets {
    /// The BCMeshTransformView README's example: a 400×300 label in a mesh view with the
    /// `simpleMeshTransform` applied.
    static let readme: [Preset] = [
        Preset(
            name: "simple-skew",
            title: "Simple mesh transform",
            summary: "One face whose top-left vertex moves to (0.5, 0, 0): the label is skewed into a trapezoid.",
            figure: "BCMeshTransformView README, simpleMeshTransform"
        ) { _ in
            Scene(
                size: Size(480, 340),
                layers: [Layer(name: "meshView", size: Size(400, 300), position: Point2D(240, 170),
                               content: .articleLabel("Hello, mesh"), mesh: .simpleSkew)],
                lighting: .unlit)
        },
    ]
}
