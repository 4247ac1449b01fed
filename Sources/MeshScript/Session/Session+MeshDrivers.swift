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

extension Session {
    /// The animated preset that moves layer `l`'s mesh on every frame, if any. A preset drives
    /// only the layers it gives a mesh (curtain's label behind the mesh has none): a layer it
    /// leaves flat is the user's to edit and never stops it.
    func drivingPreset(layer l: Int) -> Preset? {
        guard let name = state.drivingPreset, let preset = Presets.named(name), preset.isAnimated else { return nil }
        let layers = preset.scene.layers
        return layers.indices.contains(l) && layers[l].mesh != nil ? preset : nil
    }

    /// Words naming what drives layer `l`'s mesh, for messages; empty when nothing does.
    func meshDrivers(layer l: Int) -> [String] {
        var out: [String] = []
        if let preset = drivingPreset(layer: l) { out.append("the animation '\(preset.name)'") }
        for a in state.animations where a.layer == l {
            out.append("the animation '\(a.keys.joined(separator: " → "))'")
        }
        for m in state.maps where m.layer == l {
            out.append("the map '\(m.assignment.source)'")
        }
        return out
    }

    /// Stops everything that drives layer `l`'s mesh; returns the note that says so, or "" when
    /// nothing did. An animated preset drives all its meshed layers, so it stops for all of them.
    mutating func stopMeshDrivers(layer l: Int, keptFrame: Bool = false) -> String {
        let drivers = meshDrivers(layer: l)
        guard !drivers.isEmpty else { return "" }
        state.drivingPreset = nil
        state.animations.removeAll { $0.layer == l }
        state.maps.removeAll { $0.layer == l }
        let list = Session.listed(drivers)
        let kept = keptFrame ? " and kept the frame on screen" : ""
        return "\nstopped \(list) that drove this layer\(kept); `undo` brings \(drivers.count == 1 ? "it" : "them") back"
    }

    /// The keyframe layer `l`'s only driver shows at the current time, when the playhead stands
    /// exactly on one: editing it edits the frame on screen and keeps the animation.
    func keyframeOnScreen(layer l: Int) -> String? {
        guard state.drivingPreset == nil, !state.maps.contains(where: { $0.layer == l }) else { return nil }
        let animations = state.animations.filter { $0.layer == l }
        guard animations.count == 1, let a = animations.first else { return nil }
        let shown = a.animation.mesh(at: time)
        return a.keys.first { state.keyframes[$0]?.vertices == shown.vertices }
    }

    /// The mesh layer `l` shows at the current frame (its drivers applied).
    func drawnMesh(layer l: Int) -> MeshTransform? {
        let scene = shownScene
        return scene.layers.indices.contains(l) ? scene.layers[l].mesh : nil
    }

    /// Edits keyframe `name` with `body` and rebuilds the animations that use it.
    mutating func editKeyframe(_ name: String,
                               _ body: (inout MeshTransform) throws(ScriptError) -> String) throws(ScriptError) -> String {
        guard var mesh = state.keyframes[name] else { throw ScriptError(.unknownName(name, kind: "keyframe", suggestion: nil)) }
        let message = try body(&mesh)
        try storeKeyframe(name, mesh)
        return message + "\nedited keyframe '\(name)', which the animation shows at this frame"
    }

    /// "a", "a and b", "a, b and c".
    static func listed(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
    }
}
