import MeshEngine

/// A `map` as a ``VertexFormula``, so `export` writes the same arithmetic as code: the parts of
/// the expression language that Swift and C compute alike. The rest (conditions, comparisons,
/// `row`/`col`, `round`, `sign`, `smoothstep`, targets `from.x`/`from.y`) has no such
/// translation here, and the export samples the map instead, saying why.
extension VertexAssignment {
    /// The formula, or why there is none.
    func formula() -> Result<VertexFormula, FormulaGap> {
        var translator = FormulaTranslator()
        do throws(FormulaGap) {
            for component in components {
                let term = try translator.term(component.expression.node)
                switch component.target {
                case .toX: translator.formula.x = term
                case .toY: translator.formula.y = term
                case .toZ: translator.formula.z = term
                case .fromX, .fromY: throw FormulaGap(what: "an assignment to \(component.target.rawValue)")
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

    mutating func term(_ node: ExpressionNode) throws(FormulaGap) -> VertexFormula.Term {
        switch node {
        case let .number(n): return .number(n)
        case let .variable(v): return try variable(v)
        case let .unary(op, a):
            switch op {
            case .negate: return .negate(try term(a))
            case .not: throw FormulaGap(what: "the operator !")
            }
        case let .binary(op, a, b): return try binary(op, try term(a), b)
        case let .chain(first, links):
            var value = try term(first)
            for link in links { value = try binary(link.op, value, link.operand) }
            return value
        case let .call(f, args): return try call(f, args)
        case .conditional: throw FormulaGap(what: "a condition (? : or if)")
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
        case .row, .col: throw FormulaGap(what: "the grid variable \(v.rawValue)")
        }
    }

    private mutating func binary(_ op: BinaryOperator, _ a: VertexFormula.Term, _ bNode: ExpressionNode) throws(FormulaGap) -> VertexFormula.Term {
        switch op {
        case .add: return a + (try term(bNode))
        case .subtract: return a - (try term(bNode))
        case .multiply: return a * (try term(bNode))
        case .divide: return a / (try term(bNode))
        case .power: return try power(a, bNode)
        case .less, .lessEqual, .greater, .greaterEqual, .equal, .notEqual, .and, .or:
            throw FormulaGap(what: "a comparison or logical operator")
        }
    }

    /// `^`: squares and cubes by multiplication, as ``ExpressionFunction/power(_:_:)`` does.
    private mutating func power(_ a: VertexFormula.Term, _ bNode: ExpressionNode) throws(FormulaGap) -> VertexFormula.Term {
        let b = try term(bNode)
        guard case let .number(n) = b, n == 2 || n == 3 else { return .call(.pow, [a, b]) }
        let base: VertexFormula.Term
        switch a {
        case .number, .input, .local: base = a
        case .negate, .binary, .call: base = formula.bind("base", a)
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
        case .atan2: direct = .atan2
        case .hypot: direct = .hypot
        case .pow:
            guard args.count == 2 else { throw FormulaGap(what: "pow with \(args.count) arguments") }
            return try power(args[0], nodes[1])
        case .min, .max:
            // meshplay's min and max give NaN for a NaN argument, fmin and Swift's min do not.
            throw FormulaGap(what: "\(f.rawValue), whose NaN rule Swift's and C's do not share")
        case .round, .fract, .sign, .mod, .clamp, .mix, .smoothstep:
            throw FormulaGap(what: "the function \(f.rawValue)")
        }
        guard args.count == direct.arity else { throw FormulaGap(what: "\(f.rawValue) with \(args.count) arguments") }
        return .call(direct, args)
    }
}
