import MeshEngine

extension SceneFiles {
    /// `export obj FILE` writes the selected layer's control mesh (a layer without one, the flat
    /// quad it is drawn with), as an object named after the layer; `export obj FILE subdivided` writes the surface of the frame on screen instead:
    /// the animated mesh, subdivided by the steps that frame used, with a normal per vertex. `drawn`
    /// is that frame (at timeline `frame`, `time` seconds): its scene and each layer's steps, which
    /// only the session can read.
    func exportOBJ(_ typed: String, state: SessionState, drawn: (scene: Scene, steps: [Int], frame: Int, time: Double)?) throws(ScriptError) -> String {
        let path = outputPath(typed)
        let l = try state.layerIndex()
        // A layer without a mesh is drawn as one flat quad: that is what it exports, as the code exports do.
        var mesh = state.scene.layers[l].effectiveMesh
        var comments: [String] = []
        var note = state.scene.layers[l].mesh == nil ? " (layer \(l) has no mesh: the flat quad it is drawn with)" : ""
        if let shown = drawn {
            let (used, frame, time) = (shown.steps, shown.frame, shown.time)
            let drawn = shown.scene.layers[l].mesh ?? mesh
            let steps = used.indices.contains(l) ? used[l] : max(0, drawn.subdivisionSteps)
            let surface = try Self.subdividedSurface(drawn, steps: steps)
            var vertices = surface.vertices
            if drawn.limitSurface {
                // As the renderer draws it: on the limit surface.
                var limit = LimitSurface(), normals: [SIMD3<Double>] = []
                limit.apply(surface.vertices, faces: surface.faces, into: &vertices, normals: &normals)
            }
            mesh = MeshTransform(vertices: vertices, faces: surface.faces, subdivisionSteps: 0,
                                 depthNormalization: drawn.depthNormalization)
            comments = ["the surface drawn at frame \(frame) (\(time.scriptText) s): \(steps) subdivision step\(steps == 1 ? "" : "s") of "
                        + "\(drawn.vertices.count) vertices and \(drawn.faces.count) faces"
                        + (drawn.limitSurface ? " on the limit surface" : "") + ", so it reads back with subdivision 0"]
            note += " (frame \(frame) subdivided \(steps) step\(steps == 1 ? "" : "s"), with normals)"
        }
        let text = mesh.objText(name: state.scene.layers[l].name, comments: comments, normals: drawn != nil)
        do { try fileSystem.writeTextAtomically(text, to: path) } catch { throw ScriptError(.file(error)) }
        return "wrote \(path): \(Int.meshSize(vertices: mesh.vertices.count, faces: mesh.faces.count))" + note + Self.leftOutLayers(writing: l, of: state)
    }

    /// What `export obj` did not write, when the scene has other layers: it writes the selected
    /// layer's mesh in that layer's unit coordinates, and a file of several such meshes would
    /// stack them at one place.
    static func leftOutLayers(writing l: Int, of state: SessionState) -> String {
        let others = state.scene.layers.indices.filter { $0 != l }
        guard !others.isEmpty else { return "" }
        let listed = others.prefix(SceneFiles.objLayersListed).map { "\($0) (\(state.scene.layers[$0].name))" }.joined(separator: ", ")
        let more = others.count > SceneFiles.objLayersListed ? " and \(others.count - SceneFiles.objLayersListed) more" : ""
        return "\nnot written: layer\(others.count == 1 ? "" : "s") \(listed)\(more); export obj writes the selected layer (layer select N, then export obj again)"
    }

