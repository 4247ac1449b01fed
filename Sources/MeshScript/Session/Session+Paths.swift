import MeshEngine

/// Paths in commands, by the rule of ``ScenePaths``: relative to the file whose lines are running,
/// or to the current directory for typed lines.
extension Session {
    /// Where an output (`save`, `export`, `render FILE`) named `path` goes.
    func outputPath(_ path: String) -> String {
        ScenePaths.resolve(path, in: runner.fileDirectory)
    }

    /// The file an input (`content image`, `load`, `import`) named `path` reads. Files saved
    /// before paths were written relative to the file meant the current directory: when only
    /// that reading finds the file, it is used, with a note saying so (saving the scene again
    /// writes the path by the rule). When neither finds it, the error names the file's reading.
    mutating func inputPath(_ path: String) -> String {
        let resolved = ScenePaths.resolve(path, in: runner.fileDirectory)
        guard resolved != path, !host.fileSystem.exists(resolved), host.fileSystem.exists(path) else { return resolved }
        pathNotes.append("note: \(SceneWriter.word(path)) is not beside the file (no \(resolved)); read it from the current"
            + " directory as older files meant; `save` writes it relative to the file")
        return path
    }

    /// The scene file of the state, its images' paths relative to `file`'s directory (where the
    /// file system knows absolute paths) so it loads from anywhere.
    func sceneFile(for file: String) -> String {
        let fileSystem = host.fileSystem
        let directory = ScenePaths.directory(of: fileSystem.absolutePath(file)) ?? ""
        return SceneWriter.script(for: self) { source in
            directory.isEmpty ? source : ScenePaths.relative(fileSystem.absolutePath(source), from: directory)
        }
    }

    /// What a host's codec says is wrong with a file, without the file's name when it can.
    static func reason(_ error: any Error) -> String {
        (error as? any FileProblem)?.reason ?? "\(error)"
    }

    mutating func loadImage(_ typed: String) throws(ScriptError) -> Texture {
        guard let decode = host.decodeImage else { throw ScriptError(.noImageCodec(decode: true)) }
        let path = inputPath(typed)
        let bytes: [UInt8]
        do { bytes = try host.fileSystem.read(path) } catch { throw ScriptError(.file(error)) }
        var texture: Texture
        do { texture = try decode(bytes, path) } catch { throw ScriptError(.image(path: path, Session.reason(error), writing: false)) }
        // The decoder cannot be stopped midway; Ctrl-C during it still leaves the scene as it was.
        if host.interruption.isRequested { throw ScriptError(.interrupted) }
        texture.source = path
        return texture
    }
}
