import MeshEngine

extension StateEditor {
    /// Runs `body` on a copy of the selected layer's mesh and stores the copy if it succeeds.
    /// Every mesh edit passes through here (or through ``state.stopMeshDrivers(layer:keptFrame:)``
    /// for edits that replace the mesh outright), which applies the rule of ``MeshEditKind``:
    /// an edit the animation would hide stops the animation and says so.
    mutating func editMesh(_ kind: MeshEditKind = .structural, createIfMissing: Bool = false,
                           _ body: (inout MeshTransform) throws(ScriptError) -> String) throws(ScriptError) -> String {
        let l = try state.layerIndex()
        let driven = kind != .setting && !state.meshDrivers(layer: l).isEmpty
        // What these edit depends on the playhead: the journal notes its frame before the line.
        if driven, kind == .vertex { change = .editedAtPlayhead }
        if driven, kind == .vertex, let key = state.keyframeOnScreen(layer: l, at: time) { return try state.editKeyframe(key, body) }
        // A vertex edit on a driven layer starts from the frame on screen, which it keeps.
        let drawn = driven && kind == .vertex ? drawnMesh(layer: l) : nil
        var mesh: MeshTransform
        if let drawn { mesh = drawn } else if let m = state.scene.layers[l].mesh { mesh = m } else if createIfMissing {
            mesh = MeshTransform()
        } else {
            throw ScriptError(.noMesh(layer: l))
        }
        // Take the mesh out so that, with no snapshot holding it, it is edited in place. Bodies
        // validate before they mutate, so on error the mesh goes back as it was.
        let hadMesh = state.scene.layers[l].mesh != nil
        let original = drawn == nil ? nil : state.scene.layers[l].mesh
        state.scene.layers[l].mesh = nil
        let message: String
        do { message = try body(&mesh) } catch {
            state.scene.layers[l].mesh = drawn == nil ? (hadMesh ? mesh : nil) : original
            throw error
        }
        state.scene.layers[l].mesh = mesh
        return message + (driven ? state.stopMeshDrivers(layer: l, keptFrame: drawn != nil) : "")
    }

    /// A mesh command. `drawn`: the quads the frame on screen drew for the face `flip` or
    /// `diagonal N` names (the session renders it first: the editor draws nothing).
    mutating func performMesh(_ command: MeshCommand, drawn: [DrawnQuad] = []) throws(ScriptError) -> String {
        switch command {
        case let .vertexAdd(vertices): return try vertexAdd(vertices)
        case let .vertexSet(i, edit): return try vertexSet(i, edit)
        case let .vertexRemove(i): return try vertexRemove(i)
        case .vertexList: return try vertexList()
        case let .vertexShow(i): return try vertexShow(i)
        case let .faceAdd(faces): return try faceAdd(faces)
        case let .faceSet(i, edit): return try faceSet(i, edit)
        case let .faceRemove(i): return try faceRemove(i)
        case .faceList: return try faceList()
        case let .faceShow(i): return try faceShow(i)
        case let .select(target): return try select(target)
        case let .grid(rows, columns): return try grid(rows: rows, columns: columns)
        case .meshEmpty: return try meshEmpty()
        case .meshNone: return try meshNone()
        case let .subdivision(steps, limit): return try subdivision(steps: steps, limit: limit)
        case let .depth(d): return try depth(d)
        case let .triangulation(t): return try triangulation(t)
        case let .flip(f): return try flip(face: f, drawn: drawn)
        case let .diagonal(f, d): return try diagonal(face: f, d)
        case let .diagonalShow(f): return try diagonalShow(face: f, drawn: drawn)
        }
    }

    // MARK: Vertices

    private mutating func vertexAdd(_ vertices: [Vertex]) throws(ScriptError) -> String {
        let quiet = quiet
        return try editMesh(createIfMissing: true) { (m: inout MeshTransform) throws(ScriptError) in
            let first = m.vertices.count
            for v in vertices { m.add(v) }
            guard !quiet else { return "" }
            if let v = vertices.first, vertices.count == 1 { return "vertex \(first): \(v)" }
            return "added vertices \(first)…\(m.vertices.count - 1)"
        }
    }

