import MeshEngine

extension Session {
    mutating func performScene(_ command: LayerCommand) throws(ScriptError) -> String {
        switch command {
        case let .content(spec):
            let l = try layerIndex()
            switch spec {
            case let .content(c): state.scene.layers[l].content = c
            case let .image(path):
                state.scene.layers[l].content = .image(try loadImage(path))
                lastChange = .replaced
            case let .disc(diameter, color):
                var texture = Texture.disc(diameter: diameter, color: color)
                texture.source = ContentSpec.generatedPrefix + "disc \(diameter.scriptText) \(color)"
                state.scene.layers[l].content = .image(texture)
            }
            return "content: \(Session.describe(state.scene.layers[l].content))"
        case let .background(c):
            state.scene.background = c
            return "background: \(c)"
        case let .sceneSize(s):
            state.scene.size = s
            return "scene size: \(s)"
        case let .layerSize(s):
            state.scene.layers[try layerIndex()].size = s
            return "layer size: \(s)"
        case let .layerPosition(p):
            state.scene.layers[try layerIndex()].position = p
            return "layer position: \(p)"
        case let .layerAnchor(p):
            state.scene.layers[try layerIndex()].anchorPoint = p
            return "layer anchor: \(p)"
        case let .layerOpacity(o):
            state.scene.layers[try layerIndex()].opacity = o
            return "layer opacity: \(o.scriptText)"
        case let .layerDoubleSided(on):
            state.scene.layers[try layerIndex()].doubleSided = on
            return on ? "layer is double-sided" : "layer hides faces turned away"
        case let .layerName(name):
            state.scene.layers[try layerIndex()].name = name
            return "layer \(state.selectedLayer) is called \(name)"
        case let .layerAdd(name):
            let s = state.scene.size
            let n = state.scene.layers.count
            state.scene.layers.append(Layer(name: name ?? "layer\(n)", size: s, position: Point2D(s.width / 2, s.height / 2),
                                            mesh: .identity(rows: 1, columns: 1)))
            state.selectedLayer = n
            state.selection = .none
            return "added layer \(n) (\(state.scene.layers[n].name)), now selected"
        case let .layerSelect(ref):
            let i = try resolve(ref)
            state.selectedLayer = i
            state.selection = .none
            return "selected layer \(i) (\(state.scene.layers[i].name))"
        case let .layerRemove(ref):
            let i: Int
            if let ref { i = try resolve(ref) } else { i = try layerIndex() }
            removeLayer(i)
            return "removed layer \(i); \(state.scene.layers.count) left"
        case .layerList:
            if state.scene.layers.isEmpty { return "no layers" }
            return state.scene.layers.enumerated().map { i, l in
                let mark = i == state.selectedLayer ? "*" : " "
                let mesh = l.mesh.map { "\($0.vertices.count) vertices, \($0.faces.count) faces" } ?? "no mesh"
                return "\(mark)\(i): \(l.name) \(l.size) at \(l.position), \(mesh), \(Session.describe(l.content))"
            }.joined(separator: "\n")
        case let .transform(target, op):
            var t = target == .layer ? state.scene.layers[try layerIndex()].transform : state.scene.sublayerTransform
            t = op.applied(to: t)
            guard t.isFinite else { throw ScriptError(.outOfRange("the result", allowed: "transform fields must stay finite")) }
            if target == .layer { state.scene.layers[state.selectedLayer].transform = t } else { state.scene.sublayerTransform = t }
            return "\(target.rawValue): \(Session.describe(t))"
        }
    }

    /// The index a layer reference names.
    func resolve(_ ref: LayerReference) throws(ScriptError) -> Int {
        let layers = state.scene.layers
        switch ref {
        case let .index(i):
            guard layers.indices.contains(i) else { throw ScriptError(.noSuchLayer("\(i)", count: layers.count)) }
            return i
        case let .name(n):
            guard let i = layers.firstIndex(where: { $0.name == n }) else { throw ScriptError(.noSuchLayer(n, count: layers.count)) }
            return i
        }
    }

    /// Removes a layer and renumbers what refers to layers after it.
    private mutating func removeLayer(_ i: Int) {
        state.scene.layers.remove(at: i)
        state.animations = state.animations.compactMap { a in
            var a = a
            if a.layer == i { return nil }
            if a.layer > i { a.layer -= 1 }
            return a
        }
        state.maps = state.maps.compactMap { m in
            var m = m
            if m.layer == i { return nil }
            if m.layer > i { m.layer -= 1 }
            return m
        }
        if state.selectedLayer >= state.scene.layers.count { state.selectedLayer = max(0, state.scene.layers.count - 1) }
        state.selection = .none
    }

    private func loadImage(_ path: String) throws(ScriptError) -> Texture {
        guard let decode = host.decodeImage else { throw ScriptError(.noImageCodec(decode: true)) }
        let bytes: [UInt8]
        do { bytes = try host.fileSystem.read(path) } catch { throw ScriptError(.file(error)) }
        do {
            var texture = try decode(bytes, path)
            texture.source = path
            return texture
        } catch {
            throw ScriptError(.image(path: path, "\(error)"))
        }
    }

    static func describe(_ c: Content) -> String {
        switch c {
        case let .checkerboard(n, a, b): return "checker \(n) \(a) \(b)"
        case let .grid(n, line, back): return "grid \(n) \(line) \(back)"
        case .uvGradient: return "uv"
        case let .label(text, fg, bg): return "label \(SceneWriter.quoted(text)) \(fg) \(bg)"
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
