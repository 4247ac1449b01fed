import MeshEngine

/// Procedural motion (an animated preset's formula, a `map` using `t`) as code that computes
/// the vertices every frame: a `CADisplayLink` calls a step that builds the base mesh and moves
/// it with each formula through `mapVerticesUsingBlock:`, the same arithmetic meshplay runs.
extension SceneCode {
    /// What moves the layer, as formulas the code can run.
    struct Motion {
        /// One formula and the clock it reads.
        struct Step {
            /// What it is, for comments and messages.
            var cause: String
            var formula: VertexFormula
            /// An animated preset's loop: its formula reads the time folded into `0..<period`.
            var period: Double?
        }

        /// The mesh the steps move, with the layer's own subdivision and depth settings.
        var base: MeshTransform
        var steps: [Step]
        /// The timeline's length, when bounded: the motion loops there or stops there.
        var end: Double?
        var loops: Bool
        /// The time meshplay shows, whose mesh `meshTransform()` returns.
        var now: Double

        /// What moves the layer, in words.
        var cause: String { SessionState.listed(steps.map(\.cause)) }

        /// The header's line.
        var headerLine: String {
            "Animated by code: \(cause) moves this mesh every frame; animation 0 runs the same formula from a CADisplayLink" + span + "."
        }

        /// How long the motion runs, for headers: ", looping every N s", ", stopping at N s" or ", for ever".
        var span: String {
            end.map { loops ? ", looping every \(SceneCode.time($0)) s" : ", stopping at \(SceneCode.time($0)) s" } ?? ", for ever"
        }

        /// The base mesh's grid size when it is BCMeshTransformView's identity mesh.
        var identityGrid: (rows: Int, columns: Int)? {
            guard let faces = base.faces.first.map({ _ in base.faces.count }), faces > 0 else { return nil }
            // An identity grid of r×c faces has (r+1)(c+1) vertices: try each column count.
            for columns in 1...faces where faces % columns == 0 {
                let rows = faces / columns
                let grid = MeshTransform.identity(rows: rows, columns: columns)
                if grid.vertices == base.vertices && grid.faces == base.faces { return (rows, columns) }
            }
            return nil
        }
    }

    /// The Swift declarations of the motion, inside `enum NAMEScene`.
    func swiftMotion(_ motion: Motion) -> [String] {
        var out = ["    /// The mesh the motion moves (\(Int.meshSize(vertices: motion.base.vertices.count, faces: motion.base.faces.count)))."]
        if let grid = motion.identityGrid {
            out += ["    static func baseMesh() -> BCMutableMeshTransform {",
                    "        let mesh: BCMutableMeshTransform = BCMutableMeshTransform.identityMeshTransform(withNumberOfRows: \(grid.rows), numberOfColumns: \(grid.columns))",
                    "        mesh.depthNormalization = \(Self.depthConstant(motion.base.depthNormalization, "kBC"))",
                    "        return mesh",
                    "    }"]
        } else {
            out += Self.swiftMeshFunction("baseMesh", motion.base, doc: nil)
        }
        for (k, step) in motion.steps.enumerated() {
            out += ["",
                    "    /// A vertex of the mesh moved by \(Self.cComment(step.cause)) at `t` seconds.",
                    "    nonisolated static func motion\(k)(_ vertex: BCMeshVertex, _ index: Int, _ t: Double) -> BCMeshVertex {"]
                + CodeLanguage.swift.formulaBody(step.formula, indent: "        ") + ["    }"]
        }
        out += ["",
                "    /// Moves every vertex of `mesh` with `block`, or none when one would leave the finite numbers (meshplay then keeps",
                "    /// the mesh as it was).",
                "    nonisolated static func move(_ mesh: BCMutableMeshTransform, _ block: (BCMeshVertex, Int) -> BCMeshVertex) {",
                "        var moved: [BCMeshVertex] = []",
                "        for index in 0..<mesh.vertexCount {",
                "            let vertex = block(mesh.vertex(at: index), index)",
                "            guard vertex.from.x.isFinite, vertex.from.y.isFinite, vertex.to.x.isFinite, vertex.to.y.isFinite, vertex.to.z.isFinite else { return }",
                "            moved.append(vertex)",
                "        }",
                "        mesh.mapVertices { _, index in moved[index] }",
                "    }",
                "",
                "    /// The mesh `t` seconds into the motion.",
                "    static func meshTransform(at t: Double) -> BCMeshTransform {",
                "        let mesh = baseMesh()"]
        for (k, step) in motion.steps.enumerated() {
            out.append("        move(mesh) { vertex, index in motion\(k)(vertex, index, \(step.time(.swift))) }")
        }
        out += ["        return mesh",
                "    }",
                "",
                "    /// The mesh of layer \"\(Self.cComment(layer.name))\" as meshplay shows it (\(Self.time(motion.now)) s into the motion).",
                "    static func meshTransform() -> BCMeshTransform { meshTransform(at: \(Self.time(motion.now))) }"]
        return out
    }

