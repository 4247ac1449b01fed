import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// ``RunBudget``: what one top-level command runs in all, across nested loads and repeats.
@Suite struct RunBudgetTests {
    /// a.mesh loads b.mesh ten times, b loads c ten times, … down to `levels` files; the last
    /// makes a grid.
    static func fanOut(levels: Int) -> InMemoryFileSystem {
        let names = (0..<levels).map { "\(Character(UnicodeScalar(UInt8(97 + $0)))).mesh" }
        var files: [String: String] = [:]
        for (k, name) in names.enumerated() {
            files[name] = k == levels - 1 ? "grid 1 1\n" : String(repeating: "load \(names[k + 1])\n", count: 10)
        }
        return InMemoryFileSystem(textFiles: files)
    }

    /// 1 + 10 + 100 + 1000 + 10000 loads; the 1001st is the tenth e.mesh of the tenth d.mesh
    /// of the ninth c.mesh (c: 111 loads each, d: 11).
    @Test func loadsThatFanOutStopAtTheLoadBudget() {
        var s = session(["grid 3 3", "vertex 0 to.z 0.5"], files: Self.fanOut(levels: 5))
        let before = s.state
        let e = failure(&s, "load a.mesh")
        #expect(e?.description == "d.mesh:10:6: error: over the load budget: this would be load 1001 of one command, which runs at "
            + "most 1000 loads, counting every load in the files it loads")
        #expect(s.state == before)
        #expect(s.documentPath == nil)
        // The next command has a budget of its own (and says the edits it replaces are one undo away).
        #expect(s.execute("load d.mesh").text == "loaded d.mesh (the unsaved scene before it is one `undo` away)")
    }

    /// `meshplay run a.mesh` reads a.mesh without loading it: one load fewer than `load a.mesh`.
    @Test func aScriptRunByTheHostCountsItsLoadsTheSameWay() {
        let files = Self.fanOut(levels: 5)
        do {
            _ = try Session.running(files.text("a.mesh") ?? "", file: "a.mesh", host: SessionHost(fileSystem: files))
            Issue.record("ran 11,110 loads")
        } catch {
            #expect(error.description == "b.mesh:10:6: error: over the load budget: this would be load 1001 of one command, which runs "
                + "at most 1000 loads, counting every load in the files it loads")
        }
        // From a typed line three levels are 111 loads; four are 1111, over the budget.
        var s = session([], files: Self.fanOut(levels: 3))
        #expect(s.execute("load a.mesh").text.hasPrefix("loaded a.mesh"))
        s = session([], files: Self.fanOut(levels: 4))
        #expect(failure(&s, "load a.mesh")?.description.hasPrefix("a.mesh:10:6: error: over the load budget: this would be load 1001") == true)
    }

    /// A `repeat` in a loaded file counts each command it runs toward the loader's total.
    @Test func repeatsInLoadedFilesCountTowardTheSameTotal() {
        let files = InMemoryFileSystem(textFiles: [
            "outer.mesh": "grid 2 2\nload inner.mesh\nload inner.mesh\n",
            "inner.mesh": "grid 2 2\nrepeat 20 k vertex 0 to.z k\nrepeat 2 {\nrepeat 3 vertex 1 to.z 1\n}\n",
        ])
        var s = session(["grid 4 4"], files: files)
        s.runner.budget.lineLimit = 61
        let before = s.state
        // outer's first two lines, 2; inner's five lines, 20 repeated and 2 × 3 in its block, 31;
        // outer's third line, 34; the second inner.mesh's lines and repeat of 20, 59; its block's
        // first repeat of 3 would be line 62, on inner.mesh's line 4 (at the vertex, its subject).
        let e = failure(&s, "load outer.mesh")
        #expect(e?.description == "inner.mesh:4:17: error: over the line budget: this would be line 62 of one command, which runs "
            + "at most 61 lines, counting the lines of every file it loads and each command a repeat runs")
        #expect(s.state == before)
        s.runner.budget.lineLimit = 100
        #expect(s.execute("load outer.mesh").text == "loaded outer.mesh (the unsaved scene before it is one `undo` away)")
    }

    @Test func aTypedRepeatIsRefusedWholeBeforeItRuns() {
        var s = session(["grid 2 2"])
        s.runner.budget.lineLimit = 50
        let before = s.state
        let e = failure(&s, "repeat 5 k repeat 11 vertex 0 to.z k")
        #expect(e?.description == "error: over the line budget: this would be line 55 of one command, which runs at most 50 lines, "
            + "counting the lines of every file it loads and each command a repeat runs")
        #expect(s.state == before)
        #expect(s.execute("repeat 5 k repeat 10 vertex 0 to.z k").text == "repeated 5 times; the last: repeated 10 times; the last: "
            + "vertex 0: from (0, 0) to (0, 0, 4)")
    }

    @Test func theBudgetsAreStated() {
        #expect(RunBudget.maxLines == 10_000_000)
        #expect(RunBudget.maxLoads == 1_000)
    }
}
