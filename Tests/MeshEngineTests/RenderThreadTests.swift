import Testing
@testable import MeshEngine

/// Rendering on several threads must give exactly what one thread gives: picture, depth, hit
/// buffer, overlays and counts.
struct RenderThreadTests {
    /// The lit ripple (subdivided) under a translucent pane, with a flat-lit or coloured variant.
    static func scene(mode: Triangulation, lighting: Lighting) -> Scene {
        var scene = RenderSceneTests.ripple(faces: 10, lighting: lighting)
        scene.layers[0].triangulation = mode
        scene.layers[0].mesh?.subdivisionSteps = 2
        var glass = Layer(size: Size(120, 80), position: Point2D(90, 110), content: .solid(Color(r: 200, g: 40, b: 40, a: 160)),
                          transform: .translation(0, 0, 30), opacity: 0.8)
        glass.transform = glass.transform.rotated(0.3, 0, 0, 1)
        scene.layers.append(glass)
        return scene
    }

    static let lightings = [
        Lighting(),
        Lighting(lights: [Light(direction: Point3D(0, 1, -0.5))], diffuseFactor: 0.5, shading: .flat),
        Lighting(specular: 0.6),
    ]

    @Test(arguments: [Triangulation.diagonal02, .fan4, .bilinear], [0, 1, 2])
    func everyThreadCountDrawsTheSameBits(mode: Triangulation, lighting: Int) {
        let scene = Self.scene(mode: mode, lighting: Self.lightings[lighting])
        for options in [RenderOptions(width: 160, height: 96, supersample: 1, overlays: [.wireframe, .vertices]),
                        RenderOptions(width: 97, height: 61, supersample: 3, overlays: .diagonals)] {
            let reference = Renderer()
            let expected = reference.render(scene, options: options)
            for threads in [2, 3, 5] {
                let r = Renderer()
                r.threads = threads
                #expect(r.threads == threads)
                // Twice: the second frame reuses the pool and the buffers.
                _ = r.render(scene, options: options)
                let stats = r.render(scene, options: options)
                #expect(r.context.bandRows == nil && r.context.slices == threads && reference.context.slices == 1)
                #expect(stats == expected, "\(threads) threads")
                #expect(Self.differences(r.image.pixels, reference.image.pixels) == 0, "\(threads) threads")
                #expect(Self.differences(Self.samples(r), Self.samples(reference)) == 0, "\(threads) threads")
            }
        }
    }

    /// With a pool, a small target is drawn in one pass shared out in slices of rows, a large
    /// one in bands; one thread draws a small target in one pass and a large one in bands too.
    /// The picture is the same either way.
    @Test func smallFramesAreSharedInSlicesAndLargeOnesInBands() {
        let scene = Self.scene(mode: .diagonal02, lighting: Lighting())
        for threads in [1, 2] {
            let r = Renderer()
            r.threads = threads
            for (options, banded) in [(RenderOptions(width: 160, height: 96, supersample: 1), false),
                                      (RenderOptions(width: 400, height: 300, supersample: 2), true)] {
                r.render(scene, options: options)
                #expect((r.context.bandRows != nil) == banded)
                #expect(r.context.slices == (banded ? 1 : threads))
                let reference = Renderer()
                reference.allowsBands = false
                reference.render(scene, options: options)
                #expect(Self.differences(r.image.pixels, reference.image.pixels) == 0)
            }
        }
    }

    /// A layer's slices share out the rows its vertices reach, not the frame's: a small layer
    /// near the top still gives each thread a part of its rows.
    @Test func eachLayerIsSharedOutOverItsOwnRows() {
        var scene = Self.scene(mode: .diagonal02, lighting: Lighting())
        scene.layers[0].position.y -= 100
        scene.layers.removeLast()
        let options = RenderOptions(width: 160, height: 96, supersample: 2)
        let r = Renderer()
        r.threads = 2
        let stats = r.render(scene, options: options)
        // The buffers still hold the one layer's projected vertices.
        let rows = r.layerRows(vertexCount: stats.vertices)
        #expect(rows.lowerBound == 0 && rows.upperBound > 20 && rows.upperBound < r.context.framing.sampleHeight / 2, "\(rows)")
        let reference = Renderer()
        reference.render(scene, options: options)
        Self.expectSameBits(r, reference, "layer near the top")
    }