    /// `import obj FILE [fit] [merge] [front|top|right]` replaces the selected layer's mesh with the
    /// file's first object and adds a layer (a copy of the selected one) for each further object,
    /// turned so that the side asked for (``OBJView``) faces the viewer. `state` changes only
    /// once the whole file was read.
    mutating func importOBJ(_ typed: String, _ options: OBJImportOptions, into state: inout SessionState) throws(ScriptError) -> String {
        let path = inputPath(typed)
        let l = try state.layerIndex()
        let model = try SceneFiles.readOBJ(path, options, fileSystem: fileSystem, interruption: interruption)
        let template = state.scene.layers[l]
        var added: [String] = []
        for (k, object) in model.objects.enumerated() {
            var layer = template
            layer.mesh = object.mesh
            layer.faceDiagonals = [:]
            // The file's object names become layer names (an unnamed object keeps the layer's), so
            // a name goes out with `export obj` and comes back with `import obj`.
            layer.name = SceneFiles.layerName(object.name, fallback: model.objects.count > 1 ? "\(template.name)-\(k + 1)" : template.name)
            if k == 0 {
                state.scene.layers[l] = layer
            } else {
                state.scene.layers.append(layer)
                added.append("\(state.scene.layers.count - 1) (\(layer.name))")
            }
        }
        state.selection = .none
        let vertices = model.objects.reduce(0) { $0 + $1.mesh.vertices.count }
        let faces = model.objects.reduce(0) { $0 + $1.mesh.faces.count }
        let renamed = state.scene.layers[l].name != template.name ? " as layer \(l) (\(state.scene.layers[l].name))" : ""
        var lines = ["imported \(path): \(Int.meshSize(vertices: vertices, faces: faces))"
                     + (added.isEmpty ? renamed : " in \(model.objects.count) layers: \(l) (\(state.scene.layers[l].name)), " + SceneFiles.addedLayers(added))]
        lines += SceneFiles.objConversions(model)
        if template.kind == .transform {
            // A CATransformLayer draws nothing of its own: the mesh is kept, but not shown.
            lines.append("warning: layer \(l) (\(template.name)) is a transform layer, which draws nothing: "
                         + "its mesh shows after `layer kind layer`" + (added.isEmpty ? "" : " (so are the layers added)"))
        }
        return lines.joined(separator: "\n") + model.objects.map { SceneFiles.problemSummary($0.mesh) }.joined() + state.stopMeshDrivers(layer: l)
    }

    /// Streams and parses an OBJ file; errors are located at `path:line:column`. A requested
    /// `interruption` (Ctrl-C) stops it between chunks and once the meshes are built, with
    /// ``ScriptError/Kind/interrupted`` at the line reached, so the caller changes nothing.
    static func readOBJ(_ path: String, _ options: OBJImportOptions, fileSystem: FileSystem,
                        interruption: Interruption? = nil) throws(ScriptError) -> OBJModel {
        var reader = OBJReader()
        var failure: ScriptError?
        do throws(FileSystemError) {
            try fileSystem.readChunks(path, chunkBytes: OBJReader.chunkBytes) { chunk in
                // A chunk (64 KiB, about two thousand lines) parses in well under a millisecond.
                if interruption.isRequested {
                    failure = ScriptError(.interrupted, column: 1, line: reader.physicalLine + 1)
                    return false
                }
                do throws(ScriptError) { try reader.feed(chunk) } catch {
                    failure = error
                    return false
                }
                return true
            }
        } catch {
            throw ScriptError(.file(error))
        }
        do throws(ScriptError) {
            if let failure { throw failure }
            try reader.endOfFile()
            let model = try reader.finish(options, file: path)
            if interruption.isRequested { throw ScriptError(.interrupted, column: 1, line: reader.physicalLine) }
            return model
        } catch {
            throw error.located(file: path, line: error.line ?? 1)
        }
    }

    /// The layers an import added, as its message lists them: the first
    /// ``objLayersListed`` and how many more (a file of 20,000 objects made a line of 20,000).
    static func addedLayers(_ added: [String]) -> String {
        guard added.count > objLayersListed else { return added.joined(separator: ", ") }
        return added.prefix(objLayersListed).joined(separator: ", ") + " and \(added.count - objLayersListed) more (layers lists them)"
    }

    /// How many added layers an import's message names.
    static let objLayersListed = 9

