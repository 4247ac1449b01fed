import MeshEngine

/// Procedural motion that the code cannot compute (``SessionState/codedMotion(layer:subdivided:now:)``
/// says why), and any motion in camesh and CAML, is sampled: the layer's mesh at evenly spaced
/// times over one cycle becomes a chain of keyframes played linearly, as many as the file's
/// byte budget (``CodeExportOptions/budget``) holds.
extension SceneCode {
    /// The most keyframes one sampled cycle has (two seconds at 30 fps).
    static let sampleFrameBudget = 60
    /// The most vertices all the samples hold together (each is a line of code).
    static let sampleVertexBudget = 60_000
    /// What a file holds besides its meshes (header, content, transforms, animation code), at most.
    static let fileOverheadBytes = 16 * 1024

    /// The bytes one keyframe of `mesh` takes in `format`'s code.
    static func keyframeBytes(_ mesh: MeshTransform, format: CodeExportFormat) -> Int {
        switch format {
        case .swift: return swiftMeshFunction("keyframe0", mesh, doc: "").reduce(0) { $0 + $1.utf8.count + 1 }
        case .objc: return objcMeshFunction("Keyframe0", mesh, doc: "", prefix: "BC").reduce(0) { $0 + $1.utf8.count + 1 }
        case .camesh, .caml: return objcMeshFunction("Keyframe0", mesh, doc: "", prefix: "CA").reduce(0) { $0 + $1.utf8.count + 1 }
        }
    }
    /// The cycle sampled for a `map` when nothing else bounds the timeline: 2π seconds, the
    /// period of `sin(t)` and `cos(t)`, which such maps are usually made of.
    static let mapCycleSeconds = 2 * Double.pi

    /// One cycle of procedural motion as keyframes.
    struct Sampling {
        /// What moves the layer, in words.
        var cause: String
        /// The cycle's length in seconds; sample k is the mesh at `seconds · k / segments`.
        var seconds: Double
        /// Segments in the cycle; a looping cycle closes on its first sample, so it holds this
        /// many samples, else one more.
        var segments: Int
        var loops: Bool
        /// The meshes; empty when even two samples would break the vertex budget.
        var samples: [MeshTransform]
        /// Why the sampling is coarser than the timeline's frame rate, or absent, if it is.
        var limit: String?
        /// Why the motion is sampled rather than computed by the code, when it could have been.
        var reason: String?

        /// The sampling, saying why the motion was not written as code.
        func because(_ reason: String) -> Sampling {
            var copy = self
            copy.reason = reason
            return copy
        }

        func time(of k: Int) -> Double { seconds * Double(k) / Double(segments) }

        /// The animation the samples play: linear through every sample, back to the first and
        /// forever when the timeline loops, once to the end of the cycle when it does not.
        var played: Played {
            let keys = loops ? Array(0..<segments) + [0] : Array(0...segments)
            let each = seconds / Double(segments)
            return Played(title: "\(cause), sampled into \(samples.count) keyframes over \(seconds.scriptText) s, linear"
                              + (loops ? ", repeat forever" : ""),
                          keys: keys, durations: Array(repeating: each, count: segments), easing: .linear, autoreverses: false,
                          repeatCount: loops ? .infinity : 1, beginTime: 0)
        }

        /// What the header says about it.
        var headerLine: String {
            let why = reason.map { " (\($0))" } ?? ""
            if samples.isEmpty {
                return "Not animated: \(cause) moves this mesh with code meshplay runs per frame\(why), and two samples of it would pass the "
                    + "file's budget: only the mesh is exported (`budget KB` raises it; `export obj FILE subdivided` writes any one frame)."
            }
            return "Sampled: \(cause) moves this mesh with code meshplay runs per frame\(why); animation 0 plays it as \(samples.count) "
                + "keyframes over \(seconds.scriptText) s (one every \((seconds / Double(segments)).scriptText) s), linearly"
                + (loops ? ", looping" : ", once") + (limit.map { " (" + $0 + ")" } ?? "") + "."
        }
    }
}

extension SessionState {
    /// The selected layer's procedural motion sampled over one cycle, or nil when none moves it:
    /// an animated preset's loop (its `duration`), else the timeline's span, else
    /// ``SceneCode/mapCycleSeconds``, at the timeline's frame rate within the budgets.
    func sampledMotion(layer l: Int, budget: Int = CodeExportOptions.defaultBudget, format: CodeExportFormat = .swift) -> SceneCode.Sampling? {
        let cause: String
        var seconds: Double
        if let preset = drivingPreset(layer: l), scene.layers[l].mesh != nil {
            cause = "the animated preset \(preset.name)"
            seconds = preset.duration
        } else if let m = maps.first(where: { $0.layer == l }) {
            cause = "the map '\(m.assignment.source)'"
            seconds = timelineSpan.map { Double($0) / framesPerSecond } ?? SceneCode.mapCycleSeconds
        } else {
            return nil
        }
        seconds = max(seconds, 1 / framesPerSecond)
        let vertices = max(1, scene.layers[l].effectiveMesh.vertices.count)
        let atRate = max(1, Int((seconds * framesPerSecond).rounded()))
        let loops = loops
        // Samples held: segments when looping (the cycle closes on sample 0), else segments + 1.
        // The bytes one keyframe takes in this format, measured on the mesh; one more mesh is the layer's own.
        let perSample = max(1, SceneCode.keyframeBytes(scene.layers[l].effectiveMesh, format: format))
        let byBytes = (budget - SceneCode.fileOverheadBytes) / perSample - 1 - (loops ? 0 : 1)
        let byVertices = min(SceneCode.sampleVertexBudget / vertices - (loops ? 0 : 1), byBytes)
        let segments = min(atRate, SceneCode.sampleFrameBudget, byVertices)
        var sampling = SceneCode.Sampling(cause: cause, seconds: seconds, segments: max(1, segments), loops: loops, samples: [], limit: nil)
        guard segments >= 2 else { return sampling }
        if segments < atRate {
            sampling.limit = segments == SceneCode.sampleFrameBudget && segments < byVertices
                ? "at most \(SceneCode.sampleFrameBudget) keyframes per cycle, not the \(atRate) frames of \(framesPerSecond.scriptText) fps"
                : "\(vertices) vertices per keyframe within the file's budget of \(ScriptError.bytesText(budget)), "
                    + "not the \(atRate) frames of \(framesPerSecond.scriptText) fps"
        }
        sampling.samples = (0..<(loops ? segments : segments + 1)).map { k in
            scene(atTime: sampling.time(of: k)).layers[l].effectiveMesh
        }
        return sampling
    }
}
