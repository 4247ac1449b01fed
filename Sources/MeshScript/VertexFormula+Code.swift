import MeshEngine

/// A ``VertexFormula`` as the body of a function in Swift or C: the same operations in the same
/// order (every operation parenthesised), so the exported code computes what meshplay draws.
extension CodeLanguage {
    /// The statements that compute `formula` for `vertex` (a `BCMeshVertex`, or in C any
    /// `vertexType` with the same `from` and `to` fields: camesh's `CAMeshVertex`), its `index`
    /// and time `t`, leaving the moved vertex in `moved`; `indent` starts each line.
    func formulaBody(_ formula: VertexFormula, indent: String, vertexType: String = "BCMeshVertex") -> [String] {
        let names = Self.localNames(formula)
        let live = Self.liveBindings(formula)
        var out: [String] = []
        let terms = formula.lets.indices.filter(live.contains).map { formula.lets[$0].value } + formula.targets.map(\.term)
        let reads = { (input: VertexFormula.Input) in terms.contains { $0.reads(input) } }
        // Only what the formula reads is declared: an unused one is a warning, and warnings are errors.
        let fields: [(VertexFormula.Input, String)] = [(.u, "from.x"), (.v, "from.y"), (.x, "to.x"), (.y, "to.y"), (.z, "to.z")]
        for (input, field) in fields where reads(input) {
            out.append(self == .swift ? "let \(input.rawValue) = Double(vertex.\(field))" : "const double \(input.rawValue) = vertex.\(field);")
        }
        if reads(.i) { out.append(self == .swift ? "let i = Double(index)" : "const double i = (double)index;") }
        if self == .objc {
            if !reads(.i) { out.append("(void)index;") }
            if !reads(.t) { out.append("(void)t;") }
        }
        for (k, binding) in formula.lets.enumerated() where live.contains(k) {
            let value = term(binding.value, names)
            out.append(self == .swift ? "let \(names[k]): Double = \(value)" : "const double \(names[k]) = \(value);")
        }
        out.append(self == .swift ? "var moved = vertex" : "\(vertexType) moved = vertex;")
        for (input, t) in formula.targets {
            out.append(self == .swift ? "moved.to.\(input.rawValue) = CGFloat(\(term(t, names)))" : "moved.to.\(input.rawValue) = \(term(t, names));")
        }
        out.append(self == .swift ? "return moved" : "return moved;")
        return out.map { indent + $0 }
    }

    /// `term` as an expression of the language, fully parenthesised.
    func term(_ term: VertexFormula.Term, _ names: [String]) -> String {
        switch term {
        case let .number(n): return number(n)
        case let .input(i): return i.rawValue
        case let .local(k): return names.indices.contains(k) ? names[k] : number(.nan)
        case let .negate(a): return "(-\(self.term(a, names)))"
        case let .binary(op, a, b): return "(\(self.term(a, names)) \(op.rawValue) \(self.term(b, names)))"
        case let .call(f, args): return function(f) + "(" + args.map { self.term($0, names) }.joined(separator: ", ") + ")"
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

    /// The function's name in Foundation or math.h.
    func function(_ f: VertexFormula.Function) -> String {
        switch f {
        case .sin, .cos, .tan, .asin, .acos, .atan, .sqrt, .exp, .log, .floor, .ceil, .atan2, .hypot, .pow: return f.rawValue
        case .abs: return self == .swift ? "abs" : "fabs"
        case .minimum: return self == .swift ? "min" : "fmin"
        case .maximum: return self == .swift ? "max" : "fmax"
        }
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
