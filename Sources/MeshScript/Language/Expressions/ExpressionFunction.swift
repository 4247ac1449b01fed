import Foundation
import MeshEngine

/// The built-in functions. `min` and `max` take two or more arguments; the rest a fixed count.
/// Their rules beyond one IEEE operation are ``FormulaMath``'s, which the code export shares.
enum ExpressionFunction: String, CaseIterable, Sendable {
    case sin, cos, tan, asin, acos, atan, sqrt, abs, exp, log, floor, ceil, round, fract, sign
    case atan2, pow, hypot, mod, min, max
    case clamp, mix, smoothstep

    /// The number of arguments accepted; variadic functions have no upper bound.
    var arity: ClosedRange<Int> {
        switch self {
        case .sin, .cos, .tan, .asin, .acos, .atan, .sqrt, .abs, .exp, .log, .floor, .ceil, .round, .fract, .sign:
            return 1...1
        case .atan2, .pow, .hypot, .mod: return 2...2
        case .min, .max: return 2...Int.max
        case .clamp, .mix, .smoothstep: return 3...3
        }
    }

    /// How the arity reads in an error message: "1 argument", "2 or more arguments".
    var arityDescription: String {
        let n = arity.lowerBound
        let noun = n == 1 ? "argument" : "arguments"
        return arity.upperBound == Int.max ? "\(n) or more \(noun)" : "\(n) \(noun)"
    }

    /// Every name an identifier may call, for suggestions: the functions and `if`.
    static let callableNames: [String] = allCases.map(\.rawValue) + ["if"]

    @inline(__always)
    func apply1(_ a: Double) -> Double {
        switch self {
        case .sin: return Foundation.sin(a)
        case .cos: return Foundation.cos(a)
        case .tan: return Foundation.tan(a)
        case .asin: return Foundation.asin(a)
        case .acos: return Foundation.acos(a)
        case .atan: return Foundation.atan(a)
        case .sqrt: return a.squareRoot()
        case .abs: return Swift.abs(a)
        case .exp: return Foundation.exp(a)
        case .log: return Foundation.log(a)
        case .floor: return a.rounded(.down)
        case .ceil: return a.rounded(.up)
        case .round: return a.rounded(.toNearestOrAwayFromZero)
        case .fract: return FormulaMath.fract(a)
        case .sign: return FormulaMath.sign(a)
        default: return .nan
        }
    }

    @inline(__always)
    func apply2(_ a: Double, _ b: Double) -> Double {
        switch self {
        case .atan2: return Foundation.atan2(a, b)
        case .pow: return FormulaMath.power(a, b)
        case .hypot: return Foundation.hypot(a, b)
        case .mod: return FormulaMath.mod(a, b)
        case .min: return FormulaMath.least(a, b)
        case .max: return FormulaMath.greatest(a, b)
        default: return .nan
        }
    }

    @inline(__always)
    func apply3(_ a: Double, _ b: Double, _ c: Double) -> Double {
        switch self {
        case .clamp: return FormulaMath.clamp(a, b, c)
        case .mix: return FormulaMath.mix(a, b, c)
        case .smoothstep: return FormulaMath.smoothstep(a, b, c)
        default: return .nan
        }
    }

    /// Applies the function to a full argument list; variadic `min`/`max` fold pairwise.
    func apply(_ args: [Double]) -> Double {
        switch args.count {
        case 1: return apply1(args[0])
        case 2: return apply2(args[0], args[1])
        case 3 where arity.contains(3) && arity.upperBound == 3: return apply3(args[0], args[1], args[2])
        default: return args.dropFirst().reduce(args[0]) { apply2($0, $1) }
        }
    }
}
