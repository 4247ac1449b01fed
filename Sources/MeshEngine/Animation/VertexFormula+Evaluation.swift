import Foundation

extension VertexFormula {
    /// The values a term reads for one vertex: the base vertex, its index, the time, and the
    /// bindings computed so far.
    struct Environment {
        var vertex: Vertex
        var index: Int
        var time: Double
        var locals: [Double] = []
        var gridColumns = 1

        func value(_ input: Input) -> Double {
            switch input {
            case .u: return vertex.from.x
            case .v: return vertex.from.y
            case .x: return vertex.to.x
            case .y: return vertex.to.y
            case .z: return vertex.to.z
            case .i: return Double(index)
            case .t: return time
            case .row: return Double(index / (gridColumns + 1))
            case .col: return Double(index % (gridColumns + 1))
            }
        }
    }

    /// Vertex `index` of the base mesh moved to `time`: each binding once, then the targets, all
    /// from the unchanged base vertex.
    public func vertex(_ base: Vertex, index: Int, time: Double) -> Vertex {
        var environment = Environment(vertex: base, index: index, time: time, gridColumns: gridColumns)
        environment.locals.reserveCapacity(lets.count)
        for binding in lets { environment.locals.append(binding.value.value(in: environment)) }
        var moved = base
        if let x { moved.to.x = x.value(in: environment) }
        if let y { moved.to.y = y.value(in: environment) }
        if let z { moved.to.z = z.value(in: environment) }
        if let u { moved.from.x = u.value(in: environment) }
        if let v { moved.from.y = v.value(in: environment) }
        return moved
    }

    /// `base` with every vertex moved to `time`; faces and settings are kept.
    public func applied(to base: MeshTransform, time: Double) -> MeshTransform {
        var mesh = base
        mesh.vertices = base.vertices.enumerated().map { vertex($0.element, index: $0.offset, time: time) }
        return mesh
    }
}

extension VertexFormula.Term {
    /// The term's value. Operations run in the tree's order, as the exported code (which
    /// parenthesises every operation) runs them, so both round alike.
    func value(in environment: VertexFormula.Environment) -> Double {
        switch self {
        case let .number(n): return n
        case let .input(i): return environment.value(i)
        case let .local(k): return environment.locals.indices.contains(k) ? environment.locals[k] : .nan
        case let .negate(a): return -a.value(in: environment)
        case let .binary(op, a, b):
            let l = a.value(in: environment), r = b.value(in: environment)
            switch op {
            case .add: return l + r
            case .subtract: return l - r
            case .multiply: return l * r
            case .divide: return l / r
            }
        case let .compare(op, a, b):
            let l = a.value(in: environment), r = b.value(in: environment)
            switch op {
            case .less: return l < r ? 1 : 0
            case .lessEqual: return l <= r ? 1 : 0
            case .greater: return l > r ? 1 : 0
            case .greaterEqual: return l >= r ? 1 : 0
            case .equal: return l == r ? 1 : 0
            case .notEqual: return l != r ? 1 : 0
            }
        case let .logic(op, a, b):
            let l = FormulaMath.isTruthy(a.value(in: environment)), r = FormulaMath.isTruthy(b.value(in: environment))
            switch op {
            case .and: return l && r ? 1 : 0
            case .or: return l || r ? 1 : 0
            }
        case let .not(a): return FormulaMath.isTruthy(a.value(in: environment)) ? 0 : 1
        case let .choose(c, a, b):
            return FormulaMath.isTruthy(c.value(in: environment)) ? a.value(in: environment) : b.value(in: environment)
        case let .call(f, args):
            let a = args.first?.value(in: environment) ?? .nan
            let b = args.count > 1 ? args[1].value(in: environment) : .nan
            let c = args.count > 2 ? args[2].value(in: environment) : .nan
            switch f {
            case .sin: return Foundation.sin(a)
            case .cos: return Foundation.cos(a)
            case .tan: return Foundation.tan(a)
            case .asin: return Foundation.asin(a)
            case .acos: return Foundation.acos(a)
            case .atan: return Foundation.atan(a)
            case .sqrt: return a.squareRoot()
            case .abs: return Swift.abs(a)
            case .exp: return Foundation.exp(a)
            case .log: return Foundation.log(a)
            case .floor: return a.rounded(.down)
            case .ceil: return a.rounded(.up)
            case .atan2: return Foundation.atan2(a, b)
            case .hypot: return Foundation.hypot(a, b)
            case .pow: return Foundation.pow(a, b)
            case .minimum: return Swift.min(a, b)
            case .maximum: return Swift.max(a, b)
            case .round: return a.rounded(.toNearestOrAwayFromZero)
            case .least: return FormulaMath.least(a, b)
            case .greatest: return FormulaMath.greatest(a, b)
            case .power: return FormulaMath.power(a, b)
            case .fract: return FormulaMath.fract(a)
            case .sign: return FormulaMath.sign(a)
            case .mod: return FormulaMath.mod(a, b)
            case .clamp: return FormulaMath.clamp(a, b, c)
            case .mix: return FormulaMath.mix(a, b, c)
            case .smoothstep: return FormulaMath.smoothstep(a, b, c)
            }
        }
    }
}
