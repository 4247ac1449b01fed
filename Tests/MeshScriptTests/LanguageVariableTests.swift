import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// `let` variables and `repeat`.
@Suite struct LanguageVariableTests {
    @Test func aVariableServesArgumentsAndMaps() {
        let s = session(["grid 2 2", "let d = 800", "transform m34 -1/d", "let amp = 0.25", "map z = amp * u"])
        #expect(s.state.scene.layers[0].transform.m34 == -1.0 / 800)
        #expect(s.state.scene.layers[0].mesh?.vertices[2].to.z == 0.25)
    }

    @Test func aRunningMapFollowsTheLatestDefinition() {
        var s = session(["grid 1 1", "let amp = 0.1", "map z = amp * sin(t + u)"])
        let before = s.frameScene.layers[0].mesh?.vertices[1].to.z ?? 0
        #expect(s.execute("let amp = 0.2").text == "amp = 0.2; 1 running map updated")
        let after = s.frameScene.layers[0].mesh?.vertices[1].to.z ?? 0
        #expect(after == 0.2 * sin(1.0))
        #expect(abs(after - 2 * before) < 1e-15)
    }

    /// Every `let` used to say "1 running map updated" while any map read any variable.
    @Test func onlyAMapThatReadsTheVariableIsSaidToBeUpdated() {
        var s = session(["grid 1 1", "let base = 0.1", "let amp = base * 2", "map z = amp * sin(t + u)"])
        #expect(s.execute("let other = 3").text == "other = 3")
        #expect(s.execute("let other = 4").text == "other = 4")
        #expect(s.execute("let base = 0.2").text == "base = 0.2; 1 running map updated")
        #expect(s.frameScene.layers[0].mesh?.vertices[1].to.z == 0.2 * 2 * sin(1.0))
        #expect(s.execute("let amp = other / 10").text == "amp = other / 10 = 0.4; 1 running map updated")
        #expect(s.execute("let other = 5").text == "other = 5; 1 running map updated")
    }

    @Test func aVariableUsingTServesMapsAndIsRefusedAsANumber() {
        var s = session(["grid 1 1", "let pull = 0.5 + 0.5 * cos(pi * t / 2)", "map x = x * pull"])
        #expect(s.state.maps.count == 1)
        #expect(failure(&s, "zoom 1 + pull")?.message == "unexpected '+' after the command")
        let f = failure(&s, "zoom (1+pull)")
        #expect(f?.message.hasPrefix("'pull' reads the vertex variable 't'") == true)
        #expect(f?.column == 9)
    }

