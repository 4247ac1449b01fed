import MeshEngine

extension Session {
    /// `render`, `pick` and `stats`: the commands that draw the current frame.
    mutating func performRendering(_ command: ToolCommand) throws(ScriptError) -> String {
        switch command {
        case let .render(path, width, height):
            guard let encode = host.encodeImage else { throw ScriptError(.noImageCodec(decode: false)) }
            let (image, stats) = renderFrame(width: width ?? state.view.width, height: height ?? state.view.height)
            let bytes: [UInt8]
            do { bytes = try encode(image, path) } catch { throw ScriptError(.image(path: path, "\(error)")) }
            do { try host.fileSystem.writeAtomically(bytes, to: path) } catch { throw ScriptError(.file(error)) }
            return "rendered frame \(frame) to \(path) (\(image.width)×\(image.height), \(stats.triangles) triangles)"
        case let .pick(x, y):
            let renderer = Renderer()
            let scene = frameScene
            _ = renderer.render(scene, options: renderOptions(width: state.view.width, height: state.view.height))
            guard let hit = renderer.hitTest(x: x, y: y) else {
                return "(\(x), \(y)) shows the background (the viewport is \(state.view.width)×\(state.view.height))"
            }
            let name = scene.layers.indices.contains(hit.layer) ? scene.layers[hit.layer].name : "?"
            var text = "layer \(hit.layer) (\(name)), face \(hit.face), triangle \(hit.triangle), from \(hit.from)"
            if hit.subdividedFace != hit.face { text += ", subdivided face \(hit.subdividedFace)" }
            return text
        case .stats:
            let (_, stats) = renderFrame(width: state.view.width, height: state.view.height)
            let meshes = state.scene.layers.compactMap(\.mesh)
            var lines = [
                "\(state.scene.layers.count) layer\(state.scene.layers.count == 1 ? "" : "s"); control mesh: "
                    + "\(meshes.map(\.vertices.count).reduce(0, +)) vertices, \(meshes.map(\.faces.count).reduce(0, +)) faces",
                "drawn at \(state.view.width)×\(state.view.height): \(stats.vertices) vertices, \(stats.faces) faces, "
                    + "\(stats.triangles) triangles after subdivision (steps \(stats.subdivisionSteps.map(String.init).joined(separator: ", ")))",
                "frame \(frame) (\(time.shortDescription) s) at \(state.framesPerSecond.scriptText) fps",
            ]
            if let ms = lastFrameMilliseconds { lines.append("last frame took \(ms.shortDescription) ms") }
            lines += stats.notes.map { "note: \($0)" }
            return lines.joined(separator: "\n")
        }
    }

    /// The current frame drawn at a size with the session's view, and what the renderer did.
    public func renderFrame(width: Int, height: Int) -> (image: Image, stats: RenderStats) {
        let renderer = Renderer()
        let stats = renderer.render(frameScene, options: renderOptions(width: width, height: height))
        return (renderer.image, stats)
    }
}
