import Testing
@testable import MeshEngine

/// Depth, culling and blending: the nearest surface wins whatever the draw order, back faces
/// vanish when `doubleSided` is false, translucent layers blend in depth order.
struct RenderVisibilityTests {
    static let red = Color(r: 255, g: 0, b: 0), green = Color(r: 0, g: 255, b: 0), blue = Color(r: 0, g: 0, b: 255)

    static func square(_ color: Color, z: Double, opacity: Double = 1) -> Layer {
        Layer(size: Size(100, 100), position: Point2D(100, 100), content: .solid(color),
              transform: .translation(0, 0, z), opacity: opacity)
    }

    static func centre(_ layers: [Layer], perspective: Bool = true) -> Color {
        var scene = Scene(size: Size(200, 200), layers: layers, lighting: .unlit, background: .black)
        if perspective { scene.sublayerTransform = .perspective(distance: 500) }
        let r = Renderer()
        r.render(scene, options: RenderOptions(width: 20, height: 20, supersample: 1))
        return r.image[10, 10]
    }

    @Test(arguments: [true, false])
    func nearerLayerWinsWhicheverIsDrawnFirst(perspective: Bool) {
        #expect(Self.centre([Self.square(Self.red, z: 10), Self.square(Self.green, z: 0)], perspective: perspective) == Self.red)
        #expect(Self.centre([Self.square(Self.green, z: 0), Self.square(Self.red, z: 10)], perspective: perspective) == Self.red)
    }

    @Test func coplanarLayersStackInSceneOrder() {
        #expect(Self.centre([Self.square(Self.red, z: 0), Self.square(Self.green, z: 0)]) == Self.green)
    }

    @Test func backFaceIsCulledOnlyWhenSingleSided() {
        // The book's Figure 5.13: a layer turned 180° about Y shows its back.
        var layer = Self.square(Self.red, z: 0)
        layer.transform = .rotation(.pi, 0, 1, 0)
        #expect(Self.centre([layer]) == Self.red)
        layer.doubleSided = false
        #expect(Self.centre([layer]) == .black)
        layer.transform = .identity
        #expect(Self.centre([layer]) == Self.red)
    }

    @Test func translucentLayersBlendBackToFrontWhateverTheDrawOrder() {
        let front = Self.square(Self.red, z: 20, opacity: 0.5), back = Self.square(Self.blue, z: 0, opacity: 0.5)
        let a = Self.centre([front, back]), b = Self.centre([back, front])
        #expect(a == b)
        // red over (blue over black): r ≈ 128, b ≈ 64.
        #expect(abs(Int(a.r) - 128) <= 2 && abs(Int(a.b) - 64) <= 2 && a.g == 0)
    }

    @Test func translucentLayerBehindAnOpaqueOneIsHidden() {
        let c = Self.centre([Self.square(Self.green, z: 10), Self.square(Self.red, z: 0, opacity: 0.5)])
        #expect(c == Self.green)
    }
}

/// The view orbit (`RenderOptions.viewRotation`): turns the whole scene about the container
/// centre between the sublayer transform's rotation and its perspective, lights included.
struct RenderOrbitTests {
    static func scene(lighting: Lighting = .unlit) -> Scene {
        let layer = Layer(size: Size(100, 100), position: Point2D(100, 100), content: .solid(.white), doubleSided: false)
        return Scene(size: Size(200, 200), layers: [layer], sublayerTransform: .perspective(distance: 500), lighting: lighting,
                     background: .black)
    }

    @Test func identityOrbitChangesNothing() {
        let a = Renderer(), b = Renderer()
        a.render(Self.scene(), options: RenderOptions(width: 40, height: 40))
        b.render(Self.scene(), options: RenderOptions(width: 40, height: 40, viewRotation: .rotation(0, 0, 1, 0)))
        #expect(a.image == b.image)
    }

    @Test func halfTurnShowsTheBackAndCullsIt() {
        let r = Renderer()
        r.render(Self.scene(), options: RenderOptions(width: 40, height: 40, viewRotation: .rotation(.pi, 0, 1, 0)))
        #expect(r.image[20, 20] == .black)
        r.render(Self.scene(), options: RenderOptions(width: 40, height: 40, viewRotation: .rotation(.pi / 3, 0, 1, 0)))
        #expect(r.image[20, 20] == .white)
    }

    @Test func orbitingKeepsTheLightingOfTheScene() {
        let lit = Lighting(lights: [Light(direction: Point3D(0, 0.5, 1))], diffuseFactor: 1)
        let r = Renderer()
        r.render(Self.scene(lighting: lit), options: RenderOptions(width: 40, height: 40))
        let still = r.image[20, 20]
        r.render(Self.scene(lighting: lit), options: RenderOptions(width: 40, height: 40, viewRotation: .rotation(0.6, 0, 1, 0)))
        #expect(abs(Int(r.image[20, 20].r) - Int(still.r)) <= 1)
    }

    @Test func orbitAppliesBetweenTheSublayerRotationAndItsPerspective() {
        // Sublayer: rotate 0.4 about X, then perspective (the book's form). The orbit about the
        // view's Y axis is the same as rotating the layer's points by R·V before perspective.
        var scene = Self.scene()
        scene.sublayerTransform = Transform3D.perspective(distance: 500).rotated(0.4, 1, 0, 0)
        let orbit = Transform3D.rotation(0.5, 0, 1, 0)
        let f = Framing(scene: scene, options: RenderOptions(width: 40, height: 40, viewRotation: orbit))
        let c = Transform3D.translation(-100, -100, 0)
        let expected = c.concatenating(.rotation(0.4, 1, 0, 0)).concatenating(orbit)
            .concatenating(.perspective(distance: 500)).concatenating(.translation(100, 100, 0))
        #expect(f.container.isApproximatelyEqual(to: expected, tolerance: 1e-12))
    }
}
