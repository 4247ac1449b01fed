import Foundation
import Testing
@testable import MeshScript

struct ExpressionFunctionTests {
    static let functions: [EvaluationCase] = [
        EvaluationCase("sin(pi / 2)", 1),
        EvaluationCase("cos(0)", 1),
        EvaluationCase("tan(0.5)", tan(0.5)),
        EvaluationCase("asin(1)", Double.pi / 2),
        EvaluationCase("acos(-1)", Double.pi),
        EvaluationCase("atan(1)", Double.pi / 4),
        EvaluationCase("atan2(1, -1)", 3 * Double.pi / 4),
        EvaluationCase("sqrt(16)", 4),
        EvaluationCase("abs(-3.5)", 3.5),
        EvaluationCase("min(3, 1)", 1),
        EvaluationCase("min(4, 2, 8, 3)", 2),
        EvaluationCase("max(3, 1)", 3),
        EvaluationCase("max(4, 2, 8, 3)", 8),
        EvaluationCase("pow(2, 10)", 1024),
        EvaluationCase("pow(9, 0.5)", 3),
        EvaluationCase("exp(1)", M_E),
        EvaluationCase("log(e ^ 3)", 3),
        EvaluationCase("floor(-1.5)", -2),
        EvaluationCase("ceil(-1.5)", -1),
        EvaluationCase("round(2.5)", 3),
        EvaluationCase("fract(2.75)", 0.75),
        EvaluationCase("fract(-0.25)", 0.75),
        EvaluationCase("sign(-7)", -1),
        EvaluationCase("mod(-1, 4)", 3),
        EvaluationCase("clamp(5, 0, 1)", 1),
        EvaluationCase("clamp(-5, 0, 1)", 0),
        EvaluationCase("clamp(0.25, 0, 1)", 0.25),
        EvaluationCase("mix(2, 4, 0.25)", 2.5),
        EvaluationCase("smoothstep(0, 1, 0.5)", 0.5),
        EvaluationCase("smoothstep(0, 1, 0.25)", 0.15625),
        EvaluationCase("smoothstep(0, 1, 2)", 1),
        EvaluationCase("smoothstep(0, 1, -2)", 0),
        EvaluationCase("hypot(3, 4)", 5),
    ]

    @Test(arguments: functions)
    func builtInFunctionComputes(_ c: EvaluationCase) throws {
        let value = try Expression.parse(c.source).evaluate(ExpressionEnvironment())
        #expect(abs(value - c.expected) <= 1e-15 * max(1, abs(c.expected)))
    }

    @Test(arguments: ExpressionFunction.allCases)
    func everyFunctionHasATestCase(_ function: ExpressionFunction) {
        #expect(Self.functions.contains { $0.source.hasPrefix(function.rawValue + "(") })
    }

    @Test func functionsAgreeWhenArgumentsAreVariables() throws {
        // The same calls, not folded at parse time, run through the stack machine.
        let env = ExpressionEnvironment(u: 0.3, v: -1.7, x: 2)
        let pairs = [
            ("sin(u)", "sin(0.3)"), ("atan2(u, v)", "atan2(0.3, -1.7)"), ("min(u, v, x)", "min(0.3, -1.7, 2)"),
            ("clamp(v, u, x)", "clamp(-1.7, 0.3, 2)"), ("mix(u, x, v)", "mix(0.3, 2, -1.7)"),
            ("smoothstep(v, x, u)", "smoothstep(-1.7, 2, 0.3)"), ("hypot(u, v)", "hypot(0.3, -1.7)"),
            ("mod(v, u)", "mod(-1.7, 0.3)"), ("x ^ u", "2 ^ 0.3"), ("v ^ 2", "(-1.7) ^ 2"), ("v ^ 3", "(-1.7) ^ 3"),
        ]
        for (live, constant) in pairs {
            let a = try Expression.parse(live).evaluate(env)
            let b = try Expression.parse(constant).evaluate(ExpressionEnvironment())
            #expect(a == b, "\(live)")
        }
    }

    @Test func minAndMaxPropagateNaN() throws {
        #expect(try Expression.parse("min(sqrt(u), 1)").evaluate(ExpressionEnvironment(u: -1)).isNaN)
        #expect(try Expression.parse("max(1, sqrt(u))").evaluate(ExpressionEnvironment(u: -1)).isNaN)
    }

    @Test func domainErrorsGiveNaNOrInfinityWithoutTrapping() throws {
        #expect(try Expression.parse("sqrt(-1)").evaluate(ExpressionEnvironment()).isNaN)
        #expect(try Expression.parse("log(0)").evaluate(ExpressionEnvironment()) == -.infinity)
        #expect(try Expression.parse("1 / u").evaluate(ExpressionEnvironment(u: 0)) == .infinity)
    }
}
