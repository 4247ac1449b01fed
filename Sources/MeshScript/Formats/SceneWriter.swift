import MeshEngine

/// Writes a session as a scene file: a script of commands that, run on a fresh session,
/// reproduces the state exactly (numbers are printed so they read back bit for bit).
public enum SceneWriter {
    /// The scene file of a session's state and timeline position. `imagePath` rewrites the paths
    /// of image contents (`save` makes them relative to the file, the journal points them at its
    /// own copies).
    public static func script(for session: Session, imagePath: (String) -> String = { $0 }) -> String {
        let s = session.state
        var out = ["# meshplay scene file: a script of commands (meshplay run FILE, or load FILE)", "new"]
        let origin = s.origin.flatMap(Presets.named)
        if let origin {
            out.append("preset \(origin.name)")
            if origin.isAnimated, s.drivingPreset == nil { out.append("animate clear") }
        }
        // Variables first: anything after may use them.
        for name in s.variables.definitionOrder {
            if let source = s.variables.sources[name] { out.append("let \(name) = \(source)") }
        }
        out.append("scene size \(s.scene.size.width.scriptText) \(s.scene.size.height.scriptText)")
        out.append("background \(s.scene.background)")
        out += lighting(s.scene.lighting)
        // Reuse the layers `new` or the preset made, add the rest, remove the surplus.
        let originLayers = origin?.scene.layers ?? []
        let existing = origin == nil ? SessionState.defaultScene.layers.count : originLayers.count
        // Keyframes are snapshots of a layer's mesh: rebuild each on layer 0 and take it again;
        // under a driving preset on a scratch layer, where the edits do not stop it.
        let scratch = s.drivingPreset != nil && !s.keyframes.isEmpty
        if scratch { out.append("layer add keyframes") }
        for name in s.keyframes.keys.sorted() {
            if let mesh = s.keyframes[name] {
                out += meshLines(mesh)
                out.append("key \(word(name))")
            }
        }
        if scratch { out += ["layer remove \(existing)", "layer select 0"] }
        // The layers `new` or the preset made are reused while they sit where this tree has
        // them (same superlayer and kind); the rest are removed, last first, and added anew.
        let originTree = origin?.scene ?? SessionState.defaultScene
        let reused = (0..<min(existing, s.scene.layers.count)).prefix { i in
            s.scene.parent(of: i) == originTree.parent(of: i) && s.scene.layers[i].kind == originTree.layers[i].kind
        }.count
        for i in stride(from: existing - 1, through: reused, by: -1) { out.append("layer remove \(i)") }
        for (i, layer) in s.scene.layers.enumerated() {
            if i < reused {
                if i > 0 { out.append("layer select \(i)") }
                out.append("layer name \(word(layer.name))")
            } else {
                var add = "layer add \(word(layer.name))"
                if let p = s.scene.parent(of: i) { add += " parent \(p)" }
                if layer.kind != .layer { add += " kind \(layer.kind.rawValue)" }
                out.append(add)
            }
            let originLayer = i < reused && originLayers.indices.contains(i) ? originLayers[i] : nil
            out += layerLines(layer, originContent: originLayer?.content, originTransform: originLayer?.transform ?? .identity,
                              originSublayerTransform: originLayer?.sublayerTransform ?? .identity, imagePath: imagePath,
                              drivenFrom: s.drivingPreset == nil ? nil : originLayer?.mesh)
        }
        for m in s.maps {
            out.append("layer select \(m.layer)")
            out.append("map \(m.assignment.source)")
        }
        for a in s.animations {
            out.append("layer select \(a.layer)")
            out.append(animateLine(a))
        }
        out += transformLines(s.scene.sublayerTransform, command: "sublayer", from: origin?.scene.sublayerTransform ?? .identity)
        if !s.scene.layers.isEmpty { out.append("layer select \(s.selectedLayer)") }
        switch s.selection {
        case let .vertex(i): out.append("select vertex \(i)")
        case let .face(i): out.append("select face \(i)")
        case .none: break
        }
        out += viewLines(s.view)
        out.append("fps \(s.framesPerSecond.scriptText)")
        out.append("loop \(s.loops ? "on" : "off")")
        if session.timeline.frame != 0 { out.append("frame \(session.timeline.frame)") }
        return out.joined(separator: "\n") + "\n"
    }

