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
