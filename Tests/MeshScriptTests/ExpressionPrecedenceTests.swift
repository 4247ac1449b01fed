import Foundation
import Testing
@testable import MeshScript

/// One source and the value it must evaluate to (with all variables at their defaults).
struct EvaluationCase: CustomTestStringConvertible, Sendable {
    let source: String
    let expected: Double
    init(_ source: String, _ expected: Double) {
        self.source = source
        self.expected = expected
    }
    var testDescription: String { "\(source) = \(expected)" }
}

struct ExpressionPrecedenceTests {
    static let precedence: [EvaluationCase] = [
        EvaluationCase("1 + 2 * 3", 7),
        EvaluationCase("(1 + 2) * 3", 9),
        EvaluationCase("10 - 4 - 3", 3),
        EvaluationCase("24 / 4 / 2", 3),
        EvaluationCase("2 ^ 3 ^ 2", 512),
        EvaluationCase("-2 ^ 2", -4),
        EvaluationCase("(-2) ^ 2", 4),
        EvaluationCase("2 ^ -1", 0.5),
        EvaluationCase("-2 * -3", 6),
        EvaluationCase("+5 - -5", 10),
        EvaluationCase("--3", 3),
        EvaluationCase("2 * 3 ^ 2", 18),
        EvaluationCase("1 + 2 < 4", 1),
        EvaluationCase("1 < 2 == 1", 1),
        EvaluationCase("3 <= 3", 1),
        EvaluationCase("3 > 3", 0),
        EvaluationCase("3 >= 3", 1),
        EvaluationCase("3 != 3", 0),
        EvaluationCase("2 == 2", 1),
        EvaluationCase("1 || 0 && 0", 1),
        EvaluationCase("(1 || 0) && 0", 0),
        EvaluationCase("!0", 1),
        EvaluationCase("!2 + 1", 1),
        EvaluationCase("1 ? 2 : 3", 2),
        EvaluationCase("0 ? 2 : 3", 3),
        EvaluationCase("0 ? 1 : 0 ? 2 : 3", 3),
        EvaluationCase("1 ? 0 ? 4 : 5 : 6", 5),
        EvaluationCase("1 + 1 > 1 ? 10 : 20", 10),
        EvaluationCase("if(0, 1, 2) * 2", 4),
        EvaluationCase("1e-3 * 1000", 1),
        EvaluationCase(".5 + .25", 0.75),
        EvaluationCase("1. + 2E2", 201),
        EvaluationCase("2.5e+1", 25),
        EvaluationCase("pi", Double.pi),
        EvaluationCase("tau / 2", Double.pi),
        EvaluationCase("e", M_E),
    ]

    @Test(arguments: precedence)
    func evaluatesWithConventionalPrecedence(_ c: EvaluationCase) throws {
        let expression = try Expression.parse(c.source)
        #expect(expression.evaluate(ExpressionEnvironment()) == c.expected)
    }

    @Test func variablesReadTheEnvironment() throws {
        let env = ExpressionEnvironment(u: 1, v: 2, x: 3, y: 4, z: 5, i: 6, r: 7, t: 8, row: 9, col: 10)
        let expression = try Expression.parse("u + 10*v + 100*x + 1e3*y + 1e4*z + 1e5*i + 1e6*r + 1e7*t + 1e8*row + 1e9*col")
        #expect(expression.evaluate(env) == 10_987_654_321)
        #expect(expression.variables == ["u", "v", "x", "y", "z", "i", "r", "t", "row", "col"])
    }

    @Test func dottedAliasesReadTheVertexFields() throws {
        let env = ExpressionEnvironment(u: 1, v: 2, x: 3, y: 4, z: 5)
        let expression = try Expression.parse("from.x + 10*from.y + 100*to.x + 1000*to.y + 10000*to.z")
        #expect(expression.evaluate(env) == 54321)
        #expect(expression.variables == ["u", "v", "x", "y", "z"])
    }

    @Test func radiusDefaultsToTheDistanceFromTheCentre() {
        #expect(ExpressionEnvironment(u: 0.5, v: 0.5).r == 0)
        #expect(ExpressionEnvironment(u: 0.8, v: 0.9).r == (0.3 * 0.3 + 0.4 * 0.4).squareRoot())
    }

    @Test func usesTimeOnlyWhenTheSourceMentionsT() throws {
        #expect(try Expression.parse("sin(t)").usesTime)
        #expect(try !Expression.parse("sin(u)").usesTime)
        #expect(try Expression.parse("0 * t").usesTime)
    }

    @Test func conditionalEvaluatesOnlyTheChosenBranchAtRuntime() throws {
        let expression = try Expression.parse("u > 0 ? 1 / u : 0")
        #expect(expression.evaluate(ExpressionEnvironment(u: 0)) == 0)
        #expect(expression.evaluate(ExpressionEnvironment(u: 4)) == 0.25)
    }

    @Test func nanConditionChoosesTheElseBranch() throws {
        #expect(try Expression.parse("sqrt(-1) ? 1 : 2").evaluate(ExpressionEnvironment()) == 2)
        #expect(try Expression.parse("sqrt(u - 1) ? 1 : 2").evaluate(ExpressionEnvironment(u: 0)) == 2)
    }

    @Test func equalityAndHashingFollowTheSourceText() throws {
        #expect(try Expression.parse("1+2") == Expression.parse("1+2"))
        #expect(try Expression.parse("1+2") != Expression.parse("1 + 2"))
        #expect(try Expression.parse(" u * 2 ").source == " u * 2 ")
    }

    @Test func foldedAndUnfoldedFormsAgree() throws {
        // Constant folding must not change results: compare a constant expression with the same
        // shape driven by variables.
        let folded = try Expression.parse("0.05 * sin(0.3 * 2 * pi * 4) + 2 ^ 0.5 - max(1, 3, 2)")
        let live = try Expression.parse("0.05 * sin(r * 2 * pi * 4) + u ^ 0.5 - max(1, v, 2)")
        let env = ExpressionEnvironment(u: 2, v: 3, r: 0.3)
        #expect(folded.evaluate(ExpressionEnvironment()) == live.evaluate(env))
    }
}
