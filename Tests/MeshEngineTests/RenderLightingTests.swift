import Foundation
import Testing
@testable import MeshEngine

/// BCMeshTransformView's lighting model `(1 − f) + f·|N·L|`, exactly, and the other kinds.
struct RenderLightingTests {
    static func litCentre(_ lighting: Lighting, transform: Transform3D = .identity) -> Color {
        let layer = Layer(size: Size(100, 100), position: Point2D(50, 50), content: .solid(.white), transform: transform)
        let scene = Scene(size: Size(100, 100), layers: [layer], lighting: lighting, background: .black)
        let r = Renderer()
        r.render(scene, options: RenderOptions(width: 20, height: 20, supersample: 1))
        return r.image[10, 10]
    }

    @Test(arguments: [(0.0, 255), (0.5, 218), (1.0, 180)])
    func singleDirectionalLightFollowsBCMeshTransformView(factor: Double, expected: Int) {
        // N = (0, 0, 1), L = (0, 1, 1)/√2: 255·((1 − f) + f·0.7071), rounded to nearest
        // (217.7 and 180.3).
        let c = Self.litCentre(Lighting(lights: [Light(direction: Point3D(0, 1, 1))], diffuseFactor: factor))
        #expect(Int(c.r) == expected && c.r == c.g && c.g == c.b)
    }

    @Test func lightingIsTwoSidedAndFollowsTheLayerTransform() {
        let lighting = Lighting(lights: [Light(direction: Point3D(0, 0, 1))], diffuseFactor: 1)
        // Turned 60° about Y: |N·L| = cos 60° = ½.
        let turned = Self.litCentre(lighting, transform: .rotation(.pi / 3, 0, 1, 0))
        #expect(abs(Int(turned.r) - 128) <= 1)
        let back = Self.litCentre(lighting, transform: .rotation(.pi * 2 / 3, 0, 1, 0))
        #expect(abs(Int(back.r) - 128) <= 1)
    }

    /// A direction is a direction at any length: 1e300 components used to overflow the length
    /// to infinity and light the layer black, 1e-300 ones to underflow it to zero.
    @Test(arguments: [1e300, 1e-300, 1e-160, 1e155])
    func aLightsDirectionLightsTheSameAtAnyLength(scale: Double) {
        for shading in [Shading.smooth, .flat] {
            let lit = { (d: Point3D) in
                Self.litCentre(Lighting(lights: [Light(direction: d)], diffuseFactor: 1, shading: shading))
            }
            let unit = lit(Point3D(0, 1, 1))
            #expect(abs(Int(unit.r) - 180) <= 1)
            #expect(lit(Point3D(0, scale, scale)) == unit, "\(shading) at \(scale)")
        }
        let spot = { (d: Point3D) in
            Self.litCentre(Lighting(lights: [Light(kind: .spot, direction: d, position: Point3D(50, 50, 200), coneAngle: 0.5)],
                                    diffuseFactor: 1))
        }
        #expect(spot(Point3D(0, 0, scale)) == spot(Point3D(0, 0, 1)), "spot at \(scale)")
    }

    @Test func unlitAndAmbientLighting() {
        #expect(Self.litCentre(.unlit) == .white)
        let dark = Lighting(lights: [Light(kind: .ambient, intensity: 0.25)], diffuseFactor: 1)
        #expect(abs(Int(Self.litCentre(dark).r) - 64) <= 1)
    }

    @Test func colouredLightTintsAndSpecularBrightens() {
        let red = Lighting(lights: [Light(color: Color(r: 255, g: 0, b: 0))], diffuseFactor: 1)
        let c = Self.litCentre(red)
        #expect(c.r == 255 && c.g == 0 && c.b == 0)
        let grey = Layer(size: Size(100, 100), position: Point2D(50, 50), content: .solid(Color(r: 100, g: 100, b: 100)))
        var scene = Scene(size: Size(100, 100), layers: [grey], lighting: Lighting(diffuseFactor: 1, specular: 0.5), background: .black)
        let r = Renderer()
        r.render(scene, options: RenderOptions(width: 20, height: 20, supersample: 1))
        let shiny = r.image[10, 10]
        scene.lighting.specular = 0
        r.render(scene, options: RenderOptions(width: 20, height: 20, supersample: 1))
        #expect(Int(shiny.r) > Int(r.image[10, 10].r) + 100)
    }

