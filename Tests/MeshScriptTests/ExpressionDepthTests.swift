import MeshEngine
import Testing
@testable import MeshScript

/// No expression overflows the stack: nesting is limited with an error at its column, and
/// left-associative chains are flat, so a million-term line works.
@Suite struct ExpressionDepthTests {
    @Test func deepNestingIsAnErrorAtTheColumnWhereTheLimitIsCrossed() {
        let depth = 100_000
        let source = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        #expect(throws: ExpressionError(column: ExpressionParser.maxNesting + 1, message: "expression nests deeper than 128 levels",
                                        hint: "name a part with let (let a = …) and use a in its place")) {
            try Expression.parse(source)
        }
    }

    @Test func nestingUpToTheLimitWorks() throws {
        let depth = ExpressionParser.maxNesting - 1
        let source = String(repeating: "(", count: depth) + "2" + String(repeating: ")", count: depth)
        #expect(try Expression.parse(source).evaluate(ExpressionEnvironment()) == 2)
    }

    @Test(arguments: ["-", "!", "sin(", "2^"])
    func deepPrefixesAndCallsAreLimitedToo(prefix: String) {
        let source = String(repeating: prefix, count: 100_000) + "1"
        #expect(throws: ExpressionError.self) { try Expression.parse(source) }
    }

    @Test func aMillionTermChainParsesAndEvaluatesLeftToRight() throws {
        let terms = 1_000_000
        let source = "1" + String(repeating: "+1", count: terms - 1)
        #expect(try Expression.parse(source).evaluate(ExpressionEnvironment()) == Double(terms))
        let mixed = "u" + String(repeating: "-u+1", count: 100_000)
        var env = ExpressionEnvironment()
        env.u = 3
        #expect(try Expression.parse(mixed).evaluate(env) == 3 + 100_000 * (-3 + 1))
    }

    @Test func aDeepLineThroughTheSessionIsAnErrorWithAColumn() {
        var s = session(["grid 1 1"])
        let before = s.state
        let line = "map z = " + String(repeating: "(", count: 5_600) + "1" + String(repeating: ")", count: 5_600)
        let e = failure(&s, line)
        #expect(e?.message.contains("nests deeper than 128 levels") == true)
        #expect(e?.column == 9 + ExpressionParser.maxNesting)
        #expect(s.state == before)
    }
}
