import MeshEngine

/// A value a state holds that ``SessionState/validate()`` refuses, and its place, named by the
/// keys of the JSON scene document (`scene.layers[2].content.label.pointSize`), which are the
/// state's own property names: `import json` points the error at that value's line and column.
struct PlacedProblem: Error {
    var path: [JSONLocator.Step]
    var error: ScriptError
}

/// The settings' part of the one validation: every number a command takes in a range is checked
/// here against the same ``SettingRange`` the parser reads, so a state from any door (a scene
/// file, `import json`, the journal, undo) holds only what a typed command could have made,
/// and `save` writes only lines `load` accepts.
extension SessionState {
    /// Throws the first setting out of its range, in the order of the JSON document.
    /// Linear in the layers, lights and animations; no mesh is read.
    func checkSettings() throws(PlacedProblem) {
        func check(_ error: ScriptError?, _ path: [JSONLocator.Step]) throws(PlacedProblem) {
            if let error { throw PlacedProblem(path: path, error: error) }
        }
        let sceneAt: [JSONLocator.Step] = [.key("scene")]
        try check(SettingRange.width.problem(scene.size.width), sceneAt + [.key("size"), .key("width")])
        try check(SettingRange.height.problem(scene.size.height), sceneAt + [.key("size"), .key("height")])
        for (i, layer) in scene.layers.enumerated() {
            try Self.check(layer, at: sceneAt + [.key("layers"), .index(i)])
        }
        let lighting = scene.lighting
        let lightingAt = sceneAt + [.key("lighting")]
        for (i, light) in lighting.lights.enumerated() {
            let at = lightingAt + [.key("lights"), .index(i)]
            try check(SettingRange.lightIntensity.problem(light.intensity), at + [.key("intensity")])
            // Only the kinds that shine one way keep a direction (`save` writes no other's).
            if light.kind == .directional || light.kind == .spot {
                try check(SettingRange.directionProblem(light.direction), at + [.key("direction")])
            }
            if light.kind == .spot {
                try check(SettingRange.coneRadians.problem(light.coneAngle), at + [.key("coneAngle")])
            }
            let kept = light.keptByKind
            if kept != light {
                let (key, word) = kept.direction != light.direction ? ("direction", "direction")
                    : kept.position != light.position ? ("position", "position") : ("coneAngle", "cone")
                throw PlacedProblem(path: at + [.key(key)], error: ScriptError(.lightPropertyNotTaken(
                    word, kind: light.kind.rawValue, takes: CommandParser.lightProperties(of: light.kind))))
            }
        }
        try check(SettingRange.diffuseFactor.problem(lighting.diffuseFactor), lightingAt + [.key("diffuseFactor")])
        try check(SettingRange.specular.problem(lighting.specular), lightingAt + [.key("specular")])
        try check(SettingRange.shininess.problem(lighting.shininess), lightingAt + [.key("shininess")])
        for (i, animation) in animations.enumerated() {
            if let (key, error) = animation.spec.rangeProblem() { throw PlacedProblem(path: [.key("animations"), .index(i), .key(key)], error: error) }
        }
        try check(SettingRange.framesPerSecond.problem(framesPerSecond), [.key("framesPerSecond")])
        do { try Self.checkSupersample(view.supersample) } catch {
            throw PlacedProblem(path: [.key("view"), .key("supersample")], error: error)
        }
        try check(SettingRange.zoom.problem(view.zoom), [.key("view"), .key("zoom")])
    }

    /// One layer's sizes, opacity and content, as `layer size`, `layer opacity` and `content` take them.
    private static func check(_ layer: Layer, at path: [JSONLocator.Step]) throws(PlacedProblem) {
        func check(_ error: ScriptError?, _ steps: [JSONLocator.Step]) throws(PlacedProblem) {
            if let error { throw PlacedProblem(path: path + steps, error: error) }
        }
        try check(SettingRange.width.problem(layer.size.width), [.key("size"), .key("width")])
        try check(SettingRange.height.problem(layer.size.height), [.key("size"), .key("height")])
        try check(SettingRange.opacity.problem(layer.opacity), [.key("opacity")])
        try check(SettingRange.zPosition.problem(layer.zPosition), [.key("zPosition")])
        try check(SettingRange.reflectance.problem(layer.reflectance), [.key("reflectance")])
        switch layer.content {
        case let .checkerboard(squares, _, _):
            try check(SettingRange.cellsProblem(squares, of: "squares"), [.key("content"), .key("checkerboard"), .key("squares")])
        case let .grid(lines, _, _):
            try check(SettingRange.cellsProblem(lines, of: "lines"), [.key("content"), .key("grid"), .key("lines")])
        case let .label(_, _, _, pointSize, _):
            if let pointSize {
                try check(SettingRange.labelPointSize.problem(pointSize), [.key("content"), .key("label"), .key("pointSize")])
            }
        case .uvGradient, .solid, .image:
            break
        }
    }
}

extension AnimationSpec {
    /// The first of the spec's numbers outside the range `animate` takes, with its key in the
    /// JSON document (`duration`, `repeatCount`, `beginTime`); nil when all are in range.
    func rangeProblem() -> (key: String, error: ScriptError)? {
        if let e = SettingRange.durationProblem(duration) { return ("duration", e) }
        if let count = repeatCount, let e = SettingRange.repeatCount.problem(count) { return ("repeatCount", e) }
        if let e = SettingRange.startTime.problem(begin ?? 0) { return ("beginTime", e) }
        return nil
    }
}
