import Testing
@testable import MeshScript

/// `import obj` errors carry what was wrong as values (``OBJProblem``), so a caller can match
/// the case, and the text is made from them in one place.
@Suite struct OBJProblemTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var kind: ScriptError.Kind
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "corner past the vertices", text: "v 0 0 0\nv 1 0 0\nv 1 1 0\nf 1 2 9\n",
             kind: .obj(line: 4, .noSuchElement(.vertex, index: 9, count: 3))),
        Case(name: "texture index that is a word", text: "v 0 0 0\nv 1 0 0\nv 1 1 0\nf 1 2/x 3\n",
             kind: .obj(line: 4, .notAnIndex(corner: "2/x", part: "x", of: .textureCoordinate))),
        Case(name: "two corners", text: "v 0 0 0\nv 1 0 0\nf 1 2\n", kind: .obj(line: 3, .tooFewCorners(2))),
        Case(name: "word in a v line", text: "v 0 zero 0\n", kind: .obj(line: 1, .notANumber("zero", in: .v))),
        Case(name: "two numbers in a vn line", text: "vn 0 1\n", kind: .obj(line: 1, .numberCount(2, in: .vn))),
        Case(name: "corner of four parts", text: "f 1/1/1/1 2 3\n", kind: .obj(line: 1, .notACorner("1/1/1/1"))),
        Case(name: "bad depth directive", text: "# meshplay depth deepest\n", kind: .obj(line: 1, .badDirective(.depth))),
        Case(name: "weights on a face the file lacks",
             text: "# meshplay w 5 1 1 1 1\nv 0 0 0\nv 1 0 0\nv 1 1 0\nf 1 2 3\n",
             kind: .obj(line: 1, .noSuchWeightedFace(face: 5, count: 1))),
        Case(name: "far position without fit", text: "v 2e12 0 0\nv 1 0 0\nv 1 1 0\nf 1 2 3\n",
             kind: .obj(line: 1, .farCoordinate("2e12", suggestFit: true))),
        Case(name: "an STL read as OBJ", text: "solid x\nfacet normal 0 0 1\nendfacet\nendsolid x\n",
             kind: .obj(line: 4, .noGeometry(file: "m.obj", skipped: [.init(keyword: "solid", count: 1), .init(keyword: "facet", count: 1),
                                                                      .init(keyword: "endfacet", count: 1), .init(keyword: "endsolid", count: 1)]))),
    ]

    @Test(arguments: cases) func importNamesTheProblemAsAValue(_ c: Case) {
        var s = session(["grid 1 1"], files: InMemoryFileSystem(textFiles: ["m.obj": c.text]))
        let error = failure(&s, "import obj m.obj")
        #expect(error?.kind == c.kind)
    }

    @Test func aFaceIndexPastTheVerticesMatchesItsCase() throws {
        var s = session(["grid 1 1"], files: InMemoryFileSystem(textFiles: ["m.obj": "v 0 0 0\nv 1 0 0\nv 1 1 0\nf 1 2 -7\n"]))
        let error = try #require(failure(&s, "import obj m.obj"))
        guard case .obj(line: 4, .noSuchElement(.vertex, index: -7, count: 3)) = error.kind else {
            Issue.record("not the typed OBJ case: \(error.kind)")
            return
        }
        #expect(error.description == "m.obj:4:7: error: OBJ line 4: vertex -7 does not exist (3 so far)")
    }

    @Test func aByteThatIsNotUTF8CarriesTheByte() {
        var s = session(["grid 1 1"], files: InMemoryFileSystem(files: ["m.obj": Array("v 0 ".utf8) + [0xC3, 0x28] + Array(" 0\n".utf8)]))
        #expect(failure(&s, "import obj m.obj")?.kind == .obj(line: 1, .notUTF8(byte: 0xC3)))
        #expect(failure(&s, "import obj m.obj")?.message == "OBJ line 1: the line is not UTF-8 text: byte 0xC3 starts no character")
    }
}
