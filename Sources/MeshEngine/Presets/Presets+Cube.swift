import Foundation

extension Presets {
    /// The Core Animation chapter's cube (Listings 5.9 and 5.10): six 200×200 face views,
    /// each centred in the container and moved out by ±100 points along its normal.
    static let cubeChapter: [Preset] = [
        Preset(
            name: "cube",
            title: "Cube, face-on",
            summary: "Six face views folded into a cube under a sublayerTransform with m34 = −1/500; face-on it looks like a square.",
            figure: "Core Animation, Listing 5.9 / Figure 5.20"
        ) { _ in
            cubeScene(sublayerTransform: .perspective(distance: 500), lighting: .unlit)
        },
        Preset(
            name: "cube-corner",
            title: "Cube, corner-on",
            summary: "The camera turned −45° about X and −45° about Y through the container's sublayerTransform.",
            figure: "Core Animation, Figure 5.21 (Listing 5.9 with the camera rotated)"
        ) { _ in
            cubeScene(sublayerTransform: cornerOnCamera, lighting: .unlit)
        },
        Preset(
            name: "cube-lit",
            title: "Cube with dynamic lighting",
            summary: "Listing 5.10: each face darkened by a black overlay of alpha 1 + LIGHT_DIRECTION·normal − AMBIENT_LIGHT, with (0, 1, −0.5) and 0.5.",
            figure: "Core Animation, Listing 5.10 / Figure 5.22"
        ) { _ in
            cubeScene(sublayerTransform: cornerOnCamera, lighting: bookCubeLighting)
        },
        Preset(
            name: "cube-button",
            title: "The lit cube with a button on face 3",
            summary: "Figure 5.22's cube with a button sublayer on face 3: drawn in front, but UIKit's hitTest: gives faces 5 and 6, "
                + "added later, the touch (pick … uikit) until face 3 is added last or their interaction is off.",
            figure: "Core Animation, \"Touch Events\" / Figure 5.23"
        ) { _ in
            cubeWithButton
        },
    ]

    /// The lit cube with a button on face 3 (the book's "Touch Events"): a 120×44 sublayer of
    /// face 3 near its lower edge, after face 3 and before faces 4–6 in the layer order, so the
    /// faces added later come first in UIKit's `hitTest:` although they are drawn behind.
    static var cubeWithButton: Scene {
        var scene = cubeScene(sublayerTransform: cornerOnCamera, lighting: bookCubeLighting)
        let button = Layer(name: "button", size: Size(120, 44), position: Point2D(100, 150),
                           content: .label(text: "Button", foreground: Color(r: 0, g: 122, b: 255), background: .white),
                           parent: 2)
        scene.layers.insert(button, at: 3)
        return scene
    }

    /// `perspective.m34 = −1/500`, then `CATransform3DRotate` by −π/4 about X and −π/4 about Y.
    static let cornerOnCamera = Transform3D.perspective(distance: 500)
        .rotated(-.pi / 4, 1, 0, 0)
        .rotated(-.pi / 4, 0, 1, 0)

    /// Listing 5.10's lighting in the book's own terms: `LIGHT_DIRECTION` (0, 1, −0.5), the way
    /// the light travels (down, y pointing down, and away from the viewer), and `AMBIENT_LIGHT`
    /// 0.5, under ``Shading/overlay``, the book's black overlay of alpha `1 + L·N − 0.5` per
    /// face. `diffuseFactor` 1 adds no constant term of BCMeshTransformView's. Lights are given
    /// in scene space and turn with the sublayer transform, so, as in the book, the light is
    /// fixed to the cube and only the face transforms change `N`.
    public static let bookCubeLighting: Lighting = {
        var light = Light(kind: .directional, intensity: 1)
        light.toward = bookLightDirection
        return Lighting(lights: [Light(kind: .ambient, intensity: bookAmbientLight), light],
                        diffuseFactor: 1, shading: .overlay)
    }()

    /// Listing 5.10's `LIGHT_DIRECTION`.
    public static let bookLightDirection = Point3D(0, 1, -0.5)
    /// Listing 5.10's `AMBIENT_LIGHT`.
    public static let bookAmbientLight = 0.5

    /// The six face transforms of Listing 5.9, in the book's order.
    public static let cubeFaceTransforms: [Transform3D] = [
        .translation(0, 0, 100),
        Transform3D.translation(100, 0, 0).rotated(.pi / 2, 0, 1, 0),
        Transform3D.translation(0, -100, 0).rotated(.pi / 2, 1, 0, 0),
        Transform3D.translation(0, 100, 0).rotated(-.pi / 2, 1, 0, 0),
        Transform3D.translation(-100, 0, 0).rotated(-.pi / 2, 0, 1, 0),
        Transform3D.translation(0, 0, -100).rotated(.pi, 0, 1, 0),
    ]

    /// Figure 5.19's faces: a coloured label "1" … "6" on each.
    static let cubeFaceColors: [Color] = [
        Color(r: 220, g: 50, b: 47), Color(r: 60, g: 170, b: 80), Color(r: 38, g: 110, b: 210),
        Color(r: 240, g: 170, b: 30), Color(r: 130, g: 80, b: 190), Color(r: 28, g: 170, b: 180),
    ]

    static func cubeScene(sublayerTransform: Transform3D, lighting: Lighting) -> Scene {
        let size = Size(500, 400)
        let layers = cubeFaceTransforms.enumerated().map { index, transform in
            Layer(name: "face\(index + 1)", size: Size(200, 200), position: Point2D(size.width / 2, size.height / 2),
                  content: .label(text: "\(index + 1)", foreground: .white, background: cubeFaceColors[index]),
                  transform: transform)
        }
        return Scene(size: size, layers: layers, sublayerTransform: sublayerTransform, lighting: lighting)
    }
}
