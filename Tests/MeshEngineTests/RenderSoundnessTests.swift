import Testing
@testable import MeshEngine

/// The renderer keeps the faces it last found drawable, per layer, so that unchanged faces are
/// not checked every frame (``Renderer/facesAreDrawable(_:layer:)``). Whatever changes between
/// two frames of the same renderer must still be seen on the next one.
struct RenderSoundnessTests {
    static func render(_ r: Renderer, _ mesh: MeshTransform) -> RenderStats {
        r.render(RenderRobustnessTests.scene(mesh), options: RenderOptions(width: 40, height: 40))
    }

    @Test func aFaceEditedInPlaceAfterASoundFrameIsCheckedAgain() {
        let r = Renderer()
        var mesh = RenderRobustnessTests.grid
        #expect(Self.render(r, mesh).notes.isEmpty)
        mesh.faces[2] = Face(0, 0, 0, 0)
        let stats = Self.render(r, mesh)
        #expect(stats.notes.contains { $0.hasPrefix("layer 0 face 2 is degenerate") })
        #expect(stats.faces == RenderRobustnessTests.grid.faces.count - 1)
    }

    @Test func fewerVerticesUnderTheSameFacesAreCheckedAgain() {
        let r = Renderer()
        var mesh = RenderRobustnessTests.grid
        #expect(Self.render(r, mesh).notes.isEmpty)
        mesh.vertices.removeLast()
        let stats = Self.render(r, mesh)
        #expect(stats.notes.contains { $0.contains("corner") })
        #expect(stats.faces < RenderRobustnessTests.grid.faces.count)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aVertexThatStopsBeingFiniteIsSeenOnTheNextFrame(value: Double) {
        let r = Renderer()
        var mesh = RenderRobustnessTests.grid
        #expect(Self.render(r, mesh).notes.isEmpty)
        for (k, component) in [\Vertex.from.x, \Vertex.from.y, \Vertex.to.x, \Vertex.to.y, \Vertex.to.z].enumerated() {
            var bad = mesh
            bad.vertices[4][keyPath: component] = value
            let stats = Self.render(r, bad)
            #expect(stats.notes.contains { $0.hasPrefix("layer 0 vertex 4") }, "component \(k)")
            #expect(stats.faces == 0, "component \(k)")
        }
        // And back: the sound mesh draws whole again.
        mesh.vertices[4].to.z = 0
        #expect(Self.render(r, mesh).notes.isEmpty)
    }

    @Test func aLayerThatGoesAwayLetsGoOfItsFaces() {
        let r = Renderer()
        var scene = RenderRobustnessTests.scene(RenderRobustnessTests.grid)
        scene.layers.append(scene.layers[0])
        r.render(scene, options: RenderOptions(width: 40, height: 40))
        #expect(r.drawableFaces.count == 2)
        scene.layers.removeLast()
        r.render(scene, options: RenderOptions(width: 40, height: 40))
        #expect(r.drawableFaces.count == 1)
    }

    /// Each layer's quads are kept while what they come from is unchanged (``CollectedQuads``).
    /// A sequence of frames that keeps, edits, reorders and subdivides faces, with a second layer
    /// and a layer removed, must draw on every frame what a fresh renderer draws.
    @Test func keptQuadsAreCollectedAgainWhenTheirFacesChange() {
        let options = RenderOptions(width: 60, height: 50, supersample: 2)
        var frames: [Scene] = []
        var scene = RenderRobustnessTests.scene(RenderRobustnessTests.grid)
        frames.append(scene)
        scene.layers[0].mesh?.vertices[4].to.z = 0.3
        frames.append(scene)
        scene.layers[0].mesh?.faces[1] = Face(1, 2, 5, 5)
        frames.append(scene)
        scene.layers[0].mesh?.faces.swapAt(0, 3)
        frames.append(scene)
        scene.layers[0].mesh?.subdivisionSteps = 2
        frames.append(scene)
        scene.layers[0].mesh?.vertices[4].to.z = -0.2
        frames.append(scene)
        scene.layers[0].mesh?.subdivisionSteps = 1
        frames.append(scene)
        var second = scene.layers[0]
        second.position.x += 7
        second.mesh?.faces.removeLast()
        scene.layers.insert(second, at: 0)
        frames.append(scene)
        scene.layers.removeFirst()
        frames.append(scene)
        scene.layers[0].mesh?.faces[0] = Face(0, 0, 0, 0)
        frames.append(scene)
        let r = Renderer()
        for (n, frame) in frames.enumerated() {
            let stats = r.render(frame, options: options)
            let fresh = Renderer()
            #expect(stats == fresh.render(frame, options: options), "frame \(n)")
            RenderThreadTests.expectSameBits(r, fresh, "frame \(n)")
        }
        #expect(r.layerQuads.count == 1)
    }
}