    @Test func spotLightLightsOnlyInsideItsCone() {
        // Light is evaluated per vertex (Gouraud), so the cone needs a fine enough mesh.
        let spot = Light(kind: .spot, position: Point3D(25, 25, 200), coneAngle: 0.15)
        var mesh = MeshTransform.identity(rows: 20, columns: 20)
        mesh.subdivisionSteps = 0
        let layer = Layer(size: Size(100, 100), position: Point2D(50, 50), content: .solid(.white), mesh: mesh)
        let scene = Scene(size: Size(100, 100), layers: [layer], lighting: Lighting(lights: [spot], diffuseFactor: 1), background: .black)
        let r = Renderer()
        r.render(scene, options: RenderOptions(width: 100, height: 100, supersample: 1, margin: 0))
        #expect(r.image[25, 25].r > 200)
        #expect(r.image[80, 80].r == 0)
    }
}

/// The pieces underneath: Herf's radix sort on floats and inverse bilinear interpolation.
struct RenderAlgorithmTests {
    @Test func radixSortOrdersFloatsOfEverySignLikeSorted() {
        var rng = SystemRandomNumberGenerator()
        var keys = (0..<5000).map { _ in Float.random(in: -1e6...1e6, using: &rng) }
        keys += [0, -0.0, .infinity, -.infinity, 1e-30, -1e-30, 3, 3, 3]
        let sorter = RadixSorter()
        let order = sorter.sort(count: keys.count) { keys[$0] }
        let sorted = (0..<keys.count).map { keys[Int(order[$0])] }
        #expect(sorted == keys.sorted())
    }

    @Test func radixSortIsStable() {
        let keys: [Float] = [2, 1, 2, 1, 2]
        let sorter = RadixSorter()
        let order = sorter.sort(count: 5) { keys[$0] }
        #expect((0..<5).map { order[$0] } == [1, 3, 0, 2, 4])
    }

    /// Corners A, B, C, D in face order.
    @Test(arguments: [
        ("general", [(0.0, 0.0), (10.0, 1.0), (12.0, 9.0), (-1.0, 7.0)]),
        ("AB ∥ DC", [(0.0, 0.0), (10.0, 0.0), (7.0, 6.0), (3.0, 6.0)]),
        ("AD ∥ BC", [(0.0, 0.0), (10.0, 3.0), (10.0, 7.0), (0.0, 10.0)]),
        ("parallelogram", [(0.0, 0.0), (10.0, 2.0), (13.0, 9.0), (3.0, 7.0)]),
        ("square", [(0.0, 0.0), (8.0, 0.0), (8.0, 8.0), (0.0, 8.0)]),
    ])
    func inverseBilinearRoundTrips(name: String, corners: [(Double, Double)]) throws {
        let xs = SIMD4(corners.map(\.0)), ys = SIMD4(corners.map(\.1))
        for s in stride(from: 0.0, through: 1.0, by: 0.125) {
            for t in stride(from: 0.0, through: 1.0, by: 0.125) {
                let w = SIMD4((1 - s) * (1 - t), s * (1 - t), s * t, (1 - s) * t)
                let st = try #require(InverseBilinear.solve(x: (xs * w).sum(), y: (ys * w).sum(), xs: xs, ys: ys))
                #expect(abs(st.x - s) < 1e-9 && abs(st.y - t) < 1e-9, "\(name) at (\(s), \(t)): \(st)")
            }
        }
        #expect(InverseBilinear.solve(x: 100, y: 100, xs: xs, ys: ys) == nil)
    }
}
