import MeshEngine
import Testing
@testable import MeshScript

/// LF, CRLF and CR all end lines, and a byte-order mark is skipped, wherever text is read.
@Suite struct LineEndingTests {
    @Test(arguments: ["\n", "\r\n", "\r"])
    func textLinesSplitsAtEveryLineEnding(ending: String) {
        let text = "\u{FEFF}grid 2 2" + ending + ending + "vertex 0 to.z 1" + ending
        #expect(TextLines.split(text).map(String.init) == ["grid 2 2", "", "vertex 0 to.z 1"])
    }

    @Test func textLinesKeepsALastLineWithoutTerminatorAndHasNoLinesForEmptyText() {
        #expect(TextLines.split("a\r\nb").map(String.init) == ["a", "b"])
        #expect(TextLines.split("").isEmpty)
        #expect(TextLines.split("\u{FEFF}").isEmpty)
        #expect(TextLines.split("é\r\nü").map(String.init) == ["é", "ü"])
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func sceneFilesLoadWithAnyLineEnding(ending: String) {
        let text = "\u{FEFF}grid 2 2" + ending + "vertex 4 to.z 0.25" + ending + "bogus" + ending
        let files = InMemoryFileSystem(textFiles: ["s.mesh": text])
        var s = session([], files: files)
        let e = failure(&s, "load s.mesh")
        #expect(e?.description == "s.mesh:3:1: error: unknown command 'bogus' (help lists every command)")
        let good = InMemoryFileSystem(textFiles: ["s.mesh": "\u{FEFF}grid 2 2" + ending + "vertex 4 to.z 0.25" + ending])
        let loaded = session(["load s.mesh"], files: good)
        #expect(loaded.state.scene.layers[0].mesh?.vertices[4].to.z == 0.25)
    }

    @Test(arguments: ["\n", "\r\n", "\r"])
    func objFilesReadWithAnyLineEnding(ending: String) throws {
        let obj = ["\u{FEFF}v 0 0 0", "v 1 0 0", "v 1 1 0", "v 0 1 0", "f 1 2 3 4", "f 1 2 3 9"].joined(separator: ending)
        #expect(throws: ScriptError(.obj(line: 6, .noSuchElement(.vertex, index: 9, count: 4)), column: 9, line: 6)) {
            try MeshTransform.parseOBJ(obj)
        }
        let mesh = try MeshTransform.parseOBJ(["v 0 0 0", "v 1 0 0", "v 1 1 0", "v 0 1 0", "f 1 2 3 4"].joined(separator: ending))
        #expect(mesh.vertices.count == 4)
        #expect(mesh.faces.count == 1)
    }
}
