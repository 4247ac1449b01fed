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
///
/// Where the bytes land is ``WriteDestination``'s to say: a symbolic link is written through (its
/// target is replaced, the link stays), and what is not a regular file is refused before anything
/// is written. An existing file keeps its permission bits; a read-only file (one this process may
/// not write, or with no write bit at all) is refused rather than renamed over; a missing
/// directory is an error naming it.
public func writeFileAtomically(path requested: String, data: Data) throws(FileWriteError) {
    let path = try WriteDestination.resolve(requested)
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    let temporary = directory + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    func failure(_ what: String) -> FileWriteError {
        FileWriteError(path: path, reason: "\(what): \(systemErrorText(errno))")
    }

    var existing = stat()
    // The destination is a regular file or nothing (WriteDestination refused the rest).
    let exists = lstat(path, &existing) == 0
    // The rename needs only the directory's permission, so it would replace a file its owner
    // made read-only; refuse it as an editor does. Root may write anything, so for root a file
    // without any write bit is what "read-only" means (as vim judges it).
    if exists, access(path, W_OK) != 0 || existing.st_mode & 0o222 == 0 {
        let shown = path == requested ? "" : " (\(path))"
        throw FileWriteError(path: requested, reason: "the file is read-only\(shown): make it writable (chmod u+w) or write another file")
    }
    let mode: mode_t = exists ? existing.st_mode & 0o7777 : 0o644
    var directoryInfo = stat()
    guard stat(directory.isEmpty ? "." : directory, &directoryInfo) == 0, (directoryInfo.st_mode & S_IFMT) == S_IFDIR else {
        throw FileWriteError(path: requested, reason: "no such directory: \(directory)")
    }
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard fd >= 0 else { throw failure("cannot create a temporary file in \(directory)") }
    // The umask narrowed the mode open() was given; the file keeps exactly its old bits.
    if mode != 0o644 { fchmod(fd, mode) }
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

/// The system's words for `code` (an `errno`), with the cause named where its words do not:
/// EFBIG is the process's file-size limit (`ulimit -f`) far more often than a file too big for
/// its file system.
func systemErrorText(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    return code == EFBIG ? text + " (the file-size limit, `ulimit -f`)" : text
}

/// Removes the temporary files that ``writeFileAtomically(path:data:)`` calls killed mid-write
/// left in `directory` (`.NAME.tmp-PID-N` whose process is gone); returns how many.
@discardableResult
public func removeStaleTemporaries(in directory: String) -> Int {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return 0 }
    var removed = 0
    for name in names where name.hasPrefix(".") {
        guard let marker = name.range(of: ".tmp-", options: .backwards) else { continue }
        let parts = name[marker.upperBound...].split(separator: "-")
        guard parts.count == 2, let pid = Int32(parts[0]), UInt32(parts[1]) != nil else { continue }
        // A live process may be writing it right now.
        if pid == getpid() || kill(pid, 0) == 0 || errno != ESRCH { continue }
        if unlink(directory + "/" + name) == 0 { removed += 1 }
    }
    return removed
}