    static func lighting(_ l: Lighting) -> [String] {
        var out = ["light clear"]
        out += l.lights.map { "light add \(SessionState.describe($0))" }
        out.append(diffuseLine(l))
        out.append(specularLine(l))
        out.append("shading \(l.shading.rawValue)")
        return out
    }

    /// `layer WORD VALUE` for a setting the layer holds as a plain value, as a scene file writes
    /// it and `layer WORD` alone prints it; nil for the settings that name other layers or a
    /// transform (name, kind, parent, sublayer, select), which each place writes its own way.
    static func valueLine(_ setting: LayerSetting, of l: Layer) -> String? {
        switch setting {
        case .size: "layer size \(l.size.width.scriptText) \(l.size.height.scriptText)"
        case .position: "layer position \(l.position.scriptText)"
        case .anchor: "layer anchor \(l.anchorPoint.scriptText)"
        case .opacity: "layer opacity \(l.opacity.scriptText)"
        case .doublesided: "layer doublesided \(l.doubleSided ? "on" : "off")"
        case .zposition: "layer zposition \(l.zPosition.scriptText)"
        case .reflectance: "layer reflectance \(l.reflectance.scriptText)"
        case .interaction: "layer interaction \(l.interaction ? "on" : "off")"
        case .name, .kind, .parent, .sublayer, .select: nil
        }
    }

    /// The lighting's diffuse factor as the line that sets it (scene files, `light diffuse`).
    static func diffuseLine(_ l: Lighting) -> String { "light diffuse \(l.diffuseFactor.scriptText)" }

    /// The lighting's specular term as the line that sets it (scene files, `light specular`).
    static func specularLine(_ l: Lighting) -> String {
        "light specular \(l.specular.scriptText) shininess \(l.shininess.scriptText)"
    }

    /// A layer's settings; `originContent` is what the scene's preset gave this layer, which
    /// the file's `preset` line already recreates.
    /// `drivenFrom` is the preset's mesh when the preset still drives the layer: a mesh with its
    /// geometry then only needs its settings (an edit would stop the preset).
    static func layerLines(_ l: Layer, originContent: Content?, originTransform: Transform3D = .identity,
                           originSublayerTransform: Transform3D = .identity, imagePath: (String) -> String = { $0 },
                           drivenFrom: MeshTransform? = nil) -> [String] {
        var out = [LayerSetting.size, .position, .anchor, .opacity, .doublesided].compactMap { valueLine($0, of: l) }
        // Written only when set, so a scene that does not use them saves as it always did.
        if l.zPosition != 0 { out += valueLine(.zposition, of: l).map { [$0] } ?? [] }
        if l.reflectance != 1 { out += valueLine(.reflectance, of: l).map { [$0] } ?? [] }
        if !l.interaction { out += valueLine(.interaction, of: l).map { [$0] } ?? [] }
        out.append("content \(SessionState.describe(l.content))")
        if case let .image(t) = l.content, ContentSpec.generatedArguments(t.source) == nil {
            if let source = t.source {
                out[out.count - 1] = "content image \(quoted(imagePath(source)))"
            } else if l.content == originContent {
                out.removeLast()
            } else {
                out[out.count - 1] = "# this layer shows an image that came from no file; it is not saved"
            }
        }
        if let mesh = l.mesh, let driven = drivenFrom, mesh.vertices == driven.vertices, mesh.faces == driven.faces {
            out += meshLines(mesh).suffix(2)
        } else if let mesh = l.mesh { out += meshLines(mesh) } else { out.append("mesh none") }
        out.append("triangulation \(l.triangulation.rawValue)")
        for f in l.faceDiagonals.keys.sorted() {
            if let d = l.faceDiagonals[f] { out.append("diagonal \(f) \(d.rawValue)") }
        }
        out += transformLines(l.transform, command: "transform", from: originTransform)
        out += transformLines(l.sublayerTransform, command: "layer sublayer", from: originSublayerTransform)
        return out
    }