    /// `animate0` and the display link's target, after the enum's other members.
    func swiftMotionAnimation(_ motion: Motion) -> [String] {
        let time = motion.clock(.swift, elapsed: "link.timestamp - start", indent: "            ")
        return ["    /// Animation 0: \(Self.cComment(motion.cause)), computed every frame. Keep the returned display link; `invalidate()` stops it.",
                "    @discardableResult",
                "    static func animate0(_ view: BCMeshTransformView) -> CADisplayLink {",
                "        let link = CADisplayLink(target: MotionPlayer(view: view), selector: #selector(MotionPlayer.step(_:)))",
                "        link.add(to: .main, forMode: .common)",
                "        return link",
                "    }",
                "",
                "    /// Sets the view's mesh on every display frame (a display link keeps its target).",
                "    @MainActor final class MotionPlayer: NSObject {",
                "        private let view: BCMeshTransformView",
                "        private var start: CFTimeInterval?",
                "",
                "        init(view: BCMeshTransformView) {",
                "            self.view = view",
                "            super.init()",
                "        }",
                "",
                "        @objc func step(_ link: CADisplayLink) {",
                "            let start = self.start ?? link.timestamp",
                "            self.start = start"]
            + time
            + ["            view.meshTransform = meshTransform(at: t)",
               "        }",
               "    }"]
    }

    /// The Objective-C functions of the motion, at file scope.
    func objcMotion(_ motion: Motion) -> [String] {
        let name = codeName
        var out: [String] = []
        if let grid = motion.identityGrid {
            out += ["/// The mesh the motion moves (\(Int.meshSize(vertices: motion.base.vertices.count, faces: motion.base.faces.count))).",
                    "static BCMutableMeshTransform *\(name)BaseMesh(void) {",
                    "    BCMutableMeshTransform *mesh = [BCMutableMeshTransform identityMeshTransformWithNumberOfRows:\(grid.rows) numberOfColumns:\(grid.columns)];",
                    "    mesh.depthNormalization = \(Self.depthConstant(motion.base.depthNormalization, "kBC"));",
                    "    return mesh;",
                    "}"]
        } else {
            out += Self.objcMeshFunction("\(name)BaseMesh", motion.base, doc: "The mesh the motion moves.", prefix: "BC", mutable: true)
        }
        out += objcFormulaFunctions(motion, vertexType: "BCMeshVertex")
        out += ["",
                "/// Moves every vertex of `mesh` with `block`, or none when one would leave the finite numbers (meshplay then keeps",
                "/// the mesh as it was).",
                "static void \(name)Move(BCMutableMeshTransform *mesh, BCMeshVertex (^block)(BCMeshVertex vertex, NSUInteger index)) {",
                "    NSUInteger count = mesh.vertexCount;",
                "    BCMeshVertex *moved = malloc(sizeof(BCMeshVertex) * (count ? count : 1));",
                "    for (NSUInteger index = 0; index < count; index++) {",
                "        moved[index] = block([mesh vertexAtIndex:index], index);",
                "        if (\(Self.objcLeftTheFiniteNumbers)) {",
                "            free(moved);",
                "            return;",
                "        }",
                "    }",
                "    [mesh mapVerticesUsingBlock:^BCMeshVertex(BCMeshVertex vertex, NSUInteger index) {",
                "        (void)vertex;",
                "        return moved[index];",
                "    }];",
                "    free(moved);",
                "}",
                "",
                "/// The mesh `t` seconds into the motion.",
                "BCMeshTransform *\(name)MeshTransformAt(double t) {",
                "    BCMutableMeshTransform *mesh = \(name)BaseMesh();"]
        for (k, step) in motion.steps.enumerated() {
            out.append("    \(name)Move(mesh, ^BCMeshVertex(BCMeshVertex vertex, NSUInteger index) { return \(name)Motion\(k)(vertex, index, \(step.time(.objc))); });")
        }
        out += ["    return mesh;",
                "}",
                "",
                "/// The mesh of layer \"\(Self.cComment(layer.name))\" as meshplay shows it (\(Self.time(motion.now)) s into the motion).",
                "BCMeshTransform *\(name)MeshTransform(void) {",
                "    return \(name)MeshTransformAt(\(Self.time(motion.now)));",
                "}"]
        return out
    }

