import MeshEngine

extension Session {
    /// `import obj FILE` replaces the selected layer's mesh; `export obj FILE` writes it.
    mutating func performOBJ(_ command: FileCommand, path: String) throws(ScriptError) -> String {
        if case .exportOBJ = command {
            let mesh = try currentMesh()
            do { try host.fileSystem.writeTextAtomically(mesh.objText, to: path) } catch { throw ScriptError(.file(error)) }
            return "wrote \(path): \(mesh.vertices.count) vertices, \(mesh.faces.count) faces"
        }
        let l = try layerIndex()
        let text: String
        do { text = try host.fileSystem.readText(path) } catch { throw ScriptError(.file(error)) }
        let mesh: MeshTransform
        do { mesh = try MeshTransform.parseOBJ(text) } catch { throw error.located(file: path, line: error.line ?? 1) }
        state.scene.layers[l].mesh = mesh
        state.scene.layers[l].faceDiagonals = [:]
        state.selection = .none
        lastChange = .replaced
        return "imported \(path): \(mesh.vertices.count) vertices, \(mesh.faces.count) faces" + Session.problemSummary(mesh)
            + stopMeshDrivers(layer: l)
    }

    /// A warning listing a mesh's problems, or nothing when it is sound.
    static func problemSummary(_ mesh: MeshTransform) -> String {
        let problems = mesh.problems()
        guard let first = problems.first else { return "" }
        return "\nwarning: \(problems.count) problem\(problems.count == 1 ? "" : "s"), first: \(first)"
    }
}
