import MeshEngine

/// The hand-written parser of command lines: a cursor over the line's tokens with typed
/// helpers that throw ``ScriptError`` pointing at the offending column.
struct CommandParser {
    let line: String
    let tokens: [Token]
    var index = 0
    /// The column just past the last token, where a missing argument "is".
    let endColumn: Int

    /// The session's `let` variables, which arguments may use.
    let variables: Variables
    /// The names arguments may use: the variables, plus the indices of enclosing `repeat`s.
    var scope: ExpressionScope
    /// How many commands the enclosing `repeat`s may still expand to (``repeatBudget``).
    var repeatAllowance = CommandParser.repeatBudget

    init(_ line: String, variables: Variables = Variables()) throws(ScriptError) {
        self.line = line
        self.variables = variables
        self.scope = variables.scope
        self.tokens = try Tokenizer.tokenize(line)
        if let last = tokens.last {
            endColumn = last.column + line.distance(from: last.range.lowerBound, to: last.range.upperBound)
        } else {
            endColumn = 1
        }
    }

    /// The column of the argument errors found when applying point at: the first index, name
    /// or file argument.
    private(set) var subjectColumn: Int?
    /// The columns of the tokens read as a layer (an index or a name), so Tab knows where a
    /// layer's name goes (``CommandHelp/takesLayer(after:variables:)``).
    var layerReferenceColumns: [Int] = []
    /// The columns of the tokens read as an existing keyframe's name (`key remove`, `animate`),
    /// so Tab knows where a keyframe's name goes (``CommandHelp/takesKeyframe(after:variables:)``).
    var keyframeReferenceColumns: [Int] = []

    /// Marks the next token as the command's subject, unless one is marked already.
    mutating func markSubject() {
        if subjectColumn == nil { subjectColumn = column }
    }

    /// Parses one line; nil for a blank line or a comment.
    static func parse(_ line: String, variables: Variables = Variables()) throws(ScriptError) -> (command: Command, subjectColumn: Int)? {
        var parser = try CommandParser(line, variables: variables)
        guard let first = parser.tokens.first else { return nil }
        let command = try parser.command()
        return (command, parser.subjectColumn ?? first.column)
    }

    var atEnd: Bool { index >= tokens.count }
    var peek: Token? { atEnd ? nil : tokens[index] }
    /// Column of the next token, or of the end of the line.
    var column: Int { peek?.column ?? endColumn }

    mutating func next(_ what: String) throws(ScriptError) -> Token {
        guard let t = peek else { throw ScriptError(.missingArgument(what), column: endColumn) }
        index += 1
        return t
    }

    /// Consumes the next token when it is `word` (case-insensitive).
    mutating func accept(_ word: String) -> Bool {
        guard let t = peek, t.kind == .word, t.text.lowercased() == word else { return false }
        index += 1
        return true
    }

    /// Consumes the next token when it is `keyword` (case-insensitive).
    mutating func accept<K: CommandKeyword>(_ keyword: K) -> Bool {
        accept(keyword.rawValue)
    }

    /// One of `options`, lowercased; an unknown word suggests the closest option.
    mutating func keyword(_ options: [String], what: String) throws(ScriptError) -> String {
        let t = try next(what)
        let w = t.text.lowercased()
        guard options.contains(w) else { throw Self.unknownWord(t, among: options) }
        return w
    }

    /// One keyword of `type` (case-insensitive); an unknown word suggests the closest, and the
    /// error lists them all in their order.
    mutating func keyword<K: CommandKeyword>(_ type: K.Type, what: String) throws(ScriptError) -> K {
        try keyword(among: Array(K.allCases), what: what)
    }

    /// One of `options` (case-insensitive), as ``keyword(_:what:)`` reads a whole set.
    mutating func keyword<K: CommandKeyword>(among options: [K], what: String) throws(ScriptError) -> K {
        let t = try next(what)
        guard let keyword = K(rawValue: t.text.lowercased()), options.contains(keyword) else {
            throw Self.unknownWord(t, among: options.map { $0.rawValue })
        }
        return keyword
    }

    /// The error for a word that is none of `options`, with the closest as a suggestion.
    static func unknownWord(_ t: Token, among options: [String]) -> ScriptError {
        ScriptError(.unknownWord(t.text, expected: options, suggestion: NameSuggestion.closest(to: t.text.lowercased(), among: options)),
                    column: t.column)
    }

    /// The query of a setting word that ends the line (`layer opacity`), consumed; nil, and
    /// nothing consumed, when a value follows or the word sets nothing: a setting word alone
    /// prints the value it would set instead of asking for one.
    mutating func bareSetting(_ settings: [String: QueryCommand]) -> QueryCommand? {
        guard index == tokens.count - 1, let t = peek, t.kind == .word, let query = settings[t.text.lowercased()] else { return nil }
        index += 1
        return query
    }

