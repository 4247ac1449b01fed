import MeshEngine

extension CommandParser {
    mutating func lighting(_ name: String) throws(ScriptError) -> LightCommand {
        if name == "lights" { return .lightList }
        if name == "shading" { return .shading(try choice(Shading.self, what: "a shading mode")) }
        let verbs = ["clear", "add", "remove", "list", "toward", "from", "direction", "ambient", "point", "spot", "diffuse",
                     "specular", "color"]
        switch try keyword(verbs, what: "a light setting") {
        case "clear": return .lightClear
        case "add": return .lightAdd(try light())
        case "remove": return .lightRemove(try index("light index"))
        case "list": return .lightList
        case let word where ["toward", "from", "direction"].contains(word): return .lightAim(try lightAim(word))
        case "ambient": return .lightAmbient(try number("intensity", in: 0...10))
        case "point": return .lightPoint(try point3("position"))
        case "spot":
            let position = try point3("position")
            var aim: LightAim? = nil
            for word in ["toward", "at", "from", "direction"] where aim == nil && accept(word) {
                let c = column
                aim = try lightAim(word)
                // Checked here rather than when applied, so that the caret points at the target.
                if case let .at(target)? = aim, target == position {
                    throw ScriptError(.outOfRange(target.scriptText, allowed: "the point a light shines at must differ from its position"),
                                      column: c)
                }
            }
            let cone = try accept("cone") ? coneDegrees() : nil
            return .lightSpot(position: position, aim: aim, coneDegrees: cone)
        case "diffuse": return .lightDiffuse(try number("diffuse factor", in: 0...1))
        case "specular":
            let s = try number("specular strength", in: 0...10)
            let shininess = try accept("shininess") ? number("shininess", in: 1...1000) : nil
            return .lightSpecular(s, shininess: shininess)
        default: return .lightColor(try color("a colour"))
        }
    }

    /// `KIND [toward|from|direction|at X Y Z] [position X Y Z] [color C] [intensity I] [cone DEG]`.
    /// `at` is resolved against the final position, whichever comes first.
    private mutating func light() throws(ScriptError) -> Light {
        var light = Light(kind: try choice(Light.Kind.self, what: "a light kind"))
        var target: (point: Point3D, column: Int)? = nil
        while !atEnd {
            let properties = ["toward", "from", "direction", "at", "position", "color", "intensity", "cone", "coneradians"]
            let c = column
            let word = try keyword(properties, what: "a light property")
            let takes = Self.lightProperties(of: light.kind)
            guard takes.contains(word) else {
                throw ScriptError(.lightPropertyNotTaken(word, kind: light.kind.rawValue, takes: takes), column: c)
            }
            switch word {
            case "position": light.position = try point3("position")
            case "color": light.color = try color("a colour")
            case "intensity": light.intensity = try number("intensity", in: 0...10)
            case "cone": light.coneAngle = try coneDegrees() * .pi / 180
            case "coneradians": light.coneAngle = try number("cone half-angle in radians", in: 0...Double.pi)
            default:
                switch try lightAim(word) {
                case let .toward(v): light.toward = v; target = nil
                case let .from(v, _): light.direction = v; target = nil
                case let .at(p): target = (p, c)
                }
            }
        }
        if let target {
            let toward = target.point - light.position
            guard toward != .zero else {
                throw ScriptError(.outOfRange(target.point.scriptText, allowed: "the point a light shines at must differ from its position"),
                                  column: target.column)
            }
            light.toward = toward
        }
        return light
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
        guard (0...180).contains(degrees) else {
            throw ScriptError(.outOfRange(degrees.scriptText + "°", allowed: "the cone half-angle must be in 0…180°"), column: c)
        }
        return degrees
    }

    /// The vector after `toward`, `from`, `direction` (the older spelling of `from`) or `at`;
    /// a direction must not be zero.
    mutating func lightAim(_ word: String) throws(ScriptError) -> LightAim {
        let c = column
        let v = try point3(word == "at" ? "target" : "direction")
        if word == "at" { return .at(v) }
        // Compared by components: a length squared underflows to 0 for 1e-300 1e-300 1e-300,
        // which is a direction all the same.
        guard v != .zero else {
            throw ScriptError(.outOfRange(v.scriptText, allowed: "a light's direction must not be zero"), column: c)
        }
        return word == "toward" ? .toward(v) : .from(v, spelledDirection: word == "direction")
    }

    mutating func layerCommand(_ name: String) throws(ScriptError) -> LayerCommand {
        switch name {
        case "content": return .content(try content())
        case "background": return .background(try color("a colour"))
        case "scene":
            _ = try keyword(["size"], what: "size")
            return .sceneSize(Size(try number("width", in: 1...10000), try number("height", in: 1...10000)))
        case "layers": return .layerList
        case "transform": return .transform(.layer, try transformOperation())
        case "sublayer": return .transform(.sublayer, try transformOperation())
        default: return try layer()
        }
    }

