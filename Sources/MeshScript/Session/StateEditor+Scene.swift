import MeshEngine

extension StateEditor {
    /// A layer command. `image`: the texture `content image FILE` names, which the session
    /// reads first (the editor reaches no file).
    mutating func performScene(_ command: LayerCommand, image: Texture? = nil) throws(ScriptError) -> String {
        switch command {
        case let .content(spec): return try content(spec, image: image)
        case let .background(c):
            state.scene.background = c
            return "background: \(c)"
        case let .sceneSize(s):
            state.scene.size = s
            return "scene size: \(s)"
        case let .layerSize(s):
            state.scene.layers[try state.layerIndex()].size = s
            return "layer size: \(s)"
        case let .layerPosition(p):
            state.scene.layers[try state.layerIndex()].position = p
            return "layer position: \(p)"
        case let .layerAnchor(p):
            state.scene.layers[try state.layerIndex()].anchorPoint = p
            return "layer anchor: \(p)"
        case let .layerOpacity(o):
            state.scene.layers[try state.layerIndex()].opacity = o
            return "layer opacity: \(o.scriptText)"
        case let .layerDoubleSided(on):
            state.scene.layers[try state.layerIndex()].doubleSided = on
            return on ? "layer is double-sided" : "layer hides faces turned away"
        case let .layerZPosition(z): return try layerZPosition(z)
        case let .layerReflectance(r): return try layerReflectance(r)
        case let .layerInteraction(on): return try layerInteraction(on)
        case let .layerName(name):
            state.scene.layers[try state.layerIndex()].name = name
            return "layer \(state.selectedLayer) is called \(name)"
        case let .layerAdd(name, parentRef, kind): return try layerAdd(name, parent: parentRef, kind: kind)
        case let .layerKind(kind): return try layerKind(kind)
        case let .layerParent(ref):
            var parent: Int?
            if let ref { parent = try state.resolve(ref) }
            return try state.reparent(try state.layerIndex(), under: parent)
        case let .layerSelect(ref): return try layerSelect(ref)
        case let .layerRemove(ref): return try layerRemove(ref)
        case .layerList: return layerList()
        case let .transform(target, op): return try transform(target, op)
        }
    }

    private mutating func content(_ spec: ContentSpec, image: Texture?) throws(ScriptError) -> String {
        let l = try state.layerIndex()
        switch spec {
        case let .content(c):
            state.scene.layers[l].content = c
        case .image:
            guard let image else { throw ScriptError(.noImageCodec(decode: true)) }
            state.scene.layers[l].content = .image(image)
            change = .replaced
        case .disc, .switchControl:
            if let texture = spec.generatedTexture { state.scene.layers[l].content = .image(texture) }
        }
        return "content: \(SessionState.describe(state.scene.layers[l].content))"
    }

    private mutating func layerAdd(_ name: String?, parent parentRef: LayerReference?, kind: LayerKind) throws(ScriptError) -> String {
        let n = state.scene.layers.count
        let parent = try parentRef.map { ref throws(ScriptError) in try state.resolve(ref) }
        // A sublayer fills its superlayer; a top-level layer the container.
        let s = parent.map { state.scene.layers[$0].size } ?? state.scene.size
        var layer = Layer(name: name ?? "layer\(n)", size: s, position: Point2D(s.width / 2, s.height / 2),
                          mesh: .identity(rows: 1, columns: 1), parent: parent, kind: kind)
        if kind == .transform { layer.mesh = nil }
        let at = try state.insertLayer(layer)
        let under = parent.map { " under layer \($0) (\(state.scene.path(of: $0)))" } ?? ""
        let what = kind == .transform ? "transform layer" : "layer"
        return "added \(what) \(at) (\(state.scene.layers[at].name))\(under), now selected"
    }

    private mutating func layerKind(_ kind: LayerKind) throws(ScriptError) -> String {
        let l = try state.layerIndex()
        state.scene.layers[l].kind = kind
        return kind == .transform
            ? "layer \(l) is a transform layer (CATransformLayer): it draws nothing itself and keeps its sublayers in 3D"
            : "layer \(l) is a layer (CALayer): it draws its content and flattens its sublayers onto its plane"
    }

