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
    /// Throws what a write to `path` would be refused for (a link to a device, a directory, a
    /// loop of links), found without opening anything: a command that reads the file before it
    /// writes it (`save` comparing with what is on disk) asks first, so it never reads a device.
    func checkWritable(_ path: String) throws(FileSystemError)
}

extension FileSystem {
    public func absolutePath(_ path: String) -> String { path }
    public func makeParentDirectory(of path: String) throws(FileSystemError) {}
    /// Nothing is refused: a file system of plain files has no links or devices.
    public func checkWritable(_ path: String) throws(FileSystemError) {}
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

    /// The file as UTF-8 text; where it is not, the error says where the first bad byte is.
    public func readText(_ path: String) throws(FileSystemError) -> String {
        let bytes = try read(path)
        guard let text = String(validating: bytes, as: UTF8.self) else { throw FileSystemError.notText(path: path, bytes: bytes) }
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
    /// The first byte that is not UTF-8, at its 1-based line and column (in characters, as
    /// command columns count) in the text before it.
    case notText(path: String, line: Int, column: Int, byte: UInt8)
    /// A directory where a file was meant: read (`load`, `content image`) or written (`save`,
    /// `render`, `export`).
    case isDirectory(path: String, writing: Bool)
    case failed(path: String, reason: String)

    public var path: String {
        switch self {
        case let .notFound(path), let .notText(path, _, _, _), let .isDirectory(path, _), let .failed(path, _): return path
        }
    }

    /// What is wrong, without the file's name, for messages that name it already.
    public var reason: String {
        switch self {
        case .notFound: return "no such file"
        case let .notText(_, _, _, byte): return "not UTF-8 text: byte 0x" + String(byte, radix: 16, uppercase: true) + " starts no character here"
        case let .isDirectory(_, writing): return writing ? "a directory; name a file inside it" : "a directory, not a file"
        case let .failed(_, reason): return reason
        }
    }

    /// Where in the file the problem is, when it is in the text.
    public var location: (line: Int, column: Int)? {
        if case let .notText(_, line, column, _) = self { return (line, column) }
        return nil
    }

    /// `PATH:LINE:COLUMN: reason` where the problem has a place in the text, else `PATH: reason`.
    public var description: String {
        guard let (line, column) = location else { return "\(path): \(reason)" }
        return "\(path):\(line):\(column): \(reason)"
    }

    /// The error for `bytes` that are not valid UTF-8: where the first invalid sequence starts,
    /// counted in lines as ``TextLines`` splits them (LF, CRLF or CR; a leading byte-order mark
    /// is not a column).
    static func notText(path: String, bytes: [UInt8]) -> FileSystemError {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        scan: while true {
            switch parser.parseScalar(from: &iterator) {
            case let .valid(scalar): offset += scalar.count
            case .error, .emptyInput: break scan
            }
        }
        let before = TextLines.split(String(decoding: bytes[..<min(offset, bytes.count)], as: UTF8.self))
        let endsLine = offset > 0 && (bytes[offset - 1] == 0x0A || bytes[offset - 1] == 0x0D)
        let line = endsLine || before.isEmpty ? before.count + 1 : before.count
        let column = endsLine ? 1 : (before.last?.count ?? 0) + 1
        return .notText(path: path, line: line, column: column, byte: offset < bytes.count ? bytes[offset] : 0)
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
