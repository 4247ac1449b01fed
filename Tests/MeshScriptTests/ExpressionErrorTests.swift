import MeshEngine
import Testing
@testable import MeshScript

/// A source that must fail, and the full error text it must produce.
struct ErrorCase: CustomTestStringConvertible, Sendable {
    let source: String
    let message: String
    init(_ source: String, _ message: String) {
        self.source = source
        self.message = message
    }
    var testDescription: String { source }
}

struct ExpressionErrorTests {
    static let cases: [ErrorCase] = [
        ErrorCase("0.5*sinn(u)", "unknown function 'sinn' at column 5; did you mean 'sin'?"),
        ErrorCase("smoothstp(0, 1, u)", "unknown function 'smoothstp' at column 1; did you mean 'smoothstep'?"),
        ErrorCase("foo(u)", "unknown function 'foo' at column 1"),
        ErrorCase("sin(u * (2 + 3)", "expected ')' at column 16"),
        ErrorCase("(1 + 2", "expected ')' at column 7"),
        ErrorCase("sin(u, v)", "'sin' takes 1 argument but got 2 at column 1"),
        ErrorCase("1 + atan2(u)", "'atan2' takes 2 arguments but got 1 at column 5"),
        ErrorCase("max(u)", "'max' takes 2 or more arguments but got 1 at column 1"),
        ErrorCase("clamp()", "'clamp' takes 3 arguments but got 0 at column 1"),
        ErrorCase("if(u, 1)", "'if' takes 3 arguments but got 2 at column 1; write if(condition, then, else)"),
        ErrorCase("2 * PI", "unknown variable 'PI' at column 5; did you mean 'pi'?"),
        ErrorCase("rows + 1", "unknown variable 'rows' at column 1; did you mean 'row'?"),
        ErrorCase("q + 1", "unknown variable 'q' at column 1"),
        ErrorCase("to.w * 2", "unknown variable 'to.w' at column 1; did you mean 'to.x'?"),
        ErrorCase("sin + 1", "'sin' is a function at column 1; call it as sin(…)"),
        ErrorCase("u(2)", "'u' is not a function at column 1; write 'u * (…)' to multiply"),
        ErrorCase("", "expected an expression at column 1"),
        ErrorCase("1 +", "expected an expression at column 4"),
        ErrorCase("1 + * 2", "expected an expression, found '*' at column 5"),
        ErrorCase("1 2", "unexpected '2' at column 3"),
        ErrorCase("u = 1", "unexpected '=' at column 3; did you mean '=='?"),
        ErrorCase("(u))", "unexpected ')' at column 4; no '(' is open"),
        ErrorCase("u & v", "unexpected character '&' at column 3; did you mean '&&'?"),
        ErrorCase("u $ v", "unexpected character '$' at column 3"),
        ErrorCase("1e + 2", "malformed number '1e' at column 1; an exponent needs digits, as in 1e-3"),
        ErrorCase("2pi", "malformed number '2pi' at column 1; write a '*' between a number and a name"),
        ErrorCase("1.2.3", "malformed number '1.2.3' at column 1; write a '*' between a number and a name"),
        ErrorCase("320x200", "malformed number '320x200' at column 1; the two numbers are two arguments: write 320 200"),
        ErrorCase("4x4", "malformed number '4x4' at column 1; the two numbers are two arguments: write 4 4"),
        ErrorCase("2x", "malformed number '2x' at column 1; write a '*' between a number and a name"),
        ErrorCase("0x1F", "malformed number '0x1F' at column 1; write a '*' between a number and a name"),
        ErrorCase("u ? 1", "expected ':' at column 6"),
        ErrorCase("min(1, 2", "expected ')' at column 9"),
        ErrorCase("min(1 2)", "expected ')' at column 7; found '2'"),
    ]

    @Test(arguments: cases)
    func parseErrorNamesWhatAndWhere(_ c: ErrorCase) {
        #expect(throws: ExpressionError.self) { try Expression.parse(c.source) }
        do {
            _ = try Expression.parse(c.source)
        } catch {
            #expect(error.description == c.message)
        }
    }

    @Test func nonASCIICharacterIsReportedWhereItStands() {
        #expect(throws: ExpressionError(column: 5, message: "unexpected character 'é'",
                                        hint: "expressions are ASCII: names such as pi, operators such as * / ^")) {
            try Expression.parse("1 + é")
        }
    }

    @Test func piAndOtherMathSymbolsGetTheirASCIISpelling() {
        #expect(throws: ExpressionError(column: 2, message: "unexpected character 'π'", hint: "write pi, with '*' after a number: 2π is 2*pi")) {
            try Expression.parse("2π")
        }
        #expect(throws: ExpressionError(column: 3, message: "unexpected character '×'", hint: "write '*' to multiply")) {
            try Expression.parse("2 × u")
        }
    }

    @Test func shiftingMovesTheColumnForEmbeddedSources() {
        let error = ExpressionError(column: 3, message: "unexpected '2'")
        #expect(error.shifted(by: 4).column == 7)
        #expect(error.shifted(by: 4).message == error.message)
    }

    @Test func suggestionsUseEditDistance() {
        // Swapped neighbours are one slip; two slips in three letters are too far.
        #expect(NameSuggestion.closest(to: "cso", among: ["cos", "sin"]) == "cos")
        #expect(NameSuggestion.closest(to: "sco", among: ["cos", "sin"]) == nil)
        #expect(NameSuggestion.closest(to: "coss", among: ["cos", "sin"]) == "cos")
        #expect(NameSuggestion.closest(to: "Sin", among: ["cos", "sin"]) == "sin")
    }
}