    private mutating func layerSelect(_ ref: LayerReference) throws(ScriptError) -> String {
        let i = try state.resolve(ref)
        state.selectedLayer = i
        state.selection = .none
        return "selected layer \(i) (\(state.scene.layers[i].name))"
    }

    private mutating func layerRemove(_ ref: LayerReference?) throws(ScriptError) -> String {
        let i: Int
        if let ref { i = try state.resolve(ref) } else { i = try state.layerIndex() }
        let removed = state.scene.subtreeEnd(of: i) - i
        for _ in 0..<removed { state.removeLayer(i) }
        let sub = removed > 1 ? " with its \(removed - 1) sublayer\(removed == 2 ? "" : "s")" : ""
        return "removed layer \(i)\(sub); \(state.scene.layers.count) left"
    }

    private func layerList() -> String {
        if state.scene.layers.isEmpty { return "no layers" }
        return state.scene.layers.enumerated().map { i, l in
            let mark = i == state.selectedLayer ? "*" : " "
            let indent = String(repeating: "  ", count: state.scene.depth(of: i))
            if l.kind == .transform { return "\(mark)\(indent)\(i): \(l.name) transform layer at \(l.position)" }
            let mesh = l.mesh.map { "\(Int.meshSize(vertices: $0.vertices.count, faces: $0.faces.count))" } ?? "no mesh"
            return "\(mark)\(indent)\(i): \(l.name) \(l.size) at \(l.position), \(mesh), \(SessionState.describe(l.content))"
        }.joined(separator: "\n")
    }

    private mutating func transform(_ target: TransformTarget, _ op: TransformOperation) throws(ScriptError) -> String {
        var t: Transform3D
        switch target {
        case .layer: t = state.scene.layers[try state.layerIndex()].transform
        case .layerSublayer: t = state.scene.layers[try state.layerIndex()].sublayerTransform
        case .sublayer: t = state.scene.sublayerTransform
        }
        t = op.applied(to: t)
        guard t.isFinite else { throw ScriptError(.outOfRange("the result", allowed: "transform fields must stay finite")) }
        switch target {
        case .layer: state.scene.layers[state.selectedLayer].transform = t
        case .layerSublayer: state.scene.layers[state.selectedLayer].sublayerTransform = t
        case .sublayer: state.scene.sublayerTransform = t
        }
        return "\(target.rawValue): \(SessionState.describe(t))"
    }

}

extension SessionState {
    static func describe(_ c: Content) -> String {
        switch c {
        case let .checkerboard(n, a, b): return "checker \(n) \(a) \(b)"
        case let .grid(n, line, back): return "grid \(n) \(line) \(back)"
        case .uvGradient: return "uv"
        case let .label(text, foreground, background, pointSize, alignment):
            let size = pointSize.map { $0 == Label.defaultPointSize ? "" : " size \($0.scriptText)" } ?? " size fit"
            return "label \(SceneWriter.quoted(text)) \(foreground) \(background)" + size
                + (alignment.map { $0 == .center ? "" : " align \($0.rawValue)" } ?? "")
        case let .solid(c): return "solid \(c)"
        case let .image(t):
            if let arguments = ContentSpec.generatedArguments(t.source) { return arguments }
            return "image \(SceneWriter.quoted(t.source ?? "?")) (\(t.width)×\(t.height))"
        }
    }

    static func describe(_ t: Transform3D) -> String {
        if t.isIdentity { return "identity" }
        return stride(from: 0, to: 16, by: 4).map { r in
            "[" + t.values[r..<r + 4].map { $0.shortDescription }.joined(separator: " ") + "]"
        }.joined(separator: " ")
    }
}

extension TransformOperation {
    /// The transform after this operation, in Core Animation's order.
    public func applied(to t: Transform3D) -> Transform3D {
        switch self {
        case let .rotate(radians, x, y, z): return t.rotated(radians, x, y, z)
        case let .scale(sx, sy, sz): return t.scaled(sx, sy, sz)
        case let .translate(tx, ty, tz): return t.translated(tx, ty, tz)
        case let .perspective(d):
            var r = t
            r.m34 = -1 / d
            return r
        case let .setM34(v):
            var r = t
            r.m34 = v
            return r
        case let .set(n): return n
        case .reset: return .identity
        }
    }
}
