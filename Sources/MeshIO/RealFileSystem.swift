import Foundation
import MeshEngine
import MeshScript

/// The session's ``FileSystem`` on the real disk. Relative paths resolve against the current
/// directory (the process's, or one given) and `~` is the home directory. Appending (the
/// journal) creates missing parent directories, so the journal can live in
/// `~/.local/state/meshplay/` from the first run; an atomic write (`save`, `render`) into a
/// missing directory is an error naming it.
public final class RealFileSystem: FileSystem {
    /// The directory relative paths resolve against; nil is the process's current directory.
    /// One given lets a caller (a test running beside others) work elsewhere without changing
    /// the directory of the whole process, which every thread shares.
    public let currentDirectory: String?
    /// Stops a read that waits on a named pipe no program writes to (the playground's Ctrl-C):
    /// without it, opening such a pipe would wait for ever.
    public var interruption: Interruption?

    public init(currentDirectory: String? = nil) {
        self.currentDirectory = currentDirectory
    }

    /// `typed` with `~` expanded and, when relative, placed in ``currentDirectory`` if one was given.
    func resolved(_ typed: String) -> String {
        let expanded = Self.expandingTilde(typed)
        guard let currentDirectory, !expanded.hasPrefix("/") else { return expanded }
        return (currentDirectory as NSString).appendingPathComponent(expanded)
    }

    /// `~` and `~/…` with the home directory in place of the tilde.
    public static func expandingTilde(_ path: String) -> String {
        guard path == "~" || path.hasPrefix("~/") else { return path }
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        return home + path.dropFirst()
    }

    /// The path from the root, so it means the same file from any directory.
    public func absolutePath(_ path: String) -> String {
        let expanded = resolved(path)
        guard !expanded.hasPrefix("/") else { return expanded }
        return (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(expanded)
    }

    public func makeParentDirectory(of path: String) throws(FileSystemError) {
        try makeParentDirectory(resolved(path))
    }

    public func read(_ typed: String) throws(FileSystemError) -> [UInt8] {
        let path = resolved(typed)
        try Self.checkFile(path)
        if Self.isRegularFile(path), let data = FileManager.default.contents(atPath: path) { return [UInt8](data) }
        // A pipe or a device (`/dev/stdin`, `<(…)`), which has no size to read up to: read it as
        // a stream, up to the limit, since some never end (`/dev/zero` filled memory until abort).
        var bytes: [UInt8] = []
        var over = false
        try readChunks(typed, chunkBytes: 1 << 16) { chunk in
            guard bytes.count + chunk.count <= Self.streamByteLimit else {
                over = true
                return false
            }
            bytes += chunk
            return true
        }
        if over {
            throw .failed(path: path, reason: "more than \(Self.streamByteLimit >> 20) MiB from something that is not a regular file"
                + " (a device or a pipe): read a file instead")
        }
        return bytes
    }

    /// The most bytes a whole read takes from what is not a regular file (a device, a pipe),
    /// whose end is not known ahead: 64 MiB, the OBJ import's budget, is far more than any scene
    /// script or picture piped in, and still a bounded amount of memory.
    public static let streamByteLimit = 64 << 20

    /// Whether `path` is a regular file (following links).
    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// Reads with `fread` into one reused buffer, so a file of any size costs `chunkBytes` of memory.
    public func readChunks(_ typed: String, chunkBytes: Int, _ consume: (ArraySlice<UInt8>) -> Bool) throws(FileSystemError) {
        let path = resolved(typed)
        try Self.checkFile(path)
        if Self.isPipe(path) { return try readPipe(path, chunkBytes: chunkBytes, consume) }
        guard let file = fopen(path, "rb") else {
            throw .failed(path: path, reason: "cannot open the file: \(String(cString: strerror(errno)))")
        }
        defer { fclose(file) }
        var buffer = [UInt8](repeating: 0, count: max(1, chunkBytes))
        while true {
            let n = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if n > 0, !consume(buffer[0..<n]) { return }
            if n < buffer.count {
                guard ferror(file) == 0 else { throw .failed(path: path, reason: "cannot read the file") }
                return
            }
        }
    }

    public func writeAtomically(_ bytes: [UInt8], to typed: String) throws(FileSystemError) {
        let path = resolved(typed)
        // WriteDestination (inside) follows links and refuses a directory or a device.
        do { try writeFileAtomically(path: path, data: Data(bytes)) } catch {
            throw .failed(path: path, reason: error.reason)
        }
    }

    public func checkWritable(_ typed: String) throws(FileSystemError) {
        let path = resolved(typed)
        do { _ = try WriteDestination.resolve(path) } catch { throw .failed(path: path, reason: error.reason) }
    }

    public func append(_ bytes: [UInt8], to typed: String) throws(FileSystemError) {
        let path = resolved(typed)
        try makeParentDirectory(path)
        let destination: String
        do { destination = try WriteDestination.resolve(path) } catch { throw .failed(path: path, reason: error.reason) }
        // No link is followed after WriteDestination chose the file (O_NOFOLLOW), and one that
        // became something else since is refused before a byte goes in.
        let fd = open(destination, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        var info = stat()
        guard fd >= 0, fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, let file = fdopen(fd, "ab") else {
            let reason = fd >= 0 ? "not a regular file" : String(cString: strerror(errno))
            if fd >= 0 { close(fd) }
            throw .failed(path: path, reason: "cannot open the file for appending: \(reason)")
        }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        // Flush to the kernel now: the point of a journal is to survive the process being killed.
        let flushed = fflush(file) == 0
        let reason = systemErrorText(errno)
        fclose(file)
        guard written == bytes.count, flushed else { throw .failed(path: path, reason: "cannot append to the file: \(reason)") }
    }

    public func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: resolved(path))
    }

