import Testing
@testable import MeshEngine

/// The article's "symmetrical meshes, asymmetrical results": one face with a corner pulled
/// in, and its mirror image with faces in the same corner order. Diagonal splits make the two
/// renders differ by more than a mirror; fan4, bilinear and (here) the shorter diagonal do not.
struct RenderTriangulationTests {
    /// Stripes symmetric under x → 31 − x, so a mirrored layer shows the same texture.
    static let symmetricTexture: Texture = {
        var t = Texture(width: 32, height: 32, fill: .white)
        for y in 0..<32 {
            for x in 0..<32 where ((y / 4) + (min(x, 31 - x) / 4)) % 2 == 1 { t[x, y] = Color(r: 30, g: 60, b: 160) }
        }
        return t
    }()

    /// One face [0 1 2 3] (TL, TR, BR, BL) with corner `pulled` moved toward the centre.
    static func scene(pulled: Int, triangulation: Triangulation) -> Scene {
        let corners = [Point2D(0, 0), Point2D(1, 0), Point2D(1, 1), Point2D(0, 1)]
        var vertices = corners.map { Vertex(identityAt: $0) }
        let c = corners[pulled]
        vertices[pulled].to = Point3D(c.x + (0.5 - c.x) * 0.6, c.y + (0.5 - c.y) * 0.6, 0)
        let mesh = MeshTransform(vertices: vertices, faces: [Face(0, 1, 2, 3)], subdivisionSteps: 0)
        let layer = Layer(size: Size(100, 100), position: Point2D(50, 50), content: .image(symmetricTexture), mesh: mesh,
                          triangulation: triangulation)
        return Scene(size: Size(100, 100), layers: [layer], lighting: .unlit, background: .black)
    }

    static func asymmetry(_ mode: Triangulation) -> Double {
        let r = Renderer()
        let options = RenderOptions(width: 64, height: 64, supersample: 2)
        r.render(scene(pulled: 1, triangulation: mode), options: options)
        let right = r.image
        r.render(scene(pulled: 0, triangulation: mode), options: options)
        RenderTestSupport.dump(right, "sym-\(mode)-a")
        RenderTestSupport.dump(r.image, "sym-\(mode)-b")
        return RenderTestSupport.mirrorDifference(right, r.image)
    }

    @Test(arguments: [Triangulation.diagonal02, .diagonal13])
    func diagonalSplitsGiveAsymmetricResults(mode: Triangulation) {
        #expect(Self.asymmetry(mode) > 4)
    }

    @Test(arguments: [Triangulation.fan4, .bilinear, .shorter])
    func symmetricSplitsGiveMirroredResults(mode: Triangulation) {
        #expect(Self.asymmetry(mode) < 1.5)
    }

    @Test func perFaceDiagonalOverrideWinsOverTheLayerSetting() {
        let r = Renderer()
        let options = RenderOptions(width: 48, height: 48, supersample: 1)
        r.render(Self.scene(pulled: 1, triangulation: .diagonal13), options: options)
        let d13 = r.image
        var s = Self.scene(pulled: 1, triangulation: .diagonal02)
        s.layers[0].faceDiagonals = [0: .d13]
        r.render(s, options: options)
        #expect(r.image == d13)
    }
}
