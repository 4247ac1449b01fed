import MeshEngine

extension CommandParser {
    /// `let`, `let list`, `let NAME`, `let remove NAME` and `let NAME = EXPRESSION`.
    mutating func letCommand() throws(ScriptError) -> LanguageCommand {
        if atEnd || accept(LetVerb.list) { return .list }
        if accept(LetVerb.remove) {
            markSubject()
            let t = try next("a variable name")
            guard variables.sources[t.text] != nil else { throw unknownVariable(t) }
            return .remove(t.text)
        }
        let (text, start) = try rest("NAME = EXPRESSION")
        guard let equals = text.firstIndex(of: "=") else {
            let name = text.trimmingCharacters(in: .whitespaces)
            guard variables.sources[name] != nil else {
                throw unknownVariable(Token(kind: .word, text: name, column: start, range: text.startIndex..<text.endIndex))
            }
            return .show(name)
        }
        let name = text[..<equals].trimmingCharacters(in: .whitespaces)
        if let problem = ExpressionScope.problem(withName: name) {
            throw ScriptError(.expression(problem.isEmpty ? "expected a name before '='" : problem + "; choose another name"), column: start)
        }
        // The indices of the repeats around this line: numbers while it runs, not variables.
        var indices: [String: Double] = [:]
        for (index, node) in scope.names where variables.sources[index] == nil {
            if case let .number(value) = node { indices[index] = value }
        }
        if indices[name] != nil {
            throw ScriptError(.expression("'\(name)' is the index of a repeat around this line; choose another name"), column: start)
        }
        let sourceStart = text.index(after: equals)
        let typed = text[sourceStart...].trimmingCharacters(in: .whitespaces)
        let offset = start + text.distance(from: text.startIndex, to: sourceStart)
            + text[sourceStart...].prefix { $0 == " " || $0 == "\t" }.count
        // Read with the indices first, so an error points at its column as typed; the variable
        // then keeps each index's value (`let step = k * 0.1` at k = 2 is `2 * 0.1`), since the
        // name means nothing once the repeat is over.
        _ = try Self.parseDefinition(typed, of: name, in: variables, indices: indices, column: offset)
        let source = ExpressionTokenizer.substituting(indices, in: typed)
        let (_, used) = try Self.parseDefinition(source, of: name, in: variables, column: offset)
        if let cycle = variables.cycle(defining: name, using: used) {
            throw ScriptError(.expression("'\(name)' would use itself: \(cycle.joined(separator: " → "))"), column: offset)
        }
        guard variables.sources[name] != nil || variables.sources.count < Variables.limit else {
            throw ScriptError(.outOfRange("variable \(variables.sources.count + 1)", allowed: "at most \(Variables.limit) variables"), column: start)
        }
        return .define(name: name, source: source)
    }

    /// Parses a `let`'s expression against the other variables and the `indices` of enclosing
    /// repeats (vertex variables allowed: a variable may serve only map expressions); errors at
    /// `column` + their column in `source`.
    static func parseDefinition(_ source: String, of name: String, in variables: Variables, indices: [String: Double] = [:],
                                column: Int) throws(ScriptError) -> (ExpressionNode, Set<String>) {
        do {
            var parser = ExpressionParser(tokens: try ExpressionTokenizer.tokenize(source))
            parser.scope = variables.scope
            for (index, value) in indices { parser.scope = parser.scope.binding(index, to: value) }
            parser.scope.names[name] = nil
            let node = try parser.parseExpression()
            try parser.expectEnd()
            return (node, parser.usedNames)
        } catch {
            let selfUse = error.message == "unknown variable '\(name)'"
            let message = selfUse ? "'\(name)' cannot use itself; give the new value another name" : error.message
            throw ScriptError(.expression(message + (selfUse ? "" : error.hint.map { "; \($0)" } ?? "")), column: column + error.column - 1)
        }
    }

    private func unknownVariable(_ t: Token) -> ScriptError {
        let names = variables.sources.keys.sorted()
        return ScriptError(.unknownName(t.text, kind: "variable", suggestion: NameSuggestion.closest(to: t.text, among: names)),
                           column: t.column)
    }

    /// `repeat N [NAME] COMMAND…`: the command once per index 0…N−1, NAME (when given) bound to
    /// the index in its arguments. The copies are parsed here, each with its own index, so
    /// every error points at its column and says which index failed.
    mutating func repeated() throws(ScriptError) -> LanguageCommand {
        let countColumn = column
        let (count, name) = try repeatHeader()
        if let t = peek, t.text == "{" {
            throw ScriptError(.expression("a repeat block's { ends its line, with its commands on the lines below and } on a "
                                          + "line of its own"), column: t.column)
        }
        guard let head = peek else { throw ScriptError(.missingArgument("a command to repeat"), column: endColumn) }
        guard count <= repeatAllowance else {
            throw ScriptError(.outOfRange("repeat \(count)", allowed: "one line runs at most \(Self.repeatBudget) commands"),
                              column: countColumn)
        }
        let start = index, outerScope = scope
        defer { scope = outerScope }
        var commands: [Command] = []
        commands.reserveCapacity(min(count, repeatAllowance))
        // A count of 0 still checks the command, with index 0.
        for k in 0..<max(count, 1) {
            // Nested repeats spend the same allowance, so their counts multiply.
            guard repeatAllowance > 0 else {
                throw ScriptError(.outOfRange("repeat \(count)", allowed: "one line runs at most \(Self.repeatBudget) commands"),
                                  column: countColumn)
            }
            index = start
            if let name { scope = outerScope.binding(name, to: Double(k)) }
            let command: Command
            do { command = try self.command() } catch {
                var e = error
                if let name, case let .expression(text) = e.kind { e.kind = .expression(text + " (with \(name) = \(k))") }
                throw e
            }
            guard command.isRepeatable else { throw Self.notRepeatable(head) }
            if case .language(.repeated) = command {} else { repeatAllowance -= 1 }
            if count > 0 { commands.append(command) }
        }
        return .repeated(count: count, commands: commands)
    }

    /// The error for a command `repeat` does not run (see ``Command/isRepeatable``), at its first word.
    static func notRepeatable(_ head: Token) -> ScriptError {
        ScriptError(.expression("repeat cannot run this '\(head.text)' command: it repeats small edits such as vertex add, "
                                + "face add, vertex N, transform and let, not commands that rebuild, list, draw, add layers "
                                + "or lights, read files or undo"), column: head.column)
    }

    /// `repeat N [NAME]`, the part the one-line form and the block form
    /// (`repeat N [NAME] {` … `}`, run by ``Session``) share: the count, 0 or more, and the
    /// index's name when one is given (not a command, a function or a variable).
    mutating func repeatHeader() throws(ScriptError) -> (count: Int, name: String?) {
        let countColumn = column
        let count = try integer("repeat count")
        guard count >= 0 else {
            throw ScriptError(.outOfRange("\(count)", allowed: "a repeat count is 0 or more"), column: countColumn)
        }
        var name: String?
        if let t = peek, t.kind == .word, t.text != "{", CommandWord(word: t.text) == nil, index + 1 < tokens.count {
            if let problem = ExpressionScope.problem(withName: t.text) {
                throw ScriptError(.expression(problem + "; choose another index name, such as k"), column: t.column)
            }
            if scope.names[t.text] != nil {
                throw ScriptError(.expression("'\(t.text)' is already a variable; choose another index name"), column: t.column)
            }
            name = t.text
            index += 1
        }
        return (count, name)
    }
}
