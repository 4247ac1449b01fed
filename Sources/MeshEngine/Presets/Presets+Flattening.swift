import Foundation

extension Presets {
    /// The Core Animation chapter's "Layer Flattening" (Listings 5.7 and 5.8): a 200×200
    /// `outerView` in the middle of the container with a 100×100 `innerView` in its middle,
    /// turned in opposite directions.
    static let flatteningChapter: [Preset] = [
        Preset(
            name: "flatten-z",
            title: "Opposite Z rotations cancel",
            summary: "The outer layer turned 45° about Z, its sublayer −45°: the inner layer stands upright inside a diamond.",
            figure: "Core Animation, Listing 5.7 / Figure 5.16"
        ) { _ in
            nestedScene(outer: .rotation(.pi / 4, 0, 0, 1), inner: .rotation(-.pi / 4, 0, 0, 1))
        },
        Preset(
            name: "flatten-y-expected",
            title: "Opposite Y rotations, as expected",
            summary: "What Listing 5.8 was expected to show, built with a transform layer (CATransformLayer): the inner layer face-on and square in front of the tilted outer one.",
            figure: "Core Animation, Figure 5.17"
        ) { _ in
            expectedYScene
        },
        Preset(
            name: "flatten-y",
            title: "Opposite Y rotations, flattened",
            summary: "Listing 5.8: each layer gets m34 = −1/500 and ±45° about Y; the outer layer flattens the inner one onto its plane, so it stays tilted and distorted.",
            figure: "Core Animation, Listing 5.8 / Figure 5.18"
        ) { _ in
            nestedScene(outer: yTurn(.pi / 4), inner: yTurn(-.pi / 4))
        },
        Preset(
            name: "flatten-crossing",
            title: "Crossing sublayers, flattened",
            summary: "Two squares turned ±40° about Y cross inside a plain layer turned 30° in perspective: painted on its plane, they still hide each other by their depth in its scene, red on one side of the crossing and blue on the other.",
            figure: "Core Animation, \"Layer Flattening\" (Figures 5.16–5.18), with sublayers that intersect"
        ) { _ in
            crossingScene
        },
    ]

    /// A plane turned 30° about Y with Listing 5.8's m34 = −1/500, holding two 120-point
    /// squares turned ±40° about Y through its centre: they cross along its vertical centre line.
    static let crossingScene = Scene(size: Size(480, 300), layers: [
        Layer(name: "plane", size: Size(200, 200), position: Point2D(240, 150), content: .solid(Color(r: 128, g: 128, b: 128)),
              transform: yTurn(.pi / 6)),
        Layer(name: "red", size: Size(120, 120), position: Point2D(100, 100), content: .solid(Color(r: 220, g: 40, b: 40)),
              transform: .rotation(2 * .pi / 9, 0, 1, 0), parent: 0),
        Layer(name: "blue", size: Size(120, 120), position: Point2D(100, 100), content: .solid(Color(r: 40, g: 60, b: 220)),
              transform: .rotation(-2 * .pi / 9, 0, 1, 0), parent: 0),
    ], lighting: .unlit)

    /// Listing 5.8's transform: `m34 = −1/500`, then `CATransform3DRotate` about Y.
    static func yTurn(_ angle: Double) -> Transform3D {
        Transform3D.perspective(distance: 500).rotated(angle, 0, 1, 0)
    }

    static let outerContent = Content.label(text: "outer", foreground: Color(r: 30, g: 30, b: 36), background: Color(r: 236, g: 236, b: 230))
    static let innerContent = Content.label(text: "inner", foreground: .white, background: Color(r: 38, g: 110, b: 210))

    /// The book's nested views: `outerView` (a `CALayer`, which flattens) holding `innerView`.
    static func nestedScene(outer: Transform3D, inner: Transform3D) -> Scene {
        Scene(size: Size(480, 300), layers: [
            Layer(name: "outerView", size: Size(200, 200), position: Point2D(240, 150), content: outerContent, transform: outer),
            Layer(name: "innerView", size: Size(100, 100), position: Point2D(100, 100), content: innerContent, transform: inner,
                  parent: 0),
        ], lighting: .unlit)
    }

    /// Figure 5.17 as the book expected it: the outer layer's turn and perspective on a
    /// transform layer, so its two sublayers share one 3D space. The outer face is drawn by
    /// a plain sublayer; the inner layer turns −45° (no second perspective) so it comes out
    /// face-on and square, and sits 55 points toward the viewer (translated before its turn,
    /// so it stays centred) to clear the tilted outer face, in front of it as the figure draws it.
    static let expectedYScene = Scene(size: Size(480, 300), layers: [
        Layer(name: "outer", size: Size(200, 200), position: Point2D(240, 150), content: .solid(.clear), mesh: nil,
              transform: yTurn(.pi / 4), kind: .transform),
        Layer(name: "outerView", size: Size(200, 200), position: Point2D(100, 100), content: outerContent, parent: 0),
        Layer(name: "innerView", size: Size(100, 100), position: Point2D(100, 100), content: innerContent,
              transform: Transform3D.rotation(-.pi / 4, 0, 1, 0).translated(0, 0, 55), parent: 0),
    ], lighting: .unlit)
}