    private mutating func vertexSet(_ i: Int, _ edit: VertexEdit) throws(ScriptError) -> String {
        let quiet = quiet
        return try editMesh(.vertex) { (m: inout MeshTransform) throws(ScriptError) in
            let v = edit.applied(to: try m.vertex(i))
            m.vertices[i] = v
            return quiet ? "" : "vertex \(i): \(v)"
        }
    }

    private mutating func vertexRemove(_ i: Int) throws(ScriptError) -> String {
        var removed: [Int] = []
        let message = try editMesh { (m: inout MeshTransform) throws(ScriptError) in
            let at = try m.vertexIndex(i)
            removed = (try? m.removeVertex(at: at)) ?? []
            let faces = removed.isEmpty ? "" : "; removed face\(removed.count == 1 ? "" : "s") \(removed.map(String.init).joined(separator: ", ")) that used it"
            return "removed vertex \(i)\(faces)"
        }
        state.selection = .none
        renumberDiagonals(removingFaces: removed)
        return message
    }

    private func vertexList() throws(ScriptError) -> String {
        let m = try state.currentMesh()
        if m.vertices.isEmpty { return "no vertices" }
        let drawn = drawnMesh()
        return m.vertices.indices.map { "\($0): " + SessionState.describe(m.vertices[$0], drawn: drawn, index: $0) }.joined(separator: "\n")
    }

    private func vertexShow(_ i: Int) throws(ScriptError) -> String {
        let v = try state.currentMesh().vertex(i)
        return "vertex \(i): " + SessionState.describe(v, drawn: drawnMesh(), index: i)
    }

    // MARK: Faces

    private mutating func faceAdd(_ faces: [Face]) throws(ScriptError) -> String {
        let quiet = quiet
        return try editMesh(createIfMissing: true) { (m: inout MeshTransform) throws(ScriptError) in
            for f in faces { try SessionState.requireVertices(of: f, in: m) }
            let first = m.faces.count
            for f in faces { m.add(f) }
            guard !quiet else { return "" }
            if let f = faces.first, faces.count == 1 { return "face \(first): \(f)" + SessionState.problemNote(m, face: first) }
            return "added faces \(first)…\(m.faces.count - 1)" + (first..<m.faces.count).map { SessionState.problemNote(m, face: $0) }.joined()
        }
    }

    private mutating func faceSet(_ i: Int, _ edit: FaceEdit) throws(ScriptError) -> String {
        let quiet = quiet
        return try editMesh { (m: inout MeshTransform) throws(ScriptError) in
            _ = try m.faceIndex(i)
            if let idx = edit.indices { try SessionState.requireVertices(of: Face(indices: idx), in: m) }
            if let idx = edit.indices { m.faces[i].indices = idx }
            if let w = edit.w { m.faces[i].w = w }
            return quiet ? "" : "face \(i): \(m.faces[i])" + SessionState.problemNote(m, face: i)
        }
    }

    private mutating func faceRemove(_ i: Int) throws(ScriptError) -> String {
        let message = try editMesh { (m: inout MeshTransform) throws(ScriptError) in
            m.faces.remove(at: try m.faceIndex(i))
            return "removed face \(i)"
        }
        renumberDiagonals(removingFaces: [i])
        if case .face = state.selection { state.selection = .none }
        return message
    }

    private func faceList() throws(ScriptError) -> String {
        let m = try state.currentMesh()
        if m.faces.isEmpty { return "no faces" }
        // A per-face diagonal (flip, diagonal) is shown here too: nowhere else lists them.
        let diagonals = try state.scene.layers[state.layerIndex()].faceDiagonals
        return m.faces.enumerated().map { f, face in
            "\(f): \(face)" + (diagonals[f].map { " diagonal \($0.rawValue)" } ?? "")
        }.joined(separator: "\n")
    }

