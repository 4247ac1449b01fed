import MeshEngine

extension CommandParser {
    /// Dispatches on the first word through the command table.
    mutating func command() throws(ScriptError) -> Command {
        let head = try next("a command")
        guard let word = CommandWord(word: head.text) else {
            throw ScriptError(.unknownCommand(head.text, suggestion: CommandHelp.suggestion(for: head.text)),
                              column: head.column)
        }
        let entry = CommandHelp.entry(word)
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
        if accept(VertexVerb.add) {
            // `[from] X Y [to X Y Z]`, as many times as the line holds.
            var vertices: [Vertex] = []
            repeat {
                _ = accept(VertexPart.from)
                let from = try point2("from")
                let to = try accept(VertexPart.to) ? point3("to") : Point3D(from.x, from.y, 0)
                vertices.append(Vertex(from: from, to: to))
            } while !atEnd
            return .vertexAdd(vertices)
        }
        if accept(VertexVerb.remove) { return .vertexRemove(try index("vertex index")) }
        if accept(VertexVerb.list) { return .vertexList }
        if accept(VertexVerb.show) { return .vertexShow(try index("vertex index")) }
        _ = accept(VertexVerb.set)
        let i = try index("vertex index", orWords: "add, set, remove, list or show")
        if atEnd { return .vertexShow(i) }
        var edit = VertexEdit()
        while !atEnd {
            let part = try keyword(VertexPart.self, what: "from, to or a component")
            let what = part.rawValue
            switch part {
            case .from: edit.fromX = try number("from x"); edit.fromY = try number("from y")
            case .to: edit.toX = try number("to x"); edit.toY = try number("to y"); edit.toZ = try number("to z")
            case .fromX: edit.fromX = try number(what)
            case .fromY: edit.fromY = try number(what)
            case .toX: edit.toX = try number(what)
            case .toY: edit.toY = try number(what)
            case .toZ: edit.toZ = try number(what)
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
        if accept(FaceVerb.add) {
            // `I0 I1 I2 I3 [w W0 W1 W2 W3]`, as many times as the line holds.
            var faces: [Face] = []
            repeat {
                let idx = try indices()
                let w = try accept(FaceWeights.w) ? weights() : .zero
                faces.append(Face(indices: idx, w: w))
            } while !atEnd
            return .faceAdd(faces)
        }
        if accept(FaceVerb.remove) { return .faceRemove(try index("face index")) }
        if accept(FaceVerb.list) { return .faceList }
        if accept(FaceVerb.show) { return .faceShow(try index("face index")) }
        _ = accept(FaceVerb.set)
        let i = try index("face index", orWords: "add, set, remove, list or show")
        if atEnd { return .faceShow(i) }
        var edit = FaceEdit()
        if !accept(FaceWeights.w) {
            edit.indices = try indices()
            guard accept(FaceWeights.w) else { return .faceSet(index: i, edit) }
        }
        edit.w = try weights()
        return .faceSet(index: i, edit)
    }

    mutating func select() throws(ScriptError) -> MeshCommand {
        switch try keyword(SelectTarget.self, what: "vertex, face or none") {
        case .vertex: return .select(.vertex(try index("vertex index")))
        case .face: return .select(.face(try index("face index")))
        case .none: return .select(.none)
        }
    }

    /// `mesh empty | mesh none`.
    mutating func meshStart() throws(ScriptError) -> MeshCommand {
        switch try keyword(MeshStart.self, what: "empty or none") {
        case .empty: return .meshEmpty
        case .none: return .meshNone
        }
    }

    /// `preset NAME`.
    mutating func preset() throws(ScriptError) -> ProceduralCommand {
        markSubject()
        return .preset(try text("a preset name"))
    }

    mutating func map() throws(ScriptError) -> ProceduralCommand {
        if accept(MapWord.clear) { return .mapClear }
        if accept(MapWord.list) { return .mapList }
        let once = accept(MapWord.once)
        let (source, start) = try rest("an assignment such as to.z = 0.1 * sin(u * pi)")
        do {
            return .map(try VertexAssignment.parse(source, scope: scope), once: once)
        } catch {
            throw ScriptError(.expression(error.message + (error.hint.map { "; \($0)" } ?? "")), column: start + error.column - 1)
        }
    }

    /// `subdivision [N | auto | -1] [limit]`; `subdivision limit` alone keeps the step count.
    mutating func subdivision() throws(ScriptError) -> MeshCommand {
        if accept(SubdivisionWord.limit) { return .subdivision(nil, limit: true) }
        let steps: Int
        if accept(SubdivisionWord.auto) {
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
        return .subdivision(steps, limit: accept(SubdivisionWord.limit))
    }

    mutating func diagonal() throws(ScriptError) -> MeshCommand {
        let f = try index("face index")
        if atEnd { return .diagonalShow(face: f) }
        let t = try next("0-2, 1-3 or auto")
        let word = t.text.lowercased()
        if DiagonalReset(rawValue: word) == .auto { return .diagonal(face: f, nil) }
        if let d = Diagonal(rawValue: word) { return .diagonal(face: f, d) }
        // `auto` is how a face's own diagonal goes; the words people try for that point at it.
        let names = Diagonal.allCases.map(\.rawValue) + [DiagonalReset.auto.rawValue]
        let clearing = ["clear", "none", "off", "reset", "remove", "default", "unset"].contains(word)
        throw ScriptError(.unknownWord(t.text, expected: Diagonal.allCases.map(\.rawValue) + ["auto to clear it"],
                                       suggestion: clearing ? "auto" : NameSuggestion.closest(to: word, among: names)),
                          column: t.column)
    }
}
