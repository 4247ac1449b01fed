import MeshEngine

/// The one check every state passes, however it was made: typed, loaded, imported, replayed
/// from the journal, undone or redone. A state that passes it is one `save` can write and
/// `load` reads back, and one the renderer can draw within its budgets.
extension SessionState {
    /// The largest `viewport` side, in pixels.
    public static let maxViewportSide = 4096
    /// `supersample` takes 1…this many samples per axis (the renderer's limit).
    public static let maxSupersample = RenderOptions.maxSupersample
    /// `zoom` runs over this range (the viewport's + and - keys stop at its ends).
    public static let zoomRange: ClosedRange<Double> = 0.05...50
    /// `fps` runs 1…this.
    public static let framesPerSecondRange: ClosedRange<Double> = 1...240

    /// Throws the first way this state breaks a limit: a mesh (of a layer or a keyframe)
    /// subdivided past the memory budget, a non-finite vertex or weight, a setting outside the
    /// range its command takes (``checkSettings()``, the ranges of ``SettingRange``). Linear in
    /// the number of vertices and faces, constant in step counts.
    public func validate() throws(ScriptError) {
        do { try check() } catch { throw error.error }
    }

    /// ``validate()`` with the place of the value that fails, as the JSON document's keys name it.
    func check() throws(PlacedProblem) {
        for (i, layer) in scene.layers.enumerated() {
            if let mesh = layer.mesh { try Self.check(mesh, at: [.key("scene"), .key("layers"), .index(i), .key("mesh")]) }
        }
        // Depths in one pass: a superlayer always comes first.
        var depths = [Int](repeating: 0, count: scene.layers.count)
        for i in scene.layers.indices {
            if let p = scene.parent(of: i) { depths[i] = depths[p] + 1 }
            guard depths[i] < SessionState.maxLayerDepth else {
                throw PlacedProblem(path: [.key("scene"), .key("layers"), .index(i), .key("parent")],
                                    error: ScriptError(.outOfRange("layer \(i)", allowed: "layers nest at most \(SessionState.maxLayerDepth) deep")))
            }
        }
        for name in keyframes.keys.sorted() {
            if let mesh = keyframes[name] { try Self.check(mesh, at: [.key("keyframes"), .key(name)]) }
        }
        try checkSettings()
    }

    /// Refuses a sample count past the renderer's limit, in the one wording every place that
    /// takes one uses: the REPL's `supersample`, a state however made, `import json` and
    /// `render --supersample`. `name` is the setting as that place spells it.
    public static func checkSupersample(_ samples: Int, named name: String = "supersample") throws(ScriptError) {
        guard (1...maxSupersample).contains(samples) else {
            throw ScriptError(.outOfRange("\(name) \(samples)", allowed: "1…\(maxSupersample) samples per axis"))
        }
    }

    /// The same check as ``validate()`` for a state made from `valid`, a state that passed it:
    /// what still shares storage with `valid` is not checked again, and a layer's vertices, when
    /// their count is unchanged, only where their bytes differ (found with `memcmp`). So an edit
    /// of one vertex of a million costs a block compare, not a million checks.
    func validate(since valid: SessionState) throws(ScriptError) {
        for (l, layer) in scene.layers.enumerated() {
            guard let mesh = layer.mesh else { continue }
            let old = valid.scene.layers.indices.contains(l) ? valid.scene.layers[l].mesh : nil
            guard let old, mesh.vertices.count == old.vertices.count,
                  let changes = UndoHistory.differences(mesh.vertices, old.vertices, limit: mesh.vertices.count / 4) else {
                try Self.validate(mesh)
                continue
            }
            try Self.validateSubdivision(steps: mesh.subdivisionSteps, faceCount: mesh.faces.count)
            if let bad = changes.first(where: { !Self.isSound($0.vertex) }) { throw Self.unsound(bad.vertex, index: bad.index) }
            if !UndoHistory.sameStorage(mesh.faces, old.faces) { try Self.validateWeights(mesh.faces) }
        }
        for name in keyframes.keys.sorted() {
            guard let mesh = keyframes[name] else { continue }
            if let old = valid.keyframes[name], UndoHistory.sameStorage(mesh.vertices, old.vertices),
               UndoHistory.sameStorage(mesh.faces, old.faces), mesh.subdivisionSteps == old.subdivisionSteps { continue }
            try Self.validate(mesh)
        }
        do { try checkSettings() } catch { throw error.error }
    }

