import Foundation

/// Procedural motion as data: new `to` coordinates for each vertex of a base mesh, computed
/// from the vertex and the time by a small tree of arithmetic. meshplay evaluates the tree to
/// draw a frame (``applied(to:time:)``), and `export swift|objc` translates the same tree into
/// a `mapVerticesUsingBlock:` body, so the animated presets have one formula that both read.
///
/// Every right-hand side reads the base vertex (as BCMeshTransformView's map blocks compute all
/// components from the unchanged vertex), and `lets` are evaluated once per vertex, in order.
public struct VertexFormula: Sendable, Equatable {
    /// What a term reads of the base vertex, or the time.
    public enum Input: String, CaseIterable, Sendable {
        /// `from.x`, `from.y`: where the vertex sits on the content.
        case u, v
        /// `to.x`, `to.y`, `to.z`: where the base mesh puts it.
        case x, y, z
        /// The vertex's index.
        case i
        /// Seconds since the motion started.
        case t
        /// The vertex's row and column on the identity grid of ``gridColumns`` columns of faces.
        case row, col
    }

    /// The four arithmetic operators.
    public enum Operator: String, Sendable {
        case add = "+", subtract = "-", multiply = "*", divide = "/"
    }

    /// A comparison, 1 when it holds and 0 when not (so 0 when either side is NaN but for `!=`).
    public enum Comparison: String, Sendable {
        case less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">=", equal = "==", notEqual = "!="
    }

    /// `&&` and `||` of two conditions (``FormulaMath/isTruthy(_:)``), 1 or 0.
    public enum Logic: String, Sendable {
        case and = "&&", or = "||"
    }

    /// Functions of numbers: those Swift's Foundation and C's math.h spell alike and compute to
    /// the same IEEE results, then the expression language's own (``FormulaMath``).
    public enum Function: String, CaseIterable, Sendable {
        case sin, cos, tan, asin, acos, atan, sqrt, abs, exp, log, floor, ceil, round, atan2, hypot, pow
        /// The smaller of two numbers (`fmin` in C, which differs only for NaN).
        case minimum
        /// The larger of two numbers (`fmax` in C).
        case maximum
        /// The language's `min`, `max`, `^`, `fract`, `sign`, `mod`, `clamp`, `mix`, `smoothstep`,
        /// with ``FormulaMath``'s rules (NaN-propagating `least`/`greatest`, `power`'s squares).
        case least, greatest, power, fract, sign, mod, clamp, mix, smoothstep

        /// How many arguments it takes.
        public var arity: Int {
            switch self {
            case .sin, .cos, .tan, .asin, .acos, .atan, .sqrt, .abs, .exp, .log, .floor, .ceil, .round, .fract, .sign: return 1
            case .atan2, .hypot, .pow, .minimum, .maximum, .least, .greatest, .power, .mod: return 2
            case .clamp, .mix, .smoothstep: return 3
            }
        }
    }

    /// A node of the tree.
    public indirect enum Term: Sendable, Equatable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
        case number(Double)
        case input(Input)
        /// The value of `lets[k]`.
        case local(Int)
        case negate(Term)
        case binary(Operator, Term, Term)
        case call(Function, [Term])
        case compare(Comparison, Term, Term)
        case logic(Logic, Term, Term)
        /// 1 when the term is false (``FormulaMath/isTruthy(_:)``), else 0.
        case not(Term)
        /// `condition ? whenTrue : whenFalse`: only the chosen branch is evaluated.
        case choose(Term, Term, Term)

        public init(floatLiteral value: Double) { self = .number(value) }
        public init(integerLiteral value: Int) { self = .number(Double(value)) }

        public static let pi = Term.number(.pi)
        public static let u = Term.input(.u), v = Term.input(.v), t = Term.input(.t)
        public static let x = Term.input(.x), y = Term.input(.y), z = Term.input(.z)

        public static func + (a: Term, b: Term) -> Term { .binary(.add, a, b) }
        public static func - (a: Term, b: Term) -> Term { .binary(.subtract, a, b) }
        public static func * (a: Term, b: Term) -> Term { .binary(.multiply, a, b) }
        public static func / (a: Term, b: Term) -> Term { .binary(.divide, a, b) }
        public static prefix func - (a: Term) -> Term { .negate(a) }
        public static func call(_ f: Function, _ a: Term) -> Term { .call(f, [a]) }
    }

    /// A named intermediate value (a `let` in the exported code).
    public struct Binding: Sendable, Equatable {
        /// A name for the code to show; the writers make it an identifier of their own.
        public var name: String
        public var value: Term
    }

    public var lets: [Binding] = []
    /// The new `to.x`, `to.y`, `to.z`, or nil to keep the base vertex's.
    public var x: Term?
    public var y: Term?
    public var z: Term?
    /// The new `from.x`, `from.y`, or nil to keep the base vertex's.
    public var u: Term?
    public var v: Term?
    /// The columns of faces of the identity grid that ``Input/row`` and ``Input/col`` read:
    /// `row = index / (gridColumns + 1)`, `col = index % (gridColumns + 1)`.
    public var gridColumns = 1

    public init() {}

    /// Builds a formula: `body` binds intermediate values with ``bind(_:_:)`` and sets the targets.
    public init(_ body: (inout VertexFormula) -> Void) {
        body(&self)
    }

    /// Adds `value` as intermediate `name` and returns the term that reads it.
    public mutating func bind(_ name: String, _ value: Term) -> Term {
        lets.append(Binding(name: name, value: value))
        return .local(lets.count - 1)
    }

    /// The assigned targets, in `x, y, z, u, v` order.
    public var targets: [(input: Input, term: Term)] {
        [(Input.x, x), (.y, y), (.z, z), (.u, u), (.v, v)].compactMap { t in t.1.map { (t.0, $0) } }
    }

    /// Whether any term reads `input`.
    public func reads(_ input: Input) -> Bool {
        (lets.map(\.value) + targets.map(\.term)).contains { $0.reads(input) }
    }

    /// Whether any other binding or target reads binding `k`.
    public func uses(local k: Int) -> Bool {
        (lets.map(\.value) + targets.map(\.term)).contains { $0.reads(local: k) }
    }
}

extension VertexFormula.Term {
    /// Whether the term reads `input`, directly.
    public func reads(_ input: VertexFormula.Input) -> Bool {
        switch self {
        case .number, .local: return false
        case let .input(i): return i == input
        case let .negate(a): return a.reads(input)
        case let .binary(_, a, b): return a.reads(input) || b.reads(input)
        case let .call(_, args): return args.contains { $0.reads(input) }
        case let .compare(_, a, b), let .logic(_, a, b): return a.reads(input) || b.reads(input)
        case let .not(a): return a.reads(input)
        case let .choose(c, a, b): return c.reads(input) || a.reads(input) || b.reads(input)
        }
    }

    /// Whether the term reads binding `k`, directly.
    public func reads(local k: Int) -> Bool {
        switch self {
        case .number, .input: return false
        case let .local(j): return j == k
        case let .negate(a): return a.reads(local: k)
        case let .binary(_, a, b): return a.reads(local: k) || b.reads(local: k)
        case let .call(_, args): return args.contains { $0.reads(local: k) }
        case let .compare(_, a, b), let .logic(_, a, b): return a.reads(local: k) || b.reads(local: k)
        case let .not(a): return a.reads(local: k)
        case let .choose(c, a, b): return c.reads(local: k) || a.reads(local: k) || b.reads(local: k)
        }
    }
}
