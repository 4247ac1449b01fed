import MeshEngine

/// A setting's second word alone (`layer opacity`, `light ambient`, `light 2 toward`): the
/// value, as the line that sets it, so it can be typed back changed, and a `#` comment where
/// the line alone would not say which light it is.
extension SessionState {
    func settingText(_ setting: LayerSetting) throws(ScriptError) -> String {
        let i = try layerIndex()
        let layer = scene.layers[i]
        switch setting {
        // As a scene file writes them: one spelling of each line.
        case .size, .position, .anchor, .opacity, .doublesided, .zposition, .reflectance, .interaction: return SceneWriter.valueLine(setting, of: layer) ?? ""
        case .name: return "layer name \(SceneWriter.word(layer.name))"
        case .kind: return "layer kind \(layer.kind.rawValue)"
        case .parent: return "layer parent " + (scene.parent(of: i).map(layerReferenceText) ?? "none")
        case .sublayer: return SessionState.retypable(layer.sublayerTransform, command: "layer sublayer")
        case .select: return "layer select " + layerReferenceText(i)
        }
    }

    /// A layer by its number, which always names one layer (a name may be shared, or be a
    /// number), with its name as a comment.
    private func layerReferenceText(_ index: Int) -> String {
        let name = scene.layers[index].name
        return "\(index)" + (name.isEmpty ? "" : "  # \(name)")
    }

    func overlayText(_ overlay: Overlays) -> String {
        let name = Overlays.names.first { $0.1 == overlay }?.0 ?? SessionState.describe(overlay)
        return "overlay \(name) \(view.overlays.contains(overlay) ? "on" : "off")"
    }

    func settingText(_ setting: LightSetting) -> String {
        let lighting = scene.lighting
        // The first light of `kind`, which the word changes, as `light WORD …` with a comment
        // naming it; or that there is none and that the word adds one.
        func first(_ kind: Light.Kind, _ text: (Light) -> String) -> String {
            guard let i = lighting.lights.firstIndex(where: { $0.kind == kind }) else {
                return "# no \(kind.rawValue) light: light \(setting.rawValue) … adds one"
            }
            return "light \(setting.rawValue) \(text(lighting.lights[i]))  # light \(i), the first \(kind.rawValue) light"
        }
        switch setting {
        case .toward: return first(.directional) { $0.toward.scriptText }
        case .from, .direction: return first(.directional) { $0.direction.scriptText }
        case .ambient: return first(.ambient) { $0.intensity.scriptText }
        case .point: return first(.point) { $0.position.scriptText }
        case .spot: return first(.spot) { "\($0.position.scriptText) toward \($0.toward.scriptText) \(SessionState.spotConeText($0.coneAngle))" }
        case .diffuse: return SceneWriter.diffuseLine(lighting)
        case .specular: return SceneWriter.specularLine(lighting)
        case .color:
            guard let light = lighting.lights.first else { return "# no lights: light color colours the first one (light add makes one)" }
            return "light color \(light.color)  # light 0"
        }
    }

    /// `light N` as the line that sets each property it keeps, with its kind as a comment;
    /// `light N WORD`, that one property.
    /// An error about the property points at `column`, where its word was typed.
    func lightText(_ index: Int, _ property: LightProperty?, column: Int = 0) throws(ScriptError) -> String {
        let lighting = scene.lighting
        try SessionState.checkLight(index, in: lighting)
        let light = lighting.lights[index]
        guard let property else {
            let properties = SessionState.describe(light).split(separator: " ", maxSplits: 1).dropFirst().joined()
            return "light \(index) \(properties)  # \(light.kind.rawValue)"
        }
        let takes = CommandParser.lightProperties(of: light.kind)
        guard property == .kind || takes.contains(property.rawValue) else {
            throw ScriptError(.lightPropertyNotTaken(property.rawValue, kind: light.kind.rawValue, takes: takes), column: column)
        }
        return "light \(index) \(SessionState.propertyText(property, of: light))"
    }

    /// A spot's cone as `light spot` reads it: `cone DEGREES`, or the radians with `rad`.
    private static func spotConeText(_ radians: Double) -> String {
        let text = coneText(radians)
        return text.hasPrefix("coneradians ") ? "cone \(radians.scriptText) rad" : text
    }
}
