import Foundation
import MeshEngine
import MeshScript

/// Named pipes (`mkfifo`, `/dev/stdin`, a shell's `<(…)`): opening one for reading waits until a
/// program opens it for writing, and a read waits for its bytes, so a pipe nobody writes to
/// would stop `import obj` (and the playground running it) for ever, Ctrl-C included. They are
/// opened without waiting and read as their bytes arrive, with ``RealFileSystem/interruption``
/// asked every ``pipePollMilliseconds`` while nothing comes.
extension RealFileSystem {
    /// How often a read waiting on a pipe checks whether it was asked to stop.
    static let pipePollMilliseconds: Int32 = 100

    /// Whether `path` is a named pipe (following links).
    static func isPipe(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
    }

    /// Hands a pipe's bytes to `consume` as they arrive, until its last writer closes it.
    func readPipe(_ path: String, chunkBytes: Int, _ consume: (ArraySlice<UInt8>) -> Bool) throws(FileSystemError) {
        // O_NONBLOCK: open at once even with no writer yet; poll then waits for one.
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { throw .failed(path: path, reason: "cannot open the pipe: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: max(1, chunkBytes))
        var waiting = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&waiting, 1, Int32(Self.pipePollMilliseconds))
            if ready < 0, errno != EINTR { throw .failed(path: path, reason: "cannot read the pipe: \(String(cString: strerror(errno)))") }
            if ready <= 0 {
                if interruption.isRequested { throw .failed(path: path, reason: "stopped waiting for a program to write to the pipe") }
                continue
            }
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EAGAIN || errno == EINTR { continue }
                throw .failed(path: path, reason: "cannot read the pipe: \(String(cString: strerror(errno)))")
            }
            // Nothing to read after poll said ready: the last writer has closed it.
            if n == 0 { return }
            if !consume(buffer[0..<n]) { return }
        }
    }
}
