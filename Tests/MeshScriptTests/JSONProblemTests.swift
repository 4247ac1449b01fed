import Testing
@testable import MeshScript

/// `import json` errors carry what was wrong as values (``JSONProblem``), so a caller can match
/// the case, and the text is made from them in one place.
@Suite struct JSONProblemTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var kind: ScriptError.Kind
        var message: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "empty file", text: "", kind: .json(line: 1, .notValidJSON(.empty)), message: "JSON: not valid JSON: the file is empty"),
        Case(name: "a misspelt null", text: "{\"format\": nul}", kind: .json(line: 1, .notValidJSON(.badWord("nul"))),
             message: "JSON: not valid JSON: 'nul' is not a JSON value: the words are true, false and null"),
        Case(name: "an object cut short", text: "{\n  \"format\": 1", kind: .json(line: 2, .notValidJSON(.unclosed("object", line: 1, column: 1))),
             message: "JSON: not valid JSON: unexpected end of file: the object opened at line 1, column 1 is not closed"),
        Case(name: "another format", text: "{\"format\": \"gltf\", \"version\": 1}", kind: .json(line: 1, .notAScene(format: "gltf")),
             message: "JSON: not a meshplay scene: \"format\" is \"gltf\", not \"\(SceneDocument.formatName)\""),
        Case(name: "no format", text: "{}", kind: .json(line: 1, .notAScene(format: nil)),
             message: "JSON: not a meshplay scene: \"format\" is missing, not \"\(SceneDocument.formatName)\""),
        Case(name: "a newer version", text: "{\"format\": \"\(SceneDocument.formatName)\",\n\"version\": 99}",
             kind: .json(line: 2, .unreadVersion(99, newest: SceneDocument.currentVersion)),
             message: "JSON: scene format version 99 is not one this meshplay reads (1…\(SceneDocument.currentVersion))"),
        Case(name: "a version in quotes", text: "{\"format\": \"\(SceneDocument.formatName)\", \"version\": \"1\"}",
             kind: .json(line: 1, .value(at: "version", .shouldBe("a number", found: "a string"))),
             message: "JSON: version should be a number, not a string"),
    ]

    @Test(arguments: cases) func importNamesTheProblemAsAValue(_ c: Case) throws {
        var s = session(["grid 1 1"], files: InMemoryFileSystem(textFiles: ["d.json": c.text]))
        let error = try #require(failure(&s, "import json d.json"))
        #expect(error.kind == c.kind)
        #expect(error.message == c.message)
    }

    @Test(arguments: [
        (JSONProblem.value(at: "loops", .shouldBe("true or false", found: "a number")), "loops should be true or false, not a number"),
        (.value(at: nil, .shouldBe("an object", found: nil)), "the document should be an object"),
        (.value(at: "scene.layers[0]", .missingKey("doubleSided")), "scene.layers[0]: \"doubleSided\" is missing"),
        (.value(at: "selectedLayer", .refused("layer 5 is out of range: layers run 0…0")), "selectedLayer: layer 5 is out of range: layers run 0…0"),
        (.misfitNumber(path: "scene.background.r", why: "300 does not fit 0…255"), "scene.background.r 300 does not fit 0…255"),
    ])
    func aValuesPathLeadsItsReason(_ problem: JSONProblem, _ text: String) {
        #expect(problem.description == text)
    }
}
