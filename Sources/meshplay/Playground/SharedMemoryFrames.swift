import Foundation
import TerminalOutput

/// kitty's `t=s` transport: each frame's pixels in a new POSIX shared-memory object, which the
/// terminal maps, reads and unlinks (objects live in /dev/shm, named `/meshplay-PID-N`). A class:
/// the encoder writes through it and the playground removes its leftover on leaving.
final class SharedMemoryFrames: SharedMemoryWriter {
    private let prefix: String
    private var counter = 0
    /// The last object made: unlinked on leaving in case the terminal never read it.
    private(set) var lastName: String?

    init(processID: Int32 = getpid()) {
        prefix = "/meshplay-\(processID)-"
    }

    func write(count: Int, _ fill: (UnsafeMutableRawBufferPointer) -> Void) -> String? {
        counter &+= 1
        let name = prefix + String(counter)
        guard SharedMemoryFrames.create(name: name, count: count, fill) else { return nil }
        lastName = name
        return name
    }

    /// Creates (exclusively, owner-only) and fills an object; false, with nothing left behind, on failure.
    static func create(name: String, count: Int, _ fill: (UnsafeMutableRawBufferPointer) -> Void) -> Bool {
        let descriptor = shm_open(name, O_CREAT | O_EXCL | O_RDWR, 0o600)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        guard ftruncate(descriptor, off_t(count)) == 0,
              let memory = mmap(nil, count, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0), memory != MAP_FAILED else {
            shm_unlink(name)
            return false
        }
        fill(UnsafeMutableRawBufferPointer(start: memory, count: count))
        munmap(memory, count)
        return true
    }

    /// Removes the last object if the terminal has not (it unlinks what it reads).
    func removeLeftover() {
        if let lastName { shm_unlink(lastName) }
    }
}
