import Foundation

/// Monotonic time, and the achieved frame rate over the last second.
struct FrameClock {
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }

    private var stamps: [Double] = []

    /// Records a presented frame.
    mutating func tick(at time: Double = FrameClock.now()) {
        stamps.append(time)
        while stamps.count > 2, let first = stamps.first, time - first > 1 { stamps.removeFirst() }
    }

    /// Frames per second over the recorded window (0 with fewer than two frames).
    var framesPerSecond: Double {
        guard stamps.count > 1, let first = stamps.first, let last = stamps.last, last > first else { return 0 }
        return Double(stamps.count - 1) / (last - first)
    }

    mutating func reset() { stamps.removeAll(keepingCapacity: true) }
}
