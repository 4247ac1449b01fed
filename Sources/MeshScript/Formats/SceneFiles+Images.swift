import MeshEngine

/// The images a scene names: read through the host's codec, and checked against a document's.
extension SceneFiles {
    /// The texture the image file `typed` holds (`content image`), its source the path it was read from.
    mutating func loadImage(_ typed: String) throws(ScriptError) -> Texture {
        guard let decode = decodeImage else { throw ScriptError(.noImageCodec(decode: true)) }
        let path = inputPath(typed)
        let bytes: [UInt8]
        do { bytes = try fileSystem.read(path) } catch { throw ScriptError(.file(error)) }
        var texture: Texture
        do { texture = try decode(bytes, path) } catch { throw ScriptError(.image(path: path, SceneFiles.reason(error), writing: false)) }
        // The decoder cannot be stopped midway; Ctrl-C during it still leaves the scene as it was.
        if interruption.isRequested { throw ScriptError(.interrupted) }
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
            guard decodeImage != nil else {
                // No codec to compare the pixels with: the file must at least be there.
                let path = inputPath(source)
                if !fileSystem.exists(path) { throw PlacedProblem(path: at, error: ScriptError(.file(.notFound(path: path)))) }
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
