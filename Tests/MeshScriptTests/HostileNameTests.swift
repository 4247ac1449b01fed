import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// Names with line breaks and other control characters: `layer name`, `layer add` and `key`
/// refuse them at the name's column, and so does `import json`; exports stay well-formed for
/// names that arrive anyway (set directly, or from an older file).
struct HostileNameTests {
    @Test(arguments: [
        (#"layer name "x\ny */ z""#, 12, #"a layer name cannot hold a line break: "x\ny */ z""#),
        ("layer name \"a\u{1B}[2Jb\"", 12, #"a layer name cannot hold the control character \u{1B}: "a\u{1B}[2Jb""#),
        ("layer add \"tab\there\" kind transform", 11, #"a layer name cannot hold a tab: "tab\there""#),
        ("key \"k\u{7}\"", 5, #"a keyframe name cannot hold the control character \u{7}: "k\u{7}""#),
    ])
    func aNameWithAControlCharacterIsRefusedAtItsColumnAndChangesNothing(line: String, column: Int, message: String) {
        var s = Session()
        #expect(s.execute("grid 2 2").isSuccess)
        let before = s.state
        guard case let .failure(error) = s.execute(line) else { Issue.record("\(line) was accepted"); return }
        #expect(error.column == column)
        #expect(error.message == message)
        #expect(s.state == before)
    }

    /// A name of nothing or only blanks was taken, and then every message naming it showed
    /// nothing ("layer 0 is called ", "2 layers are called  (0, 1)").
    @Test(arguments: [
        ("layer name \"\"", 12, "a layer name cannot be empty"),
        ("layer name \"   \"", 12, "a layer name cannot be only blanks: \"   \""),
        ("layer add \"\" parent 0", 11, "a layer name cannot be empty"),
        ("key \"\"", 5, "a keyframe name cannot be empty"),
        ("key \"\u{A0} \"", 5, "a keyframe name cannot be only blanks: \"\u{A0} \""),
    ])
    func aBlankNameIsRefusedAtItsColumnAndChangesNothing(line: String, column: Int, message: String) {
        aNameWithAControlCharacterIsRefusedAtItsColumnAndChangesNothing(line: line, column: column, message: message)
    }

    @Test func namesWithQuotesAndCommentMarksAreStillAccepted() {
        var s = Session()
        #expect(s.execute(#"layer name "a */ \"b\" // <c> -- \\""#).isSuccess)
        #expect(s.state.scene.layers[0].name == #"a */ "b" // <c> -- \"#)
    }

    /// A session on an in-memory file system whose one layer, a 1×1 grid, is named `name`
    /// directly (no command accepts control characters in a name; a file from elsewhere may hold them).
    static func gridLayer(named name: String) -> (Session, InMemoryFileSystem) {
        let files = InMemoryFileSystem()
        var s = Session(host: SessionHost(fileSystem: files))
        #expect(s.execute("grid 1 1").isSuccess)
        s.state.scene.layers[0].name = name
        return (s, files)
    }

    @Test func anOBJExportKeepsAHostileObjectNameOnItsLineAndReadsBack() throws {
        var (s, files) = Self.gridLayer(named: "x\ny\u{1B}[2J z")
        #expect(s.execute("export obj w.obj").isSuccess)
        let text = try #require(files.text("w.obj"))
        let lines = text.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("o ") } == ["o x%0Ay%1B[2J z"])
        // Every line is a statement or a comment: no stray "y".
        #expect(lines.allSatisfy { ["#", "o", "v", "vt", "f"].contains($0.split(separator: " ").first.map(String.init) ?? "") })
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(s.execute("import obj w.obj").isSuccess)
        #expect(try OBJNameTests.objects(text).map(\.name) == ["x\ny\u{1B}[2J z"])
    }

    /// Such a name was imported, and `save` then wrote a scene file that `load` refused: the
    /// import refuses it as `layer name` does, at the name.
    @Test func aJSONSceneWithAHostileNameIsRefusedAtTheName() throws {
        var (s, files) = Self.gridLayer(named: "two\nlines")
        #expect(s.execute("export json n.json").isSuccess)
        let text = try #require(files.text("n.json"))
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(#""name" : "two\nlines""#) }! + 1
        var t = Session(host: SessionHost(fileSystem: files))
        let before = t.state
        #expect(failure(&t, "import json n.json")?.description
            == #"n.json:\#(line):18: error: JSON: scene.layers[0].name: a layer name cannot hold a line break: "two\nlines""#)
        #expect(t.state == before)
    }

    /// `??/`, `??=` and the other trigraphs in a name made `export camesh` fail clang's `-Wall
    /// -Werror` ("trigraph ignored"), and with trigraphs on, `??/` escaped the closing quote.
    @Test func aNameWithTrigraphsIsWrittenSoNoneIsRead() throws {
        var (s, files) = Self.gridLayer(named: #"a??/b??=c???"#)
        #expect(s.execute("export camesh t.m").isSuccess)
        let code = try #require(files.text("t.m"))
        #expect(code.contains(#"layers[0].name = @"a?\?/b?\?=c?\?\?";"#))
        let result = try CodeExportTests.checkObjectiveC(text: code, named: "t.m")
        #expect(result.status == 0, "\(result.output)")
    }
}
