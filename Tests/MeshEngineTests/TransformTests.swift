import Foundation
import Testing
@testable import MeshEngine

struct TransformTests {
    @Test func articleDepthExampleMapsToPoints() {
        // The article: average normalization, bounds 100×200, to = {1.0, 0.5, 1.5} → {100, 100, 225}.
        let p = DepthNormalization.average.points(Point3D(1.0, 0.5, 1.5), width: 100, height: 200)
        #expect(p == Point3D(100, 100, 225))
    }

    @Test func compoundAffineTransformMovesLayerDiagonally() {
        // Listing 5.2: scale 50 %, rotate 30°, translate 200 → moved by about (86.6, 50).
        let t = AffineTransform.identity.scaled(0.5, 0.5).rotated(.pi / 180 * 30).translated(200, 0)
        let o = t.apply(.zero)
        #expect(abs(o.x - 86.6025) < 1e-3)
        #expect(abs(o.y - 50) < 1e-9)
    }

    @Test func rotateThenInvertIsIdentity() throws {
        let t = Transform3D.rotation(0.7, 1, 2, 3).translated(5, -3, 2).scaled(2, 1, 0.5)
        let inv = try #require(t.inverted)
        #expect(t.concatenating(inv).isApproximatelyEqual(to: .identity, tolerance: 1e-12))
    }

    @Test func perspectiveMakesNearerPointsBigger() {
        let t = Transform3D.perspective(distance: 500)
        let near = t.project(Point3D(100, 0, 100))
        let far = t.project(Point3D(100, 0, -100))
        #expect(near.x > 100 && far.x < 100)
    }

    @Test func identityGridHasBCMeshTransformViewOrder() {
        let m = MeshTransform.identity(rows: 2, columns: 3)
        #expect(m.vertices.count == 12)
        #expect(m.faces.count == 6)
        #expect(m.faces[0].indices == SIMD4(0, 1, 5, 4))
        #expect(m.faces[5].indices == SIMD4(6, 7, 11, 10))
        #expect(m.depthNormalization == .average)
        #expect(m.vertices[7].from == Point2D(3.0 / 3.0, 0.5))
    }
}
