import MeshEngine

/// An edit that succeeds but cannot change the picture says why, and what would show it.
/// Each reason is one of the renderer's own rules (``Lighting/leavesTexturesUnchanged``,
/// ``Scene/depthShowsOnScreen(layer:orbit:)``, a layer's effective opacity), so the note is
/// never a guess: where no rule covers an edit, nothing is said.
extension SessionState {
    /// The note for the edit from `before` to the current state, or nil when it shows.
    func unseenEditNote(since before: SessionState) -> String? {
        let old = before.scene, new = scene
        guard old != new else { return nil }
        return unseenLightingNote(old, new) ?? unseenDepthNote(old, new) ?? unseenLayerNote(old, new)
    }

    /// Only the lights changed, and lighting changes no texel before or after.
    private func unseenLightingNote(_ old: Scene, _ new: Scene) -> String? {
        var rest = old
        rest.lighting = new.lighting
        guard rest == new, old.lighting.leavesTexturesUnchanged != nil,
              let why = new.lighting.leavesTexturesUnchanged else { return nil }
        return "note: the picture is unchanged: \(SessionState.unlitReason(why, of: new.lighting)), so no light shows; "
            + "\(SessionState.lightingRemedy(why, of: new.lighting)) lights it"
    }

    /// Only vertices' z changed, in layers where no transform turns z into screen position and
    /// lighting (which would see the normals turn) changes nothing.
    private func unseenDepthNote(_ old: Scene, _ new: Scene) -> String? {
        guard old.layers.count == new.layers.count, let why = new.lighting.leavesTexturesUnchanged else { return nil }
        var rest = old
        var changed: [Int] = []
        for i in new.layers.indices where old.layers[i] != new.layers[i] {
            guard let moved = SessionState.withDepths(of: new.layers[i], on: old.layers[i]), moved == new.layers[i],
                  !new.depthShowsOnScreen(layer: i, orbit: view.rotation) else { return nil }
            rest.layers[i] = moved
            changed.append(i)
        }
        guard !changed.isEmpty, rest == new else { return nil }
        return "note: the picture is unchanged: no transform here turns z into screen position (no perspective, no orbit) and "
            + "\(SessionState.unlitReason(why, of: new.lighting)); `transform perspective 500`, `orbit 30 0` or "
            + "\(SessionState.lightingRemedy(why, of: new.lighting)) shows depth"
    }

    /// Only layers that are fully transparent, before and after, changed.
    private func unseenLayerNote(_ old: Scene, _ new: Scene) -> String? {
        guard old.layers.count == new.layers.count else { return nil }
        var rest = old
        var hiding: Int?
        for i in new.layers.indices where old.layers[i] != new.layers[i] {
            guard old.effectiveOpacity(of: i) == 0, new.effectiveOpacity(of: i) == 0,
                  let transparent = SessionState.transparentAncestor(of: i, in: new) else { return nil }
            rest.layers[i] = new.layers[i]
            hiding = hiding ?? transparent
        }
        guard let hiding, rest == new else { return nil }
        let name = new.layers[hiding].name
        return "note: the picture is unchanged: layer \(name.isEmpty ? String(hiding) : name) has opacity 0, so nothing in it "
            + "is drawn; `layer opacity 1` on it shows it"
    }

    /// `target` with the z of `source`'s vertices, when the two meshes differ at most there.
    private static func withDepths(of source: Layer, on target: Layer) -> Layer? {
        guard var mesh = target.mesh, let moved = source.mesh, mesh.vertices.count == moved.vertices.count else { return nil }
        for v in mesh.vertices.indices { mesh.vertices[v].to.z = moved.vertices[v].to.z }
        var layer = target
        layer.mesh = mesh
        return layer
    }

    /// The outermost of layer `index` and its superlayers whose own opacity is 0.
    private static func transparentAncestor(of index: Int, in scene: Scene) -> Int? {
        var found: Int?
        var i: Int? = index
        while let k = i {
            if scene.layers[k].opacity == 0 { found = k }
            i = scene.parent(of: k)
        }
        return found
    }

    /// Why `lighting` lights nothing, in the commands' words.
    private static func unlitReason(_ why: UnchangedLighting, of lighting: Lighting) -> String {
        switch why {
        case .unlitShading: return diffuseIsOff(lighting) ? "shading is unlit and diffuse is 0" : "shading is unlit"
        case .noDiffuseOrSpecular: return "diffuse and specular are 0"
        }
    }

    /// The commands that make `lighting` light the scene.
    private static func lightingRemedy(_ why: UnchangedLighting, of lighting: Lighting) -> String {
        switch why {
        case .unlitShading: return diffuseIsOff(lighting) ? "`shading smooth` with `light diffuse 1`" : "`shading smooth`"
        case .noDiffuseOrSpecular: return "`light diffuse 1`"
        }
    }

    /// Whether `lighting` would still light nothing with shading turned on.
    private static func diffuseIsOff(_ lighting: Lighting) -> Bool {
        var lit = lighting
        lit.shading = .smooth
        return lit.leavesTexturesUnchanged != nil
    }
}
