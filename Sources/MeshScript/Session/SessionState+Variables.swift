import MeshEngine

extension SessionState {
    /// `let NAME = EXPRESSION`: defines or redefines a variable; the running maps that read it
    /// are parsed again.
    mutating func define(_ name: String, source: String) throws(ScriptError) -> String {
        let (node, used) = try CommandParser.parseDefinition(source, of: name, in: self.variables, column: 0)
        let variables = self.variables.defining(name, source: source, node: node, using: used)
        try SessionState.requireFinite([name] + variables.users(of: name), in: variables)
        let updated = try recompileMaps(with: variables, changing: name)
        self.variables = variables
        return SessionState.describe(variable: name, in: variables)
            + (updated == 0 ? "" : "; \(updated) running map\(updated == 1 ? "" : "s") updated")
    }

    /// `let remove NAME`: refused while another variable or a map reads it.
    mutating func removeVariable(_ name: String) throws(ScriptError) -> String {
        if let user = variables.users(of: name).first {
            throw ScriptError(.expression("'\(user)' uses '\(name)': remove or redefine it first"))
        }
        if let m = maps.firstIndex(where: { ExpressionTokenizer.identifiers(in: $0.assignment.source).contains(name) }) {
            throw ScriptError(.expression("map \(m) uses '\(name)': map clear removes it"))
        }
        variables = variables.removing(name)
        return "removed variable \(name)"
    }

    /// `let list`.
    var variableList: String {
        if variables.isEmpty { return "no variables (let NAME = EXPRESSION defines one)" }
        return variables.definitionOrder.map { SessionState.describe(variable: $0, in: variables) }.joined(separator: "\n")
    }

    /// Refuses a definition that makes any of `names` a constant that is not a finite number
    /// (`let g = 0/0`, `let big = 1e308 * 10`, or `let a = 0` under `let b = 1 / a`): used as an
    /// argument or in a map, it would only be refused there, far from the line that made it.
    private static func requireFinite(_ names: [String], in variables: Variables) throws(ScriptError) {
        for name in names {
            guard case let .number(v)? = variables.scope.names[name]?.folded(), !v.isFinite else { continue }
            let what = v.isNaN ? "not a number (NaN)" : "\(v < 0 ? "minus " : "")infinite"
            let source = variables.sources[name] ?? ""
            throw ScriptError(.expression("'\(name)' would be \(what): \(name) = \(source); a variable must be a finite number"))
        }
    }

    /// Parses again with `variables` every running map that reads `name`, directly or through
    /// another variable (the others use nothing that changed); returns how many.
    private mutating func recompileMaps(with variables: Variables, changing name: String) throws(ScriptError) -> Int {
        let changed = Set([name] + variables.users(of: name))
        var updated = 0
        for (m, map) in maps.enumerated() {
            guard !ExpressionTokenizer.identifiers(in: map.assignment.source).isDisjoint(with: changed) else { continue }
            do {
                maps[m].assignment = try VertexAssignment.parse(map.assignment.source, scope: variables.scope)
            } catch {
                throw ScriptError(.expression("map \(m) no longer parses: \(error)"))
            }
            updated += 1
        }
        return updated
    }
    /// `name = source`, with its value when it is a number.
    static func describe(variable name: String, in variables: Variables) -> String {
        guard let source = variables.sources[name] else { return "no variable \(name)" }
        guard let node = variables.scope.names[name] else { return "\(name) = \(source)" }
        if case let .number(v) = node.folded() {
            return Double(source) == v ? "\(name) = \(source)" : "\(name) = \(source) = \(v.scriptText)"
        }
        let reads = node.variables.map(\.rawValue).sorted()
        return "\(name) = \(source)" + (reads.isEmpty ? "" : "  (reads \(reads.joined(separator: " ")): for map expressions)")
    }
}
