import MeshEngine

extension Session {
    mutating func performAnimation(_ command: AnimationCommand) throws(ScriptError) -> String {
        switch command {
        case let .key(name):
            var mesh = try currentMesh()
            // On a layer something moves, the mesh on screen is the frame's, not the stored one
            // (which the animation hides): snapshot what the user sees, as vertex edits edit it.
            let l = try layerIndex()
            let drivers = meshDrivers(layer: l)
            if !drivers.isEmpty, let shown = shownScene.layers[l].mesh {
                mesh = shown
                // The frame depends on the playhead: the line alone would snapshot another
                // frame on replay, so the journal notes the frame before it.
                lastChange = .editedAtPlayhead
            }
            try storeKeyframe(name, mesh)
            let size = Int.meshSize(vertices: mesh.vertices.count, faces: mesh.faces.count)
            guard !drivers.isEmpty else { return "keyframe \(name): \(size)" }
            return "keyframe \(name): \(size), as drawn at frame \(frame) (\(Session.listed(drivers)) moves this layer)"
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
            let l = try layerIndex()
            // It begins at the playhead, which the journal notes before the line.
            if spec.begin == nil { lastChange = .editedAtPlayhead }
            let a = try LayerAnimation(layer: l, spec: spec, begin: spec.begin ?? time, keyframes: state.keyframes)
            state.animations.append(a)
            let end = a.endTime.map { "until \($0.shortDescription) s" } ?? "forever"
            return "animation \(state.animations.count - 1) on layer \(l): \(spec.keys.joined(separator: " → ")) "
                + "from \(a.animation.beginTime.shortDescription) s \(end)"
        case .animationClear:
            let l = try layerIndex()
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

    /// Stores keyframe `name` and rebuilds the animations that use it: animations follow their
    /// keyframes, so a scene file (which names keyframes) can rebuild them. Throws, changing
    /// nothing, when an animation would no longer fit its keyframes.
    mutating func storeKeyframe(_ name: String, _ mesh: MeshTransform) throws(ScriptError) {
        var keyframes = state.keyframes
        keyframes[name] = mesh
        var animations = state.animations
        for (i, a) in animations.enumerated() where a.keys.contains(name) {
            animations[i] = try LayerAnimation(layer: a.layer, spec: a.spec, begin: a.animation.beginTime, keyframes: keyframes)
        }
        state.keyframes = keyframes
        state.animations = animations
    }
}
