import MeshEngine

/// A rule of ``FormulaMath`` written out as a function of the exported code, for the parts of
/// the language that are not one operator or library call: the same steps in the same order,
/// so the code computes meshplay's numbers bit for bit.
enum FormulaHelper: String, CaseIterable {
    case truth, least, greatest, power, fract, sign, mod, clamp, mix, smoothstep

    /// The helper that computes `function`, or nil when Foundation and math.h have it.
    init?(_ function: VertexFormula.Function) {
        switch function {
        case .least: self = .least
        case .greatest: self = .greatest
        case .power: self = .power
        case .fract: self = .fract
        case .sign: self = .sign
        case .mod: self = .mod
        case .clamp: self = .clamp
        case .mix: self = .mix
        case .smoothstep: self = .smoothstep
        case .sin, .cos, .tan, .asin, .acos, .atan, .sqrt, .abs, .exp, .log, .floor, .ceil, .round, .atan2, .hypot, .pow,
             .minimum, .maximum:
            return nil
        }
    }

    /// Its name: Swift's is local to the motion function; C's is at file scope, after `prefix`.
    func name(_ language: CodeLanguage, prefix: String) -> String {
        language == .swift ? rawValue : prefix + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }

    /// The Swift local function (``FormulaMath``'s body; Swift's `min`/`max` as meshplay calls them).
    var swift: [String] {
        switch self {
        case .truth: return ["func truth(_ a: Double) -> Bool { a != 0 && !a.isNaN }"]
        case .least: return ["func least(_ a: Double, _ b: Double) -> Double { a.isNaN || b.isNaN ? .nan : Swift.min(a, b) }"]
        case .greatest: return ["func greatest(_ a: Double, _ b: Double) -> Double { a.isNaN || b.isNaN ? .nan : Swift.max(a, b) }"]
        case .power: return ["func power(_ a: Double, _ b: Double) -> Double { b == 2 ? a * a : b == 3 ? a * a * a : pow(a, b) }"]
        case .fract: return ["func fract(_ a: Double) -> Double { a - a.rounded(.down) }"]
        case .sign: return ["func sign(_ a: Double) -> Double { a > 0 ? 1 : a < 0 ? -1 : a }"]
        case .mod: return ["func mod(_ a: Double, _ b: Double) -> Double { a - b * (a / b).rounded(.down) }"]
        case .clamp: return ["func clamp(_ a: Double, _ low: Double, _ high: Double) -> Double { a.isNaN ? .nan : Swift.min(Swift.max(a, low), high) }"]
        case .mix: return ["func mix(_ a: Double, _ b: Double, _ k: Double) -> Double { a + (b - a) * k }"]
        case .smoothstep:
            return ["func smoothstep(_ a: Double, _ b: Double, _ x: Double) -> Double {",
                    "    let s = (x - a) / (b - a)",
                    "    let k = s.isNaN ? s : Swift.min(Swift.max(s, 0), 1)",
                    "    return k * k * (3 - 2 * k)",
                    "}"]
        }
    }

    /// The C function; Swift's `min(x, y)` is `y < x ? y : x` and `max(x, y)` is `y >= x ? y : x`,
    /// written so, since `fmin`/`fmax` may pick either zero of ±0.
    func c(prefix: String) -> [String] {
        let n = name(.objc, prefix: prefix)
        let doc = "/// meshplay's \(rawValue == "truth" ? "truth of a condition (non-zero and not NaN)" : rawValue)."
        switch self {
        case .truth: return [doc, "static inline int \(n)(double a) { return a != 0.0 && !isnan(a); }"]
        case .least: return [doc, "static inline double \(n)(double a, double b) { return isnan(a) || isnan(b) ? NAN : (b < a ? b : a); }"]
        case .greatest: return [doc, "static inline double \(n)(double a, double b) { return isnan(a) || isnan(b) ? NAN : (b >= a ? b : a); }"]
        case .power: return [doc, "static inline double \(n)(double a, double b) { return b == 2.0 ? a * a : b == 3.0 ? a * a * a : pow(a, b); }"]
        case .fract: return [doc, "static inline double \(n)(double a) { return a - floor(a); }"]
        case .sign: return [doc, "static inline double \(n)(double a) { return a > 0.0 ? 1.0 : a < 0.0 ? -1.0 : a; }"]
        case .mod: return [doc, "static inline double \(n)(double a, double b) { return a - b * floor(a / b); }"]
        case .clamp:
            return [doc, "static inline double \(n)(double a, double low, double high) {",
                    "    if (isnan(a)) return NAN;",
                    "    double m = low >= a ? low : a;",
                    "    return high < m ? high : m;",
                    "}"]
        case .mix: return [doc, "static inline double \(n)(double a, double b, double k) { return a + (b - a) * k; }"]
        case .smoothstep:
            return [doc, "static inline double \(n)(double a, double b, double x) {",
                    "    double s = (x - a) / (b - a);",
                    "    double k = s;",
                    "    if (!isnan(s)) {",
                    "        k = 0.0 >= s ? 0.0 : s;",
                    "        k = 1.0 < k ? 1.0 : k;",
                    "    }",
                    "    return k * k * (3.0 - 2.0 * k);",
                    "}"]
        }
    }
}

extension VertexFormula.Term {
    /// Whether the term calls `helper`, directly.
    func needs(_ helper: FormulaHelper) -> Bool {
        switch self {
        case .number, .input, .local: return false
        case let .negate(a): return a.needs(helper)
        case let .binary(_, a, b), let .compare(_, a, b): return a.needs(helper) || b.needs(helper)
        case let .logic(_, a, b): return (helper == .truth && (a.isTruthValue || b.isTruthValue)) || a.needs(helper) || b.needs(helper)
        case let .not(a): return (helper == .truth && a.isTruthValue) || a.needs(helper)
        case let .choose(c, a, b): return (helper == .truth && c.isTruthValue) || c.needs(helper) || a.needs(helper) || b.needs(helper)
        case let .call(f, args): return FormulaHelper(f) == helper || args.contains { $0.needs(helper) }
        }
    }
}

extension VertexFormula.Term {
    /// Whether, as a condition, the term needs the truth helper: it is a number, not a
    /// comparison or logic the code can test as it is.
    var isTruthValue: Bool {
        switch self {
        case .compare, .logic, .not: return false
        case .number, .input, .local, .negate, .binary, .call, .choose: return true
        }
    }
}
