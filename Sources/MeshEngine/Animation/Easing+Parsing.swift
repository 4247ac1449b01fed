import Foundation

/// Why an easing name could not be read.
public enum EasingError: Error, Equatable, Sendable, CustomStringConvertible {
    case unknownName(String, suggestion: String?)
    case argumentCount(name: String, expected: String, got: Int)
    case invalidArgument(name: String, text: String)
    case outOfRange(name: String, parameter: String, value: Double, requirement: String)

    public var description: String {
        switch self {
        case let .unknownName(name, suggestion):
            return "unknown easing '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" }
                ?? "; easings are \(Easing.names.joined(separator: ", "))")
        case let .argumentCount(name, expected, got):
            return "'\(name)' takes \(expected) but got \(got)"
        case let .invalidArgument(name, text):
            return "'\(name)' needs numbers, not '\(text)'"
        case let .outOfRange(name, parameter, value, requirement):
            // Six decimals would show 1e-300 as 0, which reads as a wrong refusal.
            let shown = value != 0 && value.shortDescription == "0" ? "\(value)" : value.shortDescription
            return "\(name) \(parameter) must be \(requirement), got \(shown)"
        }
    }
}

extension Easing {
    /// The control points' y a Bézier may take. Core Animation takes any, but past this the
    /// curve overshoots its keyframes tenfold, and at 1e308 it overflows to NaN and the layer
    /// vanishes without a word.
    static let bezierYRange = -10.0...10.0
    /// A spring's damping, stiffness and mass: within these its ω₀ and ζ and the settling
    /// duration found from them stay finite (stiffness 1e-300 over mass 1e300 gives ω₀ = 0,
    /// an infinite settling time and NaN positions).
    static let springRange = 0.001...1_000_000.0
    /// A spring's initial velocity: larger ones fling the mesh millions of keyframe lengths away.
    static let springVelocityRange = -1000.0...1000.0

    /// The names ``parse(_:)`` accepts, for help text and completion.
    public static let names = ["linear", "easeIn", "easeOut", "easeInOut", "cubicBezier", "spring"]

    /// Reads a ``description`` back. Names are case-insensitive and may use `-` or `_`
    /// (`ease-in-out`); `spring` takes 0 to 4 numbers, the missing ones from
    /// ``defaultSpring``; `cubicBezier` takes exactly 4.
    public static func parse(_ text: String) throws(EasingError) -> Easing {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let open = trimmed.firstIndex(of: "(")
        let rawName = String(open.map { trimmed[..<$0] } ?? Substring(trimmed)).trimmingCharacters(in: .whitespaces)
        let key = rawName.lowercased().filter { $0 != "-" && $0 != "_" }
        var arguments: [Double] = []
        if let open {
            guard trimmed.hasSuffix(")") else { throw EasingError.invalidArgument(name: rawName, text: String(trimmed[open...])) }
            let inner = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
            for piece in inner.split(separator: ",", omittingEmptySubsequences: false) {
                let word = piece.trimmingCharacters(in: .whitespaces)
                if word.isEmpty, inner.trimmingCharacters(in: .whitespaces).isEmpty { break }
                guard let value = Double(word), value.isFinite else { throw EasingError.invalidArgument(name: rawName, text: word) }
                arguments.append(value)
            }
        }
        let named: [String: Easing] = ["linear": .linear, "easein": .easeIn, "easeout": .easeOut, "easeinout": .easeInOut]
        if let easing = named[key] {
            guard arguments.isEmpty else { throw EasingError.argumentCount(name: rawName, expected: "no arguments", got: arguments.count) }
            return easing
        }
        switch key {
        case "cubicbezier", "bezier":
            guard arguments.count == 4 else { throw EasingError.argumentCount(name: rawName, expected: "4 numbers", got: arguments.count) }
            for (k, label) in [(0, "x1"), (2, "x2")] where !(0...1).contains(arguments[k]) {
                throw EasingError.outOfRange(name: "cubicBezier", parameter: label, value: arguments[k], requirement: "between 0 and 1")
            }
            for (k, label) in [(1, "y1"), (3, "y2")] where !bezierYRange.contains(arguments[k]) {
                throw EasingError.outOfRange(name: "cubicBezier", parameter: label, value: arguments[k], requirement: "between -10 and 10")
            }
            return .cubicBezier(arguments[0], arguments[1], arguments[2], arguments[3])
        case "spring":
            guard arguments.count <= 4 else { throw EasingError.argumentCount(name: rawName, expected: "at most 4 numbers", got: arguments.count) }
            var p = [10.0, 100, 1, 0]
            for (k, value) in arguments.enumerated() { p[k] = value }
            for (k, label) in [(0, "damping"), (1, "stiffness"), (2, "mass")] where !(p[k] > 0) {
                throw EasingError.outOfRange(name: "spring", parameter: label, value: p[k], requirement: "positive")
            }
            for (k, label) in [(0, "damping"), (1, "stiffness"), (2, "mass")] where !springRange.contains(p[k]) {
                throw EasingError.outOfRange(name: "spring", parameter: label, value: p[k], requirement: "between 0.001 and 1000000")
            }
            if !springVelocityRange.contains(p[3]) {
                throw EasingError.outOfRange(name: "spring", parameter: "initial velocity", value: p[3], requirement: "between -1000 and 1000")
            }
            return .spring(damping: p[0], stiffness: p[1], mass: p[2], initialVelocity: p[3])
        default:
            throw EasingError.unknownName(rawName, suggestion: NameSuggestion.closest(to: rawName, among: names))
        }
    }
}
