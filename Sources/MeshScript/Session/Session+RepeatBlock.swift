import MeshEngine

/// The block form of `repeat`: `repeat N [NAME] {` on a line, then lines of commands, then
/// `}` on a line of its own. Lines are read one at a time (a REPL line, a scene file's line,
/// a journal record), so the block is kept until it closes and then runs as one edit: each
/// line is parsed when it runs, with NAME bound to the index, so a `let` on one line is seen
/// by the next. Blocks nest, their commands all spend one budget
/// (``CommandParser/repeatBudget``) and run only what the one-line form runs; an error names
/// the block's line and column, and leaves everything as before the block.
extension Session {
    /// Whether a `repeat … {` block is open, waiting for its `}` (the REPL shows a
    /// continuation prompt).
    public var isReadingBlock: Bool { runner.pendingBlock != nil }

    /// Drops the open `repeat … {` block without running it (Ctrl-C at the REPL's `…`
    /// prompt). None of its lines has run or reached the journal (a block is recorded when it
    /// closes), so nothing else changes. Returns what to say, or nil when no block is open.
    public mutating func abandonBlock() -> String? {
        guard let block = runner.pendingBlock else { return nil }
        runner.pendingBlock = nil
        let n = block.lines.count
        return "repeat block dropped: its \(n) line\(n == 1 ? "" : "s") did not run"
    }

    /// Drops a `repeat … {` block that the input ended inside (a script piped to `meshplay
    /// repl` that stops, or quits, before the block's `}`) and returns the error for it, at its
    /// `{`, as a scene file reports one: its lines never ran, which a script must not pass over
    /// in silence. Nil when no block is open.
    public mutating func dropUnclosedBlock() -> ScriptError? {
        guard let block = runner.pendingBlock else { return nil }
        runner.pendingBlock = nil
        return Session.unclosedBlock(block)
    }

    /// Whether `line` belongs to the block reader: it opens a block, or one is open.
    func readsBlock(_ line: String) -> Bool {
        if runner.pendingBlock != nil { return true }
        if case .opener = RepeatBlock.role(of: line) { return true }
        return false
    }

    /// Reads `line` into the open block, or opens one with it (its header checked at once);
    /// runs the block when its `}` arrives.
    mutating func readBlockLine(_ line: String) -> CommandResult {
        if var block = runner.pendingBlock {
            let closed: Bool
            do { closed = try block.read(line) } catch {
                runner.pendingBlock = nil
                return .failure(error)
            }
            if !closed {
                runner.pendingBlock = block
                return .success("")
            }
            runner.pendingBlock = nil
            return runBlock(block)
        }
        guard case let .opener(brace) = RepeatBlock.role(of: line) else { return .success("") }
        do {
            _ = try blockHeader(line, bindings: [])
        } catch {
            return .failure(error)
        }
        runner.pendingBlock = RepeatBlock(opener: line, braceColumn: brace)
        return .success("")
    }

    /// The error for a block left open at the end of a script or file, at its `{`.
    static func unclosedBlock(_ block: RepeatBlock) -> ScriptError {
        ScriptError(.expression("this repeat block is not closed: a line with } alone is missing after its "
                                + "\(block.lines.count) line\(block.lines.count == 1 ? "" : "s")"), column: block.braceColumn)
    }

    /// Runs a closed block as one edit: one undo step, one journal checkpoint, and on an
    /// error the state from before it.
    private mutating func runBlock(_ block: RepeatBlock) -> CommandResult {
        let isOuter = currentLine == nil
        if isOuter { currentLine = block.opener.trimmingCharacters(in: .whitespaces) + " … }" }
        defer { if isOuter { currentLine = nil } }
        let start = state, timelineBefore = timeline, wasBatching = runner.batching, documentBefore = documentPath
        runner.batching = true
        var allowance = CommandParser.repeatBudget, ran = 0
        do {
            let body = Array(zip(block.lines, 1...))
            try expandBlock(block.opener, number: 0, body: body[...], bindings: [], nesting: 1, allowance: &allowance, ran: &ran)
            runner.batching = wasBatching
            if !wasBatching { try state.validate(since: start) }
        } catch {
            runner.batching = wasBatching
            state = start
            timeline = timelineBefore
            documentPath = documentBefore
            syncTimeline()
            return .failure(error)
        }
        syncTimeline()
        var message = runner.quiet ? "" : "repeat block: ran \(ran) command\(ran == 1 ? "" : "s")"
        if !wasBatching, state != start {
            recordUndoStep(from: start, documentBefore: documentBefore)
            if let path = host.journalPath, let problem = writeCheckpoint(to: path) { message += "\n" + problem }
            message += document.historyNote()
        }
        return .success(message)
    }