    public func remove(_ typed: String) throws(FileSystemError) {
        let path = resolved(typed)
        guard exists(path) else { return }
        do { try FileManager.default.removeItem(atPath: path) } catch {
            throw .failed(path: path, reason: "cannot remove the file")
        }
    }

    /// The one check of a path where a file is to be read, for every reader of files (the
    /// session's, images): a directory is refused by name before reading it, and a missing file
    /// or a link to nothing says which. (Writers ask ``WriteDestination``.)
    static func checkFile(_ path: String) throws(FileSystemError) {
        var directory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &directory) else {
            // A link that leads nowhere is there, so "no such file" would mislead.
            var link = stat(), target = stat()
            if lstat(path, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK, stat(path, &target) != 0 {
                throw .failed(path: path, reason: errno == ELOOP ? "a loop of symbolic links" : "a symbolic link to a file that does not exist")
            }
            throw .notFound(path: path)
        }
        if directory.boolValue { throw .isDirectory(path: path, writing: false) }
    }

    private func makeParentDirectory(_ path: String) throws(FileSystemError) {
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        guard !parent.isEmpty, !FileManager.default.fileExists(atPath: parent) else { return }
        do { try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true) } catch {
            throw .failed(path: path, reason: "cannot create the directory \(parent)")
        }
    }

    /// Where meshplay keeps state between runs (the journal, the REPL history):
    /// `$XDG_STATE_HOME/meshplay`, or `~/.local/state/meshplay`.
    public static var stateDirectory: String {
        stateDirectory(environment: ProcessInfo.processInfo.environment)
    }

    /// ``stateDirectory`` for the variables in `environment`. The XDG Base Directory spec makes
    /// a relative `XDG_STATE_HOME` invalid, to be ignored: it would put the journal wherever
    /// meshplay happened to start, a different one from each directory.
    static func stateDirectory(environment env: [String: String]) -> String {
        meshplayDirectory(under: "XDG_STATE_HOME", or: ".local/state", environment: env)
    }

    /// `meshplay` in the XDG base directory `variable` names, or in `fallback` under the home
    /// directory when the variable is unset or relative (the spec's rule for both variables).
    private static func meshplayDirectory(under variable: String, or fallback: String, environment env: [String: String]) -> String {
        if let base = env[variable], base.hasPrefix("/") { return base + "/meshplay" }
        let home = env["HOME"] ?? NSHomeDirectory()
        return home + "/" + fallback + "/meshplay"
    }

    /// Where meshplay keeps the preferences a user sets (the panel's width):
    /// `$XDG_CONFIG_HOME/meshplay`, or `~/.config/meshplay`; never the scene file, which
    /// describes the scene, not the terminal it was made on.
    public static var configDirectory: String {
        configDirectory(environment: ProcessInfo.processInfo.environment)
    }

    /// ``configDirectory`` for the variables in `environment`; a relative `XDG_CONFIG_HOME` is
    /// ignored, as ``stateDirectory(environment:)`` ignores a relative `XDG_STATE_HOME`.
    static func configDirectory(environment env: [String: String]) -> String {
        meshplayDirectory(under: "XDG_CONFIG_HOME", or: ".config", environment: env)
    }

    /// The default journal path: `journal.mesh` in ``stateDirectory``.
    public static var defaultJournalPath: String {
        stateDirectory + "/journal.mesh"
    }
}
