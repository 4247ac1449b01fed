import Foundation

extension BandWorkers {
    /// The pool threads' CPU time so far, together, in nanoseconds; nil until every one of them
    /// has started (``ThreadGovernor`` compares it with the calling thread's).
    func helperCPUNanoseconds() -> UInt64? {
        guard clocksKnown.load(ordering: .acquiring) == count - 1 else { return nil }
        var total: UInt64 = 0
        for slot in 1..<count { total &+= BandWorkers.nanoseconds(on: clocks[slot]) }
        return total
    }

    /// The calling thread's CPU time so far, in nanoseconds.
    static func callerCPUNanoseconds() -> UInt64 {
        nanoseconds(on: CLOCK_THREAD_CPUTIME_ID)
    }

    private static func nanoseconds(on clock: clockid_t) -> UInt64 {
        var ts = timespec()
        guard clock_gettime(clock, &ts) == 0 else { return 0 }
        return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
    }
}
