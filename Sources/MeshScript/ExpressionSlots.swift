/// The `let` variables a compiled program evaluates once into a slot: those its trees reach
/// more than once, counting each variable's own tree once. So `a39` of the chain
/// `let a1 = a0 + a0` … `let a39 = a38 + a38` costs forty evaluations, not 2^39. The other
/// variables are compiled inline where they appear, as when trees were copies, so a program that
/// names no variable twice is the same code; a slot's value is the one its inline code would
/// compute (the same operations in the same order), so results are identical to the bit.
struct ExpressionSlots: Sendable {
    /// The slot variables, each after the variables its tree uses, the order they are evaluated in.
    private(set) var order: [SharedExpression] = []
    private var slotOfVariable: [ObjectIdentifier: Int] = [:]

    /// The slots of programs computing `roots` (folded trees).
    init(_ roots: [ExpressionNode]) {
        var uses: [ObjectIdentifier: Int] = [:]
        var reached: [SharedExpression] = []
        for root in roots { Self.count(root, uses: &uses, reached: &reached) }
        for shared in reached where uses[ObjectIdentifier(shared), default: 0] > 1 {
            slotOfVariable[ObjectIdentifier(shared)] = order.count
            order.append(shared)
        }
    }

    /// The slot holding `shared`'s value, or nil when it is compiled inline.
    func slot(of shared: SharedExpression) -> Int? { slotOfVariable[ObjectIdentifier(shared)] }

    /// Counts the uses of each variable under `node`, walking a variable's tree at its first use
    /// only, and appends each variable after the ones its tree uses (post-order: dependencies first).
    private static func count(_ node: ExpressionNode, uses: inout [ObjectIdentifier: Int], reached: inout [SharedExpression]) {
        switch node {
        case .number, .variable:
            return
        case let .unary(_, a):
            count(a, uses: &uses, reached: &reached)
        case let .binary(_, a, b):
            count(a, uses: &uses, reached: &reached)
            count(b, uses: &uses, reached: &reached)
        case let .call(_, args):
            for arg in args { count(arg, uses: &uses, reached: &reached) }
        case let .conditional(c, a, b):
            for part in [c, a, b] { count(part, uses: &uses, reached: &reached) }
        case let .chain(first, links):
            count(first, uses: &uses, reached: &reached)
            for link in links { count(link.operand, uses: &uses, reached: &reached) }
        case let .shared(shared):
            let id = ObjectIdentifier(shared)
            uses[id, default: 0] += 1
            guard uses[id] == 1 else { return }
            count(shared.folded, uses: &uses, reached: &reached)
            reached.append(shared)
        }
    }
}
