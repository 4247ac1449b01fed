import Testing
@testable import MeshEngine

/// Hit testing through the mesh: a pixel maps back to the layer point drawn there.
struct RenderHitTestTests {
    static func tilted(_ triangulation: Triangulation) -> Scene {
        var mesh = MeshTransform.identity(rows: 4, columns: 4)
        mesh.subdivisionSteps = 0
        // Perspective first, then the rotation (CATransform3DRotate on a perspective matrix),
        // so the tilt itself is seen in perspective.
        let t = Transform3D.perspective(distance: 500).rotated(.pi / 4, 1, 0, 0)
        let layer = Layer(size: Size(200, 200), position: Point2D(100, 100), content: .uvGradient, mesh: mesh, transform: t,
                          triangulation: triangulation)
        return Scene(size: Size(200, 200), layers: [layer])
    }

    @Test(arguments: [Triangulation.diagonal02, .fan4, .diagonal13])
    func pixelOfAFromPointMapsBackToItThroughPerspective(mode: Triangulation) throws {
        let scene = Self.tilted(mode)
        let r = Renderer()
        r.render(scene, options: RenderOptions(width: 160, height: 120, supersample: 2))
        let target = Point3D(0.25, 0.75, 0)
        let p = try #require(r.project(target, inLayer: 0, of: scene))
        let hit = try #require(r.hitTest(x: Int(p.x), y: Int(p.y)))
        #expect(hit.layer == 0)
        #expect(hit.face == 3 * 4 + 1)
        #expect(hit.face == hit.subdividedFace)
        // Within one pixel: the hit's own from-point projects next to the target's.
        let q = try #require(r.project(Point3D(hit.from.x, hit.from.y, 0), inLayer: 0, of: scene))
        #expect(p.distance(to: q) <= 1, "from \(hit.from) lands \(p.distance(to: q)) px away")
    }

    @Test func backgroundAndOutsidePixelsHitNothing() {
        let r = Renderer()
        #expect(r.hitTest(x: 0, y: 0) == nil)
        r.render(Self.tilted(.diagonal02), options: RenderOptions(width: 40, height: 30))
        #expect(r.hitTest(x: 0, y: 0) == nil)
        #expect(r.hitTest(x: -1, y: 5) == nil)
        #expect(r.hitTest(x: 40, y: 5) == nil)
        #expect(r.hitTest(x: 20, y: 15) != nil)
    }

    @Test func fan4ReportsWhichOfItsFourTrianglesWasHit() throws {
        var scene = Self.tilted(.fan4)
        scene.layers[0].transform = .identity
        let r = Renderer()
        r.render(scene, options: RenderOptions(width: 100, height: 100, supersample: 1, margin: 0))
        // Face 0 spans pixels 0…25; the top triangle is (TL, TR, centre).
        let top = try #require(r.hitTest(x: 12, y: 3))
        let right = try #require(r.hitTest(x: 22, y: 12))
        let bottom = try #require(r.hitTest(x: 12, y: 22))
        let left = try #require(r.hitTest(x: 3, y: 12))
        #expect([top.triangle, right.triangle, bottom.triangle, left.triangle] == [0, 1, 2, 3])
        #expect(abs(top.from.x - 0.125) < 0.01 && abs(top.from.y - 0.035) < 0.01)
    }
}
