import Testing
@testable import MeshEngine

/// A frame is drawn without hit records; the first query that reads them draws it again with
/// them. That second drawing must change no bit of what was drawn: picture, depth, counts
/// (the translucent pass tells newly covered samples apart either way), overlays and ghosts.
struct RenderHitRecordTests {
    /// One pass on one thread, slices on two, bands on either, supersampled or not.
    static let targets = [
        RenderOptions(width: 160, height: 96, supersample: 1, overlays: [.wireframe, .vertices]),
        RenderOptions(width: 400, height: 300, supersample: 2, overlays: .diagonals),
    ]

    @Test(arguments: [Triangulation.diagonal02, .fan4, .bilinear], [0, 1, 2])
    func drawingAgainWithHitRecordsChangesNothingDrawn(mode: Triangulation, lighting: Int) {
        let scene = RenderThreadTests.scene(mode: mode, lighting: RenderThreadTests.lightings[lighting])
        var moved = scene
        moved.layers[0].transform = moved.layers[0].transform.rotated(0.2, 0, 0, 1)
        let ghosts = [Ghost(scene: moved, color: Color(r: 255, g: 0, b: 0, a: 255), alpha: 0.5)]
        for threads in [1, 2] {
            for options in Self.targets {
                let r = Renderer()
                r.threads = threads
                let stats = r.render(scene, options: options, ghosts: ghosts)
                #expect(!r.context.rasterizer.recordsHits)
                let picture = r.image.pixels
                let depth = Self.depth(r)
                let hit = r.hitTest(x: options.width / 2, y: options.height / 2)
                #expect(r.context.rasterizer.recordsHits, "the query drew the frame again with hit records")
                #expect(hit != nil)
                #expect(r.context.stats == stats, "\(threads) threads, \(options.width)×\(options.height)")
                #expect(RenderThreadTests.differences(r.image.pixels, picture) == 0, "\(threads) threads, \(options.width)×\(options.height)")
                #expect(RenderThreadTests.differences(Self.depth(r), depth) == 0, "\(threads) threads, \(options.width)×\(options.height)")
            }
        }
    }

    /// The answers are those of a frame drawn with its hit records from the start, also after
    /// frames without them went through the same buffers and band flags.
    @Test func queriesAnswerAsFromAFrameDrawnWithHitRecords() {
        let scene = RenderThreadTests.scene(mode: .fan4, lighting: Lighting())
        for options in Self.targets {
            let reference = Renderer()
            reference.render(scene, options: options, ghosts: [], recordingHits: true)
            let r = Renderer()
            // An empty frame first, then the scene twice without records: stale records and
            // clean-band flags from frames without them must not leak into the answers.
            r.render(Scene(size: scene.size, layers: []), options: options)
            r.render(scene, options: options)
            r.render(scene, options: options)
            for y in stride(from: 0, to: options.height, by: 3) {
                for x in stride(from: 0, to: options.width, by: 3) {
                    #expect(r.hitTest(x: x, y: y) == reference.hitTest(x: x, y: y), "(\(x), \(y))")
                }
            }
        }
    }

    /// A frame stopped half way is not asked about: no query draws it again (which would
    /// finish it) and none answers from it.
    @Test func anInterruptedFrameIsNotDrawnAgain() {
        let scene = RenderThreadTests.scene(mode: .diagonal02, lighting: Lighting())
        let r = Renderer()
        let interruption = Interruption()
        interruption.request()
        r.interruption = interruption
        let stats = r.render(scene, options: Self.targets[0])
        #expect(stats.interrupted)
        #expect(r.hitTest(x: 80, y: 48) == nil)
        #expect(!r.context.rasterizer.recordsHits && r.context.stats.interrupted)
    }

    static func depth(_ r: Renderer) -> [UInt32] {
        guard let f = r.framing else { return [] }
        return (0..<(f.sampleWidth * f.sampleHeight)).map { r.samples.depth[$0].bitPattern }
    }
}
