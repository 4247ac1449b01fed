import MeshEngine

/// Parses `target op rhs (; target op rhs)*` for ``VertexAssignment``.
struct VertexAssignmentParser {
    private let source: String
    private let characters: [Character]

    /// The `let` variables the right-hand sides may use.
    private let scope: ExpressionScope

    init(source: String, scope: ExpressionScope = .empty) {
        self.source = source
        self.scope = scope
        self.characters = Array(source)
    }

    private static let targetList = "to.x to.y to.z from.x from.y (or x y z u v), to = (x, y, z), from = (u, v)"
    private static let compoundOperators: [String: BinaryOperator] = ["+=": .add, "-=": .subtract, "*=": .multiply, "/=": .divide]

    func parse() throws(ExpressionError) -> VertexAssignment {
        var parser = ExpressionParser(tokens: try ExpressionTokenizer.tokenize(source))
        parser.scope = scope
        var components: [VertexAssignment.Component] = []
        var assignedAt: [VertexAssignment.Target: Int] = [:]
        repeat {
            if parser.current.kind == .end { break }
            for (component, column) in try parseAssignment(&parser) {
                if let first = assignedAt[component.target] {
                    throw ExpressionError(column: column, message: "'\(component.target.rawValue)' is assigned twice",
                                          hint: "first at column \(first)")
                }
                assignedAt[component.target] = column
                components.append(component)
            }
        } while parser.accept(";")
        try parser.expectEnd()
        guard !components.isEmpty else {
            throw ExpressionError(column: 1, message: "expected an assignment such as 'to.z = 0.1'",
                                  hint: "targets are \(Self.targetList)")
        }
        return VertexAssignment(source: source, components: components)
    }

    /// One `target op rhs`; a whole-point target yields one component per coordinate.
    private func parseAssignment(_ parser: inout ExpressionParser) throws(ExpressionError)
        -> [(VertexAssignment.Component, Int)] {
        let targetToken = parser.current
        let targets = try resolveTargets(targetToken)
        parser.advance()
        let op = parser.current
        let combine: (op: BinaryOperator, symbol: String)?
        if parser.accept("=") {
            combine = nil
        } else if let symbol = op.symbol, let compound = Self.compoundOperators[symbol] {
            parser.advance()
            combine = (compound, String(symbol.dropLast()))
        } else {
            throw ExpressionError(column: op.column, message: "expected '=' after '\(targetName(targetToken))'",
                                  hint: op.kind == .end ? nil : "found \(op.quoted)")
        }
        var right: [(ExpressionNode, String)] = []
        if targets.count == 1 {
            right.append(try parseSide(&parser))
        } else {
            try parser.expect("(")
            for k in targets.indices {
                if k > 0 { try parser.expect(",") }
                right.append(try parseSide(&parser))
            }
            if parser.current.symbol == "," {
                throw ExpressionError(column: parser.current.column,
                                      message: "'\(targetName(targetToken))' takes \(targets.count) coordinates")
            }
            try parser.expect(")")
        }
        return zip(targets, right).map { target, side in
            let (node, text) = side
            let component: VertexAssignment.Component
            if let combine {
                component = .init(target: target, expression: Expression(
                    source: "\(target.rawValue) \(combine.symbol) (\(text))",
                    node: .binary(combine.op, .variable(target.variable), node)))
            } else {
                component = .init(target: target, expression: Expression(source: text, node: node))
            }
            return (component, targetToken.column)
        }
    }

    /// One right-hand side and its exact source text.
    private func parseSide(_ parser: inout ExpressionParser) throws(ExpressionError) -> (ExpressionNode, String) {
        let start = parser.current.column - 1
        let node = try parser.parseExpression()
        let last = parser.previous
        let end = Swift.max(start, last.column - 1 + last.length)
        return (node, String(characters[start..<end]))
    }

    private func targetName(_ token: ExpressionToken) -> String {
        if case let .identifier(name) = token.kind { return name }
        return token.quoted
    }

    private func resolveTargets(_ token: ExpressionToken) throws(ExpressionError) -> [VertexAssignment.Target] {
        guard case let .identifier(name) = token.kind else {
            throw ExpressionError(column: token.column, message: token.kind == .end
                                  ? "expected an assignment target" : "expected an assignment target, found \(token.quoted)",
                                  hint: "targets are \(Self.targetList)")
        }
        if name == "to" { return [.toX, .toY, .toZ] }
        if name == "from" { return [.fromX, .fromY] }
        if let target = VertexAssignment.Target(name: name) { return [target] }
        if ExpressionVariable.named(name) != nil {
            throw ExpressionError(column: token.column, message: "'\(name)' cannot be assigned",
                                  hint: "targets are \(Self.targetList)")
        }
        let names = VertexAssignment.Target.allCases.map(\.rawValue) + ["to", "from"]
        throw ExpressionError(column: token.column, message: "unknown target '\(name)'",
                              hint: NameSuggestion.closest(to: name, among: names).map { "did you mean '\($0)'?" }
                                  ?? "targets are \(Self.targetList)")
    }
}
