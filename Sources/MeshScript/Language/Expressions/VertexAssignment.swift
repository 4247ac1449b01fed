import MeshEngine

/// One or more simultaneous assignments to vertex components, the body of the `map` command:
/// `to.z = 0.05 * sin(r * 2 * pi * 4)` (the article's ripple), `to = (u, v, 0)`,
/// `x = u * 0.9 + 0.05; z += 0.1`.
///
/// Targets are `to.x to.y to.z from.x from.y`, their shorthands `x y z u v`, and the whole
/// points `to = (ex, ey, ez)` and `from = (eu, ev)`. `+= -= *= /=` combine with the old value.
/// Every right-hand side reads the vertex as it was before the assignment, so
/// `x = y; y = x` swaps, as BCMeshTransformView's `mapVerticesUsingBlock:` examples compute
/// all new components from the unchanged vertex.
public struct VertexAssignment: Sendable, Hashable, CustomStringConvertible {
    /// A vertex component that can be assigned.
    public enum Target: String, CaseIterable, Sendable, Hashable {
        case fromX = "from.x", fromY = "from.y", toX = "to.x", toY = "to.y", toZ = "to.z"

        /// The expression variable holding the component's current value.
        var variable: ExpressionVariable {
            switch self {
            case .fromX: return .u
            case .fromY: return .v
            case .toX: return .x
            case .toY: return .y
            case .toZ: return .z
            }
        }

        /// Accepts the dotted names and the shorthands `x y z u v`.
        public init?(name: String) {
            if let target = Target(rawValue: name) { self = target; return }
            guard let match = Target.allCases.first(where: { $0.variable.rawValue == name }) else { return nil }
            self = match
        }
    }

    /// One target and the expression giving its new value.
    public struct Component: Sendable, Hashable {
        public var target: Target
        public var expression: Expression
    }

    /// The text the assignment was parsed from, for saving.
    public let source: String
    /// The assignments in source order; no target appears twice.
    public let components: [Component]
    /// Every right-hand side compiled into one program, leaving one value per component.
    private let program: ExpressionProgram
    /// The components' targets, in the program's result order.
    private let targets: [Target]

    /// Whether any right-hand side mentions `t`.
    public var usesTime: Bool { components.contains { $0.expression.usesTime } }

    public var description: String { source }

    init(source: String, components: [Component]) {
        self.source = source
        self.components = components
        self.program = ExpressionProgram(components.map(\.expression.node))
        self.targets = components.map(\.target)
    }

    public static func == (a: VertexAssignment, b: VertexAssignment) -> Bool { a.source == b.source }
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }

    /// Parses assignments separated by `;`; errors carry the 1-based column in `source`.
    public static func parse(_ source: String) throws(ExpressionError) -> VertexAssignment {
        try VertexAssignmentParser(source: source).parse()
    }

    /// Parses with the `let` variables of `scope` meaning their (shared) trees where they are named.
    static func parse(_ source: String, scope: ExpressionScope) throws(ExpressionError) -> VertexAssignment {
        try VertexAssignmentParser(source: source, scope: scope).parse()
    }

    /// Assigns every component of vertex `index` at `time`; `row` and `col` come from `grid`
    /// (0 without one). Non-finite results are written as they are: the mesh-level
    /// ``apply(to:time:grid:)`` is the one that checks.
    public func apply(to vertex: inout Vertex, index: Int, time: Double, grid: ExpressionGrid?) {
        // Evaluate everything against the unchanged vertex first; at most five targets.
        let values = program.run(ExpressionEnvironment(vertex: vertex, index: index, time: time, grid: grid))
        for (k, target) in targets.enumerated() {
            let value = values[k]
            switch target {
            case .fromX: vertex.from.x = value
            case .fromY: vertex.from.y = value
            case .toX: vertex.to.x = value
            case .toY: vertex.to.y = value
            case .toZ: vertex.to.z = value
            }
        }
    }
}