    /// Triangles that go through the clipper (vertices behind the camera, or far outside the
    /// guard band) are clipped by each slice's emitter with its own scratch polygons, fan4
    /// centres in each slice's own spare slot.
    @Test(arguments: [Triangulation.diagonal02, .fan4, .bilinear])
    func clippedFacesAreTheSameOnEveryThread(mode: Triangulation) {
        var huge = RenderRobustnessTests.grid
        huge.vertices[8].to = Point3D(1e12, -3e11, 0)
        let behind = Transform3D.perspective(distance: 40).rotated(.pi / 2.2, 1, 0, 0)
        for var scene in [RenderRobustnessTests.scene(RenderRobustnessTests.grid, transform: behind), RenderRobustnessTests.scene(huge)] {
            scene.layers[0].triangulation = mode
            let options = RenderOptions(width: 90, height: 70, supersample: 2)
            let reference = Renderer()
            let expected = reference.render(scene, options: options)
            let r = Renderer()
            r.threads = 2
            #expect(r.render(scene, options: options) == expected)
            Self.expectSameBits(r, reference, "\(mode)")
        }
    }

    @Test func aRendererCanChangeItsThreadCountBetweenFrames() {
        let scene = Self.scene(mode: .diagonal02, lighting: Lighting())
        let options = RenderOptions(width: 120, height: 80, supersample: 2)
        let r = Renderer(), reference = Renderer()
        reference.render(scene, options: options)
        for threads in [4, 1, 2, 0, 100] {
            r.threads = threads
            #expect(r.threads == min(max(threads, 1), 64))
            r.render(scene, options: options)
            #expect(Self.differences(r.image.pixels, reference.image.pixels) == 0)
        }
    }

    /// Bands that held nothing last frame are not cleared again (``Renderer/cleanBands``): a
    /// renderer that draws a sequence of frames, where content moves away from bands, into
    /// bands that were empty, and the background changes, must match a fresh renderer on
    /// every frame, on one thread (bands of a large target) and on several.
    @Test(arguments: [1, 2])
    func bandsLeftEmptyAreRedrawnExactlyWhenContentComesBack(threads: Int) {
        let options = RenderOptions(width: 400, height: 300, supersample: 2, overlays: .wireframe)
        var frames: [Scene] = []
        for (dy, background) in [(0.0, Color.white), (-150, .white), (150, .white), (150, Color(r: 20, g: 30, b: 40)), (0, .white)] {
            var scene = Self.scene(mode: .diagonal02, lighting: Lighting())
            for i in scene.layers.indices { scene.layers[i].position.y += dy }
            scene.background = background
            frames.append(scene)
        }
        let r = Renderer()
        r.threads = threads
        for (n, scene) in frames.enumerated() {
            let stats = r.render(scene, options: options)
            #expect(r.context.bandRows != nil)
            let fresh = Renderer()
            fresh.threads = threads
            let expected = fresh.render(scene, options: options)
            #expect(stats == expected, "frame \(n)")
            #expect(Self.differences(r.image.pixels, fresh.image.pixels) == 0, "frame \(n)")
            #expect(Self.differences(Self.samples(r), Self.samples(fresh)) == 0, "frame \(n)")
        }
    }

    /// Expects two renderers' last frames to be the same to the bit: picture, and every
    /// sample's colour, depth and hit record.
    static func expectSameBits(_ a: Renderer, _ b: Renderer, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(differences(a.image.pixels, b.image.pixels) == 0, "\(label)", sourceLocation: sourceLocation)
        #expect(differences(samples(a), samples(b)) == 0, "\(label)", sourceLocation: sourceLocation)
    }

    /// How many entries differ (a count, so a failure does not print the buffers).
    static func differences<T: Equatable>(_ a: [T], _ b: [T]) -> Int {
        a.count == b.count ? zip(a, b).filter { $0 != $1 }.count : -1
    }

    /// Every sample's colour, depth and hit record (drawn again with the records, as the
    /// first query does).
    static func samples(_ r: Renderer) -> [UInt64] {
        r.recordHits()
        guard let f = r.framing else { return [] }
        var out: [UInt64] = []
        for i in 0..<(f.sampleWidth * f.sampleHeight) {
            let hit = r.samples.hitFace[i]
            out.append(UInt64(r.samples.color[i]) << 32 | UInt64(r.samples.depth[i].bitPattern))
            out.append(UInt64(UInt32(bitPattern: hit)) << 32
                       | (hit >= 0 ? UInt64(r.samples.hitUV[i]) : 0))
            // The translucent top fragment's depth is kept only where a translucent layer is on top.
            out.append(hit >= 0 && hit & HitCode.translucent != 0 ? UInt64(r.samples.hitDepth[i].bitPattern) : 0)
        }
        return out
    }
}