    /// ``validate(_:)`` with the place of what fails: the mesh's `subdivisionSteps`, its vertex
    /// or its face's weights.
    static func check(_ mesh: MeshTransform, at path: [JSONLocator.Step]) throws(PlacedProblem) {
        do { try validateSubdivision(steps: mesh.subdivisionSteps, faceCount: mesh.faces.count) } catch {
            throw PlacedProblem(path: path + [.key("subdivisionSteps")], error: error)
        }
        if let i = mesh.vertices.firstIndex(where: { !Self.isSound($0) }) {
            let v = mesh.vertices[i]
            // The coordinate that is out, as the document names it.
            let coordinates: [(String, String, Double)] = [("from", "x", v.from.x), ("from", "y", v.from.y),
                                                           ("to", "x", v.to.x), ("to", "y", v.to.y), ("to", "z", v.to.z)]
            let (point, axis, _) = coordinates.first { !(abs($0.2) <= maxCoordinate) } ?? ("from", "x", 0)
            throw PlacedProblem(path: path + [.key("vertices"), .index(i), .key(point), .key(axis)], error: unsound(v, index: i))
        }
        if let f = firstUnsoundFace(mesh.faces) {
            throw PlacedProblem(path: path + [.key("faces"), .index(f), .key("w")], error: weightsError(face: f))
        }
    }

    /// A mesh's own limits: its subdivision fits the budget and every number is finite.
    static func validate(_ mesh: MeshTransform) throws(ScriptError) {
        do { try check(mesh, at: []) } catch { throw error.error }
    }

    /// The largest coordinate a vertex may have, in unit coordinates: a billion layer sizes and
    /// more, far past any picture, yet small enough that scaling by a layer's size and depth and
    /// the transforms' arithmetic stay finite (past about 1e304 a point overflows to infinity,
    /// and the layer then draws as blank and `inspect` reads NaN).
    static let maxCoordinate = 1e12

    /// Whether every coordinate of `v` is finite and within ±``maxCoordinate``.
    static func isSound(_ v: Vertex) -> Bool {
        let m = maxCoordinate
        // Written as comparisons, which NaN fails.
        return abs(v.from.x) <= m && abs(v.from.y) <= m && abs(v.to.x) <= m && abs(v.to.y) <= m && abs(v.to.z) <= m
    }

    /// The error for vertex `index`, which is not ``isSound(_:)``.
    static func unsound(_ v: Vertex, index: Int) -> ScriptError {
        v.isFinite ? ScriptError(.outOfRange("vertex \(index)", allowed: "coordinates must be within ±1e12"))
            : ScriptError(.outOfRange("vertex \(index)", allowed: "coordinates must be finite"))
    }

    static func validateWeights(_ faces: [Face]) throws(ScriptError) {
        if let f = firstUnsoundFace(faces) { throw weightsError(face: f) }
    }

    /// The first face whose weights are not all finite.
    private static func firstUnsoundFace(_ faces: [Face]) -> Int? {
        faces.firstIndex { !($0.w.x.isFinite && $0.w.y.isFinite && $0.w.z.isFinite && $0.w.w.isFinite) }
    }

    private static func weightsError(face f: Int) -> ScriptError {
        ScriptError(.outOfRange("face \(f)'s weights", allowed: "weights must be finite"))
    }

    /// The mesh's subdivision fits the memory budget; constant time in the step count.
    static func validateSubdivision(steps: Int, faceCount: Int) throws(ScriptError) {
        if steps > 0 {
            let limit = Subdivider.maxSteps(faceCount: faceCount)
            if steps > limit {
                throw ScriptError(.subdivisionTooLarge(
                    steps: steps, faces: faceCount,
                    bytes: ScriptError.saturatedBytes(Subdivider.estimatedBytes(faceCount: faceCount, steps: steps)),
                    maxSteps: limit))
            }
        }
    }
}
