import MeshEngine

extension Session {
    /// `let` and `repeat`.
    mutating func performLanguage(_ command: LanguageCommand) throws(ScriptError) -> String {
        switch command {
        case let .define(name, source):
            let (node, used) = try CommandParser.parseDefinition(source, of: name, in: state.variables, column: 0)
            let variables = state.variables.defining(name, source: source, node: node, using: used)
            try Session.requireFinite([name] + variables.users(of: name), in: variables)
            let updated = try recompileMaps(with: variables, changing: name)
            state.variables = variables
            return SessionState.describe(variable: name, in: variables)
                + (updated == 0 ? "" : "; \(updated) running map\(updated == 1 ? "" : "s") updated")
        case let .remove(name):
            if let user = state.variables.users(of: name).first {
                throw ScriptError(.expression("'\(user)' uses '\(name)': remove or redefine it first"))
            }
            if let m = state.maps.firstIndex(where: { ExpressionTokenizer.identifiers(in: $0.assignment.source).contains(name) }) {
                throw ScriptError(.expression("map \(m) uses '\(name)': map clear removes it"))
            }
            state.variables = state.variables.removing(name)
            return "removed variable \(name)"
        case .list:
            if state.variables.isEmpty { return "no variables (let NAME = EXPRESSION defines one)" }
            return state.variables.definitionOrder.map { SessionState.describe(variable: $0, in: state.variables) }.joined(separator: "\n")
        case let .show(name):
            return SessionState.describe(variable: name, in: state.variables)
        case let .repeated(count, commands):
            // All of it, nested repeats included, before any of it runs.
            try runner.budget.spend(lines: Command.commandCount(commands))
            return try performRepeated(count, commands)
        }
    }

    /// Runs a `repeat`'s expanded commands (spent from the budget already).
    private mutating func performRepeated(_ count: Int, _ commands: [Command]) throws(ScriptError) -> String {
        var last = ""
        for (k, c) in commands.enumerated() {
            do {
                if case let .language(.repeated(innerCount, inner)) = c {
                    last = try performRepeated(innerCount, inner)
                } else {
                    last = try perform(c)
                }
            } catch {
                var e = error
                if case let .expression(text) = e.kind { e.kind = .expression(text + " (repeat \(k) of \(count))") } else {
                    e = ScriptError(.expression(e.message + " (repeat \(k) of \(count))"), column: e.column)
                }
                throw e
            }
        }
        if count == 1 || runner.quiet { return last }
        return "repeated \(count) times" + (last.isEmpty ? "" : "; the last: " + last)
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
        for (m, map) in state.maps.enumerated() {
            guard !ExpressionTokenizer.identifiers(in: map.assignment.source).isDisjoint(with: changed) else { continue }
            do {
                state.maps[m].assignment = try VertexAssignment.parse(map.assignment.source, scope: variables.scope)
            } catch {
                throw ScriptError(.expression("map \(m) no longer parses: \(error)"))
            }
            updated += 1
        }
        return updated
    }

}

extension SessionState {
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
