import MeshEngine

extension SceneFiles {
    /// The procedural motion of `frame`'s layers as code (``MetalMotion``), one per moving draw;
    /// or the gap that keeps the export to the frame at the playhead.
    static func metalMotions(_ frame: MetalFrame, options: RenderOptions, state: SessionState, time: Double,
                             typeface: (any Typeface)?) throws(MetalMotion.Gap) -> [MetalMotion] {
        let scene = state.scene(atTime: time)
        var motions: [MetalMotion] = []
        for (k, draw) in frame.draws.enumerated() {
            let layer = scene.layers[draw.layer]
            if let keyed = try metalKeyframes(draw, index: k, layer: layer, state: state, time: time) {
                motions.append(keyed)
                continue
            }
            switch state.codedMotion(layer: draw.layer, subdivided: true, now: time) {
            case nil: continue
            case let .sampled(because)?: throw .init(reason: because)
            case let .keyframes(cause, _, _)?: throw .init(reason: "\(cause) plays keyframe meshes, which are not carried as code")
            case let .formulas(motion)?:
                // A subdivided surface moves with its own baked vertices, not the formula's (auto included).
                if motion.base.subdivisionSteps != 0 { throw .init(reason: "the subdivision is baked into each frame (give the layer `subdivision 0`)") }
                // The formulas move the base mesh's vertices in place: the buffer keeps its triangles.
                guard motion.base.vertices.count * MetalDraw.vertexStride == draw.vertices.count,
                      MetalDraw.triangles(motion.base, layer: layer) == draw.indices else {
                    throw .init(reason: "\(motion.cause) changes the mesh's faces")
                }
                let w = layer.size.width, h = layer.size.height
                motions.append(MetalMotion(draw: k, motion: motion,
                                           scale: SIMD3(w, h, motion.base.depthNormalization.scale(width: w, height: h))))
            }
        }
        // What the code moves must be all that moves: a later frame's uniforms (all but its depth scale) are the playhead's.
        let later = try? MetalFrame(scene: state.scene(atTime: time + 0.5), options: options, typeface: typeface)
        let same = later.map { l in
            l.draws.count == frame.draws.count && zip(l.draws, frame.draws).allSatisfy { a, b in
                a.layer == b.layer && a.indices == b.indices && Self.withoutDepthScale(a.uniforms) == Self.withoutDepthScale(b.uniforms)
            }
        } ?? false
        guard same, !motions.isEmpty else { throw .init(reason: "something other than a mesh formula moves the scene") }
        return motions
    }

    /// The keyframe animation (`animate`) that moves draw `k` as code (``MetalKeyframes``), nil
    /// when none does; or the gap that keeps the export to the frame at the playhead.
    static func metalKeyframes(_ draw: MetalDraw, index k: Int, layer: Layer, state: SessionState,
                               time: Double) throws(MetalMotion.Gap) -> MetalMotion? {
        let own = state.animations.filter { $0.layer == draw.layer }
        guard let played = own.first else { return nil }
        let cause = "the animation \(played.keys.joined(separator: " → "))"
        guard own.count == 1 else { throw .init(reason: "layer \(draw.layer) plays \(own.count) keyframe animations, which are not carried as code") }
        guard !state.maps.contains(where: { $0.layer == draw.layer }) else { throw .init(reason: "a map moves the meshes of an animation") }
        if let why = MetalKeyframes.gap(played.animation) { throw .init(reason: "\(cause): \(why)") }
        // The keyframes as meshplay draws them: with the layer's own settings (``scene(atTime:)``).
        let base = state.scene.layers[draw.layer].mesh.map { SessionState.withSettings(of: $0, played.animation.keyframes[0]) } ?? played.animation.keyframes[0]
        if base.subdivisionSteps != 0 { throw .init(reason: "the subdivision is baked into each frame (give the layer `subdivision 0`)") }
        guard base.vertices.count * MetalDraw.vertexStride == draw.vertices.count, MetalDraw.triangles(base, layer: layer) == draw.indices else {
            throw .init(reason: "\(cause) changes the mesh's faces")
        }
        let w = layer.size.width, h = layer.size.height
        let length = state.animationLength
        let clock = SceneCode.Motion(base: base, steps: [], end: length > 0 ? length : nil, loops: state.loops, now: time)
        return MetalMotion(draw: k, motion: clock, scale: SIMD3(w, h, base.depthNormalization.scale(width: w, height: h)),
                           keyframes: MetalKeyframes(cause: cause, animation: played.animation))
    }

    /// A uniform block without the frame's depth scale, which motion changes every frame.
    static func withoutDepthScale(_ u: [Float]) -> [Float] {
        var u = u
        if u.indices.contains(MetalDraw.depthScaleIndex) { u[MetalDraw.depthScaleIndex] = 0 }
        return u
    }
}
