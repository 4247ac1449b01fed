import MeshEngine

/// A problem in an expression or a vertex assignment, pointing at a column of its source.
///
/// Its description reads as one sentence: the message, where, and an optional hint,
/// e.g. "unknown function 'sinn' at column 5; did you mean 'sin'?".
public struct ExpressionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based column (in characters) of the offending token in the parsed source.
    public var column: Int
    /// What is wrong, without the position.
    public var message: String
    /// A suggestion such as "did you mean 'sin'?", if one is known.
    public var hint: String?

    public init(column: Int, message: String, hint: String? = nil) {
        self.column = column
        self.message = message
        self.hint = hint
    }

    public var description: String {
        "\(message) at column \(column)" + (hint.map { "; \($0)" } ?? "")
    }

    /// The same error with its column moved right by `offset` characters, for callers that
    /// parse an expression cut out of a longer line (the `map` command).
    public func shifted(by offset: Int) -> ExpressionError {
        ExpressionError(column: column + offset, message: message, hint: hint)
    }
}

/// "Did you mean …?" by edit distance, shared by every unknown-name error.
enum NameSuggestion {
    /// The closest candidate to `name`: an exact case-insensitive match first, otherwise the
    /// first candidate within a Levenshtein distance that grows with the name's length
    /// (none for one- and two-letter names, where every variable would be "close").
    static func closest(to name: String, among candidates: [String]) -> String? {
        let lower = name.lowercased()
        if let same = candidates.first(where: { $0.lowercased() == lower }) { return same }
        let limit = name.count <= 2 ? 0 : name.count <= 5 ? 1 : 2
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let d = distance(lower, candidate.lowercased())
            if d <= limit, d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        return best?.name
    }

    /// Levenshtein distance (MeshEngine's, shared by every "did you mean").
    static func distance(_ a: String, _ b: String) -> Int {
        Presets.editDistance(a, b)
    }
}
