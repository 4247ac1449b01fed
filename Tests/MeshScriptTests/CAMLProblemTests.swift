import MeshEngine
import Testing
@testable import MeshScript

/// `import caml` errors carry what was wrong as values (``CAMLProblem``), so a caller can match
/// the case, and the text is made from them in one place.
@Suite struct CAMLProblemTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var problem: CAMLProblem
        var message: String
        var testDescription: String { name }
    }

    static func archive(_ sublayer: String) -> String {
        "<caml><CALayer bounds=\"0 0 1 1\"><sublayers>\(sublayer)</sublayers></CALayer></caml>"
    }

    static let cases: [Case] = [
        Case(name: "bounds of three numbers", text: archive("<CALayer name=\"lid\" bounds=\"0 0 1\"/>"),
             problem: .numbers(CAMLElement(tag: "CALayer", name: "lid"), attribute: "bounds", text: "0 0 1", count: 4),
             message: "CAML: <CALayer name=\"lid\"> bounds='0 0 1' is not 4 numbers"),
        Case(name: "a word in a mesh value", text: archive("<CALayer meshTransform=\"[0 0] [0 0 0] q\"/>"),
             problem: .mesh(layer: CAMLElement(tag: "CALayer", name: nil), .word(6, "q", .expectedItem)),
             message: "CAML: layer <CALayer>: meshTransform word 6 'q': expected [, v or f"),
        Case(name: "a mesh value cut inside a bracket", text: archive("<CALayer meshTransform=\"[0 0\"/>"),
             problem: .mesh(layer: CAMLElement(tag: "CALayer", name: nil), .unfinishedItem),
             message: "CAML: layer <CALayer>: meshTransform ends inside an item"),
        Case(name: "a skew", text: archive("<CALayer transform=\"skew(3)\"/>"),
             problem: .transform(CAMLElement(tag: "CALayer", name: nil), attribute: "transform", text: "skew(3)", .unknownFunction("skew", arguments: 1)),
             message: "CAML: <CALayer> transform='skew(3)': meshplay reads scale(…), rotate(…deg) and translate(…), not skew of 1"),
        Case(name: "an unclosed scale", text: archive("<CALayer transform=\"scale(2\"/>"),
             problem: .transform(CAMLElement(tag: "CALayer", name: nil), attribute: "transform", text: "scale(2", .unclosed),
             message: "CAML: <CALayer> transform='scale(2': a function is not closed"),
        Case(name: "a colour of two numbers", text: archive("<CALayer backgroundColor=\"1 0\"/>"),
             problem: .color(name: "backgroundColor", text: "1 0"),
             message: "CAML: backgroundColor '1 0' is not three numbers from 0 to 1"),
        Case(name: "a depth meshplay lacks",
             text: archive("<CALayer><meshTransform depthNormalization=\"deep\" value=\"[0 0] [0 0 0] v\"/></CALayer>"),
             problem: .depthNormalization("deep"),
             message: "CAML: depthNormalization 'deep' is not one of none, width, height, min, max, average"),
        Case(name: "no caml root", text: "<plist/>", problem: .notAnArchive,
             message: "CAML: no <caml> element holding a layer: is it a Core Animation archive?"),
    ]

    @Test(arguments: cases) func importNamesTheProblemAsAValue(_ c: Case) throws {
        var s = session(["grid 1 1"], files: InMemoryFileSystem(textFiles: ["a.caml": c.text]))
        let error = try #require(failure(&s, "import caml a.caml"))
        #expect(error.kind == .caml(c.problem))
        #expect(error.message == c.message)
    }

    @Test func aMeshValueNamesItsWordAsAValue() {
        #expect(throws: MeshValueProblem.word(2, "[0", .nestedBracket)) { try MeshTransform(camlString: "[0 [0 0] v") }
        #expect(MeshValueProblem.word(2, "[0", .nestedBracket).description == "meshTransform word 2 '[0': a bracket opens inside another")
    }
}
