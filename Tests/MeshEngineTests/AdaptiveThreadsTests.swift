import Testing
@testable import MeshEngine

/// A renderer that adapts its threads (``Renderer/adaptsThreads``) draws with its pool or on
/// one thread as its ``ThreadGovernor`` says, and the picture is the same to the bit either way.
struct AdaptiveThreadsTests {
    /// A governor that has judged the pool's cores busy: the next frames are drawn alone.
    static var busy: ThreadGovernor {
        var g = ThreadGovernor()
        for _ in 0..<ThreadGovernor.window { g.record(callerCPUNanoseconds: 1_000_000, helperCPUNanoseconds: 100_000, helpers: 1) }
        return g
    }

    @Test(arguments: [(width: 320, height: 192), (width: 1280, height: 960)])
    func framesDrawnAloneOrWithThePoolAreTheSameToTheBit(width: Int, height: Int) {
        let scene = RenderEmitPiecesTests.folded(.diagonal02)
        let options = RenderOptions(width: width, height: height, supersample: 1)
        let reference = Renderer()
        let expected = reference.render(scene, options: options)
        let r = Renderer()
        r.threads = 2
        r.adaptsThreads = true
        #expect(r.usesThreads)
        #expect(r.render(scene, options: options) == expected)
        RenderThreadTests.expectSameBits(r, reference, "with the pool")
        r.governor = Self.busy
        r.render(scene, options: options)
        #expect(!r.usesThreads, "the governor's one thread")
        #expect(r.context.slices == 1 && r.context.layersInPieces == 0)
        #expect(r.render(scene, options: options) == expected)
        RenderThreadTests.expectSameBits(r, reference, "alone")
        #expect(r.threads == 2, "the pool is kept for when the cores are free again")
    }

    @Test func settingTheThreadsStartsTheGovernorAfresh() {
        let r = Renderer()
        r.threads = 2
        r.adaptsThreads = true
        r.governor = Self.busy
        r.threads = 3
        #expect(r.governor == ThreadGovernor())
        r.adaptsThreads = false
        #expect(r.governor == nil && r.usesThreads)
    }
}
