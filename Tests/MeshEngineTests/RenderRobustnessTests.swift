import Testing
@testable import MeshEngine

/// Degenerate input never hangs or crashes, and every skipped part is reported.
struct RenderRobustnessTests {
    static func scene(_ mesh: MeshTransform, transform: Transform3D = .identity) -> Scene {
        let layer = Layer(size: Size(100, 100), position: Point2D(50, 50), content: .solid(.white), mesh: mesh, transform: transform)
        return Scene(size: Size(100, 100), layers: [layer], lighting: .unlit)
    }

    static var grid: MeshTransform {
        var m = MeshTransform.identity(rows: 2, columns: 2)
        m.subdivisionSteps = 0
        return m
    }

    @Test(arguments: [(0, 0), (1, 1), (0, 5), (7, 0), (1, 9)])
    func tinyOutputsRenderWithoutCrashing(size: (Int, Int)) {
        let r = Renderer()
        let stats = r.render(Self.scene(Self.grid), options: RenderOptions(width: size.0, height: size.1))
        #expect(r.image.width == size.0 && r.image.height == size.1)
        #expect(stats.coveredPixels <= size.0 * size.1)
        _ = r.hitTest(x: 0, y: 0)
    }

    /// Only points whose snap to 24.8 is exact and small are projected without the clipper: a
    /// point at infinity (w = +∞) would divide to NaN, whatever its x.
    @Test(arguments: [
        (SIMD4<Double>(10, 20, 0.5, 1), true),
        (SIMD4<Double>(.infinity, 0, 0, .infinity), false),
        (SIMD4<Double>(0, 0, 0, .infinity), false),
        (SIMD4<Double>(0, 0, 0, 1e-4), false),
        (SIMD4<Double>(Renderer.guardBand * 2 + 1, 0, 0, 2), false),
        (SIMD4<Double>(0, .nan, 0, 1), false),
        (SIMD4<Double>(0, 0, .infinity, 1), false),
    ])
    func onlyFiniteBandedPointsProjectDirectly(_ point: SIMD4<Double>, _ direct: Bool) {
        #expect(Renderer.projectsDirectly(point) == direct)
    }

    @Test func onePixelOutputShowsTheLayer() {
        let r = Renderer()
        r.render(Self.scene(Self.grid), options: RenderOptions(width: 1, height: 1, supersample: 3, margin: 0))
        #expect(r.image[0, 0] == .white)
        #expect(r.hitTest(x: 0, y: 0)?.layer == 0)
    }

    @Test func nanVertexSkipsItsFacesWithNotes() {
        var mesh = Self.grid
        mesh.vertices[4].to.x = .nan
        let stats = Renderer().render(Self.scene(mesh), options: RenderOptions(width: 40, height: 40))
        #expect(stats.notes.contains { $0.hasPrefix("layer 0 vertex 4") })
        #expect(stats.faces == 0)
        #expect(stats.coveredPixels == 0)
    }

    @Test func degenerateAndOutOfRangeFacesAreSkippedWithNotes() {
        var mesh = Self.grid
        mesh.faces.append(Face(0, 0, 0, 0))
        mesh.faces.append(Face(0, 1, 99, 3))
        mesh.faces.append(Face(0, 1, 1, 0))
        let stats = Renderer().render(Self.scene(mesh), options: RenderOptions(width: 40, height: 40))
        #expect(stats.notes.contains { $0.hasPrefix("layer 0 face 4 is degenerate") })
        #expect(stats.notes.contains { $0.hasPrefix("layer 0 face 5 corner 2") })
        #expect(stats.notes.contains { $0.hasPrefix("layer 0 face 6 is degenerate") })
        #expect(stats.faces == 4)
        #expect(stats.coveredPixels > 0)
    }

    @Test func triangleFaceWithOneRepeatedCornerStillDraws() {
        let mesh = MeshTransform(vertices: [Vertex(identityAt: Point2D(0, 0)), Vertex(identityAt: Point2D(1, 0)),
                                            Vertex(identityAt: Point2D(1, 1))],
                                 faces: [Face(0, 1, 2, 2)], subdivisionSteps: 0)
        let stats = Renderer().render(Self.scene(mesh), options: RenderOptions(width: 40, height: 40))
        #expect(stats.notes.isEmpty)
        #expect(stats.coveredPixels > 300)
    }

