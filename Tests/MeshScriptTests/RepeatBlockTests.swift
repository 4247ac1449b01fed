import MeshEngine
import Testing
@testable import MeshScript

/// `repeat N [NAME] {` … `}`: a block of lines run once per index, typed line by line in the
/// REPL or read from a file or the journal, nested within budgets, with errors at their
/// block line and column and nothing changed by a block that fails.
@Suite struct RepeatBlockTests {
    static func execute(_ lines: [String], in s: inout Session) -> [CommandResult] {
        lines.map { s.execute($0) }
    }

    static func points(_ s: Session) -> [Point2D] {
        s.state.scene.layers[0].mesh?.vertices.map { Point2D($0.to.x, $0.to.y) } ?? []
    }

    @Test func aBlockRunsItsLinesOncePerIndexWhenItCloses() {
        var s = Session()
        _ = s.execute("mesh empty")
        let results = Self.execute(["repeat 3 k {", "  vertex add k/2 0   # the top row", "  vertex add k/2 1", "}"], in: &s)
        #expect(results.dropLast().allSatisfy { $0.isSuccess && $0.text.isEmpty })
        #expect(results.last?.text == "repeat block: ran 6 commands")
        #expect(Self.points(s) == [Point2D(0, 0), Point2D(0, 1), Point2D(0.5, 0), Point2D(0.5, 1), Point2D(1, 0), Point2D(1, 1)])
        #expect(!s.isReadingBlock)
    }

    @Test func blocksNestAndALetIsSeenByTheLinesAfterIt() {
        var s = Session()
        _ = s.execute("mesh empty")
        _ = Self.execute(["repeat 2 a {", "let gap = 0.25", "repeat 2 b {", "vertex add a*gap b*gap", "}", "}"], in: &s)
        #expect(Self.points(s) == [Point2D(0, 0), Point2D(0, 0.25), Point2D(0.25, 0), Point2D(0.25, 0.25)])
        #expect(s.state.variables.sources["gap"] == "0.25")
    }

    /// The index used to be out of a `let`'s reach: `unknown variable 'k' (with k = 0)`.
    @Test func aLetInsideARepeatKeepsTheIndexAsItsNumber() {
        var s = Session()
        _ = s.execute("grid 2 2")
        let results = Self.execute(["repeat 3 k {", "let lift = k * 0.1", "vertex k to.z lift", "}"], in: &s)
        #expect(results.last?.text == "repeat block: ran 6 commands")
        #expect(s.state.scene.layers[0].mesh?.vertices.prefix(3).map(\.to.z) == [0, 0.1, 0.2])
        #expect(s.state.variables.sources["lift"] == "2 * 0.1")
        #expect(s.execute("repeat 2 a repeat 2 b let cell = a*10 + b").isSuccess)
        #expect(s.state.variables.sources["cell"] == "1*10 + 1")
        // Saved, it reads back without the repeat.
        #expect(SceneWriter.script(for: s).contains("let cell = 1*10 + 1\n"))
        // Errors keep the columns of the line as typed.
        guard case let .failure(e) = s.execute("repeat 2 index let part = index + ") else { Issue.record("accepted"); return }
        #expect(e.message == "expected an expression (with index = 0)" && e.column == 34, "\(e)")
        guard case let .failure(f) = s.execute("repeat 2 k let k = 1") else { Issue.record("accepted"); return }
        #expect(f.message == "'k' is the index of a repeat around this line; choose another name (with k = 0)" && f.column == 16, "\(f)")
    }

    @Test func theWholeBlockIsOneUndoStep() {
        var s = Session()
        _ = s.execute("mesh empty")
        let before = s.state
        _ = Self.execute(["repeat 4 {", "vertex add 0 0", "}"], in: &s)
        #expect(s.state.scene.layers[0].mesh?.vertices.count == 4)
        #expect(s.execute("undo").text.hasPrefix("undone: repeat 4 { … }"))
        #expect(s.state == before)
    }

