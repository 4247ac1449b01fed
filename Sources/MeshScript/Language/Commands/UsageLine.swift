/// A word a command takes after its name: one case of a small `CaseIterable` enum, so that the
/// parser, the usage lines and Tab completion spell it in one place (``UsageLine``).
protocol CommandKeyword: CaseIterable, RawRepresentable, Hashable, Sendable where RawValue == String {}

/// One line of a command's usage, or an example of it, written as text with its keywords
/// interpolated as typed values (`"transform \(TransformVerb.rotate) ANGLE …"`): `help` prints
/// ``text`` and Tab offers ``keywords``, so neither is read back out of the other.
struct UsageLine: Sendable, ExpressibleByStringInterpolation {
    /// The line as `help` prints it.
    let text: String
    /// The keywords interpolated into the line, in order.
    let keywords: [String]
    /// An example (printed after `example: `), whose words Tab does not offer.
    let isExample: Bool

    init(stringLiteral value: String) {
        text = value
        keywords = []
        isExample = false
    }

    init(stringInterpolation: Interpolation) {
        text = stringInterpolation.text
        keywords = stringInterpolation.keywords
        isExample = false
    }

    private init(example: String) {
        text = example
        keywords = []
        isExample = true
    }

    /// An example line: commands as a user types them.
    static func example(_ text: String) -> UsageLine { UsageLine(example: text) }

    /// Builds a usage line from literal text and typed keywords.
    struct Interpolation: StringInterpolationProtocol {
        var text = ""
        var keywords: [String] = []

        init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        mutating func appendLiteral(_ literal: String) { text += literal }

        /// One keyword: `\(VertexVerb.add)`.
        mutating func appendInterpolation<K: CommandKeyword>(_ keyword: K) {
            appendInterpolation(names: [keyword.rawValue])
        }

        /// Alternatives, `a|b|c`: `\([AngleUnit.deg, .rad])`.
        mutating func appendInterpolation<K: CommandKeyword>(_ keywords: [K]) {
            appendInterpolation(names: keywords.map(\.rawValue))
        }

        /// Every case of a keyword enum, in its order, as alternatives: `\(every: Shading.self)`.
        mutating func appendInterpolation<K: CommandKeyword>(every type: K.Type) {
            appendInterpolation(names: K.allCases.map(\.rawValue))
        }

        /// Alternatives named by a closed set's own names (`CellMode.allCases.map(\.name)`, the
        /// overlays), for the sets whose words are not raw values.
        mutating func appendInterpolation(names: [String]) {
            text += names.joined(separator: "|")
            keywords += names
        }
    }
}
