import MeshEngine

/// What `import json` checks after decoding, before the state is built: what only a document
/// can get wrong (an index past the end, a superlayer after its sublayer, a texture shorter
/// than its width × height, a name holding a line break), each named by its place in the
/// document so the error can point at the line and column of the value. The ranges of the
/// settings are the state's own check (``SessionState/validate()``), which every door shares.
extension SceneDocument {
    /// A value the document holds that meshplay refuses, and where it is.
    typealias Problem = PlacedProblem

    /// The `let` definitions, checked as `let` checks them: each name free and defined once,
    /// each source parsing with the definitions before it (which also rules out cycles), at most
    /// ``Variables/limit`` of them.
    func definedVariables() throws(Problem) -> Variables {
        var defined = Variables()
        for (i, v) in (variables ?? []).enumerated() {
            let at: [JSONLocator.Step] = [.key("variables"), .index(i)]
            if let problem = ExpressionScope.problem(withName: v.name) {
                throw Problem(path: at + [.key("name")], error: ScriptError(.expression(problem + "; choose another name")))
            }
            guard defined.sources[v.name] == nil else {
                throw Problem(path: at + [.key("name")], error: ScriptError(.expression("'\(v.name)' is defined twice")))
            }
            guard defined.sources.count < Variables.limit else {
                throw Problem(path: at, error: ScriptError(.outOfRange("variable \(i + 1)", allowed: "at most \(Variables.limit) variables")))
            }
            do {
                let (node, used) = try CommandParser.parseDefinition(v.source, of: v.name, in: defined, column: 1)
                defined = defined.defining(v.name, source: v.source, node: node, using: used)
            } catch {
                throw Problem(path: at + [.key("source")], error: ScriptError(.expression("let: \(error.message) at column \(error.column)")))
            }
        }
        return defined
    }

    /// The first problem in document order, or none.
    func check() throws(Problem) {
        func fail(_ path: [JSONLocator.Step], _ what: String, _ allowed: String) -> Problem {
            Problem(path: path, error: ScriptError(.outOfRange(what, allowed: allowed)))
        }
        let layers = scene.layers
        for (i, layer) in layers.enumerated() {
            let at: [JSONLocator.Step] = [.key("scene"), .key("layers"), .index(i)]
            if let p = layer.parent, !(0..<i).contains(p) {
                throw fail(at + [.key("parent")], "parent \(p)",
                           i == 0 ? "the first layer is a top-level layer (a superlayer comes before its sublayers)"
                               : "a superlayer comes before its sublayers (0…\(i - 1))")
            }
            if let problem = CommandParser.nameProblem(layer.name, of: "a layer name") {
                throw Problem(path: at + [.key("name")], error: ScriptError(problem))
            }
            if case let .image(t) = layer.content {
                let (count, overflow) = t.width.multipliedReportingOverflow(by: t.height)
                guard t.width >= 1, t.height >= 1, !overflow, count == t.pixels.count else {
                    throw fail(at + [.key("content"), .key("image"), .key("texture")], "a \(t.width) × \(t.height) texture of \(t.pixels.count) pixels",
                               "width and height are at least 1 and the pixels number width × height")
                }
            }
            if let mesh = layer.mesh { try Self.check(mesh, at: at + [.key("mesh")]) }
            if let f = layer.faceDiagonals.keys.sorted().first(where: { !layer.effectiveMesh.faces.indices.contains($0) }) {
                throw fail(at + [.key("faceDiagonals")], "face \(f)", "the layer's mesh has \(layer.effectiveMesh.faces.count) faces")
            }
        }
        for name in keyframes.keys.sorted() {
            if let problem = CommandParser.nameProblem(name, of: "a keyframe name") {
                throw Problem(path: [.key("keyframes"), .key(name)], error: ScriptError(problem))
            }
            if let mesh = keyframes[name] { try Self.check(mesh, at: [.key("keyframes"), .key(name)]) }
        }
        guard layers.isEmpty ? selectedLayer == 0 : layers.indices.contains(selectedLayer) else {
            throw fail([.key("selectedLayer")], "layer \(selectedLayer)", layers.isEmpty ? "there are no layers: 0" : "layers run 0…\(layers.count - 1)")
        }
        let selectedMesh = layers.indices.contains(selectedLayer) ? layers[selectedLayer].effectiveMesh : MeshTransform()
        if let v = selection.vertex, !selectedMesh.vertices.indices.contains(v) {
            throw fail([.key("selection"), .key("vertex")], "vertex \(v)", "the selected layer has \(selectedMesh.vertices.count) vertices")
        }
        if let f = selection.face, !selectedMesh.faces.indices.contains(f) {
            throw fail([.key("selection"), .key("face")], "face \(f)", "the selected layer has \(selectedMesh.faces.count) faces")
        }
        for (i, a) in animations.enumerated() where !layers.indices.contains(a.layer) {
            throw fail([.key("animations"), .index(i), .key("layer")], "layer \(a.layer)", "layers run 0…\(layers.count - 1)")
        }
        for (i, m) in maps.enumerated() where !layers.indices.contains(m.layer) {
            throw fail([.key("maps"), .index(i), .key("layer")], "layer \(m.layer)", "layers run 0…\(layers.count - 1)")
        }
        if let p = drivingPreset, Presets.named(p) == nil {
            throw Problem(path: [.key("drivingPreset")], error: ScriptError(.unknownName(p, kind: "preset", suggestion: Presets.suggestion(for: p))))
        }
        if frame < 0 { throw fail([.key("frame")], "frame \(frame)", "frames start at 0") }
    }

    /// A mesh's indices, at its place in the document (its budgets are the state's check).
    private static func check(_ mesh: MeshTransform, at path: [JSONLocator.Step]) throws(Problem) {
        for (i, f) in mesh.faces.enumerated() {
            for k in 0..<4 {
                do { _ = try mesh.vertexIndex(f.indices[k]) } catch {
                    throw Problem(path: path + [.key("faces"), .index(i), .key("indices"), .index(k)], error: error)
                }
            }
        }    }
}