    private func faceShow(_ i: Int) throws(ScriptError) -> String {
        let m = try state.currentMesh()
        let face = try m.face(i)
        return "face \(i): \(face)" + SessionState.problemNote(m, face: i)
    }

    private mutating func select(_ target: SelectionTarget) throws(ScriptError) -> String {
        switch target {
        case .none:
            state.selection = .none
            return "nothing selected"
        case let .vertex(i):
            let v = try state.currentMesh().vertex(i)
            state.selection = target
            return "selected vertex \(i): \(v)"
        case let .face(i):
            let f = try state.currentMesh().face(i)
            state.selection = target
            return "selected face \(i): \(f)"
        }
    }

    // MARK: The whole mesh

    private mutating func grid(rows: Int, columns: Int) throws(ScriptError) -> String {
        try replaceMesh { (m: inout MeshTransform) throws(ScriptError) in
            let steps = m.subdivisionSteps, limit = m.limitSurface
            m = MeshTransform.identity(rows: rows, columns: columns)
            m.subdivisionSteps = steps
            m.limitSurface = limit
            return "grid of \(rows)×\(columns) faces: \(m.vertices.count) vertices"
        }
    }

    private mutating func meshEmpty() throws(ScriptError) -> String {
        try replaceMesh { (m: inout MeshTransform) throws(ScriptError) in
            m = MeshTransform()
            return "empty mesh"
        }
    }

    /// Replaces the selected layer's mesh (`grid`, `mesh empty`): its per-face diagonals and the
    /// selection named the old faces and vertices, so they go with it.
    private mutating func replaceMesh(_ body: (inout MeshTransform) throws(ScriptError) -> String) throws(ScriptError) -> String {
        let l = try state.layerIndex()
        let message = try editMesh(createIfMissing: true, body)
        state.scene.layers[l].faceDiagonals = [:]
        state.selection = .none
        return message
    }

    private mutating func meshNone() throws(ScriptError) -> String {
        let l = try state.layerIndex()
        state.scene.layers[l].mesh = nil
        state.scene.layers[l].faceDiagonals = [:]
        state.selection = .none
        return "no mesh: the layer is drawn flat" + state.stopMeshDrivers(layer: l)
    }

    private mutating func subdivision(steps: Int?, limit: Bool) throws(ScriptError) -> String {
        try editMesh(.setting) { (m: inout MeshTransform) throws(ScriptError) in
            let n = steps ?? m.subdivisionSteps
            // Bodies validate before they mutate (see editMesh).
            try SessionState.validateSubdivision(steps: n, faceCount: m.faces.count)
            m.subdivisionSteps = n
            m.limitSurface = limit
            return "subdivision: " + SessionState.describeSubdivision(m)
        }
    }

    private mutating func depth(_ d: DepthNormalization) throws(ScriptError) -> String {
        try editMesh(.setting) { (m: inout MeshTransform) throws(ScriptError) in
            m.depthNormalization = d
            return "depth normalization: \(d.rawValue)"
        }
    }

    // MARK: Diagonals

    private mutating func triangulation(_ t: Triangulation) throws(ScriptError) -> String {
        let l = try state.layerIndex()
        state.scene.layers[l].triangulation = t
        return "triangulation: \(t.rawValue)"
    }

    private mutating func flip(face f: Int, drawn: [DrawnQuad]) throws(ScriptError) -> String {
        let l = try state.layerIndex()
        _ = try state.currentMesh().faceIndex(f)
        // Relative to what is drawn: `shorter` may have chosen either diagonal.
        let layer = state.scene.layers[l]
        // Subdivided faces: the diagonal most of their quads were drawn with.
        let d13 = drawn.filter { $0.split == .diagonal13 }.count, d02 = drawn.filter { $0.split == .diagonal02 }.count
        let split = drawn.count == 1 ? drawn[0].split
            : d13 + d02 == 0 ? (layer.faceDiagonals[f] == .d13 ? .diagonal13 : .diagonal02) : d13 > d02 ? .diagonal13 : .diagonal02
        let flipped: Diagonal = split == .diagonal02 ? .d13 : .d02
        state.scene.layers[l].faceDiagonals[f] = flipped
        if split == .fan4 || split == .bilinear {
            return "face \(f) was drawn \(split.rawValue) (no diagonal); now splits along \(flipped.rawValue)"
        }
        return "face \(f) now splits along \(flipped.rawValue)"
    }

