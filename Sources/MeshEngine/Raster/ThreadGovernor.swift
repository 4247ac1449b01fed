/// Whether a renderer's extra threads pay: they do only while the cores they run on are free.
/// A pool thread whose core is busy with another process gets a fraction of each frame, so the
/// frame waits for its pieces and its spinning costs CPU the wall clock does not get back
/// (issue 38: two threads on a loaded machine saved no wall time and used 7–42% more CPU).
///
/// The measure is the render threads' CPU time against the frame's wall time, summed over a
/// window of recent frames drawn with the pool: a free core runs its thread through the whole
/// frame (working or spinning), a shared one a part. The pool threads' share is compared with
/// the calling thread's, so a machine loaded evenly on every core, where each thread still
/// adds a core's share, keeps its threads; when the pool threads ran less than ``freeShare``
/// of what the calling thread ran, the frames are drawn on one thread for ``framesAlone``
/// frames, then the threads are tried again for a window.
/// Pure: the renderer feeds it each frame's times (``Renderer/adaptsThreads``).
public struct ThreadGovernor: Sendable, Equatable {
    /// Frames drawn with the threads before they are judged.
    public static let window = 8
    /// The least share of the calling thread's running time the pool threads must have run
    /// for their cores to count as free.
    public static let freeShare = 0.7
    /// Frames drawn on one thread before the threads are tried again.
    public static let framesAlone = 120

    /// Whether the next frame is drawn with the pool's threads.
    public private(set) var usesThreads = true
    private var judged = 0
    private var callerTime: UInt64 = 0
    private var helperTime: UInt64 = 0
    private var alone = 0

    public init() {}

    /// Records a frame drawn with `helpers` pool threads besides the calling one (0: drawn on
    /// one thread): the calling thread's CPU time during it and the pool threads' together,
    /// in nanoseconds. Both are taken over the frame's wall time, so comparing them compares
    /// the threads' shares of it.
    public mutating func record(callerCPUNanoseconds: UInt64, helperCPUNanoseconds: UInt64, helpers: Int) {
        guard usesThreads else {
            alone += 1
            if alone >= ThreadGovernor.framesAlone { usesThreads = true }
            return
        }
        guard helpers > 0 else { return }
        judged += 1
        callerTime &+= callerCPUNanoseconds &* UInt64(helpers)
        helperTime &+= helperCPUNanoseconds
        guard judged >= ThreadGovernor.window else { return }
        let share = callerTime > 0 ? Double(helperTime) / Double(callerTime) : 1
        usesThreads = share >= ThreadGovernor.freeShare
        judged = 0
        callerTime = 0
        helperTime = 0
        alone = 0
    }
}
