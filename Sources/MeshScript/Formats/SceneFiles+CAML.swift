import MeshEngine

extension SceneFiles {
    /// The largest archive `import caml` reads.
    static let camlByteBudget = 64 << 20

    /// `import caml FILE`: the archive's layer tree, sizes, transforms and meshes replace the
    /// scene's layers and container (``CAMLDocument``); lights and background stay. Undoable.
    /// `state` is replaced only when the whole archive was read.
    mutating func importCAML(_ typed: String, into state: inout SessionState) throws(ScriptError) -> String {
        let path = inputPath(typed)
        let (bytes, over) = try readWithinBudget(path, budget: SceneFiles.camlByteBudget)
        if interruption.isRequested { throw ScriptError(.interrupted, column: 1) }
        if over {
            throw ScriptError(.caml(.overBudget(budget: SceneFiles.camlByteBudget)),
                              column: 1, line: 1).located(file: path, line: 1)
        }
        let document: CAMLDocument
        do { document = try CAMLDocument(bytes: bytes, base: state.scene) } catch { throw error.located(file: path, line: error.line ?? 1) }
        guard !document.scene.layers.isEmpty else {
            throw ScriptError(.caml(.noVisibleSublayers), column: 1, line: 1).located(file: path, line: 1)
        }
        var imported = state
        imported.scene = document.scene
        // Images named by `<contents src>`: beside the archive, as its own paths are meant.
        for image in document.imageSources {
            let file = ScenePaths.resolve(image.source, in: ScenePaths.directory(of: path))
            do { imported.scene.layers[image.layer].content = .image(try loadImage(file)) } catch {
                throw ScriptError(error.kind, column: image.column, file: path, line: image.line)
            }
        }
        imported.selection = .none
        imported.animations = []
        do { try imported.validate() } catch { throw error.located(file: path, line: 1) }
        state = imported
        let layers = document.scene.layers, meshes = layers.filter { $0.mesh != nil }.count
        var lines = ["imported \(path): \(layers.count) layer\(layers.count == 1 ? "" : "s"), \(meshes) with a mesh transform, "
                     + "in a \(document.scene.size.width.scriptText) × \(document.scene.size.height.scriptText) container"]
        if document.hiddenLayers > 0 { lines.append("left out \(document.hiddenLayers) hidden layer\(document.hiddenLayers == 1 ? " and its" : "s and their") sublayers") }
        if !document.skipped.isEmpty {
            lines.append("passed over " + document.skipped.sorted { $0.key < $1.key }.prefix(8).map { "\($0.value) <\($0.key)>" }.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }
}
