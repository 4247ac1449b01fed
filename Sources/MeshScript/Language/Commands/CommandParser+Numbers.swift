import MeshEngine

/// Number arguments: every one is an expression, so a line can read like the seeds' code
/// (`transform m34 -1/800`, `transform rotate -pi/4 rad 1 0 0`, `face add 2*k+1 2*k 100 …`).
/// A plain number takes the fast path; anything else is parsed as an ``Expression`` over the
/// constants, the `let` variables and the `repeat` indices (no vertex variables: an argument has
/// no vertex), and errors point at the column inside the argument.
extension CommandParser {
    /// At most this many commands come out of one line's `repeat`s, nested ones multiplied.
    static let repeatBudget = 100_000

    mutating func number(_ what: String) throws(ScriptError) -> Double {
        let t = try next(what)
        return try value(of: t, what)
    }

    mutating func integer(_ what: String) throws(ScriptError) -> Int {
        let t = try next(what)
        if t.kind == .word, let v = Int(t.text) { return v }
        let v = try value(of: t, what)
        guard v == v.rounded(), abs(v) < 1e15 else {
            let why = v == v.rounded() ? "\(v.scriptText) is too large" : "it is \(v.scriptText), not a whole number"
            throw ScriptError(.invalidNumber(t.text, expected: "\(what): \(why)"), column: t.column)
        }
        return Int(v)
    }

    /// An angle: a number, then optionally its unit, `deg` (the default) or `rad`; in radians.
    /// Degrees convert as `deg · π / 180`, as every angle here always has.
    mutating func angle(_ what: String) throws(ScriptError) -> Double {
        let v = try number("\(what) (degrees, or radians followed by rad)")
        if accept(AngleUnit.rad) || accept("radians") { return v }
        _ = accept(AngleUnit.deg) || accept("degrees")
        return v * .pi / 180
    }

    /// An angle in degrees, given in degrees or in radians followed by `rad`.
    mutating func degrees(_ what: String) throws(ScriptError) -> Double {
        let v = try number("\(what) (degrees, or radians followed by rad)")
        if accept(AngleUnit.rad) || accept("radians") { return v * 180 / .pi }
        _ = accept(AngleUnit.deg) || accept("degrees")
        return v
    }

    /// The value of an argument token.
    func value(of t: Token, _ what: String) throws(ScriptError) -> Double {
        guard t.kind == .word else { throw ScriptError(.invalidNumber(t.text, expected: what), column: t.column) }
        if let v = Double(t.text) {
            guard v.isFinite else { throw ScriptError(.invalidNumber(t.text, expected: what), column: t.column) }
            return v
        }
        // A bare word that names nothing reads best as the old "not a valid …" message.
        if t.text.first?.isLetter == true, t.text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
           scope.names[t.text] == nil, ExpressionConstant.values[t.text] == nil {
            let names = scope.names.keys.sorted() + ExpressionConstant.values.keys.sorted()
            let hint = NameSuggestion.closest(to: t.text, among: names).map { "; did you mean '\($0)'?" } ?? ""
            throw ScriptError(.invalidNumber(t.text, expected: what + hint), column: t.column)
        }
        let node: ExpressionNode
        do {
            var parser = ExpressionParser(tokens: try ExpressionTokenizer.tokenize(t.text))
            parser.scope = scope
            parser.allowsVertexVariables = false
            node = try parser.parseExpression()
            try parser.expectEnd()
        } catch {
            throw ScriptError(.expression("\(error.message) in the \(what) '\(t.text)'" + (error.hint.map { "; \($0)" } ?? "")),
                              column: t.column + error.column - 1)
        }
        guard case let .number(v) = node.folded(), v.isFinite else {
            throw ScriptError(.expression("the \(what) '\(t.text)' is not a finite number"), column: t.column)
        }
        return v
    }
}
