import Foundation
import MeshScript
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one rule for where a write lands, used by every writer (`save`, `render`, `export`, images,
/// the journal and its lock, the history file) before anything is read or written:
///
/// - A symbolic link is followed as the kernel follows it: a relative target from the link's own
///   directory (a link named bare lives in the current directory), an absolute one from the root.
/// - At most ``linkLimit`` links are followed; a loop, or a longer chain, is refused naming the
///   link the user typed.
/// - A link that leads to nothing (dangling) names the file to create, beside the link.
/// - What is there and is not a regular file (a directory, a character or block device, a named
///   pipe, a socket) is refused, so no write replaces it, reads it, or waits on it.
///
/// Only `lstat` and `readlink` are used, so nothing is opened while deciding.
public enum WriteDestination {
    /// The most symbolic links followed for one write, as many as Linux follows for one path
    /// (`MAXSYMLINKS`), so a write goes wherever opening the path would.
    public static let linkLimit = 40

    /// The path of the regular file a write to `typed` replaces, or of the file it creates when
    /// nothing is there; relative when `typed` is (to the same current directory).
    public static func resolve(_ typed: String) throws(FileWriteError) -> String {
        guard !typed.isEmpty else { throw FileWriteError(path: typed, reason: "an empty file name") }
        var current = typed
        var visited: Set<String> = []
        var followed = 0
        while true {
            // A trailing slash names a directory, which no write may replace.
            if current.hasSuffix("/") { throw refusal(typed, current, kind: "a directory") }
            var info = stat()
            guard lstat(current, &info) == 0 else {
                // Nothing there: the file to create (a missing directory is the writer's to name).
                return current
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                return current
            case S_IFLNK:
                followed += 1
                visited.insert(withoutDotNames(current))
                guard followed <= linkLimit else {
                    throw FileWriteError(path: typed, reason: "a chain of more than \(linkLimit) symbolic links (a loop?)")
                }
                let next = try linkTarget(of: current, typed: typed)
                guard !visited.contains(next) else { throw FileWriteError(path: typed, reason: "a loop of symbolic links") }
                current = next
            default:
                throw refusal(typed, current, kind: kind(of: info.st_mode))
            }
        }
    }

    /// Where the link at `link` points, as a path from the same current directory: a relative
    /// target is placed in the link's directory (nothing for a bare name, which is the current
    /// directory). Only `.` and empty names are dropped, never `name/..`: the kernel reads `..`
    /// from where a linked directory really is, which folding the text would not.
    static func linkTarget(of link: String, typed: String) throws(FileWriteError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count > 0 else {
            throw FileWriteError(path: typed, reason: "cannot read the symbolic link \(link): \(systemErrorText(errno))")
        }
        let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if target.hasPrefix("/") { return withoutDotNames(target) }
        guard let slash = link.lastIndex(of: "/") else { return withoutDotNames(target) }
        return withoutDotNames(String(link[...slash]) + target)
    }

    /// `path` without `.` and empty names (`./a//b` is `a/b`), keeping a leading `/` and a
    /// trailing one, so the same file is always the same text and a loop is seen as one.
    static func withoutDotNames(_ path: String) -> String {
        let names = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        let joined = names.joined(separator: "/")
        let rooted = path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
        return path.hasSuffix("/") && !joined.isEmpty ? rooted + "/" : rooted
    }

    /// The refusal of a write to `typed` that reaches `final`, something other than a file.
    static func refusal(_ typed: String, _ final: String, kind: String) -> FileWriteError {
        let shown = final == typed ? "" : ": \(final)"
        if kind == "a directory" {
            // The words every reader and writer uses for a directory (``RealFileSystem/checkFile``).
            return FileWriteError(path: typed, reason: FileSystemError.isDirectory(path: final, writing: true).reason + shown)
        }
        return FileWriteError(path: typed, reason: "not a regular file (\(kind))\(shown)")
    }

    /// What a file of `mode` is, in words.
    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a directory"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a named pipe"
        case S_IFSOCK: return "a socket"
        default: return "not a file"
        }
    }
}