    /// A value of a `CaseIterable` raw-value enum, by raw value.
    mutating func choice<T: CaseIterable & RawRepresentable>(_ type: T.Type, what: String) throws(ScriptError) -> T
    where T.RawValue == String {
        let names = T.allCases.map(\.rawValue)
        let t = try next(what)
        if let v = T.allCases.first(where: { $0.rawValue.lowercased() == t.text.lowercased() }) { return v }
        throw ScriptError(.unknownWord(t.text, expected: names, suggestion: NameSuggestion.closest(to: t.text, among: names)),
                          column: t.column)
    }

    /// A non-negative integer (an index or a count); `words`, when given, are what else the
    /// argument may be (`vertex add`), named when it is not a number at all.
    mutating func index(_ what: String, orWords words: String? = nil) throws(ScriptError) -> Int {
        let c = column
        markSubject()
        let v = try integer(words.map { "\(what), or \($0)" } ?? what)
        guard v >= 0 else { throw ScriptError(.outOfRange("\(what) \(v)", allowed: "it cannot be negative"), column: c) }
        return v
    }

    /// A number within `setting`'s range, the one ``SettingRange`` the state's validation reads too.
    mutating func number(_ setting: SettingRange) throws(ScriptError) -> Double {
        let c = column
        let v = try number(setting.what)
        if let e = setting.problem(v) { throw e.at(column: c) }
        return v
    }


    mutating func point2(_ what: String) throws(ScriptError) -> Point2D {
        Point2D(try number("\(what) x"), try number("\(what) y"))
    }

    mutating func point3(_ what: String) throws(ScriptError) -> Point3D {
        Point3D(try number("\(what) x"), try number("\(what) y"), try number("\(what) z"))
    }

    mutating func color(_ what: String) throws(ScriptError) -> Color {
        let t = try next(what)
        guard let c = Color(parsing: t.text) else { throw ScriptError(.invalidColor(t.text), column: t.column) }
        return c
    }

    mutating func onOff(_ what: String) throws(ScriptError) -> Bool {
        try keyword(OnOff.self, what: what) == .on
    }

    /// Any word or string (a name or a path).
    mutating func text(_ what: String) throws(ScriptError) -> String {
        try next(what).text
    }

    /// A layer's or keyframe's name: any text but control characters, with something to see. A
    /// line break, tab or escape in a name would break the one-line comments, strings and
    /// statements every export writes it into, and garble the panel that lists it; a name of
    /// nothing or only blanks shows as nothing wherever a message or list names it.
    mutating func plainName(_ what: String, of kind: String) throws(ScriptError) -> String {
        let t = try next(what)
        if let problem = Self.nameProblem(t.text, of: kind) { throw ScriptError(problem, column: t.column) }
        return t.text
    }

    /// Why `name` cannot be `kind` (its first control character, or that it shows nothing), or
    /// nil: the one rule for names however they arrive (typed, or in a JSON scene).
    static func nameProblem(_ name: String, of kind: String) -> ScriptError.Kind? {
        if let control = name.unicodeScalars.first(where: \.isControlForText) { return .controlCharacter(control, in: kind, text: name) }
        return name.allSatisfy(\.isWhitespace) ? .blankName(in: kind, text: name) : nil
    }

    /// A file's path: text that is not empty (`save ""` names no file).
    mutating func path(_ what: String) throws(ScriptError) -> String {
        let t = try next(what)
        guard !t.text.isEmpty else { throw ScriptError(.missingArgument(what), column: t.column) }
        return t.text
    }

    /// The raw text from the next token to the end of the last token (comments excluded),
    /// for commands whose argument has its own grammar.
    mutating func rest(_ what: String) throws(ScriptError) -> (text: String, column: Int) {
        guard let first = peek, let last = tokens.last else { throw ScriptError(.missingArgument(what), column: endColumn) }
        index = tokens.count
        return (String(line[first.range.lowerBound..<last.range.upperBound]), first.column)
    }

    /// Throws when tokens are left over, suggesting the closest of `words` (the command's own
    /// keywords: `subdivision 2 limitt` → `limit`). A keyword spelt right is not a misspelling
    /// of itself, so one given once too often (`cells half quadrant`) gets no suggestion.
    func finish(suggesting words: [String] = []) throws(ScriptError) {
        if let t = peek {
            let closest = t.kind == .word ? NameSuggestion.closest(to: t.text, among: words) : nil
            let suggestion = closest.flatMap { $0.lowercased() == t.text.lowercased() ? nil : $0 }
            throw ScriptError(.unexpectedArgument(t.text, suggestion: suggestion), column: t.column)
        }
    }
}

extension Double {
    /// The shortest text that reads back as exactly this value (integers without ".0").
    public var scriptText: String {
        if self == rounded(), abs(self) < 1e15 { return self == 0 ? "0" : String(Int64(self)) }
        return "\(self)"
    }
}
