import MeshEngine

extension SessionState {
    /// What the exported code plays for layer `l`'s procedural motion, best first.
    enum CodedMotion {
        /// Formulas the code runs every frame (an animated preset's, the maps').
        case formulas(SceneCode.Motion)
        /// An animated preset's keyframe meshes, played as keyframes.
        case keyframes(cause: String, meshes: [MeshTransform], secondsEach: Double)
        /// Nothing the code can compute: the motion is sampled, for this reason.
        case sampled(because: String)
    }

    /// Layer `l`'s procedural motion as code with the playhead at `time`, or nil when none moves it. An animation on the layer
    /// replaces a preset's mesh, so with a map on top the two are sampled together.
    func codedMotion(layer l: Int, subdivided: Bool, now time: Double) -> CodedMotion? {
        let maps = maps.filter { $0.layer == l }
        let preset = drivingPreset(layer: l)
        guard preset != nil || !maps.isEmpty, let own = scene.layers[l].mesh else { return nil }
        if animations.contains(where: { $0.layer == l }) {
            return maps.isEmpty ? nil : .sampled(because: "a map moves the meshes of an animation")
        }
        var base = own
        var steps: [SceneCode.Motion.Step] = []
        if let preset {
            switch preset.motion {
            case let .formula(layer, presetBase, formula)? where layer == l:
                base = presetBase
                steps.append(.init(cause: "the animated preset \(preset.name)", formula: formula, period: preset.duration))
            case let .keyframes(layer, meshes, secondsEach)? where layer == l && maps.isEmpty:
                return .keyframes(cause: "the animated preset \(preset.name)", meshes: meshes.map { Self.withSettings(of: own, $0) },
                                  secondsEach: secondsEach)
            case .formula?, .keyframes?, nil:
                return .sampled(because: "the animated preset \(preset.name) has no formula for this layer")
            }
        }
        // The grid row and col read: a map keeps the faces, so every step moves the same topology.
        let grid = ExpressionGrid(detecting: base)
        for m in maps {
            switch m.assignment.formula(grid: grid) {
            case let .success(formula): steps.append(.init(cause: "the map '\(m.assignment.source)'", formula: formula, period: nil))
            case let .failure(gap): return .sampled(because: "the map '\(m.assignment.source)' uses \(gap.what), which has no code translation")
            }
        }
        base = Self.withSettings(of: own, base)
        // BCMeshTransformView has no subdivision: a baked surface moves with its own vertices, not the formula's.
        if subdivided && base.subdivisionSteps > 0 { return .sampled(because: "the subdivision is baked into each frame") }
        let length = animationLength
        return .formulas(SceneCode.Motion(base: base, steps: steps, end: length > 0 ? length : nil, loops: loops, now: time))
    }

    /// `mesh` with `own`'s subdivision, depth and limit settings, as a driven layer draws it
    /// (``scene(atTime:)``).
    static func withSettings(of own: MeshTransform, _ mesh: MeshTransform) -> MeshTransform {
        var mesh = mesh
        mesh.subdivisionSteps = own.subdivisionSteps
        mesh.depthNormalization = own.depthNormalization
        mesh.limitSurface = own.limitSurface
        return mesh
    }
}