    /// The import message's line for a model not seen from the front: why it was turned, or
    /// how, when the view was asked for.
    static func viewLine(_ model: OBJModel) -> String? {
        let view = model.view
        guard model.viewChosen else {
            switch view {
            case .front: return nil
            case .top: return "seen from above: OBJ's −z is up and its y towards the viewer"
            case .right: return "seen from the right (+x): OBJ's −z is right and its x towards the viewer"
            }
        }
        let lying: String
        switch view {
        case .front:
            guard let better = model.suggestedView else { return nil }
            let thin = better == .top ? "thin in y" : "thin in x"
            return "the model is \(thin), so the front shows it nearly edge-on: `\(better.rawValue)` after the file name shows it \(better.described)"
        case .top: lying = "flat in y (a floor, as Blender's Plane and Grid)"
        case .right: lying = "flat in x (a wall)"
        }
        return "seen \(view.described): the model lies \(lying), which the front shows edge-on "
            + "(`front` after the file name keeps the front view)"
    }

    /// What an import converted or skipped, one line each, for its message.
    static func objConversions(_ model: OBJModel) -> [String] {
        var out: [String] = []
        var converted: [String] = []
        if model.triangles > 0 { converted.append("\(model.triangles) triangle\(model.triangles == 1 ? "" : "s") as [a b c c] quads") }
        if model.ngons > 0 { converted.append("\(model.ngons) n-gon\(model.ngons == 1 ? "" : "s") split into \(model.ngonPieces) faces") }
        if !converted.isEmpty { out.append("converted " + converted.joined(separator: ", ")) }
        func vertices(_ n: Int) -> String { "\(n) vert\(n == 1 ? "ex" : "ices")" }
        if let view = SceneFiles.viewLine(model) { out.append(view) }
        if model.seamSplits > 0 { out.append("split \(vertices(model.seamSplits)) along UV seams (one vertex per v/vt pair)") }
        if model.projected > 0 {
            out.append("\(vertices(model.projected)) had no vt: from = \(model.projected == 1 ? "its" : "their") bounding box seen along its thinnest axis")
        }
        for object in model.pointsOnly {
            let name = object.name.isEmpty ? "the vertices before the first object" : "object \(object.name.controlsEscaped)"
            out.append("warning: dropped \(name): \(vertices(object.vertices)) and no faces (lines and points are not drawn)")
        }
        if let first = model.notUTF8Names.first {
            let n = model.notUTF8Names.count
            out.append("warning: " + (n == 1 ? "the name on line \(first) is" : "\(n) names (the first on line \(first)) are")
                       + " not UTF-8: bytes that start no character read as \u{FFFD}")
        }
        if !model.skipped.isEmpty {
            out.append("skipped " + model.skipped.map { "\($0.count) \($0.keyword.messageToken)" }.joined(separator: ", "))
        }
        if !model.fromMeshplay { out.append("not a meshplay file: subdivision 0, depth average") }
        return out
    }

    /// A layer name from an OBJ object name: spaces and control characters (an escape, a bell:
    /// a name the `layer name` command refuses, so `load` would refuse the saved scene) become
    /// `-`, and a name a command would read as an index gets a prefix.
    static func layerName(_ name: String, fallback: String) -> String {
        let cleaned = String(name.map { c in c.isWhitespace || c.unicodeScalars.contains(where: \.isControlForText) ? "-" : c })
        if cleaned.isEmpty { return fallback }
        return cleaned.allSatisfy(\.isNumber) ? "obj-" + cleaned : cleaned
    }

    /// A warning listing a mesh's problems, or nothing when it is sound.
    static func problemSummary(_ mesh: MeshTransform) -> String {
        let problems = mesh.problems()
        guard let first = problems.first else { return "" }
        return "\nwarning: \(problems.count) problem\(problems.count == 1 ? "" : "s"), first: \(first)"
    }

    /// `mesh` subdivided `steps` times within the subdivision budget, for the exports that bake it.
    static func subdividedSurface(_ mesh: MeshTransform, steps: Int) throws(ScriptError) -> SubdividedMesh {
        do { return try Subdivider().subdivide(mesh, steps: steps) } catch let e as MeshError { throw ScriptError(.mesh(e)) } catch {
            throw ScriptError(.mesh(.subdivisionTooLarge(steps: steps, faces: mesh.faces.count, budgetBytes: Subdivider.defaultBudgetBytes)))
        }
    }
}