    /// The mesh as `grid` plus the vertices that differ from it when its topology is an
    /// identity grid's, otherwise vertex by vertex and face by face.
    static func meshLines(_ m: MeshTransform) -> [String] {
        var out: [String] = []
        if let (rows, columns) = gridShape(m) {
            out.append("grid \(rows) \(columns)")
            let base = MeshTransform.identity(rows: rows, columns: columns)
            for (i, v) in m.vertices.enumerated() where v != base.vertices[i] {
                out.append("vertex \(i) from \(v.from.scriptText) to \(v.to.scriptText)")
            }
            for (i, f) in m.faces.enumerated() where f.w != .zero {
                out.append("face \(i) w \(weights(f.w))")
            }
        } else {
            out.append("mesh empty")
            out += vertexLines(m.vertices)
            out += faceLines(m.faces)
        }
        out.append(subdivisionLine(m))
        out.append("depth \(m.depthNormalization.rawValue)")
        return out
    }

    /// The `subdivision` command that sets `m`'s steps and limit-surface switch.
    static func subdivisionLine(_ m: MeshTransform) -> String {
        (m.subdivisionSteps < 0 ? "subdivision auto" : "subdivision \(m.subdivisionSteps)") + (m.limitSurface ? " limit" : "")
    }

    /// Rows and columns when `m` has exactly the faces of an identity grid (``ExpressionGrid``
    /// detects it) small enough for the `grid` command.
    static func gridShape(_ m: MeshTransform) -> (Int, Int)? {
        guard let grid = ExpressionGrid(detecting: m), grid.rows <= 1000, grid.columns <= 1000 else { return nil }
        return (grid.rows, grid.columns)
    }

    static func weights(_ w: SIMD4<Double>) -> String {
        "\(w[0].scriptText) \(w[1].scriptText) \(w[2].scriptText) \(w[3].scriptText)"
    }

    static func animateLine(_ a: LayerAnimation) -> String {
        let spec = a.spec
        var line = "animate " + spec.keys.map(word).joined(separator: " ") + " duration \(spec.duration.scriptText)"
        line += " easing \(word(spec.easing))"
        if spec.autoreverses { line += " autoreverse" }
        line += spec.repeatCount.map { " repeat \($0.scriptText)" } ?? " repeat forever"
        line += " at \((spec.begin ?? 0).scriptText)"
        return line
    }

    static func viewLines(_ v: ViewState) -> [String] {
        [
            "overlays \(v.overlays.isEmpty ? "off" : SessionState.describe(v.overlays))",
            "supersample \(v.supersample)",
            "orbit \(v.yawDegrees.scriptText) \(v.pitchDegrees.scriptText)",
            "zoom \(v.zoom.scriptText)",
        ]
    }

    /// A name or path as one command token, as the tokenizer reads it back: quoted when it is
    /// empty or has blanks, quotes, `#` or parentheses (outside quotes, blanks inside
    /// parentheses do not end a word, so `layer add a(b parent 1` was one word). Every writer
    /// of command lines quotes through this.
    public static func word(_ s: String) -> String {
        s.isEmpty || s.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "#" || $0 == "(" || $0 == ")" })
            || s.unicodeScalars.contains(where: { $0.isControlForText || $0.isBidiControl }) ? quoted(s) : s
    }

    /// `"text"` with `"`, `\` and line breaks escaped, as the tokenizer reads it back, and the
    /// other control characters and the bidi controls as `\u{HEX}`: raw, a NUL, an escape
    /// sequence or a U+202E in a label's text or an image's path went into the file as itself,
    /// where `cat` would run the escape and an editor show the line reordered.
    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\"", "\\": out += "\\" + String(scalar)
            case _ where scalar.isControlForText || scalar.isBidiControl: out += scalar.bracedEscape
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
