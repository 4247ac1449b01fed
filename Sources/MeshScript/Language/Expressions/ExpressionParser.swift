import MeshEngine

/// Recursive-descent parser over ``ExpressionToken``s, one function per precedence level,
/// lowest first:
///
/// | level | operators | associativity |
/// |---|---|---|
/// | conditional | `c ? a : b` | right |
/// | or | `\|\|` | left |
/// | and | `&&` | left |
/// | equality | `==` `!=` | left |
/// | comparison | `<` `<=` `>` `>=` | left |
/// | additive | `+` `-` | left |
/// | multiplicative | `*` `/` | left |
/// | unary | `-` `+` `!` | prefix |
/// | power | `^` | right, and tighter than unary minus on its left: `-2^2 = -4`, `2^-1 = 0.5` |
///
/// Left-associative chains (`a + b + … + z`) are collected iteratively into one
/// ``ExpressionNode/chain(_:_:)`` node, so a line of a million terms neither recurses nor builds
/// a million-deep tree. What still recurses (parentheses, calls, unary operators, `^`, `?:`) is
/// limited to ``maxNesting`` levels, an error at the column where the limit is crossed, so no
/// line can overflow the stack.
struct ExpressionParser {
    /// How deep parentheses, calls, unary operators, powers and conditionals may nest.
    static let maxNesting = 128
    private let tokens: [ExpressionToken]
    private(set) var position: Int
    private var nesting = 0
    /// The `let` variables (shared trees) and `repeat` indices (numbers) the expression may name.
    var scope = ExpressionScope.empty
    /// False for command arguments, which are numbers: there is no vertex to read `x` or `t` from.
    var allowsVertexVariables = true
    /// The scope names the expression used, for `let`'s dependency order.
    private(set) var usedNames: Set<String> = []

    init(tokens: [ExpressionToken], position: Int = 0) {
        self.tokens = tokens
        self.position = position
    }

    var current: ExpressionToken { tokens[position] }

    /// The most recently consumed token, to find where a sub-expression's text ends.
    var previous: ExpressionToken { tokens[Swift.max(0, position - 1)] }

    mutating func advance() { if position < tokens.count - 1 { position += 1 } }

    /// Consumes the symbol if it is next.
    mutating func accept(_ symbol: String) -> Bool {
        guard current.symbol == symbol else { return false }
        advance()
        return true
    }

    mutating func expect(_ symbol: String) throws(ExpressionError) {
        guard accept(symbol) else {
            throw ExpressionError(column: current.column, message: "expected '\(symbol)'",
                                  hint: current.kind == .end ? nil : "found \(current.quoted)")
        }
    }

    /// Fails unless every token has been consumed.
    func expectEnd() throws(ExpressionError) {
        guard current.kind == .end else { throw unexpected(current) }
    }

    /// Enters one more level of recursion, failing at the current token past ``maxNesting``.
    private mutating func enter() throws(ExpressionError) {
        nesting += 1
        guard nesting <= Self.maxNesting else {
            throw ExpressionError(column: current.column, message: "expression nests deeper than \(Self.maxNesting) levels",
                                  hint: "name a part with let (let a = …) and use a in its place")
        }
    }

    mutating func parseExpression() throws(ExpressionError) -> ExpressionNode {
        try enter()
        defer { nesting -= 1 }
        let condition = try parseOr()
        guard accept("?") else { return condition }
        let whenTrue = try parseExpression()
        try expect(":")
        let whenFalse = try parseExpression()
        return .conditional(condition, whenTrue, whenFalse)
    }

    private mutating func parseOr() throws(ExpressionError) -> ExpressionNode {
        let first = try parseAnd()
        var links: [ExpressionNode.Link] = []
        while true {
            if accept("||") { links.append(ExpressionNode.Link(op: .or, operand: try parseAnd())) }
            else { return ExpressionNode.chained(first, links) }
        }
    }

    private mutating func parseAnd() throws(ExpressionError) -> ExpressionNode {
        let first = try parseEquality()
        var links: [ExpressionNode.Link] = []
        while true {
            if accept("&&") { links.append(ExpressionNode.Link(op: .and, operand: try parseEquality())) }
            else { return ExpressionNode.chained(first, links) }
        }
    }

    private mutating func parseEquality() throws(ExpressionError) -> ExpressionNode {
        let first = try parseComparison()
        var links: [ExpressionNode.Link] = []
        while true {
            if accept("==") { links.append(ExpressionNode.Link(op: .equal, operand: try parseComparison())) }
            else if accept("!=") { links.append(ExpressionNode.Link(op: .notEqual, operand: try parseComparison())) }
            else { return ExpressionNode.chained(first, links) }
        }
    }

    private mutating func parseComparison() throws(ExpressionError) -> ExpressionNode {
        let first = try parseAdditive()
        var links: [ExpressionNode.Link] = []
        while true {
            if accept("<") { links.append(ExpressionNode.Link(op: .less, operand: try parseAdditive())) }
            else if accept("<=") { links.append(ExpressionNode.Link(op: .lessEqual, operand: try parseAdditive())) }
            else if accept(">") { links.append(ExpressionNode.Link(op: .greater, operand: try parseAdditive())) }
            else if accept(">=") { links.append(ExpressionNode.Link(op: .greaterEqual, operand: try parseAdditive())) }
            else { return ExpressionNode.chained(first, links) }
        }
    }

