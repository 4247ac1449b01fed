import Synchronization

/// A `let` variable's syntax tree, held once and named by reference from every tree that uses
/// it, so definitions form a DAG instead of copies: `let a1 = a0 + a0` … `let a39 = a38 + a38`
/// is forty trees, not 2^40 nodes. What tree walks need (the folded form, the vertex variables
/// read) is worked out once, when the variable is defined, from its parts' own, so no walk ever
/// expands a variable; ``ExpressionProgram`` evaluates each once per vertex, into a slot.
///
/// `@unchecked Sendable`: the trees never change after `init`; only `deinit`, when no other
/// reference is left, empties them (see there).
final class SharedExpression: @unchecked Sendable {
    /// The tree as parsed, naming other variables through their own shared nodes.
    private(set) var node: ExpressionNode
    /// `node.folded()`: a number when the variable is a constant.
    private(set) var folded: ExpressionNode
    /// The vertex variables it reads, directly or through other variables.
    let variables: Set<ExpressionVariable>

    init(_ node: ExpressionNode) {
        self.node = node
        folded = node.folded()
        variables = node.variables
    }

    /// The variables this one names are released after it, one at a time, not inside its own
    /// release: a thousand variables that each wrap the one before in a hundred operators were
    /// released one inside the other, 100,000 nodes deep, and overflowed the stack (signal 11).
    /// The trees are emptied here, while `named` still holds the variables they name, so that
    /// the queue holds their last references.
    deinit {
        var named: [SharedExpression] = []
        node.collectShared(into: &named)
        folded.collectShared(into: &named)
        node = .number(0)
        folded = .number(0)
        SharedExpression.releaseLater(named)
    }

    /// Variables waiting to be released, and whether a thread is releasing them.
    private static let pending = Mutex<(waiting: [SharedExpression], draining: Bool)>(([], false))

    /// Holds `named` until the outermost release on any thread lets go of them one by one, so
    /// the stack holds one variable's tree at a time (at most ``ExpressionParser/maxNesting`` deep).
    private static func releaseLater(_ named: [SharedExpression]) {
        guard !named.isEmpty else { return }
        let drains = pending.withLock { state -> Bool in
            state.waiting.append(contentsOf: named)
            if state.draining { return false }
            state.draining = true
            return true
        }
        guard drains else { return }
        while let next = pending.withLock({ state -> SharedExpression? in
            if let last = state.waiting.popLast() { return last }
            state.draining = false
            return nil
        }) {
            // The last reference, when it is: its deinit queues the variables it names and returns.
            _ = next
        }
    }
}

extension ExpressionNode {
    /// The shared variables this tree names, without looking into them.
    func collectShared(into named: inout [SharedExpression]) {
        switch self {
        case .number, .variable: return
        case let .unary(_, a): a.collectShared(into: &named)
        case let .binary(_, a, b):
            a.collectShared(into: &named)
            b.collectShared(into: &named)
        case let .call(_, args): for a in args { a.collectShared(into: &named) }
        case let .conditional(c, a, b):
            c.collectShared(into: &named)
            a.collectShared(into: &named)
            b.collectShared(into: &named)
        case let .chain(first, links):
            first.collectShared(into: &named)
            for link in links { link.operand.collectShared(into: &named) }
        case let .shared(shared): named.append(shared)
        }
    }
}
