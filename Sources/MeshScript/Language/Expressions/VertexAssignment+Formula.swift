import MeshEngine

/// A `map` as a ``VertexFormula``, so `export` writes the same arithmetic as code. Every
/// construct of the expression language has a translation: conditions and logic as `?:` on
/// ``FormulaMath/isTruthy(_:)``, comparisons as 1/0, the language's own functions through
/// ``FormulaMath``'s rules, `row`/`col` from the vertex index and the grid.
extension VertexAssignment {
    /// The formula, or why there is none; `grid` gives `row` and `col` (0 without one), as
    /// meshplay's ``write(_:into:time:grid:)`` detects it on the mesh the map moves.
    func formula(grid: ExpressionGrid? = nil) -> Result<VertexFormula, FormulaGap> {
        var translator = FormulaTranslator(grid: grid)
        do throws(FormulaGap) {
            for component in components {
                let term = try translator.term(component.expression.node)
                switch component.target {
                case .toX: translator.formula.x = term
                case .toY: translator.formula.y = term
                case .toZ: translator.formula.z = term
                case .fromX: translator.formula.u = term
                case .fromY: translator.formula.v = term
                }
            }
        } catch { return .failure(error) }
        return .success(translator.formula)
    }
}

/// What of an expression has no code translation, for the export's message.
struct FormulaGap: Error, Equatable {
    var what: String
}

/// Turns expression trees into formula terms, one binding per `let` variable (shared nodes
/// stay shared) and one for `r`.
private struct FormulaTranslator {
    var formula = VertexFormula()
    var shared: [ObjectIdentifier: VertexFormula.Term] = [:]
    var radius: VertexFormula.Term?
    let grid: ExpressionGrid?

    init(grid: ExpressionGrid?) {
        self.grid = grid
        if let grid { formula.gridColumns = grid.columns }
    }

    mutating func term(_ node: ExpressionNode) throws(FormulaGap) -> VertexFormula.Term {
        switch node {
        case let .number(n): return .number(n)
        case let .variable(v): return try variable(v)
        case let .unary(op, a):
            switch op {
            case .negate: return .negate(try term(a))
            case .not: return .not(try term(a))
            }
        case let .binary(op, a, b): return try binary(op, try term(a), b)
        case let .chain(first, links):
            var value = try term(first)
            for link in links { value = try binary(link.op, value, link.operand) }
            return value
        case let .call(f, args): return try call(f, args)
        case let .conditional(c, a, b): return .choose(try term(c), try term(a), try term(b))
        case let .shared(s):
            if let known = shared[ObjectIdentifier(s)] { return known }
            let value = try term(s.node)
            let local = formula.bind("let", value)
            shared[ObjectIdentifier(s)] = local
            return local
        }
    }

    private mutating func variable(_ v: ExpressionVariable) throws(FormulaGap) -> VertexFormula.Term {
        switch v {
        case .u: return .input(.u)
        case .v: return .input(.v)
        case .x: return .input(.x)
        case .y: return .input(.y)
        case .z: return .input(.z)
        case .i: return .input(.i)
        case .t: return .input(.t)
        case .r:
            // ExpressionEnvironment's r: the distance of (u, v) from (0.5, 0.5), in its order.
            if let radius { return radius }
            let du = VertexFormula.Term.u - 0.5, dv = VertexFormula.Term.v - 0.5
            let r = formula.bind("r", .call(.sqrt, du * du + dv * dv))
            radius = r
            return r
        // ExpressionEnvironment's row and col: from the index on the grid, 0 without one.
        case .row: return grid == nil ? .number(0) : .input(.row)
        case .col: return grid == nil ? .number(0) : .input(.col)
        }
    }

    private mutating func binary(_ op: BinaryOperator, _ a: VertexFormula.Term, _ bNode: ExpressionNode) throws(FormulaGap) -> VertexFormula.Term {
        switch op {
        case .add: return a + (try term(bNode))
        case .subtract: return a - (try term(bNode))
        case .multiply: return a * (try term(bNode))
        case .divide: return a / (try term(bNode))
        case .power: return try power(a, bNode)
        case .less: return .compare(.less, a, try term(bNode))
        case .lessEqual: return .compare(.lessEqual, a, try term(bNode))
        case .greater: return .compare(.greater, a, try term(bNode))
        case .greaterEqual: return .compare(.greaterEqual, a, try term(bNode))
        case .equal: return .compare(.equal, a, try term(bNode))
        case .notEqual: return .compare(.notEqual, a, try term(bNode))
        case .and: return .logic(.and, a, try term(bNode))
        case .or: return .logic(.or, a, try term(bNode))
        }
    }

    /// `^`: squares and cubes by multiplication, as ``FormulaMath/power(_:_:)`` does; a constant
    /// other exponent is `pow`, and one known only at run time is `power` itself.
    private mutating func power(_ a: VertexFormula.Term, _ bNode: ExpressionNode) throws(FormulaGap) -> VertexFormula.Term {
        let b = try term(bNode)
        guard case let .number(n) = b else { return .call(.power, [a, b]) }
        guard n == 2 || n == 3 else { return .call(.pow, [a, b]) }
        let base: VertexFormula.Term
        switch a {
        case .number, .input, .local: base = a
        case .negate, .binary, .call, .compare, .logic, .not, .choose: base = formula.bind("base", a)
        }
        return n == 2 ? base * base : base * base * base
    }

    private mutating func call(_ f: ExpressionFunction, _ nodes: [ExpressionNode]) throws(FormulaGap) -> VertexFormula.Term {
        var args: [VertexFormula.Term] = []
        for node in nodes { args.append(try term(node)) }
        let direct: VertexFormula.Function
        switch f {
        case .sin: direct = .sin
        case .cos: direct = .cos
        case .tan: direct = .tan
        case .asin: direct = .asin
        case .acos: direct = .acos
        case .atan: direct = .atan
        case .sqrt: direct = .sqrt
        case .abs: direct = .abs
        case .exp: direct = .exp
        case .log: direct = .log
        case .floor: direct = .floor
        case .ceil: direct = .ceil
        case .round: direct = .round
        case .fract: direct = .fract
        case .sign: direct = .sign
        case .mod: direct = .mod
        case .clamp: direct = .clamp
        case .mix: direct = .mix
        case .smoothstep: direct = .smoothstep
        case .atan2: direct = .atan2
        case .hypot: direct = .hypot
        case .pow:
            guard args.count == 2 else { throw FormulaGap(what: "pow with \(args.count) arguments") }
            return try power(args[0], nodes[1])
        case .min, .max:
            // Two or more arguments, folded left pairwise as meshplay's evaluator folds them.
            guard let first = args.first, args.count >= 2 else { throw FormulaGap(what: "\(f.rawValue) with \(args.count) arguments") }
            let pair: VertexFormula.Function = f == .min ? .least : .greatest
            return args.dropFirst().reduce(first) { .call(pair, [$0, $1]) }
        }
        guard args.count == direct.arity else { throw FormulaGap(what: "\(f.rawValue) with \(args.count) arguments") }
        return .call(direct, args)
    }
}