    @Test func verticesBehindTheCameraAreClippedWithANote() {
        let t = Transform3D.perspective(distance: 40).rotated(.pi / 2.2, 1, 0, 0)
        let stats = Renderer().render(Self.scene(Self.grid, transform: t), options: RenderOptions(width: 60, height: 60))
        #expect(stats.notes.contains { $0.contains("behind the camera") })
        #expect(stats.coveredPixels > 0)
    }

    @Test func hugeCoordinatesAreClippedToTheGuardBand() {
        var mesh = Self.grid
        mesh.vertices[8].to = Point3D(1e12, -3e11, 0)
        mesh.vertices[0].to = Point3D(-1e300, 1e300, 0)
        let stats = Renderer().render(Self.scene(mesh), options: RenderOptions(width: 30, height: 30))
        #expect(stats.coveredPixels > 0)
    }

    @Test func nonFiniteLayerTransformSkipsTheLayer() {
        var t = Transform3D.identity
        t.m11 = .infinity
        let stats = Renderer().render(Self.scene(Self.grid, transform: t), options: RenderOptions(width: 30, height: 30))
        #expect(stats.notes == ["layer 0: size or transform is not finite; not drawn"])
    }
}

/// Subdivision steps: automatic choice from the projected size, clamping with a note, and
/// textures kept between frames.
struct RenderSubdivisionTests {
    static func scene(rows: Int, steps: Int) -> Scene {
        var mesh = MeshTransform.identity(rows: rows, columns: rows)
        mesh.subdivisionSteps = steps
        let layer = Layer(size: Size(100, 100), position: Point2D(50, 50), content: .solid(.white), mesh: mesh)
        return Scene(size: Size(100, 100), layers: [layer], lighting: .unlit)
    }

    @Test func automaticStepsFollowTheProjectedEdgeLength() {
        let r = Renderer()
        // One face 300 px wide: 300 / 2^N ≤ 4 needs N = 7, clamped to 4.
        #expect(r.render(Self.scene(rows: 1, steps: -1), options: RenderOptions(width: 300, height: 300)).subdivisionSteps == [4])
        // 8 faces of 12.5 px: N = 2.
        #expect(r.render(Self.scene(rows: 8, steps: -1), options: RenderOptions(width: 100, height: 100, margin: 0)).subdivisionSteps == [2])
        // Already finer than 4 px: none.
        #expect(r.render(Self.scene(rows: 40, steps: -1), options: RenderOptions(width: 100, height: 100)).subdivisionSteps == [0])
    }

    @Test func excessiveStepsAreClampedWithANote() {
        let stats = Renderer().render(Self.scene(rows: 2, steps: 20), options: RenderOptions(width: 40, height: 40))
        let allowed = Subdivider.maxSteps(faceCount: 4)
        #expect(stats.subdivisionSteps == [allowed])
        #expect(stats.notes == ["layer 0: 20 subdivision steps clamped to \(allowed) (memory budget for 4 faces)"])
        #expect(stats.faces == 4 << (2 * allowed))
    }

    @Test func textureIsGeneratedOnceForAnUnchangedLayer() {
        let r = Renderer()
        var scene = Self.scene(rows: 2, steps: 0)
        scene.layers[0].content = .checkerboard(squares: 4, .white, .black)
        r.render(scene, options: RenderOptions(width: 40, height: 40))
        let first = r.context.textures.first
        scene.layers[0].transform = .rotation(0.2, 0, 0, 1)
        r.render(scene, options: RenderOptions(width: 40, height: 40))
        #expect(first != nil && r.context.textures.first === first)
        scene.layers[0].content = .checkerboard(squares: 6, .white, .black)
        r.render(scene, options: RenderOptions(width: 40, height: 40))
        #expect(r.context.textures.first !== first)
    }
}
