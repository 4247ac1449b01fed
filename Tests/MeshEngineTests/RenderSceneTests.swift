import Foundation
import Testing
@testable import MeshEngine

/// Whole-scene renders: the article's lit ripple as a golden image, depth order, culling.
struct RenderSceneTests {
    static let texture = RenderTestSupport.checker(64, cells: 8, Color(r: 240, g: 240, b: 235), Color(r: 40, g: 90, b: 200))

    /// The article's CALight example: a 50×50 ripple, rotated −45° about X with m34 = −1/800.
    static func ripple(faces: Int = 24, lighting: Lighting = Lighting()) -> Scene {
        var mesh = MeshTransform.identity(rows: faces, columns: faces)
        mesh.subdivisionSteps = 0
        mesh.mapVertices { v, _ in
            var v = v
            let x = v.from.x - 0.5, y = v.from.y - 0.5
            v.to.z = 0.05 * sin((x * x + y * y).squareRoot() * 2 * .pi * 4)
            return v
        }
        var t = Transform3D.rotation(-.pi / 4, 1, 0, 0)
        t.m34 = -1.0 / 800
        let layer = Layer(size: Size(200, 200), position: Point2D(100, 100), content: .image(texture), mesh: mesh, transform: t)
        return Scene(size: Size(200, 200), layers: [layer], lighting: lighting)
    }

    @Test func litRippleMatchesGoldenImage() throws {
        let r = Renderer()
        let stats = r.render(Self.ripple(), options: RenderOptions(width: 64, height: 48, supersample: 2))
        RenderTestSupport.dump(r.image, "ripple")
        #expect(stats.notes.isEmpty)
        #expect(stats.faces == 24 * 24)
        try RenderTestSupport.expectMatchesFixture(r.image, named: "ripple-64x48")
    }
}
