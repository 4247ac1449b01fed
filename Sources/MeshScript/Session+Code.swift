import MeshEngine

extension Session {
    /// `export swift|objc|camesh|caml FILE`: the selected layer's mesh, its keyframe animations,
    /// transform and light as code for the APIs mesh transforms live in (``SceneCode``).
    mutating func exportCode(_ path: String, _ format: CodeExportFormat) throws(ScriptError) -> String {
        let l = try layerIndex()
        // A layer without a mesh is drawn as one flat quad: that is the mesh to export.
        let code = SceneCode(session: state, layer: l, mesh: state.scene.layers[l].effectiveMesh)
        let text: String
        switch format {
        case .swift: text = code.swiftSource
        case .objc: text = code.objcSource
        case .camesh: text = code.cameshSource
        case .caml: text = code.camlSource
        }
        do { try host.fileSystem.writeTextAtomically(text, to: path) } catch { throw ScriptError(.file(error)) }
        let a = code.animations.count
        return "wrote \(path): \(format.what) for layer \(l) (\(code.mesh.vertices.count) vertices, \(code.mesh.faces.count) faces"
            + (a == 0 ? ")" : ", \(a) animation\(a == 1 ? "" : "s"))")
    }
}
