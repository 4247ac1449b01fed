import MeshEngine

extension Session {
    /// `preset` and `map`: whole scenes from the built-in presets, and expressions over vertices.
    mutating func performProcedural(_ command: ProceduralCommand) throws(ScriptError) -> String {
        switch command {
        case let .preset(name):
            guard let preset = Presets.named(name) else {
                throw ScriptError(.unknownName(name, kind: "preset", suggestion: Presets.suggestion(for: name)))
            }
            var fresh = SessionState(scene: preset.scene(at: 0))
            fresh.view.overlays = preset.overlays
            fresh.drivingPreset = preset.isAnimated ? preset.name : nil
            fresh.origin = preset.name
            let replacesWork = hasUnsavedChanges
            state = fresh
            timeline.seek(frame: 0)
            // One rule for what is unsaved: a preset or file loaded and untouched is saved. A
            // typed preset is a fresh untitled start (inside a script it is one of its lines).
            if runner.runsTypedLines {
                document.markSaved()
                documentPath = nil
            }
            return "\(preset.name): \(preset.title)" + Session.replacedWorkNote(replacesWork)
        case let .map(assignment, once):
            let l = try layerIndex()
            var mesh = try currentMesh()
            if let bad = assignment.apply(to: &mesh, time: time) {
                throw ScriptError(.expression("vertex \(bad) would get a NaN or infinite component"))
            }
            guard once || !assignment.usesTime else {
                state.maps.append(ProceduralMap(layer: l, assignment: assignment))
                return "map \(state.maps.count - 1) on layer \(l) re-runs every frame (it uses t); map --once bakes it"
            }
            state.scene.layers[l].mesh = mesh
            // Baked at the playhead's time, which the journal notes before the line.
            if assignment.usesTime { lastChange = .editedAtPlayhead }
            return "mapped \(mesh.vertices.count) vertices" + stopMeshDrivers(layer: l)
        case .mapClear:
            let l = try layerIndex()
            let n = state.maps.count
            state.maps.removeAll { $0.layer == l }
            return "removed \(n - state.maps.count) procedural map\(n - state.maps.count == 1 ? "" : "s") from layer \(l)"
        case .mapList:
            if state.maps.isEmpty { return "no procedural maps" }
            return state.maps.enumerated().map { "\($0.offset): layer \($0.element.layer): \($0.element.assignment.source)" }
                .joined(separator: "\n")
        }
    }

    /// The scene at the timeline's current frame: the animated preset, animations and
    /// procedural maps applied in that order. Time comes from the frame number only.
    public var frameScene: Scene {
        scene(atTime: time)
    }

    /// ``frameScene`` as the frame on screen holds it when that frame shows this state at this
    /// timeline frame, else built: what a query or an edit of the drawn mesh reads.
    var shownScene: Scene {
        host.frames.scene(frame: pictureFrame, state: state) ?? frameScene
    }

    /// The scene at `t` seconds.
    public func scene(atTime t: Double) -> Scene {
        var scene = state.scene
        if let name = state.drivingPreset, let preset = Presets.named(name) {
            let moving = preset.scene(at: t)
            // Only the layers it gives a mesh (``drivingPreset(layer:)``); the rest keep their own.
            for i in scene.layers.indices where moving.layers.indices.contains(i) {
                if let mesh = moving.layers[i].mesh { scene.layers[i].mesh = mesh }
            }
        }
        for a in state.animations where scene.layers.indices.contains(a.layer) {
            scene.layers[a.layer].mesh = a.animation.mesh(at: t)
        }
        // The driver moves the vertices; the layer's own mesh keeps its settings.
        for i in scene.layers.indices {
            guard let own = state.scene.layers[i].mesh, var driven = scene.layers[i].mesh else { continue }
            if driven.subdivisionSteps != own.subdivisionSteps || driven.depthNormalization != own.depthNormalization
                || driven.limitSurface != own.limitSurface {
                driven.subdivisionSteps = own.subdivisionSteps
                driven.depthNormalization = own.depthNormalization
                driven.limitSurface = own.limitSurface
                scene.layers[i].mesh = driven
            }
        }
        for m in state.maps where scene.layers.indices.contains(m.layer) {
            guard var mesh = scene.layers[m.layer].mesh else { continue }
            if m.assignment.apply(to: &mesh, time: t) == nil { scene.layers[m.layer].mesh = mesh }
        }
        return scene
    }
}