    private mutating func diagonal(face f: Int, _ d: Diagonal?) throws(ScriptError) -> String {
        let l = try state.layerIndex()
        _ = try state.currentMesh().faceIndex(f)
        state.scene.layers[l].faceDiagonals[f] = d
        return d.map { "face \(f) splits along \($0.rawValue)" } ?? "face \(f) follows the layer's triangulation"
    }

    private func diagonalShow(face f: Int, drawn: [DrawnQuad]) throws(ScriptError) -> String {
        let l = try state.layerIndex()
        _ = try state.currentMesh().faceIndex(f)
        let layer = state.scene.layers[l]
        // The setting as the command that sets it, then what this frame drew.
        let setting = "diagonal \(f) " + (layer.faceDiagonals[f]?.rawValue ?? "auto")
        let source = layer.faceDiagonals[f] == nil ? "triangulation \(layer.triangulation.rawValue); " : ""
        guard let first = drawn.first else { return setting + " (\(source)not drawn in this frame)" }
        if drawn.count == 1 { return setting + " (\(source)drawn \(RenderedFrame.splitName(first.split)))" }
        return setting + " (\(source)drawn as \(drawn.count) subdivided quads: \(RenderedFrame.splitCounts(drawn)))"
    }

    /// Keeps the selected layer's per-face diagonals on their faces after `removed` faces
    /// (ascending indices) are gone.
    private mutating func renumberDiagonals(removingFaces removed: [Int]) {
        guard !removed.isEmpty else { return }
        let l = state.selectedLayer
        var kept: [Int: Diagonal] = [:]
        for (face, diagonal) in state.scene.layers[l].faceDiagonals where !removed.contains(face) {
            kept[face - removed.filter { $0 < face }.count] = diagonal
        }
        state.scene.layers[l].faceDiagonals = kept
    }
}

extension StateEditor {
    /// The selected layer's mesh as drawn at the current frame (animations, maps, presets applied).
    func drawnMesh() -> MeshTransform? {
        drawnMesh(layer: state.selectedLayer)
    }
}

extension SessionState {
    /// A face may name only vertices its mesh has (`face add`, `face set`, and so every file and
    /// journal line that makes one): a face naming another would be exported as OBJ that no
    /// reader takes and as code that reads past the vertex array on the device. A face that is
    /// only degenerate is kept, with a warning (``problemNote``): its indices are valid.
    static func requireVertices(of f: Face, in m: MeshTransform) throws(ScriptError) {
        for k in 0..<4 { _ = try m.vertexIndex(f.indices[k]) }
    }

    /// A warning appended to face messages when the face cannot be drawn.
    static func problemNote(_ m: MeshTransform, face: Int) -> String {
        // Only this face's problems, found without scanning the whole mesh (its indices are in
        // range: ``requireVertices(of:in:)``).
        let f = m.faces[face]
        var problems: [MeshProblem] = []
        if Set(f.indexArray).count < 3 { problems.append(.degenerateFace(face: face, indices: f.indexArray)) }
        if !(0..<4).allSatisfy({ f.w[$0].isFinite }) { problems.append(.nonFiniteWeight(face: face)) }
        return problems.isEmpty ? "" : "\nwarning: " + problems.map(\.description).joined(separator: "; ") + " (it will not be drawn)"
    }

    /// A stored vertex, with where it is drawn this frame when an animation or map moves it.
    static func describe(_ v: Vertex, drawn: MeshTransform?, index: Int) -> String {
        guard let drawn, drawn.vertices.indices.contains(index) else { return "\(v)" }
        let d = drawn.vertices[index]
        return d == v ? "\(v)" : "\(v); drawn at \(d.to) this frame"
    }
}
