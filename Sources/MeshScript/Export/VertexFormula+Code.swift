import MeshEngine

/// A ``VertexFormula`` as the body of a function in Swift or C: the same operations in the same
/// order (every operation parenthesised), so the exported code computes what meshplay draws.
extension CodeLanguage {
    /// The statements that compute `formula` for `vertex` (a `BCMeshVertex`, or in C any
    /// `vertexType` with the same `from` and `to` fields: camesh's `CAMeshVertex`), its `index`
    /// and time `t`, leaving the moved vertex in `moved`; `indent` starts each line.
    func formulaBody(_ formula: VertexFormula, indent: String, vertexType: String = "BCMeshVertex", helperPrefix: String = "") -> [String] {
        let names = Self.localNames(formula)
        let live = Self.liveBindings(formula)
        var out: [String] = []
        let terms = formula.lets.indices.filter(live.contains).map { formula.lets[$0].value } + formula.targets.map(\.term)
        let reads = { (input: VertexFormula.Input) in terms.contains { $0.reads(input) } }
        // Swift's helpers are local functions; C's are at file scope (``formulaHelpers(_:prefix:)``).
        if self == .swift {
            for helper in FormulaHelper.allCases where terms.contains(where: { $0.needs(helper) }) { out += helper.swift }
        }
        // Only what the formula reads is declared: an unused one is a warning, and warnings are errors.
        let fields: [VertexFormula.Input] = [.u, .v, .x, .y, .z]
        for input in fields where reads(input) {
            out.append(self == .swift ? "let \(input.rawValue) = Double(vertex.\(Self.field(input)))" : "const double \(input.rawValue) = vertex.\(Self.field(input));")
        }
        if reads(.i) { out.append(self == .swift ? "let i = Double(index)" : "const double i = (double)index;") }
        // ExpressionGrid's row and column, in integers as meshplay computes them.
        let stride = formula.gridColumns + 1
        if reads(.row) { out.append(self == .swift ? "let row = Double(index / \(stride))" : "const double row = (double)(index / \(stride));") }
        if reads(.col) { out.append(self == .swift ? "let col = Double(index % \(stride))" : "const double col = (double)(index % \(stride));") }
        if self == .objc {
            if !reads(.i) && !reads(.row) && !reads(.col) { out.append("(void)index;") }
            if !reads(.t) { out.append("(void)t;") }
        }
        for (k, binding) in formula.lets.enumerated() where live.contains(k) {
            let value = term(binding.value, names, helperPrefix: helperPrefix)
            out.append(self == .swift ? "let \(names[k]): Double = \(value)" : "const double \(names[k]) = \(value);")
        }
        out.append(self == .swift ? "var moved = vertex" : "\(vertexType) moved = vertex;")
        for (input, t) in formula.targets {
            let value = term(t, names, helperPrefix: helperPrefix)
            out.append(self == .swift ? "moved.\(Self.field(input)) = CGFloat(\(value))" : "moved.\(Self.field(input)) = \(value);")
        }
        out.append(self == .swift ? "return moved" : "return moved;")
        return out.map { indent + $0 }
    }

    /// The vertex field an input reads or a target writes.
    static func field(_ input: VertexFormula.Input) -> String {
        switch input {
        case .u: return "from.x"
        case .v: return "from.y"
        case .x, .y, .z: return "to." + input.rawValue
        case .i, .t, .row, .col: return input.rawValue
        }
    }

    /// `term` as an expression of the language, fully parenthesised.
    /// `helperPrefix` starts the names of C's helper functions (``formulaHelpers(_:prefix:)``).
    func term(_ term: VertexFormula.Term, _ names: [String], helperPrefix: String = "") -> String {
        let code = { (t: VertexFormula.Term) in self.term(t, names, helperPrefix: helperPrefix) }
        let test = { (t: VertexFormula.Term) in self.condition(t, names, helperPrefix: helperPrefix) }
        switch term {
        case let .number(n): return number(n)
        case let .input(i): return i.rawValue
        case let .local(k): return names.indices.contains(k) ? names[k] : number(.nan)
        case let .negate(a): return "(-\(code(a)))"
        case let .binary(op, a, b): return "(\(code(a)) \(op.rawValue) \(code(b)))"
        case let .call(f, args):
            let name = FormulaHelper(f).map { $0.name(self, prefix: helperPrefix) } ?? function(f)
            return name + "(" + args.map(code).joined(separator: ", ") + ")"
        // meshplay's conditions give 1 or 0; only the chosen branch is evaluated, as meshplay's.
        case .compare, .logic: return "(\(test(term)) ? 1.0 : 0.0)"
        case let .not(a): return "(\(test(a)) ? 0.0 : 1.0)"
        case let .choose(c, a, b): return "(\(test(c)) ? \(code(a)) : \(code(b)))"
        }
    }

