import MeshEngine

extension CommandParser {
    /// `scene size W H`.
    mutating func sceneSize() throws(ScriptError) -> LayerCommand {
        switch try keyword(SceneWord.self, what: "size") {
        case .size: return .sceneSize(Size(try number(.width), try number(.height)))
        }
    }

    mutating func layer() throws(ScriptError) -> LayerCommand {
        switch try keyword(LayerVerb.self, what: "a layer setting") {
        case .size: return .layerSize(Size(try number(.width), try number(.height)))
        case .position: return .layerPosition(try point2("position"))
        case .anchor: return .layerAnchor(try point2("anchor point"))
        case .opacity: return .layerOpacity(try number(.opacity))
        case .doublesided: return .layerDoubleSided(try onOff("on or off"))
        case .zposition: return .layerZPosition(try number(.zPosition))
        case .reflectance: return .layerReflectance(try number(.reflectance))
        case .interaction: return .layerInteraction(try onOff("on or off"))
        case .name: return .layerName(try plainName("a name", of: "a layer name"))
        case .add: return try layerAdd()
        case .kind: return .layerKind(try choice(LayerKind.self, what: "a layer kind"))
        case .parent: return .layerParent(try accept(NoParent.none) ? nil : layerReference())
        case .sublayer: return .transform(.layerSublayer, try transformOperation())
        case .select: return .layerSelect(try layerReference())
        case .remove: return .layerRemove(try atEnd ? nil : layerReference())
        case .list: return .layerList
        }
    }

    /// `layer add [NAME] [parent N|NAME] [kind layer|transform]`.
    private mutating func layerAdd() throws(ScriptError) -> LayerCommand {
        let optionFirst = peek.flatMap { LayerAddOption(rawValue: $0.text.lowercased()) } != nil
        let name: String? = try atEnd || optionFirst ? nil : plainName("a name", of: "a layer name")
        var parent: LayerReference? = nil
        var kind = LayerKind.layer
        while !atEnd {
            switch try keyword(LayerAddOption.self, what: "parent or kind") {
            case .parent: parent = try layerReference()
            case .kind: kind = try choice(LayerKind.self, what: "a layer kind")
            }
        }
        return .layerAdd(name, parent: parent, kind: kind)
    }

    mutating func layerReference() throws(ScriptError) -> LayerReference {
        markSubject()
        let t = try next("a layer index or name")
        layerReferenceColumns.append(t.column)
        // A quoted number is a name, so a layer named `7` can be picked by name: "7".
        if t.kind == .word, let i = Int(t.text) { return .index(i) }
        return .name(t.text)
    }

    mutating func content() throws(ScriptError) -> ContentSpec {
        switch try keyword(ContentKind.self, what: "a content kind") {
        case .checker:
            let n = try atEnd ? 8 : count("squares", max: SettingRange.contentCells.upperBound)
            let a = try atEnd ? Color.white : color("first colour")
            let b = try atEnd ? Color(r: 128, g: 128, b: 128) : color("second colour")
            return .content(.checkerboard(squares: n, a, b))
        case .grid:
            let n = try atEnd ? 8 : count("lines", max: SettingRange.contentCells.upperBound)
            let line = try atEnd ? Color(r: 40, g: 40, b: 48) : color("line colour")
            let back = try atEnd ? Color(r: 235, g: 235, b: 230) : color("background colour")
            return .content(.grid(lines: n, line: line, background: back))
        case .uv: return .content(.uvGradient)
        case .label: return .content(.label(try label()))
        case .solid: return .content(.solid(try color("a colour")))
        case .disc: return .disc(diameter: try number(.discDiameter), color: try color("a colour"))
        case .switch:
            let on = try atEnd ? true : onOff("on or off")
            return .switchControl(on: on, tint: try atEnd ? Texture.switchTint : color("a tint colour"))
        case .image:
            markSubject()
            return .image(path: try path("an image file"))
        }
    }

    /// `"TEXT" [FOREGROUND BACKGROUND] [size POINTS|fit] [align left|center|right]`: the
    /// article's colours and UILabel's 17 points, centred, unless given.
    private mutating func label() throws(ScriptError) -> Label {
        let text = try text("the label's text")
        var label = Label(text: text, foreground: Color(r: 30, g: 30, b: 36), background: Color(r: 240, g: 240, b: 235))
        if let t = peek, LabelOption(rawValue: t.text.lowercased()) == nil {
            label.foreground = try color("text colour")
            label.background = try color("background colour")
        }
        while !atEnd {
            switch try keyword(LabelOption.self, what: "size or align") {
            case .size:
                if accept(LabelFit.fit) { label.pointSize = nil } else {
                    label.pointSize = try number(.labelPointSize)
                }
            case .align: label.alignment = try choice(Label.Alignment.self, what: "left, center or right")
            }
        }
        return label
    }

    mutating func transformOperation() throws(ScriptError) -> TransformOperation {
        switch try keyword(TransformVerb.self, what: "a transform operation") {
        case .rotate:
            let radians = try angle("angle")
            let c = column
            let axis = Point3D(try number("axis x"), try number("axis y"), try number("axis z"))
            // CATransform3DRotate leaves the transform as it was for a zero axis: an edit that
            // silently does nothing, so it is refused instead.
            guard axis.length > 0 else {
                throw ScriptError(.outOfRange(axis.scriptText, allowed: "the rotation axis must not be zero"), column: c)
            }
            return .rotate(radians: radians, x: axis.x, y: axis.y, z: axis.z)
        case .scale:
            let sx = try number("x scale"), sy = try number("y scale")
            return .scale(sx, sy, try atEnd ? 1 : number("z scale"))
        case .translate:
            let tx = try number("x offset"), ty = try number("y offset")
            return .translate(tx, ty, try atEnd ? 0 : number("z offset"))
        case .perspective:
            let c = column
            let d = try number("eye distance in points")
            guard d > 0 else { throw ScriptError(.outOfRange(d.scriptText, allowed: "the eye distance is above 0"), column: c) }
            return .perspective(distance: d)
        case .m34: return .setM34(try number("m34"))
        case .set:
            var values: [Double] = []
            for name in Transform3D.fieldNames { values.append(try number(name)) }
            return .set(Transform3D(values: values) ?? .identity)
        case .reset: return .reset
        }
    }
}

extension Transform3D {
    /// `m11` … `m44`, in the order of ``values``.
    static let fieldNames: [String] = (1...4).flatMap { r in (1...4).map { c in "m\(r)\(c)" } }
}