    private mutating func layer() throws(ScriptError) -> LayerCommand {
        let verbs = ["size", "position", "anchor", "opacity", "doublesided", "name", "add", "select", "remove", "list", "kind",
                     "sublayer", "parent"]
        switch try keyword(verbs, what: "a layer setting") {
        case "size": return .layerSize(Size(try number("width", in: 1...10000), try number("height", in: 1...10000)))
        case "position": return .layerPosition(try point2("position"))
        case "anchor": return .layerAnchor(try point2("anchor point"))
        case "opacity": return .layerOpacity(try number("opacity", in: 0...1))
        case "doublesided": return .layerDoubleSided(try onOff("on or off"))
        case "name": return .layerName(try plainName("a name", of: "a layer name"))
        case "add":
            let name: String? = try atEnd || peek?.text.lowercased() == "parent" || peek?.text.lowercased() == "kind" ? nil : plainName("a name", of: "a layer name")
            var parent: LayerReference? = nil
            var kind = LayerKind.layer
            while !atEnd {
                switch try keyword(["parent", "kind"], what: "parent or kind") {
                case "parent": parent = try layerReference()
                default: kind = try choice(LayerKind.self, what: "a layer kind")
                }
            }
            return .layerAdd(name, parent: parent, kind: kind)
        case "kind": return .layerKind(try choice(LayerKind.self, what: "a layer kind"))
        case "parent": return .layerParent(try accept("none") ? nil : layerReference())
        case "sublayer": return .transform(.layerSublayer, try transformOperation())
        case "select": return .layerSelect(try layerReference())
        case "remove": return .layerRemove(try atEnd ? nil : layerReference())
        default: return .layerList
        }
    }

    mutating func layerReference() throws(ScriptError) -> LayerReference {
        markSubject()
        let t = try next("a layer index or name")
        layerReferenceColumns.append(t.column)
        // A quoted number is a name, so a layer named `7` can be picked by name: "7".
        if t.kind == .word, let i = Int(t.text) { return .index(i) }
        return .name(t.text)
    }

    private mutating func content() throws(ScriptError) -> ContentSpec {
        switch try keyword(["checker", "grid", "uv", "label", "solid", "image", "disc", "switch"], what: "a content kind") {
        case "checker":
            let n = try atEnd ? 8 : count("squares", max: 512)
            let a = try atEnd ? Color.white : color("first colour")
            let b = try atEnd ? Color(r: 128, g: 128, b: 128) : color("second colour")
            return .content(.checkerboard(squares: n, a, b))
        case "grid":
            let n = try atEnd ? 8 : count("lines", max: 512)
            let line = try atEnd ? Color(r: 40, g: 40, b: 48) : color("line colour")
            let back = try atEnd ? Color(r: 235, g: 235, b: 230) : color("background colour")
            return .content(.grid(lines: n, line: line, background: back))
        case "uv": return .content(.uvGradient)
        case "label": return .content(.label(try label()))
        case "solid": return .content(.solid(try color("a colour")))
        case "disc": return .disc(diameter: try number("diameter as a fraction of the side", in: 0...1), color: try color("a colour"))
        case "switch":
            let on = try atEnd ? true : onOff("on or off")
            return .switchControl(on: on, tint: try atEnd ? Texture.switchTint : color("a tint colour"))
        default:
            markSubject()
            return .image(path: try path("an image file"))
        }
    }

    /// `"TEXT" [FOREGROUND BACKGROUND] [size POINTS|fit] [align left|center|right]`: the
    /// article's colours and UILabel's 17 points, centred, unless given.
    private mutating func label() throws(ScriptError) -> Label {
        let text = try text("the label's text")
        var label = Label(text: text, foreground: Color(r: 30, g: 30, b: 36), background: Color(r: 240, g: 240, b: 235))
        if let t = peek, !["size", "align"].contains(t.text.lowercased()) {
            label.foreground = try color("text colour")
            label.background = try color("background colour")
        }
        while !atEnd {
            switch try keyword(["size", "align"], what: "size or align") {
            case "size":
                if accept("fit") { label.pointSize = nil } else {
                    label.pointSize = try number("font size in points", in: 0.5...Label.maxPointSize)
                }
            default: label.alignment = try choice(Label.Alignment.self, what: "left, center or right")
            }
        }
        return label
    }

    private mutating func transformOperation() throws(ScriptError) -> TransformOperation {
        let verbs = ["rotate", "scale", "translate", "perspective", "m34", "set", "reset"]
        switch try keyword(verbs, what: "a transform operation") {
        case "rotate":
            let radians = try angle("angle")
            let c = column
            let axis = Point3D(try number("axis x"), try number("axis y"), try number("axis z"))
            // CATransform3DRotate leaves the transform as it was for a zero axis: an edit that
            // silently does nothing, so it is refused instead.
            guard axis.length > 0 else {
                throw ScriptError(.outOfRange(axis.scriptText, allowed: "the rotation axis must not be zero"), column: c)
            }
            return .rotate(radians: radians, x: axis.x, y: axis.y, z: axis.z)
        case "scale":
            let sx = try number("x scale"), sy = try number("y scale")
            return .scale(sx, sy, try atEnd ? 1 : number("z scale"))
        case "translate":
            let tx = try number("x offset"), ty = try number("y offset")
            return .translate(tx, ty, try atEnd ? 0 : number("z offset"))
        case "perspective":
            let c = column
            let d = try number("eye distance in points")
            guard d > 0 else { throw ScriptError(.outOfRange(d.scriptText, allowed: "the eye distance is above 0"), column: c) }
            return .perspective(distance: d)
        case "m34": return .setM34(try number("m34"))
        case "set":
            var values: [Double] = []
            for name in Transform3D.fieldNames { values.append(try number(name)) }
            return .set(Transform3D(values: values) ?? .identity)
        default: return .reset
        }
    }
}

extension Transform3D {
    /// `m11` … `m44`, in the order of ``values``.
    static let fieldNames: [String] = (1...4).flatMap { r in (1...4).map { c in "m\(r)\(c)" } }
}