    @Test func aVariableThatIsNotAFiniteNumberIsRefusedWhereItIsDefined() {
        var s = session(["let a = 2", "let b = 1 / a"])
        #expect(failure(&s, "let g = 0/0")?.message == "'g' would be not a number (NaN): g = 0/0; a variable must be a finite number")
        #expect(failure(&s, "let big = 1e308 * 10")?.message
            == "'big' would be infinite: big = 1e308 * 10; a variable must be a finite number")
        // Redefining what another variable reads checks that one too, and changes nothing.
        #expect(failure(&s, "let a = 0")?.message == "'b' would be infinite: b = 1 / a; a variable must be a finite number")
        #expect(s.execute("let b").text == "b = 1 / a = 0.5")
        #expect(s.execute("let g").text == "error: no variable called 'g'")
    }

    @Test func definitionsCannotFormACycleOrUseThemselves() {
        var s = session(["let a = 1", "let b = a + 1"])
        #expect(failure(&s, "let a = b * 2")?.message == "'a' would use itself: a → b → a")
        #expect(failure(&s, "let c = c + 1")?.message == "'c' cannot use itself; give the new value another name")
        #expect(failure(&s, "let to = 1")?.message == "'to' is a word of the command language; choose another name")
        #expect(failure(&s, "let x = 1")?.message == "'x' is a vertex variable of map expressions; choose another name")
        #expect(failure(&s, "let sin = 1")?.message == "'sin' is a function; choose another name")
        #expect(failure(&s, "let 2a = 1")?.message.hasPrefix("'2a' is not a name") == true)
        let e = failure(&s, "let d = a +* 2")
        #expect(e?.message == "expected an expression, found '*'")
        #expect(e?.column == 12)
        #expect(s.state.variables.sources == ["a": "1", "b": "a + 1"])
    }

    @Test func aVariableInUseCannotBeRemoved() {
        var s = session(["grid 1 1", "let a = 1", "let b = a + 1", "let amp = 0.1", "map z = amp * sin(t)"])
        #expect(failure(&s, "let remove a")?.message == "'b' uses 'a': remove or redefine it first")
        #expect(failure(&s, "let remove amp")?.message == "map 0 uses 'amp': map clear removes it")
        #expect(failure(&s, "let remove nope")?.message == "no variable called 'nope'")
        #expect(s.execute("let remove b").text == "removed variable b")
        #expect(s.execute("let remove a").isSuccess)
    }

    @Test func letIsAnEditThatUndoRestores() {
        var s = session(["let a = 1", "let a = 2"])
        #expect(s.execute("undo").text == "undone: let a = 2")
        #expect(s.state.variables.sources == ["a": "1"])
        #expect(s.execute("redo").isSuccess)
        #expect(s.state.variables.sources == ["a": "2"])
    }

    @Test func sceneFilesKeepVariablesAndMapsThatUseThem() {
        let files = InMemoryFileSystem()
        var s = session(["grid 4 4", "let a0 = 0.05", "let b = 2 * a0", "let a0 = 0.1", "let wave = b * sin(t + u * pi)",
                         "map z = wave", "layer add other", "grid 1 1"], files: files)
        #expect(s.execute("save v.mesh").isSuccess)
        let text = files.text("v.mesh") ?? ""
        #expect(text.contains("let a0 = 0.1\nlet b = 2 * a0\nlet wave = b * sin(t + u * pi)\n"))
        var t = Session(host: SessionHost(fileSystem: files))
        #expect(t.execute("load v.mesh").isSuccess)
        #expect(t.state == s.state)
        #expect(t.frameScene.layers[0].mesh == s.frameScene.layers[0].mesh)
        #expect(t.execute("save w.mesh").isSuccess)
        #expect(files.text("w.mesh") == text)
    }

    @Test func theJournalReplaysVariablesAndRepeats() throws {
        let files = InMemoryFileSystem()
        let host = SessionHost(fileSystem: files, journalPath: "j.mesh")
        var s = Session(host: host)
        s.beginJournal()
        for line in ["mesh empty", "let n = 4", "repeat n k vertex add k/n 0", "let n = 2", "repeat n vertex add 1 1"] {
            #expect(s.execute(line).isSuccess)
        }
        let restore = try Session.restoringJournal(host: host)
        #expect(restore.failures.isEmpty)
        #expect(restore.session.state == s.state)
        #expect(s.state.scene.layers[0].mesh?.vertices.count == 6)
    }

    @Test func repeatBuildsTheJellyKiteInTwoLines() {
        let s = session(["mesh empty", "repeat 101 vertex add 0 0", "repeat 50 k face add 2*k+1 2*k 100 mod(2*k+2, 100)"])
        let m = s.state.scene.layers[0].mesh
        #expect(m?.vertices.count == 101)
        #expect(m?.faces.first == Face(1, 0, 100, 2))
        #expect(m?.faces.last == Face(99, 98, 100, 0))
        #expect(m?.faces.count == 50)
    }

    @Test func aRepeatIsOneUndoStep() {
        var s = session(["mesh empty", "repeat 10 vertex add 0 0"])
        #expect(s.execute("undo").text == "undone: repeat 10 vertex add 0 0")
        #expect(s.state.scene.layers[0].mesh?.vertices.isEmpty == true)
    }

    @Test func repeatErrorsNameTheIndexAndTheBudget() {
        var s = session(["mesh empty"])
        let e = failure(&s, "repeat 5 k vertex add 1/(k-3) 0")
        #expect(e?.message == "the from x '1/(k-3)' is not a finite number (with k = 3)")
        #expect(e?.column == 23)
        #expect(s.state.scene.layers[0].mesh?.vertices.isEmpty == true)
        #expect(failure(&s, "repeat 1000000 vertex add 0 0")?.message
            == "repeat 1000000 is out of range: one line runs at most 100000 commands")
        #expect(failure(&s, "repeat 1000 a repeat 1000 b vertex add a b")?.message
            == "repeat 1000 is out of range: one line runs at most 100000 commands")
        #expect(failure(&s, "repeat 3 undo")?.message.hasPrefix("repeat cannot run this 'undo' command: it repeats small edits") == true)
        #expect(failure(&s, "repeat 3 grid 1000 1000")?.column == 10)
        #expect(failure(&s, "repeat 3 i vertex add i 0")?.message
            == "'i' is a vertex variable of map expressions; choose another index name, such as k")
        #expect(failure(&s, "repeat -1 vertex add 0 0")?.message == "-1 is out of range: a repeat count is 0 or more")
        #expect(failure(&s, "repeat 2")?.message == "expected a command to repeat")
        #expect(failure(&s, "repeat 0 vertex add 0")?.message == "expected from y")
        #expect(s.state.scene.layers[0].mesh?.vertices.isEmpty == true)
    }

    @Test func nestedRepeatsMultiply() {
        let s = session(["mesh empty", "repeat 3 a repeat 2 b vertex add a b"])
        let from = s.state.scene.layers[0].mesh?.vertices.map(\.from)
        #expect(from == [Point2D(0, 0), Point2D(0, 1), Point2D(1, 0), Point2D(1, 1), Point2D(2, 0), Point2D(2, 1)])
    }
}
