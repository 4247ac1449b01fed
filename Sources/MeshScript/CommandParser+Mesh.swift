import MeshEngine

extension CommandParser {
    /// Dispatches on the first word through the command table.
    mutating func command() throws(ScriptError) -> Command {
        let head = try next("a command")
        guard let entry = CommandHelp.entry(head.text) else {
            throw ScriptError(.unknownCommand(head.text, suggestion: CommandHelp.suggestion(for: head.text)),
                              column: head.column)
        }
        let result = try entry.command(&self)
        try finish(suggesting: entry.words)
        return result
    }

    /// A positive count no larger than `max`.
    mutating func count(_ what: String, max: Int, min: Int = 1) throws(ScriptError) -> Int {
        let c = column
        let v = try integer(what)
        guard (min...max).contains(v) else { throw ScriptError(.outOfRange("\(v)", allowed: "\(what) must be in \(min)…\(max)"), column: c) }
        return v
    }

    mutating func vertex() throws(ScriptError) -> MeshCommand {
        if accept("add") {
            // `[from] X Y [to X Y Z]`, as many times as the line holds.
            var vertices: [Vertex] = []
            repeat {
                _ = accept("from")
                let from = try point2("from")
                let to = try accept("to") ? point3("to") : Point3D(from.x, from.y, 0)
                vertices.append(Vertex(from: from, to: to))
            } while !atEnd
            return .vertexAdd(vertices)
        }
        if accept("remove") { return .vertexRemove(try index("vertex index")) }
        if accept("list") { return .vertexList }
        if accept("show") { return .vertexShow(try index("vertex index")) }
        _ = accept("set")
        let i = try index("vertex index", orWords: "add, set, remove, list or show")
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
        SIMD4(try index("corner 0 vertex index"), try index("corner 1 vertex index"), try index("corner 2 vertex index"), try index("corner 3 vertex index"))
    }

    mutating func face() throws(ScriptError) -> MeshCommand {
        if accept("add") {
            // `I0 I1 I2 I3 [w W0 W1 W2 W3]`, as many times as the line holds.
            var faces: [Face] = []
            repeat {
                let idx = try indices()
                let w = try accept("w") ? weights() : .zero
                faces.append(Face(indices: idx, w: w))
            } while !atEnd
            return .faceAdd(faces)
        }
        if accept("remove") { return .faceRemove(try index("face index")) }
        if accept("list") { return .faceList }
        if accept("show") { return .faceShow(try index("face index")) }
        _ = accept("set")
        let i = try index("face index", orWords: "add, set, remove, list or show")
        if atEnd { return .faceShow(i) }
        var edit = FaceEdit()
        if !accept("w") {
            edit.indices = try indices()
            guard accept("w") else { return .faceSet(index: i, edit) }
        }
        edit.w = try weights()
        return .faceSet(index: i, edit)
    }

    mutating func select() throws(ScriptError) -> MeshCommand {
        switch try keyword(["vertex", "face", "none"], what: "vertex, face or none") {
        case "vertex": return .select(.vertex(try index("vertex index")))
        case "face": return .select(.face(try index("face index")))
        default: return .select(.none)
        }
    }

    mutating func map() throws(ScriptError) -> ProceduralCommand {
        if accept("clear") { return .mapClear }
        if accept("list") { return .mapList }
        let once = accept("--once")
        let (source, start) = try rest("an assignment such as to.z = 0.1 * sin(u * pi)")
        do {
            return .map(try VertexAssignment.parse(source, scope: scope), once: once)
        } catch {
            throw ScriptError(.expression(error.message + (error.hint.map { "; \($0)" } ?? "")), column: start + error.column - 1)
        }
    }

    /// `subdivision [N | auto | -1] [limit]`; `subdivision limit` alone keeps the step count.
    mutating func subdivision() throws(ScriptError) -> MeshCommand {
        if accept("limit") { return .subdivision(nil, limit: true) }
        let steps: Int
        if accept("auto") {
            steps = MeshTransform.automaticSubdivision
        } else {
            let c = column
            let n = try integer("step count, auto or limit")
            // −1 is Core Animation's own spelling of automatic (CAMeshTransform's subdivisionSteps).
            guard n >= 0 || n == MeshTransform.automaticSubdivision else {
                throw ScriptError(.outOfRange("\(n)", allowed: "steps are 0 or more, or -1 or auto for automatic"), column: c)
            }
            steps = n
        }
        return .subdivision(steps, limit: accept("limit"))
    }

    mutating func diagonal() throws(ScriptError) -> MeshCommand {
        let f = try index("face index")
        if atEnd { return .diagonalShow(face: f) }
        let t = try next("0-2, 1-3 or auto")
        let word = t.text.lowercased()
        if word == "auto" { return .diagonal(face: f, nil) }
        if let d = Diagonal.allCases.first(where: { $0.rawValue == word }) { return .diagonal(face: f, d) }
        // `auto` is how a face's own diagonal goes; the words people try for that point at it.
        let names = Diagonal.allCases.map(\.rawValue) + ["auto"]
        let clearing = ["clear", "none", "off", "reset", "remove", "default", "unset"].contains(word)
        throw ScriptError(.unknownWord(t.text, expected: Diagonal.allCases.map(\.rawValue) + ["auto to clear it"],
                                       suggestion: clearing ? "auto" : NameSuggestion.closest(to: word, among: names)),
                          column: t.column)
    }
}
