import MeshEngine

extension StateEditor {
    mutating func performAnimation(_ command: AnimationCommand) throws(ScriptError) -> String {
        switch command {
        case let .key(name):
            var mesh = try state.currentMesh()
            // On a layer something moves, the mesh on screen is the frame's, not the stored one
            // (which the animation hides): snapshot what the user sees, as vertex edits edit it.
            let l = try state.layerIndex()
            let drivers = state.meshDrivers(layer: l)
            if !drivers.isEmpty, let shown = shownScene.layers[l].mesh {
                mesh = shown
                // The frame depends on the playhead: the line alone would snapshot another
                // frame on replay, so the journal notes the frame before it.
                change = .editedAtPlayhead
            }
            try state.storeKeyframe(name, mesh)
            let size = Int.meshSize(vertices: mesh.vertices.count, faces: mesh.faces.count)
            guard !drivers.isEmpty else { return "keyframe \(name): \(size)" }
            return "keyframe \(name): \(size), as drawn at frame \(frame) (\(SessionState.listed(drivers)) moves this layer)"
        case let .keyRemove(name):
            guard state.keyframes[name] != nil else {
                throw ScriptError(.unknownName(name, kind: "keyframe", suggestion: NameSuggestion.closest(to: name, among: state.keyframes.keys.sorted())))
            }
            if let user = state.animations.firstIndex(where: { $0.keys.contains(name) }) {
                throw ScriptError(.keyframeInUse(name, animation: user))
            }
            state.keyframes[name] = nil
            return "removed keyframe \(name)"
        case .keyList:
            if state.keyframes.isEmpty { return "no keyframes (key NAME snapshots the selected layer's mesh)" }
            return state.keyframes.keys.sorted().map { name in
                let m = state.keyframes[name] ?? MeshTransform()
                return "\(name): \(Int.meshSize(vertices: m.vertices.count, faces: m.faces.count)), depth \(m.depthNormalization.rawValue)"
            }.joined(separator: "\n")
        case let .animate(spec):
            let l = try state.layerIndex()
            // It begins at the playhead, which the journal notes before the line.
            if spec.begin == nil { change = .editedAtPlayhead }
            let a = try LayerAnimation(layer: l, spec: spec, begin: spec.begin ?? time, keyframes: state.keyframes)
            state.animations.append(a)
            let end = a.endTime.map { "until \($0.shortDescription) s" } ?? "forever"
            return "animation \(state.animations.count - 1) on layer \(l): \(spec.keys.joined(separator: " → ")) "
                + "from \(a.animation.beginTime.shortDescription) s \(end)"
        case .animationClear:
            let l = try state.layerIndex()
            let animated = state.drivingPreset != nil || state.animations.contains { $0.layer == l }
            state.animations.removeAll { $0.layer == l }
            state.drivingPreset = nil
            return animated ? "layer \(l) is no longer animated" : "layer \(l) was not animated; nothing changed"
        case .animationList:
            var lines = state.animations.enumerated().map { i, a in
                "\(i): layer \(a.layer): \(SceneWriter.animateLine(a))"
            }
            if let p = state.drivingPreset { lines.append("preset \(p) drives the meshes") }
            return lines.isEmpty ? "no animations" : lines.joined(separator: "\n")
        }
    }

    /// `map ASSIGNMENT [--once]`: an expression over the selected layer's vertices, re-run every
    /// frame when it uses `t` (unless `once`), else baked into the mesh.
    mutating func map(_ assignment: VertexAssignment, once: Bool) throws(ScriptError) -> String {
        let l = try state.layerIndex()
        var mesh = try state.currentMesh()
        if let bad = assignment.apply(to: &mesh, time: time) {
            throw ScriptError(.expression("vertex \(bad) would get a NaN or infinite component"))
        }
        guard once || !assignment.usesTime else {
            state.maps.append(ProceduralMap(layer: l, assignment: assignment))
            return "map \(state.maps.count - 1) on layer \(l) re-runs every frame (it uses t); map --once bakes it"
        }
        state.scene.layers[l].mesh = mesh
        // Baked at the playhead's time, which the journal notes before the line.
        if assignment.usesTime { change = .editedAtPlayhead }
        return "mapped \(mesh.vertices.count) vertices" + state.stopMeshDrivers(layer: l)
    }
}

extension SessionState {
    /// `map clear`: removes the selected layer's maps.
    mutating func mapClear() throws(ScriptError) -> String {
        let l = try layerIndex()
        let n = maps.count
        maps.removeAll { $0.layer == l }
        return "removed \(n - maps.count) procedural map\(n - maps.count == 1 ? "" : "s") from layer \(l)"
    }

    /// `map list`.
    var mapList: String {
        if maps.isEmpty { return "no procedural maps" }
        return maps.enumerated().map { "\($0.offset): layer \($0.element.layer): \($0.element.assignment.source)" }
            .joined(separator: "\n")
    }
}
