import MeshEngine

extension CommandParser {
    /// Dispatches on the first word.
    mutating func command() throws(ScriptError) -> Command {
        let head = try next("a command")
        let name = head.text.lowercased()
        let result: Command
        switch name {
        case "vertex": result = try vertex()
        case "vertices": result = .vertexList
        case "face": result = try face()
        case "faces": result = .faceList
        case "select": result = try select()
        case "grid": result = .grid(rows: try count("rows", max: 1000), columns: try count("columns", max: 1000))
        case "mesh": result = try keyword(["empty", "none"], what: "empty or none") == "empty" ? .meshEmpty : .meshNone
        case "preset":
            markSubject()
            result = .preset(try text("a preset name"))
        case "map": result = try map()
        case "maps": result = .mapList
        case "subdivision": result = try subdivision()
        case "depth": result = .depth(try choice(DepthNormalization.self, what: "a depth normalization"))
        case "triangulation": result = .triangulation(try choice(Triangulation.self, what: "a triangulation mode"))
        case "flip": result = .flip(face: try index("face index"))
        case "diagonal": result = try diagonal()
        case "light", "lights", "shading": result = try lighting(name)
        case "content", "background", "scene", "layer", "layers", "transform", "sublayer": result = try layerCommand(name)
        case "overlays", "overlay", "supersample", "orbit", "zoom", "viewport", "pick", "inspect", "stats":
            result = try viewCommand(name)
        case "key", "keys", "animate", "animations", "fps", "play", "pause", "step", "back", "frame", "time", "loop":
            result = try timelineCommand(name)
        case "undo", "redo", "new", "save", "load", "import", "export", "render", "help":
            result = try sessionCommand(name)
        default:
            throw ScriptError(.unknownCommand(head.text, suggestion: EditDistance.closest(to: name, in: CommandHelp.names)),
                              column: head.column)
        }
        try finish()
        return result
    }

    /// A positive count no larger than `max`.
    mutating func count(_ what: String, max: Int) throws(ScriptError) -> Int {
        let c = column
        let v = try integer(what)
        guard (1...max).contains(v) else { throw ScriptError(.outOfRange("\(v)", allowed: "\(what) runs 1…\(max)"), column: c) }
        return v
    }

    private mutating func vertex() throws(ScriptError) -> Command {
        if accept("add") {
            _ = accept("from")
            let from = try point2("from")
            let to = try accept("to") ? point3("to") : Point3D(from.x, from.y, 0)
            return .vertexAdd(Vertex(from: from, to: to))
        }
        if accept("remove") { return .vertexRemove(try index("vertex index")) }
        if accept("list") { return .vertexList }
        if accept("show") { return .vertexShow(try index("vertex index")) }
        _ = accept("set")
        let i = try index("vertex index, or add, set, remove, list or show")
        if atEnd { return .vertexShow(i) }
        var edit = VertexEdit()
        while !atEnd {
            let part = try keyword(["from", "to", "from.x", "from.y", "to.x", "to.y", "to.z"], what: "from, to or a component")
            switch part {
            case "from": edit.fromX = try number("from x"); edit.fromY = try number("from y")
            case "to": edit.toX = try number("to x"); edit.toY = try number("to y"); edit.toZ = try number("to z")
            case "from.x": edit.fromX = try number(part)
            case "from.y": edit.fromY = try number(part)
            case "to.x": edit.toX = try number(part)
            case "to.y": edit.toY = try number(part)
            default: edit.toZ = try number(part)
            }
        }
        return .vertexSet(index: i, edit)
    }

    private mutating func weights() throws(ScriptError) -> SIMD4<Double> {
        SIMD4(try number("weight 0"), try number("weight 1"), try number("weight 2"), try number("weight 3"))
    }

    private mutating func indices() throws(ScriptError) -> SIMD4<Int> {
        SIMD4(try index("index 0"), try index("index 1"), try index("index 2"), try index("index 3"))
    }

    private mutating func face() throws(ScriptError) -> Command {
        if accept("add") {
            let idx = try indices()
            let w = try accept("w") ? weights() : .zero
            return .faceAdd(Face(indices: idx, w: w))
        }
        if accept("remove") { return .faceRemove(try index("face index")) }
        if accept("list") { return .faceList }
        if accept("show") { return .faceShow(try index("face index")) }
        _ = accept("set")
        let i = try index("face index, or add, set, remove, list or show")
        if atEnd { return .faceShow(i) }
        var edit = FaceEdit()
        if !accept("w") {
            edit.indices = try indices()
            guard accept("w") else { return .faceSet(index: i, edit) }
        }
        edit.w = try weights()
        return .faceSet(index: i, edit)
    }

    private mutating func select() throws(ScriptError) -> Command {
        switch try keyword(["vertex", "face", "none"], what: "vertex, face or none") {
        case "vertex": return .select(.vertex(try index("vertex index")))
        case "face": return .select(.face(try index("face index")))
        default: return .select(.none)
        }
    }

    private mutating func map() throws(ScriptError) -> Command {
        if accept("clear") { return .mapClear }
        if accept("list") { return .mapList }
        let once = accept("--once")
        let (source, start) = try rest("an assignment such as to.z = 0.1 * sin(u * pi)")
        do {
            return .map(try VertexAssignment.parse(source), once: once)
        } catch {
            throw ScriptError(.expression(error.message + (error.hint.map { "; \($0)" } ?? "")), column: start + error.column - 1)
        }
    }

    private mutating func subdivision() throws(ScriptError) -> Command {
        if accept("auto") { return .subdivision(MeshTransform.automaticSubdivision) }
        let c = column
        let n = try integer("a step count or auto")
        guard n >= 0 else { throw ScriptError(.outOfRange("\(n)", allowed: "steps are 0 or more, or auto"), column: c) }
        return .subdivision(n)
    }

    private mutating func diagonal() throws(ScriptError) -> Command {
        let f = try index("face index")
        if accept("auto") { return .diagonal(face: f, nil) }
        return .diagonal(face: f, try choice(Diagonal.self, what: "0-2, 1-3 or auto"))
    }
}
