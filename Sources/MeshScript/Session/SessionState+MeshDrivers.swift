import MeshEngine

/// How a mesh edit relates to whatever drives the layer's mesh on every frame (an `animate`
/// animation, an animated preset, `map … t`), so that no edit is a silent no-op:
///
/// - a **structural** edit (grid, mesh empty/none, import obj, vertex/face add/remove, face N,
///   a `map` without `t`) stops the layer's drivers and says so;
/// - a **vertex** edit (`vertex N …`, and the playground's drag) changes the mesh of the frame on
///   screen: the keyframe the playhead stands exactly on, else the frame's mesh, kept after the
///   drivers stop (and said so);
/// - a **setting** (subdivision, depth) applies to the driven meshes too, so it stops nothing.
enum MeshEditKind {
    case structural
    case vertex
    case setting
}

extension SessionState {
    /// The animated preset that moves layer `l`'s mesh on every frame, if any. A preset drives
    /// only the layers it gives a mesh (curtain's label behind the mesh has none): a layer it
    /// leaves flat is the user's to edit and never stops it.
    func drivingPreset(layer l: Int) -> Preset? {
        guard let name = drivingPreset, let preset = Presets.named(name), preset.isAnimated else { return nil }
        let layers = preset.scene.layers
        return layers.indices.contains(l) && layers[l].mesh != nil ? preset : nil
    }

    /// Words naming what drives layer `l`'s mesh, for messages; empty when nothing does.
    func meshDrivers(layer l: Int) -> [String] {
        var out: [String] = []
        if let preset = drivingPreset(layer: l) { out.append("the animation '\(preset.name)'") }
        for a in animations where a.layer == l {
            out.append("the animation '\(a.keys.joined(separator: " → "))'")
        }
        for m in maps where m.layer == l {
            out.append("the map '\(m.assignment.source)'")
        }
        return out
    }

    /// Stops everything that drives layer `l`'s mesh; returns the note that says so, or "" when
    /// nothing did. An animated preset drives all its meshed layers, so it stops for all of them.
    mutating func stopMeshDrivers(layer l: Int, keptFrame: Bool = false) -> String {
        let drivers = meshDrivers(layer: l)
        guard !drivers.isEmpty else { return "" }
        drivingPreset = nil
        animations.removeAll { $0.layer == l }
        maps.removeAll { $0.layer == l }
        let list = SessionState.listed(drivers)
        let kept = keptFrame ? " and kept the frame on screen" : ""
        return "\nstopped \(list) that drove this layer\(kept); `undo` brings \(drivers.count == 1 ? "it" : "them") back"
    }

    /// The keyframe layer `l`'s only driver shows at `time`, when the playhead stands exactly on
    /// one: editing it edits the frame on screen and keeps the animation.
    func keyframeOnScreen(layer l: Int, at time: Double) -> String? {
        guard drivingPreset == nil, !maps.contains(where: { $0.layer == l }) else { return nil }
        let own = animations.filter { $0.layer == l }
        guard own.count == 1, let a = own.first else { return nil }
        let shown = a.animation.mesh(at: time)
        return a.keys.first { keyframes[$0]?.vertices == shown.vertices }
    }

    /// Edits keyframe `name` with `body` and rebuilds the animations that use it.
    mutating func editKeyframe(_ name: String,
                               _ body: (inout MeshTransform) throws(ScriptError) -> String) throws(ScriptError) -> String {
        guard var mesh = keyframes[name] else { throw ScriptError(.unknownName(name, kind: "keyframe", suggestion: nil)) }
        let message = try body(&mesh)
        try storeKeyframe(name, mesh)
        return message + "\nedited keyframe '\(name)', which the animation shows at this frame"
    }

    /// Stores keyframe `name` and rebuilds the animations that use it: animations follow their
    /// keyframes, so a scene file (which names keyframes) can rebuild them. Throws, changing
    /// nothing, when an animation would no longer fit its keyframes.
    mutating func storeKeyframe(_ name: String, _ mesh: MeshTransform) throws(ScriptError) {
        var keyframes = self.keyframes
        keyframes[name] = mesh
        var animations = self.animations
        for (i, a) in animations.enumerated() where a.keys.contains(name) {
            animations[i] = try LayerAnimation(layer: a.layer, spec: a.spec, begin: a.animation.beginTime, keyframes: keyframes)
        }
        self.keyframes = keyframes
        self.animations = animations
    }

    /// "a", "a and b", "a, b and c".
    static func listed(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
    }

    /// The scene at `t` seconds.
    public func scene(atTime t: Double) -> Scene {
        var scene = self.scene
        if let name = drivingPreset, let preset = Presets.named(name) {
            let moving = preset.scene(at: t)
            // Only the layers it gives a mesh (``drivingPreset(layer:)``); the rest keep their own.
            for i in scene.layers.indices where moving.layers.indices.contains(i) {
                if let mesh = moving.layers[i].mesh { scene.layers[i].mesh = mesh }
            }
        }
        for a in animations where scene.layers.indices.contains(a.layer) {
            scene.layers[a.layer].mesh = a.animation.mesh(at: t)
        }
        // The driver moves the vertices; the layer's own mesh keeps its settings.
        for i in scene.layers.indices {
            guard let own = self.scene.layers[i].mesh, var driven = scene.layers[i].mesh else { continue }
            if driven.subdivisionSteps != own.subdivisionSteps || driven.depthNormalization != own.depthNormalization
                || driven.limitSurface != own.limitSurface {
                driven.subdivisionSteps = own.subdivisionSteps
                driven.depthNormalization = own.depthNormalization
                driven.limitSurface = own.limitSurface
                scene.layers[i].mesh = driven
            }
        }
        for m in maps where scene.layers.indices.contains(m.layer) {
            guard var mesh = scene.layers[m.layer].mesh else { continue }
            if m.assignment.apply(to: &mesh, time: t) == nil { scene.layers[m.layer].mesh = mesh }
        }
        return scene
    }

    /// The timeline frame the picture depends on when the playhead is at `frame`: none (−1)
    /// while nothing can move with time (no animation, no animated preset driving a layer, no
    /// `map`, which may use `t`), so a still scene is drawn once while the playhead runs on,
    /// instead of again at every frame of playback.
    func pictureFrame(at frame: Int) -> Int {
        drivingPreset == nil && animations.isEmpty && maps.isEmpty ? -1 : frame
    }
}
