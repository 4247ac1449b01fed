import MeshEngine

extension Session {
    /// `export swift|objc|camesh|caml FILE [name NAME] [subdivided]`: the selected layer's mesh,
    /// its animations (keyframe ones, or its procedural motion sampled into keyframes), transform
    /// and light as code for the APIs mesh transforms live in (``SceneCode``); `camesh` and `caml`
    /// write the whole layer tree. `name` prefixes every declared name; `subdivided` bakes the
    /// layer's subdivision into the mesh and each keyframe for BCMeshTransformView, which has none.
    mutating func exportCode(_ typed: String, _ format: CodeExportFormat, _ options: CodeExportOptions) throws(ScriptError) -> String {
        let path = outputPath(typed)
        let l = try layerIndex()
        // A layer without a mesh is drawn as one flat quad: that is the mesh BCMeshTransformView gets.
        var code = SceneCode(session: state, layer: l, mesh: state.scene.layers[l].effectiveMesh, sampling: sampledMotion(layer: l))
        code.codeName = options.name
        if options.subdivided {
            code.bakedSteps = code.mesh.subdivisionSteps
            code.mesh = try Self.bakingSubdivision(code.mesh)
            for k in code.keyframes.indices { code.keyframes[k].mesh = try Self.bakingSubdivision(code.keyframes[k].mesh) }
        }
        let text: String
        switch format {
        case .swift: text = code.swiftSource
        case .objc: text = code.objcSource
        case .camesh: text = code.cameshSource
        case .caml: text = code.camlSource
        }
        do { try host.fileSystem.writeTextAtomically(text, to: path) } catch { throw ScriptError(.file(error)) }
        let v = code.mesh.vertices.count, f = code.mesh.faces.count
        let baked = code.bakedSteps.map { $0 == 0 ? ", no subdivision to bake" : ", subdivision \($0) baked in" } ?? ""
        let size = "\(v) vert\(v == 1 ? "ex" : "ices"), \(f) face\(f == 1 ? "" : "s")"
        let what: String
        switch format {
        case .swift, .objc: what = "layer \(l) (\(size)\(baked)"
        case .camesh, .caml:
            let n = state.scene.layers.count
            what = "\(n) layer\(n == 1 ? "" : "s") (layer \(l): \(size)"
        }
        let a = format == .caml ? 0 : code.animations.count
        var out = "wrote \(path): \(format.what) for \(what)" + (a == 0 ? ")" : ", \(a) animation\(a == 1 ? "" : "s"))")
        if format != .caml, let s = code.sampling {
            out += s.samples.isEmpty ? "\n\(s.cause) is not animated in the code: two samples pass the budget of \(SceneCode.sampleVertexBudget) sampled vertices"
                : "\n\(s.cause) sampled into \(s.samples.count) keyframes over \(s.seconds.scriptText) s" + (s.limit.map { " (\($0))" } ?? "")
        }
        return out
    }

    /// `mesh` with its subdivision steps applied and none left (the control mesh when it has
    /// none), for APIs that draw the mesh as given.
    static func bakingSubdivision(_ mesh: MeshTransform) throws(ScriptError) -> MeshTransform {
        guard mesh.subdivisionSteps > 0 else { return mesh }
        let surface = try subdividedSurface(mesh, steps: mesh.subdivisionSteps)
        return MeshTransform(vertices: surface.vertices, faces: surface.faces, subdivisionSteps: 0,
                             depthNormalization: mesh.depthNormalization)
    }
}