    private mutating func parseAdditive() throws(ExpressionError) -> ExpressionNode {
        let first = try parseMultiplicative()
        var links: [ExpressionNode.Link] = []
        while true {
            if accept("+") { links.append(ExpressionNode.Link(op: .add, operand: try parseMultiplicative())) }
            else if accept("-") { links.append(ExpressionNode.Link(op: .subtract, operand: try parseMultiplicative())) }
            else { return ExpressionNode.chained(first, links) }
        }
    }

    private mutating func parseMultiplicative() throws(ExpressionError) -> ExpressionNode {
        let first = try parseUnary()
        var links: [ExpressionNode.Link] = []
        while true {
            if accept("*") { links.append(ExpressionNode.Link(op: .multiply, operand: try parseUnary())) }
            else if accept("/") { links.append(ExpressionNode.Link(op: .divide, operand: try parseUnary())) }
            else { return ExpressionNode.chained(first, links) }
        }
    }

    private mutating func parseUnary() throws(ExpressionError) -> ExpressionNode {
        if accept("-") { return .unary(.negate, try parseNestedUnary()) }
        if accept("+") { return try parseNestedUnary() }
        if accept("!") { return .unary(.not, try parseNestedUnary()) }
        return try parsePower()
    }

    /// A unary expression one nesting level deeper: an operand of a prefix operator or an exponent.
    private mutating func parseNestedUnary() throws(ExpressionError) -> ExpressionNode {
        try enter()
        defer { nesting -= 1 }
        return try parseUnary()
    }

    private mutating func parsePower() throws(ExpressionError) -> ExpressionNode {
        let base = try parsePrimary()
        guard accept("^") else { return base }
        // The exponent is a unary expression, which itself reaches parsePower: right-associative.
        return .binary(.power, base, try parseNestedUnary())
    }

    private mutating func parsePrimary() throws(ExpressionError) -> ExpressionNode {
        let token = current
        switch token.kind {
        case let .number(value):
            advance()
            return .number(value)
        case let .identifier(name):
            advance()
            if current.symbol == "(" { return try parseCall(name, at: token) }
            return try resolve(name, at: token)
        case .symbol("("):
            advance()
            let inner = try parseExpression()
            try expect(")")
            return inner
        default:
            throw ExpressionError(column: token.column, message: token.kind == .end
                                  ? "expected an expression" : "expected an expression, found \(token.quoted)")
        }
    }

    private mutating func resolve(_ name: String, at token: ExpressionToken) throws(ExpressionError) -> ExpressionNode {
        if let node = scope.names[name] {
            usedNames.insert(name)
            if !allowsVertexVariables, let variable = node.variables.map(\.rawValue).sorted().first {
                throw ExpressionError(column: token.column, message: "'\(name)' reads the vertex variable '\(variable)'",
                                      hint: "only map expressions have a vertex; a number argument needs a let without u v x y z i r t row col")
            }
            return node
        }
        if let variable = ExpressionVariable.named(name) {
            guard allowsVertexVariables else {
                throw ExpressionError(column: token.column, message: "'\(name)' is a vertex variable",
                                      hint: "only map expressions have a vertex; define a number with let NAME = EXPRESSION")
            }
            return .variable(variable)
        }
        if let value = ExpressionConstant.values[name] { return .number(value) }
        if ExpressionFunction.callableNames.contains(name) {
            throw ExpressionError(column: token.column, message: "'\(name)' is a function",
                                  hint: "call it as \(name)(…)")
        }
        let vertex = allowsVertexVariables ? ExpressionVariable.allCases.map(\.rawValue) + ExpressionVariable.aliases.keys.sorted() : []
        let known = vertex + ExpressionConstant.values.keys.sorted() + scope.names.keys.sorted()
        throw ExpressionError(column: token.column, message: "unknown variable '\(name.messageToken)'",
                              hint: NameSuggestion.closest(to: name, among: known).map { "did you mean '\($0)'?" })
    }

    private mutating func parseCall(_ name: String, at token: ExpressionToken) throws(ExpressionError) -> ExpressionNode {
        let function = ExpressionFunction(rawValue: name)
        guard function != nil || name == "if" else {
            if ExpressionVariable.named(name) != nil || ExpressionConstant.values[name] != nil || scope.names[name] != nil {
                throw ExpressionError(column: token.column, message: "'\(name)' is not a function",
                                      hint: "write '\(name) * (…)' to multiply")
            }
            throw ExpressionError(column: token.column, message: "unknown function '\(name.messageToken)'",
                                  hint: NameSuggestion.closest(to: name, among: ExpressionFunction.callableNames)
                                      .map { "did you mean '\($0)'?" })
        }
        try expect("(")
        var args: [ExpressionNode] = []
        if current.symbol != ")" {
            repeat { args.append(try parseExpression()) } while accept(",")
        }
        try expect(")")
        guard let function else {
            guard args.count == 3 else {
                throw ExpressionError(column: token.column, message: "'if' takes 3 arguments but got \(args.count)",
                                      hint: "write if(condition, then, else)")
            }
            return .conditional(args[0], args[1], args[2])
        }
        guard function.arity.contains(args.count) else {
            throw ExpressionError(column: token.column,
                                  message: "'\(name)' takes \(function.arityDescription) but got \(args.count)")
        }
        return .call(function, args)
    }

    private func unexpected(_ token: ExpressionToken) -> ExpressionError {
        let hint: String? = switch token.symbol {
        case "=": "did you mean '=='?"
        case ")": "no '(' is open"
        default: nil
        }
        return ExpressionError(column: token.column, message: "unexpected \(token.quoted)", hint: hint)
    }
}
