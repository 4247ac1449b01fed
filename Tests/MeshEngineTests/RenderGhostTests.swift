import Testing
@testable import MeshEngine

/// Onion-skin ghosts: another frame's control wireframe blended faintly over the picture.
struct RenderGhostTests {
    static func flat(faces: Int) -> Scene {
        var mesh = MeshTransform.identity(rows: faces, columns: faces)
        mesh.subdivisionSteps = 0
        let layer = Layer(size: Size(100, 100), position: Point2D(50, 50), content: .solid(.black), mesh: mesh)
        return Scene(size: Size(100, 100), layers: [layer], lighting: .unlit, background: .black)
    }

    /// The picture with `ghost` drawn over it, and how many pixels the ghost changed.
    static func ghosted(_ scene: Scene, _ ghost: Scene, alpha: Double = 0.5) -> (Image, changed: Int) {
        let r = Renderer()
        r.render(scene, options: RenderOptions(width: 100, height: 100, supersample: 1))
        let before = r.image
        r.drawGhost(ghost, color: Color(r: 200, g: 0, b: 0), alpha: alpha)
        return (r.image, zip(before.pixels, r.image.pixels).filter { $0 != $1 }.count)
    }

    @Test func aSparseGhostDrawsEveryEdgeOnceFaintly() {
        let (image, changed) = Self.ghosted(Self.flat(faces: 4), Self.flat(faces: 4))
        // Five lines across and five down, 100 pixels each, sharing 25 crossings.
        #expect(changed > 700 && changed < 1000)
        // Each reached pixel is tinted once, crossings included: half of red over black.
        let reds = Set(image.pixels.map { $0 & 0xFF }).subtracting([0])
        #expect(reds == [100])
    }

    @Test func aDenseGhostIsThinnedToAWireframeNotATint() {
        // 80×80 faces on 100×100 pixels: edges 1.25 pixels apart would cover everything.
        let (image, changed) = Self.ghosted(Self.flat(faces: 80), Self.flat(faces: 80))
        #expect(changed < 100 * 100 / 3, "\(changed) pixels tinted")
        // Lines are kept (every m-th column, the border included), each whole and tinted once.
        let columns = (0..<100).filter { x in (10..<90).allSatisfy { y in image.pixels[y * 100 + x] & 0xFF == 100 } }
        #expect(columns.count >= 6 && columns.count <= 20, "columns kept: \(columns)")
    }
}
