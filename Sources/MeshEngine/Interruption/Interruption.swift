import Synchronization

/// A request to stop long work early: the playground's Ctrl-C while a command runs or a frame
/// draws.
///
/// Work polls it at safe points (between subdivision steps, every few dozen faces or
/// triangles, every few thousand vertices or lines) and gives up there, so a request is
/// honoured within milliseconds and an interrupted command changes nothing. One value is
/// shared by the thread doing the work and the thread reading the keys, hence the atomic flag.
public final class Interruption: Sendable {
    private let requested = Atomic<Bool>(false)

    public init() {}

    /// Asks the running work to stop at its next check. Safe from any thread.
    public func request() { requested.store(true, ordering: .relaxed) }

    /// Clears an earlier request, before the next piece of work starts.
    public func reset() { requested.store(false, ordering: .relaxed) }

    /// Whether stopping was requested since the last ``reset()``.
    public var isRequested: Bool { requested.load(ordering: .relaxed) }
}

extension Optional where Wrapped == Interruption {
    /// Whether an interruption is attached and requested (no interruption: never).
    @inline(__always)
    public var isRequested: Bool { self?.isRequested ?? false }
}
