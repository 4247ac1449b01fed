/// Everything the command language needs from files, so the language itself stays pure:
/// the host passes the real file system (MeshIO's `RealFileSystem`), tests pass
/// ``InMemoryFileSystem``.
public protocol FileSystem: AnyObject {
    /// The whole file's bytes.
    func read(_ path: String) throws(FileSystemError) -> [UInt8]
    /// Replaces the file so that readers see either the old or the new contents, never a mix.
    func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError)
    /// Adds bytes at the end, creating the file (and its directory) when missing.
    func append(_ bytes: [UInt8], to path: String) throws(FileSystemError)
    func exists(_ path: String) -> Bool
    /// Removes the file; removing a missing file is not an error.
    func remove(_ path: String) throws(FileSystemError)
    /// The path as it reads from any directory (the journal stores these, so a restart elsewhere
    /// finds the same files).
    func absolutePath(_ path: String) -> String
    /// Creates the directory that will hold `path` (the journal's; a user's `save` into a missing
    /// directory is an error instead).
    func makeParentDirectory(of path: String) throws(FileSystemError)
    /// Hands the file to `consume` in order, in chunks of at most `chunkBytes`, without holding
    /// it whole (importers of big files stop early, when `consume` returns false, instead of
    /// reading past their budget).
    func readChunks(_ path: String, chunkBytes: Int, _ consume: (ArraySlice<UInt8>) -> Bool) throws(FileSystemError)
}

extension FileSystem {
    public func absolutePath(_ path: String) -> String { path }
    public func makeParentDirectory(of path: String) throws(FileSystemError) {}
    /// Reads the whole file and hands it over in slices: right for files already in memory.
    public func readChunks(_ path: String, chunkBytes: Int, _ consume: (ArraySlice<UInt8>) -> Bool) throws(FileSystemError) {
        let bytes = try read(path)
        var start = 0
        let size = max(1, chunkBytes)
        while start < bytes.count {
            let end = min(bytes.count, start + size)
            guard consume(bytes[start..<end]) else { return }
            start = end
        }
    }

    /// The file as UTF-8 text.
    public func readText(_ path: String) throws(FileSystemError) -> String {
        let bytes = try read(path)
        guard let text = String(validating: bytes, as: UTF8.self) else { throw .notText(path: path) }
        return text
    }

    /// Writes text ending in a newline (added when missing), as POSIX text files do, so `cat`,
    /// `wc -l` and diffs read the last line whole: every scene file and export goes through here.
    public func writeTextAtomically(_ text: String, to path: String) throws(FileSystemError) {
        try writeAtomically(Array(text.utf8) + (text.isEmpty || text.hasSuffix("\n") ? [] : [0x0A]), to: path)
    }
}

/// Why a file could not be read or written.
public enum FileSystemError: Error, Equatable, Sendable, CustomStringConvertible {
    case notFound(path: String)
    case notText(path: String)
    case failed(path: String, reason: String)

    public var description: String {
        switch self {
        case let .notFound(path): return "\(path): no such file"
        case let .notText(path): return "\(path): not UTF-8 text"
        case let .failed(path, reason): return "\(path): \(reason)"
        }
    }
}

/// A file system held in memory, for tests and for sandboxed sessions.
public final class InMemoryFileSystem: FileSystem {
    /// Every file, by path.
    public private(set) var files: [String: [UInt8]]

    public init(files: [String: [UInt8]] = [:]) {
        self.files = files
    }

    /// A file system holding text files.
    public convenience init(textFiles: [String: String]) {
        self.init(files: textFiles.mapValues { Array($0.utf8) })
    }

    public func read(_ path: String) throws(FileSystemError) -> [UInt8] {
        guard let bytes = files[path] else { throw .notFound(path: path) }
        return bytes
    }

    public func writeAtomically(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        files[path] = bytes
    }

    public func append(_ bytes: [UInt8], to path: String) throws(FileSystemError) {
        files[path, default: []].append(contentsOf: bytes)
    }

    public func exists(_ path: String) -> Bool { files[path] != nil }

    public func remove(_ path: String) throws(FileSystemError) {
        files[path] = nil
    }

    /// A file's text, or nil when missing or not UTF-8 (a test convenience).
    public func text(_ path: String) -> String? {
        files[path].flatMap { String(validating: $0, as: UTF8.self) }
    }
}
