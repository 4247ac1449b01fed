import MeshEngine

/// The variables an expression can read, one per stored property of ``ExpressionEnvironment``.
enum ExpressionVariable: String, CaseIterable, Sendable {
    case u, v, x, y, z, i, r, t, row, col

    /// Dotted spellings accepted as aliases, matching the vertex fields they read.
    static let aliases: [String: ExpressionVariable] = [
        "from.x": .u, "from.y": .v, "to.x": .x, "to.y": .y, "to.z": .z,
    ]

    static func named(_ name: String) -> ExpressionVariable? {
        ExpressionVariable(rawValue: name) ?? aliases[name]
    }
}

/// Named constants, folded into numbers at parse time.
enum ExpressionConstant {
    static let values: [String: Double] = ["pi": Double.pi, "tau": 2 * Double.pi, "e": 2.718281828459045]
}

enum UnaryOperator: Sendable {
    case negate, not

    @inline(__always)
    func apply(_ a: Double) -> Double {
        switch self {
        case .negate: return -a
        case .not: return a.isTruthy ? 0 : 1
        }
    }
}

enum BinaryOperator: Sendable {
    case add, subtract, multiply, divide, power
    case less, lessEqual, greater, greaterEqual, equal, notEqual
    case and, or

    @inline(__always)
    func apply(_ a: Double, _ b: Double) -> Double {
        switch self {
        case .add: return a + b
        case .subtract: return a - b
        case .multiply: return a * b
        case .divide: return a / b
        case .power: return FormulaMath.power(a, b)
        case .less: return a < b ? 1 : 0
        case .lessEqual: return a <= b ? 1 : 0
        case .greater: return a > b ? 1 : 0
        case .greaterEqual: return a >= b ? 1 : 0
        case .equal: return a == b ? 1 : 0
        case .notEqual: return a != b ? 1 : 0
        case .and: return a.isTruthy && b.isTruthy ? 1 : 0
        case .or: return a.isTruthy || b.isTruthy ? 1 : 0
        }
    }
}

extension Double {
    /// Truth of a condition: non-zero and not NaN, so a NaN condition picks the `else` branch.
    @inline(__always)
    var isTruthy: Bool { FormulaMath.isTruthy(self) }
}

/// The parsed syntax tree, before compilation to ``ExpressionProgram``.
indirect enum ExpressionNode: Sendable {
    case number(Double)
    case variable(ExpressionVariable)
    case unary(UnaryOperator, ExpressionNode)
    case binary(BinaryOperator, ExpressionNode, ExpressionNode)
    case call(ExpressionFunction, [ExpressionNode])
    /// `c ? a : b` and `if(c, a, b)`: only the chosen branch is evaluated.
    case conditional(ExpressionNode, ExpressionNode, ExpressionNode)
    /// A left-associative chain of two or more operators of one precedence level
    /// (`a + b - c`), kept flat so its depth does not grow with its length.
    case chain(ExpressionNode, [Link])
    /// A `let` variable, which means its tree as if parenthesised there; shared, not copied,
    /// by every tree that names it (``SharedExpression``).
    case shared(SharedExpression)

    /// One `operator operand` step of a ``chain(_:_:)``.
    struct Link: Sendable {
        var op: BinaryOperator
        var operand: ExpressionNode
    }

    /// `first` followed by `links`, applied left to right: the node itself without links, a
    /// binary node for one, a chain for more.
    static func chained(_ first: ExpressionNode, _ links: [Link]) -> ExpressionNode {
        switch links.count {
        case 0: return first
        case 1: return .binary(links[0].op, first, links[0].operand)
        default: return .chain(first, links)
        }
    }

    /// Every variable the tree mentions, folded or not.
    var variables: Set<ExpressionVariable> {
        switch self {
        case .number: return []
        case let .variable(v): return [v]
        case let .unary(_, a): return a.variables
        case let .binary(_, a, b): return a.variables.union(b.variables)
        case let .call(_, args): return args.reduce(into: []) { $0.formUnion($1.variables) }
        case let .conditional(c, a, b): return c.variables.union(a.variables).union(b.variables)
        case let .chain(first, links): return links.reduce(into: first.variables) { $0.formUnion($1.operand.variables) }
        case let .shared(shared): return shared.variables
        }
    }

    /// The tree with every constant subtree replaced by its value, computed by the same
    /// functions the evaluator uses so folding never changes a result. A variable stays a
    /// shared node (folded once, when defined) unless it is a number: folding is bottom-up,
    /// so that is what folding its inlined tree would give.
    func folded() -> ExpressionNode {
        switch self {
        case let .shared(shared):
            if case .number = shared.folded { return shared.folded }
            return self
        case .number, .variable:
            return self
        case let .unary(op, a):
            let fa = a.folded()
            if case let .number(x) = fa { return .number(op.apply(x)) }
            return .unary(op, fa)
        case let .binary(op, a, b):
            let fa = a.folded(), fb = b.folded()
            if case let .number(x) = fa, case let .number(y) = fb { return .number(op.apply(x, y)) }
            return .binary(op, fa, fb)
        case let .call(f, args):
            let fargs = args.map { $0.folded() }
            let values = fargs.compactMap { node -> Double? in
                if case let .number(x) = node { return x }
                return nil
            }
            if values.count == fargs.count { return .number(f.apply(values)) }
            return .call(f, fargs)
        case let .conditional(c, a, b):
            let fc = c.folded()
            if case let .number(x) = fc { return x.isTruthy ? a.folded() : b.folded() }
            return .conditional(fc, a.folded(), b.folded())
        case let .chain(first, links):
            // Left to right, as nested binary nodes would fold: a constant prefix becomes one number.
            var head = first.folded()
            var rest: [Link] = []
            rest.reserveCapacity(links.count)
            for link in links {
                let operand = link.operand.folded()
                if rest.isEmpty, case let .number(x) = head, case let .number(y) = operand {
                    head = .number(link.op.apply(x, y))
                } else {
                    rest.append(Link(op: link.op, operand: operand))
                }
            }
            return .chained(head, rest)
        }
    }
}
