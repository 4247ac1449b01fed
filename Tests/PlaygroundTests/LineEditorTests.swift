import Testing
@testable import meshplay

@Suite struct LineEditorTests {
    func editor(_ text: String) -> LineEditor {
        var e = LineEditor()
        e.insert(text)
        return e
    }

    @Test func insertingInTheMiddleKeepsTheCursorAfterTheInsertion() {
        var e = editor("zom 2")
        e.moveHome()
        e.moveRight(); e.moveRight()
        e.insert("o")
        #expect(e.text == "zoom 2")
        #expect(e.cursor == 3)
    }

    @Test func controlKAndControlUKillAfterAndBeforeTheCursor() {
        var e = editor("orbit 10 20")
        e.moveHome()
        for _ in 0..<6 { e.moveRight() }
        var k = e
        k.killToEnd()
        #expect(k.text == "orbit ")
        e.killToStart()
        #expect(e.text == "10 20")
        #expect(e.cursor == 0)
    }

    @Test func controlWDeletesTheWordBeforeTheCursor() {
        var e = editor("light direction 0 0 ")
        e.deleteWordBackward()
        #expect(e.text == "light direction 0 ")
        e.deleteWordBackward()
        e.deleteWordBackward()
        #expect(e.text == "light ")
    }

    @Test func historyBrowsesOlderLinesAndComesBackToTheDraft() {
        var e = LineEditor(history: ["grid 4 4", "zoom 2"])
        e.insert("pl")
        e.historyUp()
        #expect(e.text == "zoom 2")
        e.historyUp()
        e.historyUp()
        #expect(e.text == "grid 4 4")
        e.historyDown()
        e.historyDown()
        #expect(e.text == "pl")
    }

    @Test func submittingRecordsHistoryWithoutBlanksOrRepeats() {
        var e = editor("play")
        #expect(e.submit() == "play")
        e.insert("play")
        _ = e.submit()
        e.insert("   ")
        _ = e.submit()
        #expect(e.history == ["play"])
        #expect(e.isEmpty)
    }

    @Test func tabCompletesAUniqueWordAndListsAmbiguousOnes() {
        let words = ["overlay", "overlays", "orbit"]
        var e = editor("orb")
        #expect(e.complete { _, _ in words }.isEmpty)
        #expect(e.text == "orbit ")
        var f = editor("ove")
        #expect(f.complete { _, _ in words } == ["overlay", "overlays"])
        #expect(f.text == "overlay")
    }

    @Test func aFolderCompletesWithoutASpaceSoTheNextTabGoesInside() {
        var e = editor("load mesh")
        #expect(e.complete { _, _ in ["meshes/"] }.isEmpty)
        #expect(e.text == "load meshes/")
    }

    /// Names with blanks go in quotes: typed bare or with an open quote, the word is replaced by
    /// the quoted name; several share an open-quoted prefix; a quoted word before the one being
    /// completed is one word.
    @Test func quotedNamesCompleteFromTheTextTheyStandFor() {
        let layers = ["\"My Layer\"", "\"My Lamp\"", "base"]
        var bare = editor("layer select My")
        #expect(bare.complete { _, _ in layers } == ["\"My Layer\"", "\"My Lamp\""])
        #expect(bare.text == "layer select \"My La")
        bare.insert("y")
        #expect(bare.complete { _, _ in layers }.isEmpty)
        #expect(bare.text == "layer select \"My Layer\" ")
        var open = editor("layer select \"My Lay")
        var seen: [String] = []
        #expect(open.complete { before, partial in seen = before + [partial]; return layers }.isEmpty)
        #expect(seen == ["layer", "select", "\"My Lay"])
        #expect(open.text == "layer select \"My Layer\" ")
        var after = editor("layer add x parent \"My Layer\" ki")
        _ = after.complete { before, _ in seen = before; return ["kind"] }
        #expect(seen == ["layer", "add", "x", "parent", "\"My Layer\""])
        #expect(after.text == "layer add x parent \"My Layer\" kind ")
    }

    @Test func completionSeesTheWordsBeforeTheOneBeingCompleted() {
        var e = editor("overlay w")
        var seen: [String] = []
        _ = e.complete { before, _ in seen = before; return ["wire"] }
        #expect(seen == ["overlay"])
        #expect(e.text == "overlay wire ")
    }
}

@Suite struct LayoutTests {
    @Test func aWideWindowPutsThePanelLeftOfTheViewport() {
        let layout = Layout(columns: 120, rows: 40)
        #expect(layout.sideBySide)
        #expect(layout.viewport == CellRect(row: 0, column: 41, rows: 38, columns: 79))
        #expect(layout.timeline == CellRect(row: 38, column: 41, rows: 1, columns: 79))
        #expect(layout.input == CellRect(row: 38, column: 0, rows: 1, columns: 40))
        #expect(layout.status == CellRect(row: 39, column: 0, rows: 1, columns: 120))
    }

    @Test func aTallWindowStacksThePanelUnderTheViewport() {
        let layout = Layout(columns: 80, rows: 40)
        #expect(!layout.sideBySide)
        #expect(layout.viewport == CellRect(row: 0, column: 0, rows: 25, columns: 80))
        #expect(layout.timeline == CellRect(row: 25, column: 0, rows: 1, columns: 80))
        #expect(layout.separator == CellRect(row: 26, column: 0, rows: 1, columns: 80))
        #expect(layout.output.row == 27)
        #expect(layout.input.row == 38)
    }

    @Test(arguments: [(15, 40), (80, 4), (0, 0), (1, 1)])
    func windowsBelowTheMinimumAreTooSmall(columns: Int, rows: Int) {
        let layout = Layout(columns: columns, rows: rows)
        #expect(layout.tooSmall)
        #expect(layout.viewport == .empty)
    }

    @Test func theSmallestWindowStillHasAViewport() {
        let layout = Layout(columns: 16, rows: 5)
        #expect(!layout.tooSmall)
        #expect(layout.viewport.rows >= 1)
        #expect(layout.viewport.columns == 16)
    }
}
