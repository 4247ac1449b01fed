import Foundation
import Testing
@testable import MeshEngine

/// The seed figures that explain rather than animate: what each must show to be the figure.
struct PresetFigureTests {
    /// The corners of layer `index` in the container (through its transform and, when it has
    /// one, its mesh's corner vertices).
    static func corners(_ scene: Scene, _ index: Int) -> [Point2D] {
        let l = scene.layers[index], m = scene.modelTransform(forLayer: index)
        let unit = l.mesh.map { mesh in mesh.vertices.prefix(4).map { Point2D($0.to.x, $0.to.y) } }
            ?? [Point2D(0, 0), Point2D(1, 0), Point2D(1, 1), Point2D(0, 1)]
        return unit.map { p in
            let h = m.apply(Point3D(p.x * l.size.width, p.y * l.size.height, 0))
            return Point2D(h.x / h.w, h.y / h.w)
        }
    }

    /// Whether opposite edges of a quad are parallel (the defining property of an affine map).
    static func keepsParallels(_ c: [Point2D]) -> Bool {
        func cross(_ a: Point2D, _ b: Point2D, _ p: Point2D, _ q: Point2D) -> Double {
            (b.x - a.x) * (q.y - p.y) - (b.y - a.y) * (q.x - p.x)
        }
        return abs(cross(c[0], c[1], c[3], c[2])) < 1e-9 && abs(cross(c[1], c[2], c[0], c[3])) < 1e-9
    }

    @Test func figure52KeepsParallelsOnlyInItsAffineExamples() throws {
        let scene = try #require(Presets.named("affine-nonaffine")).scene
        #expect(scene.layers.map(\.name) == ["square", "rotateScale", "shear", "nonaffine"])
        for i in 0..<3 { #expect(Self.keepsParallels(Self.corners(scene, i)), "\(scene.layers[i].name)") }
        #expect(!Self.keepsParallels(Self.corners(scene, 3)))
    }

    @Test func theTwoDivisionsSplitOneQuadAlongEitherDiagonal() throws {
        let scene = try #require(Presets.named("quad-divisions")).scene
        #expect(scene.layers[0].mesh == scene.layers[1].mesh)
        #expect(scene.layers.map(\.triangulation) == [.diagonal02, .diagonal13])
    }

    @Test func figure512HoldsTwoUntransformedViewsInAContainer() throws {
        let scene = try #require(Presets.named("side-by-side")).scene
        #expect(scene.sublayers(of: 0) == [1, 2])
        #expect(scene.layers.allSatisfy { $0.transform.isIdentity } && scene.sublayerTransform.isIdentity)
    }

    @Test func figure519LaysTheCubesFacesOutFlatWithTheirColours() throws {
        let faces = try #require(Presets.named("cube-faces")).scene.layers
        let cube = try #require(Presets.named("cube")).scene.layers
        #expect(faces.map(\.content) == cube.map(\.content))
        #expect(faces.allSatisfy { $0.transform.isIdentity })
    }
}

/// "Hit test area of an embedded UISwitch": meshplay's hit area follows the mesh.
struct SwitchHitTestTests {
    static func rendered() throws -> (Renderer, Scene) {
        let scene = try #require(Presets.named("switch-hit-test")).scene
        let r = Renderer()
        r.render(scene, options: RenderOptions(width: 400, height: 240, supersample: 1, margin: 0))
        return (r, scene)
    }

    @Test func theSwitchIsHitWhereItIsDrawnNotWhereItsFrameWas() throws {
        let (r, scene) = try Self.rendered()
        #expect(scene.layers[1].parent == 0, "the switch is a sublayer of the meshed content view, as the article embeds it")
        // Every white pixel is the knob: hit on the switch at a `from` inside the knob's disc
        // (centre (0.6875, 0.5) of the texture, radii 0.264 and 0.4225), wherever the mesh drew it.
        var white = 0
        for y in 0..<240 {
            for x in 0..<400 where r.image[x, y] == .white {
                white += 1
                let hit = try #require(r.hitTest(x: x, y: y))
                let du = (hit.from.x - 0.6875) / 0.264, dv = (hit.from.y - 0.5) / 0.4225
                #expect(hit.layer == 1 && du * du + dv * dv < 1.05, "(\(x), \(y)): \(hit)")
            }
        }
        #expect(white > 1500)
        // The drawn centre of the switch, the content view's (its mesh's middle vertex, to
        // (0.75, 0.2)), is the track's green. Three subdivision steps pull the arched surface
        // off that control point (the limit surface misses it), by 0.05 of the switch's height.
        let centre = try #require(r.project(Point3D(0.75, 0.2, 0), inLayer: 0, of: scene))
        let hit = try #require(r.hitTest(x: Int(centre.x), y: Int(centre.y)))
        #expect(hit.layer == 1 && abs(hit.from.x - 0.5) < 0.05 && abs(hit.from.y - 0.5) < 0.08, "\(hit)")
        // The bottom-left of the untransformed frame, where UIKit would still hit the switch,
        // hits only the faint rectangle drawn there.
        #expect(r.hitTest(x: 130, y: 160)?.layer == 2)
        #expect(r.hitTest(x: 330, y: 60)?.layer == 1, "above and right of the frame the switch is hit")
        // The content view is clear around the switch: nothing is drawn there to hit.
        #expect(r.hitTest(x: 150, y: 30) == nil)
    }

    @Test func theSwitchTextureIsARoundedTrackWithARoundKnob() {
        let on = Texture.switchControl(on: true, width: 320, height: 200)
        #expect(on[0, 0].a == 0 && on[319, 199].a == 0, "the track's corners are round")
        #expect(on[30, 100] == Texture.switchTint, "the track is the tint")
        #expect(on[220, 100] == .white, "the knob sits at the right end when on")
        let off = Texture.switchControl(on: false, width: 320, height: 200)
        #expect(off[100, 100] == .white, "the knob sits at the left end when off")
        #expect(off[280, 100] == .white && off[313, 100] != .white, "an off track is white with a grey rim")
    }
}
