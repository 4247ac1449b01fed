import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be written.
public struct FileWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot write \(path): \(reason)" }
}

/// Writes `data` to `path` so that readers see either the old file or the complete new
/// one, never a partial write: the bytes go to a temporary file in the same directory
/// (same file system, so the rename is atomic), are flushed to disk, and the temporary
/// file is then renamed over `path`. On any failure the temporary file is removed.
public func writeFileAtomically(path: String, data: Data) throws(FileWriteError) {
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    let temporary = directory + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    func failure(_ what: String) -> FileWriteError {
        FileWriteError(path: path, reason: "\(what): \(String(cString: strerror(errno)))")
    }

    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw failure("cannot create a temporary file in \(directory)") }
    var ok = false
    defer {
        if !ok { unlink(temporary) }
    }
    let writeError: FileWriteError? = data.withUnsafeBytes { raw in
        var written = 0
        while written < raw.count {
            let n = write(fd, raw.baseAddress! + written, raw.count - written)
            if n < 0 {
                if errno == EINTR { continue }
                return failure("write failed")
            }
            written += n
        }
        return nil
    }
    if let writeError {
        close(fd)
        throw writeError
    }
    guard fsync(fd) == 0 else {
        let error = failure("flushing to disk failed")
        close(fd)
        throw error
    }
    guard close(fd) == 0 else { throw failure("closing the temporary file failed") }
    guard rename(temporary, path) == 0 else { throw failure("renaming the temporary file into place failed") }
    ok = true
}
