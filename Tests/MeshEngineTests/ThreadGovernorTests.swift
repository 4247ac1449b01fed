import Testing
import MeshEngine

/// The rule that decides whether a renderer's pool threads pay (``ThreadGovernor``), fed with
/// made-up timings: no clock is read here.
struct ThreadGovernorTests {
    /// Feeds `frames` frames in which the one pool thread ran `share` of what the calling thread ran.
    static func feed(_ g: inout ThreadGovernor, frames: Int, share: Double, callerMicroseconds: UInt64 = 1_000) {
        for _ in 0..<frames {
            let caller = callerMicroseconds * 1_000
            g.record(callerCPUNanoseconds: caller, helperCPUNanoseconds: g.usesThreads ? UInt64(Double(caller) * share) : 0,
                     helpers: g.usesThreads ? 1 : 0)
        }
    }

    @Test func aFreeSecondCoreKeepsTheThreads() {
        var g = ThreadGovernor()
        Self.feed(&g, frames: 10 * ThreadGovernor.window, share: 0.95)
        #expect(g.usesThreads)
    }

    @Test func aBusySecondCoreMeansOneThreadFromTheEndOfTheWindow() {
        var g = ThreadGovernor()
        Self.feed(&g, frames: ThreadGovernor.window - 1, share: 0.4)
        #expect(g.usesThreads, "judged only once a window of frames is in")
        Self.feed(&g, frames: 1, share: 0.4)
        #expect(!g.usesThreads)
    }

    @Test func oneThreadLastsItsFramesThenTheThreadsAreTriedAgain() {
        var g = ThreadGovernor()
        Self.feed(&g, frames: ThreadGovernor.window, share: 0.5)
        #expect(!g.usesThreads)
        Self.feed(&g, frames: ThreadGovernor.framesAlone - 1, share: 0.5)
        #expect(!g.usesThreads)
        Self.feed(&g, frames: 1, share: 0.5)
        #expect(g.usesThreads, "tried again after \(ThreadGovernor.framesAlone) frames")
        // Still busy: back to one thread after the trial's window.
        Self.feed(&g, frames: ThreadGovernor.window, share: 0.5)
        #expect(!g.usesThreads)
        // Free now: the next trial keeps them.
        Self.feed(&g, frames: ThreadGovernor.framesAlone, share: 0.9)
        Self.feed(&g, frames: 3 * ThreadGovernor.window, share: 0.9)
        #expect(g.usesThreads)
    }

    /// The window's frames are weighed by their time: one long frame on a busy core outweighs
    /// several short ones on a free core.
    @Test func theWindowWeighsFramesByTheirTime() {
        var g = ThreadGovernor()
        Self.feed(&g, frames: ThreadGovernor.window - 1, share: 1, callerMicroseconds: 100)
        Self.feed(&g, frames: 1, share: 0.2, callerMicroseconds: 10_000)
        #expect(!g.usesThreads)
    }

    /// The share is the pool's against the calling thread's, so a machine busy on every core
    /// alike, where each thread gets half a core, keeps its threads; several pool threads
    /// are judged on their mean.
    @Test(arguments: [(helpers: 1, helperShare: 0.5, callerShare: 0.5, threads: true),
                      (helpers: 1, helperShare: 0.5, callerShare: 1.0, threads: false),
                      (helpers: 3, helperShare: 2.4, callerShare: 1.0, threads: true),
                      (helpers: 3, helperShare: 1.8, callerShare: 1.0, threads: false)])
    func theShareIsThePoolsAgainstTheCallingThreads(helpers: Int, helperShare: Double, callerShare: Double, threads: Bool) {
        var g = ThreadGovernor()
        let wall = 2_000_000.0
        for _ in 0..<ThreadGovernor.window {
            g.record(callerCPUNanoseconds: UInt64(wall * callerShare), helperCPUNanoseconds: UInt64(wall * helperShare), helpers: helpers)
        }
        #expect(g.usesThreads == threads)
    }

    /// `freeShare` itself counts as free: the rule is `share ≥ freeShare`.
    @Test func theBoundaryCountsAsFree() {
        var g = ThreadGovernor()
        Self.feed(&g, frames: ThreadGovernor.window, share: ThreadGovernor.freeShare)
        #expect(g.usesThreads)
    }
}
