import Foundation
import Testing
@testable import MeshEngine

/// Layer trees composed as Core Animation composes them, and its flattening (the Core
/// Animation book's Figures 5.15–5.18), pinned with the book's own matrices.
struct RenderLayerTreeTests {
    /// Where the corners of layer `index` land in the container, through the scene's one matrix.
    static func corners(_ scene: Scene, _ index: Int) -> [Point2D] {
        let l = scene.layers[index], m = scene.modelTransform(forLayer: index)
        return [(0.0, 0.0), (1, 0), (1, 1), (0, 1)].map { u, v in
            let h = m.apply(Point3D(u * l.size.width, v * l.size.height, 0))
            return Point2D(h.x / h.w, h.y / h.w)
        }
    }

    /// Listing 5.8 worked by hand, as the book explains flattening: the inner view's corner
    /// goes through its own transform about its centre and is projected (divided by w) onto
    /// the outer view's plane, where its z is gone; that flat point then goes through the
    /// outer view's transform about its centre and is projected again.
    static func bookCorner(_ x: Double, _ y: Double) -> Point2D {
        func through(_ t: Transform3D, _ p: Point2D, anchor: Point2D, position: Point2D) -> Point2D {
            let h = t.apply(Point3D(p.x - anchor.x, p.y - anchor.y, 0))
            return Point2D(h.x / h.w + position.x, h.y / h.w + position.y)
        }
        let onOuter = through(Presets.yTurn(-.pi / 4), Point2D(x, y), anchor: Point2D(50, 50), position: Point2D(100, 100))
        return through(Presets.yTurn(.pi / 4), onOuter, anchor: Point2D(100, 100), position: Point2D(240, 150))
    }

    @Test func oppositeZRotationsCancel() throws {
        let scene = try #require(Presets.named("flatten-z")).scene
        let expected = [Point2D(190, 100), Point2D(290, 100), Point2D(290, 200), Point2D(190, 200)]
        for (got, want) in zip(Self.corners(scene, 1), expected) {
            #expect(abs(got.x - want.x) < 1e-9 && abs(got.y - want.y) < 1e-9, "\(got) vs \(want)")
        }
    }

    @Test func flatteningLeavesTheInnerLayerOfFigure518TiltedAndDistorted() throws {
        let scene = try #require(Presets.named("flatten-y")).scene
        let got = Self.corners(scene, 1)
        let book = [(0.0, 0.0), (100, 0), (100, 100), (0, 100)].map { Self.bookCorner($0.0, $0.1) }
        // The numbers, from the book's matrices: about 50 points wide instead of 100, its left
        // edge 98 points tall and its right edge 102, so it still faces left.
        let pinned = [Point2D(215.507261, 101.014522), Point2D(265.528717, 98.942566),
                      Point2D(265.528717, 201.057434), Point2D(215.507261, 198.985478)]
        for i in 0..<4 {
            #expect(abs(got[i].x - book[i].x) < 1e-9 && abs(got[i].y - book[i].y) < 1e-9, "corner \(i): \(got[i]) vs \(book[i])")
            #expect(abs(got[i].x - pinned[i].x) < 1e-6 && abs(got[i].y - pinned[i].y) < 1e-6, "corner \(i): \(got[i])")
        }
        #expect(got[3].y - got[0].y < got[2].y - got[1].y)
    }

    @Test func aTransformLayerKeepsItsSublayersIn3DSoTheTurnsCancel() throws {
        let scene = try #require(Presets.named("flatten-y-expected")).scene
        let c = Self.corners(scene, 2)
        // Face-on and square: axis-aligned edges of one length, centred on the outer layer.
        #expect(abs(c[0].y - c[1].y) < 1e-9 && abs(c[1].x - c[2].x) < 1e-9 && abs(c[0].x - c[3].x) < 1e-9)
        #expect(abs((c[1].x - c[0].x) - (c[3].y - c[0].y)) < 1e-9)
        #expect(abs((c[0].x + c[1].x) / 2 - 240) < 1e-9 && abs((c[0].y + c[3].y) / 2 - 150) < 1e-9)
    }

    @Test func theFlattenedInnerLayerIsDrawnOverItsSuperlayerAndHitFirst() throws {
        for name in ["flatten-z", "flatten-y"] {
            let scene = try #require(Presets.named(name)).scene
            let r = Renderer()
            r.render(scene, options: RenderOptions(width: 480, height: 300, supersample: 1, margin: 0))
            let centre = try #require(r.project(Point3D(0.5, 0.5, 0), inLayer: 1, of: scene))
            #expect(r.hitTest(x: Int(centre.x), y: Int(centre.y))?.layer == 1, "\(name)")
            #expect(r.image[Int(centre.x), Int(centre.y) - 20] == Color(r: 38, g: 110, b: 210), "\(name): the inner view's blue")
        }
    }

    @Test func aTransformLayerDrawsNothingItself() throws {
        let scene = try #require(Presets.named("flatten-y-expected")).scene
        let r = Renderer()
        r.render(scene, options: RenderOptions(width: 120, height: 75, supersample: 1))
        for y in 0..<75 { for x in 0..<120 { #expect(r.hitTest(x: x, y: y)?.layer != 0) } }
    }

    @Test func opacityMultipliesDownTheTree() {
        var scene = Presets.nestedScene(outer: .identity, inner: .identity)
        scene.layers[0].opacity = 0.5
        scene.layers[1].opacity = 0.5
        #expect(scene.effectiveOpacity(of: 1) == 0.25)
        #expect(scene.path(of: 1) == "outerView › innerView")
    }

    @Test func aSublayerTransformAppliesAboutTheAnchorToSublayersOnly() {
        var scene = Presets.nestedScene(outer: .identity, inner: .identity)
        scene.layers[0].sublayerTransform = .rotation(.pi / 2, 0, 0, 1)
        // The outer layer itself is untouched; the inner one turns about the outer's centre.
        #expect(Self.corners(scene, 0)[0] == Point2D(140, 50))
        let inner = Self.corners(scene, 1)
        #expect(abs(inner[0].x - 290) < 1e-9 && abs(inner[0].y - 100) < 1e-9, "\(inner[0])")
    }
}
