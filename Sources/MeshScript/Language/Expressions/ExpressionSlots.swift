/// The `let` variables a compiled program evaluates once, before anything reads them, into a
/// slot each: every variable its trees reach, directly or through other variables, except one
/// that is just a vertex variable (`let a0 = u`, loaded where it is used). So `a39` of the chain
/// `let a1 = a0 + a0` … `let a39 = a38 + a38` costs forty evaluations, not 2^39, and compiling
/// never follows one variable's tree into another's, so no chain of variables deepens the
/// recursion. A slot's value is the one its tree's inline code computed (the same operations in
/// the same order), so results are identical to the bit.
struct ExpressionSlots: Sendable {
    /// The slot variables, each after the variables its tree uses: the order they are evaluated in.
    private(set) var order: [SharedExpression] = []
    private var slotOfVariable: [ObjectIdentifier: Int] = [:]

    /// The slots of a program computing `roots` (folded trees).
    init(_ roots: [ExpressionNode]) {
        // Depth-first with an explicit stack (a chain of ``Variables/limit`` variables would
        // otherwise recurse once per variable): a variable is placed once every variable its
        // tree names is.
        var pending: [(shared: SharedExpression, expanded: Bool)] = []
        for root in roots { Self.named(in: root) { pending.append(($0, false)) } }
        pending.reverse()
        var started: Set<ObjectIdentifier> = []
        while let (shared, expanded) = pending.popLast() {
            let id = ObjectIdentifier(shared)
            if expanded {
                slotOfVariable[id] = order.count
                order.append(shared)
                continue
            }
            guard started.insert(id).inserted else { continue }
            pending.append((shared, true))
            var uses: [SharedExpression] = []
            Self.named(in: shared.folded) { uses.append($0) }
            for used in uses.reversed() where !started.contains(ObjectIdentifier(used)) { pending.append((used, false)) }
        }
    }

    /// The slot holding `shared`'s value, or nil when it is compiled inline (a vertex variable).
    func slot(of shared: SharedExpression) -> Int? { slotOfVariable[ObjectIdentifier(shared)] }

    /// Calls `found` for each variable `node` names in its own tree (not inside those variables'
    /// trees), in order, except those that are a vertex variable.
    private static func named(in node: ExpressionNode, _ found: (SharedExpression) -> Void) {
        switch node {
        case .number, .variable:
            return
        case let .unary(_, a):
            named(in: a, found)
        case let .binary(_, a, b):
            named(in: a, found)
            named(in: b, found)
        case let .call(_, args):
            for arg in args { named(in: arg, found) }
        case let .conditional(c, a, b):
            for part in [c, a, b] { named(in: part, found) }
        case let .chain(first, links):
            named(in: first, found)
            for link in links { named(in: link.operand, found) }
        case let .shared(shared):
            if case .variable = shared.folded { return }
            found(shared)
        }
    }
}
