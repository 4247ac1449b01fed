import MeshEngine

/// The session's way to its files: the host's file system and image codecs, the directory the
/// running file's paths are relative to, and the notes about paths read by the older rule.
///
/// Every import and export is an extension of this type (`Formats/SceneFiles+…`,
/// `Export/SceneFiles+…`): each reads the state it is handed and returns what it made, so the
/// session only dispatches (``Session/withFiles(_:)``) and applies the result.
struct SceneFiles {
    /// Where every file is read and written.
    let fileSystem: any FileSystem
    /// The host's image codecs (``SessionHost``); nil where the host has none.
    let decodeImage: (([UInt8], String) throws -> Texture)?
    let encodeImage: ((Image, String) throws -> [UInt8])?
    /// The host's Ctrl-C, honoured between chunks of a read.
    let interruption: Interruption?
    /// The font labels are set in, for the exports that draw a layer's content.
    let typeface: (any Typeface)?
    /// The directory of the file whose lines are running (``ScenePaths``); nil for typed lines.
    let directory: String?
    /// Notes about paths read by the older rule (``inputPath(_:)``), for the session to show.
    var pathNotes: [String] = []

    init(host: SessionHost, directory: String?) {
        fileSystem = host.fileSystem
        decodeImage = host.decodeImage
        encodeImage = host.encodeImage
        interruption = host.interruption
        typeface = host.typeface
        self.directory = directory
    }

    /// Where an output (`save`, `export`, `render FILE`) named `path` goes.
    func outputPath(_ path: String) -> String {
        ScenePaths.resolve(path, in: directory)
    }

    /// The file an input (`content image`, `load`, `import`) named `path` reads. Files saved
    /// before paths were written relative to the file meant the current directory: when only
    /// that reading finds the file, it is used, with a note saying so (saving the scene again
    /// writes the path by the rule). When neither finds it, the error names the file's reading.
    mutating func inputPath(_ path: String) -> String {
        let resolved = ScenePaths.resolve(path, in: directory)
        guard resolved != path, !fileSystem.exists(resolved), fileSystem.exists(path) else { return resolved }
        pathNotes.append("note: \(SceneWriter.word(path)) is not beside the file (no \(resolved)); read it from the current"
            + " directory as older files meant; `save` writes it relative to the file")
        return path
    }

    /// What a host's codec says is wrong with a file, without the file's name when it can.
    static func reason(_ error: any Error) -> String {
        (error as? any FileProblem)?.reason ?? "\(error)"
    }

    /// The file's bytes, read in 1 MiB chunks up to `budget` (`over` when it holds more), for the
    /// imports that parse a whole document; Ctrl-C stops the read between chunks, and the caller
    /// then changes nothing.
    func readWithinBudget(_ path: String, budget: Int) throws(ScriptError) -> (bytes: [UInt8], over: Bool) {
        var bytes: [UInt8] = []
        var over = false
        let interruption = interruption
        do {
            try fileSystem.readChunks(path, chunkBytes: 1 << 20) { chunk in
                if interruption.isRequested { return false }
                guard bytes.count + chunk.count <= budget else { over = true; return false }
                bytes += chunk
                return true
            }
        } catch { throw ScriptError(.file(error)) }
        return (bytes, over)
    }
}