    @Test func aFailingLineLeavesEverythingAsBeforeTheBlockAndNamesItsLine() {
        var s = Session()
        _ = s.execute("mesh empty")
        let before = s.state
        let results = Self.execute(["repeat 3 k {", "vertex add k 0", "vertex add k nope", "}"], in: &s)
        let error = results.last
        #expect(error?.text == "repeat block line 3, column 14: error: no variable called 'nope' (with k = 0)"
                || error?.text.hasPrefix("repeat block line 3, column 14: error:") == true, "\(error?.text ?? "")")
        #expect(s.state == before)
        #expect(!s.isReadingBlock)
        let refused = Self.execute(["repeat 2 {", "grid 2 2", "}"], in: &s)
        #expect(refused.last?.text.hasPrefix("repeat block line 2, column 1: error: repeat cannot run this 'grid' command") == true)
    }

    @Test func abandoningAnOpenBlockDropsItUnrunAndTheNextLineRunsAtOnce() {
        var s = Session()
        _ = s.execute("grid 2 2")
        let before = s.state
        _ = Self.execute(["repeat 3 k {", "vertex k to.z 0.1", "repeat 2 {", "vertex 4 to.z 0.5"], in: &s)
        #expect(s.isReadingBlock)
        #expect(s.abandonBlock() == "repeat block dropped: its 3 lines did not run")
        #expect(!s.isReadingBlock)
        #expect(s.state == before)
        // The next line is a command again, not a line of the dropped block.
        #expect(s.execute("vertex 4 to.z 0.2").text == "vertex 4: from (0.5, 0.5) to (0.5, 0.5, 0.2)")
        #expect(s.abandonBlock() == nil)
        _ = s.execute("repeat 2 {")
        #expect(s.abandonBlock() == "repeat block dropped: its 0 lines did not run")
    }

    @Test func aWrongFirstLineIsSaidAtOnce() {
        var s = Session()
        #expect(s.execute("repeat -1 k {").text == "error: -1 is out of range: a repeat count is 0 or more")
        #expect(s.execute("repeat 3 vertex add 0 0 {").text.contains("'vertex' belongs on the lines below"))
        #expect(s.execute("repeat 3 k vertex add 0 0 {").text.contains("'vertex' belongs on the lines below"))
        #expect(s.execute("repeat 3 k { vertex add 0 0").text.contains("{ ends its line"))
        #expect(!s.isReadingBlock)
    }

    @Test func aSceneFileLocatesErrorsInsideBlocksAndUnclosedBlocks() {
        let bad = "mesh empty\nrepeat 2 a {\n  repeat 2 b {\n    vertex add a 2*\n  }\n}\n"
        #expect(throws: ScriptError.self) { try Session.running(bad, file: "bad.mesh", host: SessionHost()) }
        do { _ = try Session.running(bad, file: "bad.mesh", host: SessionHost()) } catch {
            #expect(error.description.hasPrefix("bad.mesh:4:20: error: expected an expression in the from y '2*' (with a = 0, b = 0)"), "\(error.description)")
        }
        let open = "mesh empty\n\nrepeat 2 a {\nvertex add a 0\n"
        do { _ = try Session.running(open, file: "open.mesh", host: SessionHost()) } catch {
            #expect(error.description == "open.mesh:3:12: error: this repeat block is not closed: a line with } alone is missing after its 1 line")
        }
        let good = "mesh empty\r\nrepeat 2 a {\r\nvertex add a 0\r\n}\r\nvertex add 0 1\r\n"
        let s = try? Session.running(good, file: "good.mesh", host: SessionHost())
        #expect(s.map(Self.points) == [Point2D(0, 0), Point2D(1, 0), Point2D(0, 1)])
    }

    @Test func budgetsBoundCommandsNestingAndLines() {
        var s = Session()
        _ = s.execute("mesh empty")
        let big = Self.execute(["repeat 1000 {", "repeat 1000 {", "vertex add 0 0", "}", "}"], in: &s)
        #expect(big.last?.text.contains("a block runs at most 100000 commands") == true, "\(big.last?.text ?? "")")
        #expect(s.state.scene.layers[0].mesh?.vertices.count == 0)
        let deep = Self.execute(Array(repeating: "repeat 1 {", count: 17) + ["vertex add 0 0"] + Array(repeating: "}", count: 17), in: &s)
        #expect(deep.last?.text.contains("blocks nest at most 16 deep") == true, "\(deep.last?.text ?? "")")
        _ = s.execute("repeat 1 {")
        var last = CommandResult.success("")
        for _ in 0...RepeatBlock.maxLines { last = s.execute("vertex add 0 0") }
        #expect(last.text.contains("a block holds at most 10000 lines"))
        #expect(!s.isReadingBlock)
    }

    @Test func aJournalReplaysABlock() throws {
        let files = InMemoryFileSystem()
        let host = SessionHost(fileSystem: files, journalPath: "j.mesh")
        var s = Session(host: host)
        s.beginJournal()
        _ = Self.execute(["mesh empty", "repeat 2 k {", "vertex add k 0", "}"], in: &s)
        let restored = try Session.restoringJournal(host: SessionHost(fileSystem: files, journalPath: "j.mesh"))
        #expect(Self.points(restored.session) == [Point2D(0, 0), Point2D(1, 0)])
    }
}
