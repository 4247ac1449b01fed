extension Renderer {
    /// Whether frames use the pool's threads only while their cores are free: each frame
    /// drawn with them is timed on the threads' CPU clocks, and a ``ThreadGovernor`` draws the
    /// next frames on one thread while the other cores are busy (the playground's default).
    /// The picture is the same to the bit either way.
    public var adaptsThreads: Bool {
        get { governor != nil }
        set {
            governor = newValue ? ThreadGovernor() : nil
            workers = pool
        }
    }

    /// Whether the next frame is drawn with the pool's threads.
    public var usesThreads: Bool { workers != nil }

    /// Draws a frame with `draw`: with the pool or without it as the governor says, and,
    /// when with it, tells the governor what the threads' CPU clocks say of it.
    @inline(__always)
    func timingThreads(_ draw: () -> RenderStats) -> RenderStats {
        guard var governor, let pool else { return draw() }
        workers = governor.usesThreads ? pool : nil
        guard workers != nil, let helpersBefore = pool.helperCPUNanoseconds() else {
            let stats = draw()
            governor.record(callerCPUNanoseconds: 0, helperCPUNanoseconds: 0, helpers: 0)
            self.governor = governor
            workers = governor.usesThreads ? pool : nil
            return stats
        }
        let callerBefore = BandWorkers.callerCPUNanoseconds()
        let stats = draw()
        let caller = BandWorkers.callerCPUNanoseconds() &- callerBefore
        let helpers = (pool.helperCPUNanoseconds() ?? helpersBefore) &- helpersBefore
        governor.record(callerCPUNanoseconds: caller, helperCPUNanoseconds: helpers, helpers: pool.count - 1)
        self.governor = governor
        workers = governor.usesThreads ? pool : nil
        return stats
    }
}
