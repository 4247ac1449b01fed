import MeshEngine

extension SessionState {
    mutating func performLighting(_ command: LightCommand) throws(ScriptError) -> String {
        var lighting = scene.lighting
        let message: String
        switch command {
        case .lightClear:
            lighting.lights = []
            message = "no lights"
        case let .lightAdd(light):
            lighting.lights.append(light)
            message = "light \(lighting.lights.count - 1): \(SessionState.describe(light))"
        case let .lightRemove(i):
            try SessionState.checkLight(i, in: lighting)
            lighting.lights.remove(at: i)
            message = "removed light \(i)"
        case .lightList:
            return SessionState.describe(lighting)
        case let .lightEdit(i, edit):
            try SessionState.checkLight(i, in: lighting)
            try edit.apply(to: &lighting.lights[i])
            message = "light \(i): \(SessionState.describe(lighting.lights[i]))" + (edit.spellsDirection ? SessionState.directionNote : "")
        case let .lightAim(aim):
            let i = SessionState.light(of: .directional, in: &lighting)
            try SessionState.aim(&lighting.lights[i], aim)
            message = "light \(i): \(SessionState.describe(lighting.lights[i]))" + SessionState.legacyNote(aim)
        case let .lightAmbient(v):
            let i = SessionState.light(of: .ambient, in: &lighting)
            lighting.lights[i].intensity = v
            message = "light \(i): \(SessionState.describe(lighting.lights[i]))"
        case let .lightPoint(p):
            let i = SessionState.light(of: .point, in: &lighting)
            lighting.lights[i].position = p
            message = "light \(i): \(SessionState.describe(lighting.lights[i]))"
        case let .lightSpot(p, aim, cone):
            let i = SessionState.light(of: .spot, in: &lighting)
            lighting.lights[i].position = p
            if let aim { try SessionState.aim(&lighting.lights[i], aim) }
            if let cone { lighting.lights[i].coneAngle = cone * .pi / 180 }
            message = "light \(i): \(SessionState.describe(lighting.lights[i]))" + (aim.map(SessionState.legacyNote) ?? "")
        case let .lightDiffuse(f):
            lighting.diffuseFactor = f
            message = "diffuse factor: \(f.scriptText)"
        case let .lightSpecular(s, shininess):
            lighting.specular = s
            if let shininess { lighting.shininess = shininess }
            message = "specular: \(s.scriptText), shininess \(lighting.shininess.scriptText)"
        case let .lightColor(c):
            guard !lighting.lights.isEmpty else { throw ScriptError(.outOfRange("color", allowed: "there are no lights to colour")) }
            lighting.lights[0].color = c
            message = "light 0: \(SessionState.describe(lighting.lights[0]))"
        case let .shading(s):
            lighting.shading = s
            message = "shading: \(s.rawValue)"
        }
        scene.lighting = lighting
        return message
    }

    /// Refuses a light number the scene does not have, naming it and how many lights there are.
    static func checkLight(_ index: Int, in lighting: Lighting) throws(ScriptError) {
        guard lighting.lights.indices.contains(index) else { throw ScriptError(.noSuchLight(index, count: lighting.lights.count)) }
    }

    /// Points `light` as `aim` says; `at` needs a target away from the light's position.
    private static func aim(_ light: inout Light, _ aim: LightAim) throws(ScriptError) {
        switch aim {
        case let .toward(v): light.toward = v
        case let .from(v, _): light.direction = v
        case let .at(target):
            let v = target - light.position
            guard v != .zero else {
                throw ScriptError(.outOfRange(target.scriptText, allowed: "the point a light shines at must differ from its position"))
            }
            light.toward = v
        }
    }

    /// A reminder that `direction` keeps its old meaning (kept so that old scene files load
    /// unchanged): the vector points at the light, the opposite of `toward`.
    private static func legacyNote(_ aim: LightAim) -> String {
        guard case .from(_, spelledDirection: true) = aim else { return "" }
        return directionNote
    }

    private static let directionNote = "\n(direction is the older spelling of from: it points at the light; toward gives the way it shines)"


    /// The index of the first light of `kind`, appending a default one when there is none.
    static func light(of kind: Light.Kind, in lighting: inout Lighting) -> Int {
        if let i = lighting.lights.firstIndex(where: { $0.kind == kind }) { return i }
        var light = Light(kind: kind)
        if kind == .ambient { light.intensity = 0.2 }
        lighting.lights.append(light)
        return lighting.lights.count - 1
    }

    /// One light as the arguments of `light add`, so a listing can be pasted back.
    static func describe(_ l: Light) -> String {
        var parts = [l.kind.rawValue]
        if l.kind == .directional || l.kind == .spot { parts.append(propertyText(.toward, of: l)) }
        if l.kind == .point || l.kind == .spot { parts.append(propertyText(.position, of: l)) }
        if l.kind == .spot { parts.append(propertyText(.cone, of: l)) }
        parts.append(propertyText(.color, of: l))
        parts.append(propertyText(.intensity, of: l))
        return parts.joined(separator: " ")
    }

    /// One property of a light as the words that set it (`toward 0 0 -1`, `intensity 0.5`):
    /// what `light add` listings and `light N WORD` print.
    static func propertyText(_ property: LightProperty, of l: Light) -> String {
        switch property {
        case .kind: "kind \(l.kind.rawValue)"
        case .toward: "toward \(l.toward.scriptText)"
        case .from: "from \(l.direction.scriptText)"
        case .direction: "direction \(l.direction.scriptText)"
        case .position: "position \(l.position.scriptText)"
        case .color: "color \(l.color)"
        case .intensity: "intensity \(l.intensity.scriptText)"
        case .cone: coneText(l.coneAngle)
        }
    }

    /// `cone DEGREES` when some decimal number of degrees converts back to exactly this angle
    /// (so scene files stay exact), else `coneradians RADIANS`.
    static func coneText(_ radians: Double) -> String {
        let degrees = radians * 180 / .pi
        for digits in 0...15 {
            var scale = 1.0
            for _ in 0..<digits { scale *= 10 }
            let candidate = (degrees * scale).rounded() / scale
            if candidate * .pi / 180 == radians { return "cone \(candidate.scriptText)" }
        }
        return "coneradians \(radians.scriptText)"
    }

    static func describe(_ lighting: Lighting) -> String {
        var lines = lighting.lights.isEmpty ? ["no lights"] : lighting.lights.enumerated().map { "\($0.offset): \(describe($0.element))" }
        lines.append("diffuse \(lighting.diffuseFactor.scriptText), specular \(lighting.specular.scriptText), "
                     + "shininess \(lighting.shininess.scriptText), shading \(lighting.shading.rawValue)")
        return lines.joined(separator: "\n")
    }
}

extension Point3D {
    /// `x y z` in round-trippable numbers, as commands take them.
    var scriptText: String { "\(x.scriptText) \(y.scriptText) \(z.scriptText)" }
}

extension Point2D {
    var scriptText: String { "\(x.scriptText) \(y.scriptText)" }
}
