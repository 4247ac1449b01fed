import Foundation
import Testing
@testable import MeshEngine

/// Core Animation's flattening drawn per sample: inside a `CALayer`'s plane its sublayers
/// hide each other by their depth in that layer's 3D scene, even where they intersect, and
/// lie over the layer's own content.
struct RenderFlatteningTests {
    static let red = Color(r: 220, g: 40, b: 40), blue = Color(r: 40, g: 60, b: 220), grey = Color(r: 128, g: 128, b: 128)

    /// The `flatten-crossing` preset: a plane turned 30° about Y in perspective holding two
    /// squares turned ±40° about Y through its centre, crossing along its centre line.
    static let crossing = Presets.crossingScene

    /// The depth (z/w) in the plane's 3D scene of layer `index`'s point (x, y).
    static func depthInPlane(_ scene: Scene, _ index: Int, _ x: Double, _ y: Double) -> Double {
        var depth = Double.nan
        _ = scene.layerToContainer(index) { _, m in
            let h = m.apply(Point3D(x, y, 0))
            depth = h.z / h.w
        }
        return depth
    }

    @Test func intersectingSublayersHideEachOtherByTheirDepthInThePlane() throws {
        let scene = Self.crossing
        // Both squares' left edges land on the same line of the plane, at opposite depths.
        let redLeft = Self.depthInPlane(scene, 1, 0, 60), blueLeft = Self.depthInPlane(scene, 2, 0, 60)
        #expect(abs(redLeft + blueLeft) < 1e-9 && abs(redLeft) > 30)
        let (leftColour, rightColour) = redLeft > blueLeft ? (Self.red, Self.blue) : (Self.blue, Self.red)
        let r = Renderer()
        r.render(scene, options: RenderOptions(width: 480, height: 300, supersample: 1, margin: 0))
        let seam = try #require(r.project(Point3D(0.5, 0.5, 0), inLayer: 0, of: scene))
        let left = try #require(r.project(Point3D(0.15, 0.5, 0), inLayer: 1, of: scene))
        let right = try #require(r.project(Point3D(0.85, 0.5, 0), inLayer: 1, of: scene))
        #expect(r.image[Int(left.x), Int(left.y)] == leftColour)
        #expect(r.image[Int(right.x), Int(right.y)] == rightColour)
        // The crossing is where the plane's centre line is drawn, to the pixel, in perspective.
        for dy in [-40, 0, 40] {
            #expect(r.image[Int(seam.x) - 2, Int(seam.y) + dy] == leftColour, "dy \(dy)")
            #expect(r.image[Int(seam.x) + 2, Int(seam.y) + dy] == rightColour, "dy \(dy)")
        }
        #expect(r.hitTest(x: Int(left.x), y: Int(left.y))?.layer == (leftColour == Self.red ? 1 : 2))
        // Outside the squares the plane's own content shows.
        let top = try #require(r.project(Point3D(0.5, 0.1, 0), inLayer: 0, of: scene))
        #expect(r.image[Int(top.x), Int(top.y)] == Self.grey)
    }

    @Test func aSublayerBehindThePlaneStillCoversTheContent() throws {
        var scene = Self.crossing
        scene.layers.removeLast()
        scene.layers[1].transform = .translation(0, 0, -80)
        let r = Renderer()
        r.render(scene, options: RenderOptions(width: 480, height: 300, supersample: 1, margin: 0))
        let centre = try #require(r.project(Point3D(0.5, 0.5, 0), inLayer: 1, of: scene))
        #expect(r.image[Int(centre.x), Int(centre.y)] == Self.red)
        #expect(r.hitTest(x: Int(centre.x), y: Int(centre.y))?.layer == 1)
    }

    @Test func coplanarSublayersPaintInDrawingOrder() throws {
        var scene = Self.crossing
        scene.layers[1].transform = .identity
        scene.layers[2].transform = .identity
        let r = Renderer()
        r.render(scene, options: RenderOptions(width: 480, height: 300, supersample: 1, margin: 0))
        for u in stride(from: 0.1, through: 0.9, by: 0.2) {
            let p = try #require(r.project(Point3D(u, u, 0), inLayer: 1, of: scene))
            #expect(r.image[Int(p.x), Int(p.y)] == Self.blue, "u \(u)")
        }
    }

    @Test func aLayerThatCutsThroughThePlaneFromOutsideHidesItsNearSide() throws {
        // A top-level layer standing across the plane's middle: Z-buffered against the whole
        // plane (its content and sublayers alike), as in the scene's 3D context.
        var scene = Self.crossing
        scene.layers[0].transform = .identity
        scene.layers.removeLast()
        scene.layers[1].transform = .identity
        scene.layers.append(Layer(name: "wall", size: Size(200, 200), position: Point2D(240, 150), content: .solid(.white),
                                  transform: .rotation(.pi / 3, 0, 1, 0)))
        scene.sublayerTransform = .perspective(distance: 500)
        let r = Renderer()
        r.render(scene, options: RenderOptions(width: 480, height: 300, supersample: 1, margin: 0))
        let near = try #require(r.project(Point3D(0.2, 0.5, 0), inLayer: 2, of: scene))
        let far = try #require(r.project(Point3D(0.8, 0.5, 0), inLayer: 2, of: scene))
        let nearDepth = Self.depthInPlane(scene, 2, 0.2 * 200, 100)
        #expect(nearDepth.isNaN, "a top-level layer is on no plane")
        let wallLeftInFront = scene.layerToContainer(2).apply(Point3D(40, 100, 0)).z > 0
        #expect(r.image[Int(near.x), Int(near.y)] == (wallLeftInFront ? Color.white : Self.red))
        #expect(r.image[Int(far.x), Int(far.y)] == (wallLeftInFront ? Self.red : Color.white))
    }
}
