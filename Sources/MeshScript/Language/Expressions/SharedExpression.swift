/// A `let` variable's syntax tree, held once and named by reference from every tree that uses
/// it, so definitions form a DAG instead of copies: `let a1 = a0 + a0` … `let a39 = a38 + a38`
/// is forty trees, not 2^40 nodes. What tree walks need (the folded form, the vertex variables
/// read) is worked out once, when the variable is defined, from its parts' own, so no walk ever
/// expands a variable; ``ExpressionProgram`` evaluates each once per vertex, into a slot.
final class SharedExpression: Sendable {
    /// The tree as parsed, naming other variables through their own shared nodes.
    let node: ExpressionNode
    /// `node.folded()`: a number when the variable is a constant.
    let folded: ExpressionNode
    /// The vertex variables it reads, directly or through other variables.
    let variables: Set<ExpressionVariable>

    init(_ node: ExpressionNode) {
        self.node = node
        folded = node.folded()
        variables = node.variables
    }
}
