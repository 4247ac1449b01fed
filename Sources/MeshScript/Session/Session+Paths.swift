import MeshEngine

/// Paths in commands, by the rule of ``ScenePaths``: relative to the file whose lines are running,
/// or to the current directory for typed lines; and the images those paths name, read and checked.
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

    /// The image contents of an imported state checked as `load` will read them, since `save`
    /// writes an image as its path alone: a file's image must be there and, where this host
    /// decodes images, hold the document's pixels (read as `content image` reads a path, which
    /// also resolves it); a generated one (`content disc`, `content switch`) must be what its
    /// arguments make. Returns the state with each file's source as that reading resolved it.
    mutating func checkedImages(_ imported: SessionState) throws(PlacedProblem) -> SessionState {
        var state = imported
        for (i, layer) in imported.scene.layers.enumerated() {
            guard case let .image(texture) = layer.content, let source = texture.source else { continue }
            let at: [JSONLocator.Step] = [.key("scene"), .key("layers"), .index(i), .key("content"), .key("image"), .key("texture"), .key("source")]
            if let arguments = ContentSpec.generatedArguments(source) {
                let remade: Texture?
                do throws(ScriptError) {
                    guard case let .layer(.content(spec))? = try CommandParser.parse("content " + arguments)?.command else {
                        throw ScriptError(.expression("'\(arguments.controlsEscaped)' is not a generated content"))
                    }
                    remade = spec.generatedTexture
                } catch { throw PlacedProblem(path: at, error: error) }
                guard remade == texture else {
                    throw PlacedProblem(path: at, error: ScriptError(.expression(
                        "`content \(arguments.controlsEscaped)` makes another texture than the document's \(texture.width)×\(texture.height) one")))
                }
                continue
            }
            guard host.decodeImage != nil else {
                // No codec to compare the pixels with: the file must at least be there.
                let path = inputPath(source)
                if !host.fileSystem.exists(path) { throw PlacedProblem(path: at, error: ScriptError(.file(.notFound(path: path)))) }
                continue
            }
            let read: Texture
            do { read = try loadImage(source) } catch { throw PlacedProblem(path: at, error: error) }
            guard read.width == texture.width, read.height == texture.height, read.pixels == texture.pixels else {
                throw PlacedProblem(path: at, error: ScriptError(.file(.failed(path: read.source ?? source, reason:
                    "its \(read.width)×\(read.height) image is not the document's \(texture.width)×\(texture.height) texture, "
                        + "and load reads the file"))))
            }
            state.scene.layers[i].content = .image(read)
        }
        return state
    }
}
