import Foundation

/// The one thread that runs the session's slow work (a command, a frame), so that the input
/// thread can go on reading keys: Ctrl-C interrupts the work, and nothing the user types
/// freezes the interface (see ``Playground/whileReadingKeys(_:_:)``).
///
/// One piece of work at a time, and the input thread waits for each to finish before it
/// touches the session again, so the session is never used by two threads at once; the
/// semaphores order the two threads' memory. Hence `@unchecked Sendable`.
final class Worker: @unchecked Sendable {
    private let go = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private var work: (() -> Void)?

    init() {
        let thread = Thread { [self] in loop() }
        // Scene files nest `load`s and expressions recurse: give the work the main thread's room.
        thread.stackSize = 16 << 20
        thread.name = "meshplay work"
        thread.start()
    }

    private func loop() {
        while true {
            go.wait()
            work?()
            // Let go of the work (and what it captured) before saying it is done.
            work = nil
            finished.signal()
        }
    }

    /// Hands `work` to the thread. Call ``waitForFinish(milliseconds:)`` until it returns true
    /// before starting more.
    func start(_ work: @escaping () -> Void) {
        self.work = work
        go.signal()
    }

    /// Waits at most `milliseconds` for the work to finish; true when it has.
    func waitForFinish(milliseconds: Int) -> Bool {
        finished.wait(timeout: .now() + .milliseconds(milliseconds)) == .success
    }
}