    /// `NAMEMotionK(vertex, index, t)`: each step's formula as a C function of a vertex of
    /// `vertexType` (BCMeshVertex, or camesh's CAMeshVertex: the same fields).
    func objcFormulaFunctions(_ motion: Motion, vertexType: String) -> [String] {
        CodeLanguage.formulaHelpers(motion.steps.map(\.formula), prefix: codeName)
            + motion.steps.enumerated().flatMap { k, step in
                ["",
                 "/// A vertex of the mesh moved by \(Self.cComment(step.cause)) at `t` seconds.",
                 "static \(vertexType) \(codeName)Motion\(k)(\(vertexType) vertex, NSUInteger index, double t) {"]
                    + CodeLanguage.objc.formulaBody(step.formula, indent: "    ", vertexType: vertexType, helperPrefix: codeName) + ["}"]
            }
    }

    /// The C condition that `moved[index]` left the finite numbers, where meshplay keeps the mesh as it was.
    static let objcLeftTheFiniteNumbers = "!isfinite(moved[index].from.x) || !isfinite(moved[index].from.y) || !isfinite(moved[index].to.x)"
        + " || !isfinite(moved[index].to.y) || !isfinite(moved[index].to.z)"

    /// `NAMEAnimate0` and the display link's target class, which sets `target`'s mesh to
    /// `NAMEMeshTransformAt(t)` every frame: a BCMeshTransformView's, or (camesh) a CALayer's.
    func objcMotionAnimation(_ motion: Motion, target: MotionTarget) -> [String] {
        let name = codeName, object = target.property
        return ["/// Sets the \(object)'s mesh on every display frame (a display link keeps its target).",
                "@interface \(name)MotionPlayer : NSObject",
                "@property (nonatomic, strong) \(target.type) *\(object);",
                "@property (nonatomic) CFTimeInterval start;",
                "@property (nonatomic) BOOL started;",
                "- (void)step:(CADisplayLink *)link;",
                "@end",
                "",
                "@implementation \(name)MotionPlayer",
                "- (void)step:(CADisplayLink *)link {",
                "    if (!self.started) {",
                "        self.started = YES;",
                "        self.start = link.timestamp;",
                "    }"]
            + motion.clock(.objc, elapsed: "link.timestamp - self.start", indent: "    ")
            + ["    self.\(object).meshTransform = \(name)MeshTransformAt(t);",
               "}",
               "@end",
               "",
               "/// Animation 0: \(Self.cComment(motion.cause)), computed every frame. Keep the returned display link; -invalidate stops it.",
               "CADisplayLink *\(name)Animate0(\(target.type) *\(object)) {",
               "    \(name)MotionPlayer *player = [\(name)MotionPlayer new];",
               "    player.\(object) = \(object);",
               "    CADisplayLink *link = [CADisplayLink displayLinkWithTarget:player selector:@selector(step:)];",
               "    [link addToRunLoop:[NSRunLoop mainRunLoop] forMode:NSRunLoopCommonModes];",
               "    return link;",
               "}"]
    }

    /// What an Objective-C display link moves: its class and the player's property naming it.
    enum MotionTarget {
        /// BCMeshTransformView (`export objc`).
        case view
        /// The layer itself, through the private `meshTransform` (`export camesh`).
        case layer

        var type: String {
            switch self {
            case .view: return "BCMeshTransformView"
            case .layer: return "CALayer"
            }
        }

        var property: String {
            switch self {
            case .view: return "view"
            case .layer: return "layer"
            }
        }
    }
}

extension SceneCode {
    /// An animated preset's keyframe meshes as the animation the code plays: linear from each
    /// to the next (as the preset lerps them), `secondsEach` apiece, for ever when the timeline
    /// loops, else once.
    mutating func playKeyframes(cause: String, meshes: [MeshTransform], secondsEach: Double, loops: Bool) {
        keyframes = meshes.enumerated().map { (name: "\(cause), key \($0.offset)", mesh: $0.element) }
        let segments = max(0, meshes.count - 1)
        animations = [Played(title: "\(cause): \(meshes.count) keyframes, \(SceneCode.time(secondsEach)) s apart, linear" + (loops ? ", repeat forever" : ""),
                             keys: Array(meshes.indices), durations: Array(repeating: secondsEach, count: segments), easing: .linear,
                             autoreverses: false, repeatCount: loops ? .infinity : 1, beginTime: 0)]
    }
}
