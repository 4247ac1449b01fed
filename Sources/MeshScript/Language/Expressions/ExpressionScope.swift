/// The names an expression may use besides the vertex variables and constants: `let`
/// variables, each resolved to its shared syntax tree (``ExpressionNode/shared(_:)``), which
/// means that tree where the name appears (as if parenthesised), so `0.7 * pull` computes
/// exactly what `0.7 * (0.5 + 0.5 * cos(pi * t / 2))` does; and `repeat` indices, numbers.
struct ExpressionScope: Sendable {
    var names: [String: ExpressionNode]

    static let empty = ExpressionScope(names: [:])

    /// The scope with `name` bound to a number (a `repeat` index).
    func binding(_ name: String, to value: Double) -> ExpressionScope {
        var copy = self
        copy.names[name] = .number(value)
        return copy
    }

    /// Why `name` cannot be a variable, or nil when it can: it must be an identifier
    /// (`[A-Za-z_][A-Za-z0-9_]*`) that no vertex variable, constant, function or word of the
    /// command language already means (a variable called `to` or `w` would make
    /// `vertex add 0 0 to …` and `face add … w …` ambiguous).
    static func problem(withName name: String) -> String? {
        guard let first = name.first, first.isASCII, first.isLetter || first == "_",
              name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
            return "'\(name.messageToken)' is not a name: use letters, digits and _, starting with a letter"
        }
        if ExpressionVariable.named(name) != nil { return "'\(name)' is a vertex variable of map expressions" }
        if ExpressionConstant.values[name] != nil { return "'\(name)' is a constant" }
        if ExpressionFunction.callableNames.contains(name) { return "'\(name)' is a function" }
        if reservedWords.contains(name.lowercased()) { return "'\(name)' is a word of the command language" }
        return nil
    }

    /// Command words and the keywords of their usage lines (`to`, `from`, `w`, `rad`, …).
    static let reservedWords: Set<String> = Set(CommandHelp.entries.flatMap { [$0.name] + $0.words })
}
