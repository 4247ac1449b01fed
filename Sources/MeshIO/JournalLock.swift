import Foundation
import MeshScript
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive lock on one journal, so two sessions never share one: the lock is `flock(2)` on
/// `JOURNAL.lock`, held for the session's life and released by the kernel when the process
/// ends, however it ends (a `kill -9` too), so a journal that is locked belongs to a live
/// session and is never restored, and one that is not belongs to none.
public final class JournalLock {
    /// The journal this lock guards.
    public let journalPath: String
    private let descriptor: Int32

    private init(journalPath: String, descriptor: Int32) {
        self.journalPath = journalPath
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Locks `journalPath`, or returns nil when another process holds it; throws when the lock
    /// file cannot be made.
    public static func lock(_ journalPath: String) throws(FileSystemError) -> JournalLock? {
        let parent = (journalPath as NSString).deletingLastPathComponent
        if !parent.isEmpty, !FileManager.default.fileExists(atPath: parent) {
            do { try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true) } catch {
                throw .failed(path: journalPath, reason: "cannot create the directory \(parent)")
            }
        }
        // The lock file is written like any file: through its links, never over a device.
        let lockPath: String
        do { lockPath = try WriteDestination.resolve(journalPath + ".lock") } catch {
            throw .failed(path: journalPath + ".lock", reason: error.reason)
        }
        let fd = open(lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw .failed(path: journalPath + ".lock", reason: "cannot open the lock file: \(String(cString: strerror(errno)))")
        }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            return nil
        }
        return JournalLock(journalPath: journalPath, descriptor: fd)
    }

    /// The first journal among `preferred`, `NAME-2.EXT`, `NAME-3.EXT`, … that no live session
    /// holds and that `accept` takes, locked; `busy` counts the ones held by live sessions.
    /// Nil when none of the first `limit` is free.
    public static func claim(preferred: String, limit: Int = 32,
                             accept: (String) -> Bool = { _ in true }) throws(FileSystemError) -> (lock: JournalLock?, busy: Int) {
        var busy = 0
        for index in 1...max(1, limit) {
            let path = numbered(preferred, index)
            guard let lock = try lock(path) else {
                busy += 1
                continue
            }
            if accept(path) { return (lock, busy) }
        }
        return (nil, busy)
    }

    /// Every journal among the first `limit` of `preferred`, `NAME-2.EXT`, … that some session
    /// left (its file or its lock file is there) and no live session holds, each locked, so
    /// none can be taken by another start while this one decides; `busy` counts the held ones.
    /// Only existing files are looked at: no lock file is made for a journal that never was.
    public static func orphans(preferred: String, limit: Int = 32) throws(FileSystemError) -> (locks: [JournalLock], busy: Int) {
        var locks: [JournalLock] = []
        var busy = 0
        for index in 1...max(1, limit) {
            let path = numbered(preferred, index)
            guard FileManager.default.fileExists(atPath: path) || FileManager.default.fileExists(atPath: path + ".lock") else { continue }
            if let lock = try lock(path) { locks.append(lock) } else { busy += 1 }
        }
        return (locks, busy)
    }

    /// `preferred` for 1, else `NAME-N.EXT` beside it.
    public static func numbered(_ preferred: String, _ index: Int) -> String {
        guard index > 1 else { return preferred }
        let ns = preferred as NSString
        let ext = ns.pathExtension
        let stem = ns.deletingPathExtension
        return ext.isEmpty ? "\(stem)-\(index)" : "\(stem)-\(index).\(ext)"
    }
}