    /// Checks a block's first line, `repeat N [NAME] {`, with the enclosing blocks' indices
    /// bound: its count and index name.
    private func blockHeader(_ line: String, bindings: [(String, Double)]) throws(ScriptError) -> (count: Int, name: String?) {
        var parser = try CommandParser(line, variables: state.variables)
        parser.scope = Session.scope(state.variables, bindings)
        _ = try parser.keyword(["repeat"], what: "repeat")
        let header = try parser.repeatHeader()
        if parser.index != parser.tokens.count - 1 {
            let t = parser.tokens[parser.index]
            throw ScriptError(.expression("a repeat block opens with repeat N [NAME] { alone; '\(t.text)' belongs on the lines "
                                          + "below"), column: t.column)
        }
        return header
    }

    /// The variables' names plus the enclosing blocks' indices.
    private static func scope(_ variables: Variables, _ bindings: [(String, Double)]) -> ExpressionScope {
        var scope = variables.scope
        for (name, value) in bindings { scope = scope.binding(name, to: value) }
        return scope
    }

    /// Runs a block (its opening line at `number` in the outermost block) `count` times.
    private mutating func expandBlock(_ opener: String, number: Int, body: ArraySlice<(String, Int)>, bindings: [(String, Double)],
                                      nesting: Int, allowance: inout Int, ran: inout Int) throws(ScriptError) {
        let (count, name): (Int, String?)
        do throws(ScriptError) {
            guard nesting <= RepeatBlock.maxNesting else {
                throw ScriptError(.outOfRange("this repeat block", allowed: "blocks nest at most \(RepeatBlock.maxNesting) deep"), column: 1)
            }
            (count, name) = try blockHeader(opener, bindings: bindings)
            guard count <= allowance else {
                throw ScriptError(.outOfRange("repeat \(count)", allowed: "a block runs at most \(CommandParser.repeatBudget) commands, "
                                              + "nested repeats multiplied"), column: 8)
            }
        } catch {
            throw Session.inBlock(error, line: number, bindings: bindings)
        }
        let items = RepeatBlock.items(body)
        for k in 0..<count {
            var inner = bindings
            if let name { inner.append((name, Double(k))) }
            for item in items {
                switch item {
                case let .line(text, n):
                    try runBlockLine(text, number: n, bindings: inner, allowance: &allowance, ran: &ran)
                case let .block(nested, n, lines):
                    try expandBlock(nested, number: n, body: lines, bindings: inner, nesting: nesting + 1, allowance: &allowance, ran: &ran)
                }
            }
        }
    }

    /// Parses and applies one line of a block with the indices bound.
    private mutating func runBlockLine(_ text: String, number: Int, bindings: [(String, Double)],
                                       allowance: inout Int, ran: inout Int) throws(ScriptError) {
        do throws(ScriptError) {
            if host.interruption.isRequested { throw ScriptError(.interrupted, column: 1) }
            var parser = try CommandParser(text, variables: state.variables)
            parser.scope = Session.scope(state.variables, bindings)
            parser.repeatAllowance = allowance
            guard let head = parser.peek else { return }
            let command = try parser.command()
            guard command.isRepeatable else { throw CommandParser.notRepeatable(head) }
            allowance = parser.repeatAllowance
            if case .language(.repeated) = command {} else { allowance -= 1 }
            guard allowance >= 0 else {
                throw ScriptError(.outOfRange("this repeat block", allowed: "a block runs at most \(CommandParser.repeatBudget) commands, "
                                              + "nested repeats multiplied"), column: head.column)
            }
            if case .language(.repeated) = command {} else {
                do { try runner.budget.spend(lines: 1) } catch { var e = error; e.column = head.column; throw e }
            }
            do { _ = try apply(command) } catch {
                var e = error
                if e.column == 0 { e.column = parser.subjectColumn ?? head.column }
                throw e
            }
            ran += 1
        } catch {
            throw Session.inBlock(error, line: number, bindings: bindings)
        }
    }

    /// `error` placed on line `line` of the block (0: its first line), saying the indices.
    private static func inBlock(_ error: ScriptError, line: Int, bindings: [(String, Double)]) -> ScriptError {
        var e = error
        if e.blockLine != nil { return e }
        e.blockLine = line
        if !bindings.isEmpty, case let .expression(text) = e.kind {
            e.kind = .expression(text + " (with " + bindings.map { "\($0.0) = \(Int($0.1))" }.joined(separator: ", ") + ")")
        }
        return e
    }

    /// `repeat N COMMAND…` on one line: all of it, nested repeats included, is spent from the
    /// budget before any of it runs.
    mutating func performRepeat(_ count: Int, _ commands: [Command]) throws(ScriptError) -> String {
        try runner.budget.spend(lines: Command.commandCount(commands))
        return try performRepeated(count, commands)
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
}
