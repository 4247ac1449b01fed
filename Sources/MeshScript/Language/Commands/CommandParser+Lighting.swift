import MeshEngine

extension CommandParser {
    /// `light …`: a light addressed by its number (`light 2 toward 1 0 0`, as `vertex N` and
    /// `layer select N` address theirs), else one of the ``LightVerb``s.
    mutating func lightCommand() throws(ScriptError) -> Command {
        guard let t = peek, readsAsLightIndex(t) else { return .light(try lighting()) }
        let i = try index("light index")
        if atEnd { return .query(.oneLight(i, nil, column: 0)) }
        let column = peek?.column ?? 0
        if let property = bareSetting(CommandHelp.settings { (p: LightProperty) in .oneLight(i, p, column: column) }) {
            return .query(property)
        }
        return .light(.lightEdit(index: i, try lightEdit(kind: nil)))
    }

    /// Whether `token` after `light` is a light's number: a number or an expression (`2`,
    /// `k + 1`, `(n)`), not a verb or a misspelt one, which keeps its "did you mean".
    private func readsAsLightIndex(_ token: Token) -> Bool {
        guard token.kind == .word, let first = token.text.first else { return false }
        if first.isLetter || first == "_" {
            return LightVerb(rawValue: token.text.lowercased()) == nil && scope.names[token.text] != nil
        }
        return true
    }

    /// `light VERB …`: one of the ``LightVerb``s and its arguments.
    mutating func lighting() throws(ScriptError) -> LightCommand {
        let verb = try keyword(LightVerb.self, what: "a light setting or a light's number")
        switch verb {
        case .clear: return .lightClear
        case .add: return .lightAdd(try light())
        case .remove: return .lightRemove(try index("light index"))
        case .list: return .lightList
        case .toward, .from, .direction: return .lightAim(try lightAim(verb.rawValue))
        case .ambient: return .lightAmbient(try number(.lightIntensity))
        case .point: return .lightPoint(try point3("position"))
        case .spot: return try spot()
        case .diffuse: return .lightDiffuse(try number(.diffuseFactor))
        case .specular:
            let s = try number(.specular)
            let shininess = try accept(SpecularWord.shininess) ? number(.shininess) : nil
            return .lightSpecular(s, shininess: shininess)
        case .color: return .lightColor(try color("a colour"))
        }
    }

    /// `light spot X Y Z [toward X Y Z | at X Y Z] [cone ANGLE [deg|rad]]`.
    private mutating func spot() throws(ScriptError) -> LightCommand {
        let position = try point3("position")
        var aim: LightAim? = nil
        let aims: [LightEditWord] = [.toward, .at, .from, .direction]
        for word in aims where aim == nil && accept(word) {
            let c = column
            aim = try lightAim(word.rawValue)
            // Checked here rather than when applied, so that the caret points at the target.
            if case let .at(target)? = aim, target == position {
                throw ScriptError(.outOfRange(target.scriptText, allowed: "the point a light shines at must differ from its position"),
                                  column: c)
            }
        }
        let cone = try accept(LightEditWord.cone) ? coneDegrees() : nil
        return .lightSpot(position: position, aim: aim, coneDegrees: cone)
    }

    /// `KIND [toward|from|direction|at X Y Z] [position X Y Z] [color C] [intensity I] [cone DEG]`.
    private mutating func light() throws(ScriptError) -> Light {
        var light = Light(kind: try choice(Light.Kind.self, what: "a light kind"))
        if !atEnd { try lightEdit(kind: light.kind).apply(to: &light) }
        return light
    }

    /// `[toward|from|direction|at X Y Z] [position X Y Z] [color C] [intensity I] [cone DEG]`
    /// to the end of the line, at least one. A property `kind` does not keep is refused here,
    /// at its word; with no kind (`light N`, whose kind only the session knows), when applied.
    private mutating func lightEdit(kind: Light.Kind?) throws(ScriptError) -> LightEdit {
        var edit = LightEdit(changes: [])
        repeat {
            // `kind` only where a light is edited: `light add` names its kind first.
            let properties = LightEditWord.allCases.filter { kind == nil || $0 != .kind }
            let c = column
            // `light add point kind spot`: a property of edits, not of a new light.
            if let kind, accept(LightEditWord.kind) { throw ScriptError(.lightKindGiven(kind: kind.rawValue), column: c) }
            let property = try keyword(among: properties, what: "a light property")
            let word = property.rawValue
            if let kind, case let takes = Self.lightProperties(of: kind), !takes.contains(word) {
                throw ScriptError(.lightPropertyNotTaken(word, kind: kind.rawValue, takes: takes), column: c)
            }
            switch property {
            case .position: edit.changes.append(.position(try point3("position")))
            case .color: edit.changes.append(.color(try color("a colour")))
            case .intensity: edit.changes.append(.intensity(try number(.lightIntensity)))
            case .cone: edit.changes.append(.cone(radians: try coneDegrees() * .pi / 180))
            case .coneradians: edit.changes.append(.cone(radians: try number(.coneRadians)))
            case .kind: edit.changes.append(.kind(try choice(Light.Kind.self, what: "a light kind")))
            case .toward, .from, .direction, .at: edit.changes.append(.aim(try lightAim(word)))
            }
            edit.columns.append(c)
        } while !atEnd
        return edit
    }

    /// The properties a light of `kind` keeps (those ``Session/describe(_:)`` writes back),
    /// so that `light add` never takes one it would drop: an ambient light has no direction, a
    /// point light shines every way, and a directional light has no position to aim `at` from.
    static func lightProperties(of kind: Light.Kind) -> [String] {
        switch kind {
        case .directional: return ["toward", "from", "direction", "color", "intensity"]
        case .ambient: return ["color", "intensity"]
        case .point: return ["position", "color", "intensity"]
        case .spot: return ["toward", "from", "direction", "at", "position", "color", "intensity", "cone", "coneradians"]
        }
    }

    /// `cone ANGLE [deg|rad]`, in degrees: a half-angle of 0…180°.
    private mutating func coneDegrees() throws(ScriptError) -> Double {
        let c = column
        let degrees = try degrees("cone half-angle")
        if let e = SettingRange.coneProblem(degrees: degrees) { throw e.at(column: c) }
        return degrees
    }

    /// The vector after `toward`, `from`, `direction` (the older spelling of `from`) or `at`;
    /// a direction must not be zero.
    mutating func lightAim(_ word: String) throws(ScriptError) -> LightAim {
        let c = column
        let v = try point3(word == "at" ? "target" : "direction")
        if word == "at" { return .at(v) }
        if let e = SettingRange.directionProblem(v) { throw e.at(column: c) }
        return word == "toward" ? .toward(v) : .from(v, spelledDirection: word == "direction")
    }
}

extension Light {
    /// The light as its kind keeps it: what ``CommandParser/lightProperties(of:)`` says the kind
    /// does not take (a directional light's position and cone, …) at a new light's values. `save`
    /// writes only what the kind takes, so only such a light saves and loads as itself; a change of
    /// `kind` makes one, and ``SessionState/validate()`` refuses any other.
    var keptByKind: Light {
        let takes = CommandParser.lightProperties(of: kind)
        var kept = Light(kind: kind, color: color, intensity: intensity)
        if takes.contains("toward") { kept.direction = direction }
        if takes.contains("position") { kept.position = position }
        if takes.contains("cone") { kept.coneAngle = coneAngle }
        return kept
    }
}