    /// `term` as a condition (a Bool in Swift, an int in C) that holds when meshplay's value is
    /// true: a comparison or logic as itself, anything else through the truth helper.
    func condition(_ term: VertexFormula.Term, _ names: [String], helperPrefix: String) -> String {
        let test = { (t: VertexFormula.Term) in self.condition(t, names, helperPrefix: helperPrefix) }
        switch term {
        case let .compare(op, a, b): return "\(self.term(a, names, helperPrefix: helperPrefix)) \(op.rawValue) \(self.term(b, names, helperPrefix: helperPrefix))"
        case let .logic(op, a, b): return "(\(test(a)) \(op.rawValue) \(test(b)))"
        case let .not(a):
            if case .compare = a { return "!(\(test(a)))" }
            return "!" + test(a)
        case .number, .input, .local, .negate, .binary, .call, .choose:
            return FormulaHelper.truth.name(self, prefix: helperPrefix) + "(" + self.term(term, names, helperPrefix: helperPrefix) + ")"
        }
    }

    /// A constant: the shortest decimal that reads back exactly, in parentheses when negative;
    /// NaN and the infinities by name, since neither language has a literal for them.
    func number(_ d: Double) -> String {
        if d.isNaN { return self == .swift ? "Double.nan" : "NAN" }
        if d.isInfinite { return (d < 0 ? "(-" : "(") + (self == .swift ? "Double.infinity" : "INFINITY") + ")" }
        let text = d.scriptText
        return d < 0 ? "(\(text))" : text
    }

    /// The function's name in Foundation or math.h, or (the language's own) its helper's.
    func function(_ f: VertexFormula.Function) -> String {
        switch f {
        case .sin, .cos, .tan, .asin, .acos, .atan, .sqrt, .exp, .log, .floor, .ceil, .round, .atan2, .hypot, .pow: return f.rawValue
        case .abs: return self == .swift ? "abs" : "fabs"
        case .minimum: return self == .swift ? "min" : "fmin"
        case .maximum: return self == .swift ? "max" : "fmax"
        case .least, .greatest, .power, .fract, .sign, .mod, .clamp, .mix, .smoothstep: return f.rawValue
        }
    }

    /// C's helper functions that `formulas` call, at file scope and named from `prefix` so two
    /// exports live in one module; first, contraction off, since clang would otherwise fuse
    /// `a * b + c` into one rounding where meshplay (and Swift) round twice.
    static func formulaHelpers(_ formulas: [VertexFormula], prefix: String) -> [String] {
        let terms = formulas.flatMap { f in liveBindings(f).map { f.lets[$0].value } + f.targets.map(\.term) }
        var out = ["", "#pragma STDC FP_CONTRACT OFF"]
        for helper in FormulaHelper.allCases where terms.contains(where: { $0.needs(helper) }) {
            out += helper.c(prefix: prefix)
        }
        return out
    }

    /// Each binding's name in code: its own letters and digits, then its index, so no name is a
    /// keyword of either language (none ends in a digit) or one of the vertex's inputs.
    static func localNames(_ formula: VertexFormula) -> [String] {
        formula.lets.enumerated().map { k, binding in
            var name = String(String.UnicodeScalarView(binding.name.unicodeScalars.filter { $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "_" }))
            if !(name.unicodeScalars.first?.isASCIILetter ?? false) { name = "k" + name }
            return String(name.prefix(CodeExportOptions.maxNameLength)) + "\(k)"
        }
    }

    /// The bindings a target reads, directly or through other bindings.
    static func liveBindings(_ formula: VertexFormula) -> Set<Int> {
        var live = Set<Int>()
        for k in formula.lets.indices.reversed() {
            let read = formula.targets.contains { $0.term.reads(local: k) }
                || live.contains { formula.lets[$0].value.reads(local: k) }
            if read { live.insert(k) }
        }
        return live
    }
}
