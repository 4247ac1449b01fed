/// A compiled arithmetic expression over a vertex's variables, for the `map` command and
/// anywhere a number may depend on the vertex or the time.
///
/// The language: numbers (`2`, `1.5`, `.5`, `1e-3`); `+ - * /`; `^` (right-associative,
/// binding tighter than a unary minus on its left, so `-2^2 = -4`); comparisons
/// `< <= > >= == !=` and `! && ||` yielding 1 or 0; `c ? a : b` and `if(c, a, b)`; the
/// functions of ``ExpressionFunction`` (sin cos tan asin acos atan atan2 sqrt abs min max pow
/// exp log floor ceil round fract sign mod clamp mix smoothstep hypot); the constants
/// `pi tau e`; and the variables of ``ExpressionEnvironment`` (`u v x y z i r t row col`,
/// with `from.x from.y to.x to.y to.z` as aliases).
///
/// Equality and hashing use the source text, which is kept so the expression can be saved.
public struct Expression: Sendable, Hashable, CustomStringConvertible {
    /// The text the expression was parsed from.
    public let source: String
    /// The names of the variables the source mentions (canonical names: `u`, not `from.x`).
    public let variables: Set<String>
    let program: ExpressionProgram
    /// The syntax tree, kept so a ``VertexAssignment`` can compile its expressions together.
    let node: ExpressionNode

    /// Whether the value can change with time (the source mentions `t`), so a `map` using it
    /// must be re-evaluated on every frame.
    public var usesTime: Bool { variables.contains(ExpressionVariable.t.rawValue) }

    init(source: String, node: ExpressionNode) {
        self.source = source
        self.variables = Set(node.variables.map(\.rawValue))
        self.node = node
        self.program = ExpressionProgram(node)
    }

    /// Parses and compiles `source`; errors carry the 1-based column of the problem.
    public static func parse(_ source: String) throws(ExpressionError) -> Expression {
        var parser = ExpressionParser(tokens: try ExpressionTokenizer.tokenize(source))
        let node = try parser.parseExpression()
        try parser.expectEnd()
        return Expression(source: source, node: node)
    }

    /// The value in `env`. Never traps: domain errors give NaN or ±infinity, which callers
    /// check (see ``VertexAssignment/apply(to:time:grid:)``).
    public func evaluate(_ env: ExpressionEnvironment) -> Double {
        program.run(env)[0]
    }

    public var description: String { source }

    public static func == (a: Expression, b: Expression) -> Bool { a.source == b.source }
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}
