import MeshScript
import Testing

@Suite struct CoalescedEditTests {
    @Test func aDragIsOneUndoStepThatUpdatesLive() {
        var s = Session()
        _ = s.execute("grid 2 2")
        let before = s.state
        s.beginCoalescedEdit()
        _ = s.execute("select vertex 4")
        for z in [0.1, 0.2, 0.3] {
            _ = s.execute("vertex 4 to.z \(z)")
            #expect(s.selectedLayer?.mesh?.vertices[4].to.z == z)
        }
        s.endCoalescedEdit()
        _ = s.execute("undo")
        #expect(s.state == before)
        _ = s.execute("undo")
        #expect(s.selectedLayer?.mesh?.vertices.count == 4, "the step before the drag is the grid")
    }

    /// Undoing a drag names the move, not the `select vertex` that began it.
    @Test func aDragsUndoStepIsNamedByItsLastEdit() {
        var s = Session()
        _ = s.execute("grid 2 2")
        s.beginCoalescedEdit()
        _ = s.execute("select vertex 4")
        _ = s.execute("vertex 4 to.z 0.1")
        _ = s.execute("vertex 4 to.z 0.3")
        s.endCoalescedEdit()
        #expect(s.execute("undo").text == "undone: vertex 4 to.z 0.3")
    }

    @Test func redoAfterADragRestoresItsFinalState() {
        var s = Session()
        _ = s.execute("grid 2 2")
        s.beginCoalescedEdit()
        _ = s.execute("vertex 4 to.x 0.4")
        _ = s.execute("vertex 4 to.x 0.6")
        s.endCoalescedEdit()
        let after = s.state
        _ = s.execute("undo")
        _ = s.execute("redo")
        #expect(s.state == after)
        #expect(!s.canRedo)
    }

    @Test func anUndoInsideAGestureStartsAFreshStep() {
        var s = Session()
        _ = s.execute("grid 2 2")
        s.beginCoalescedEdit()
        _ = s.execute("vertex 4 to.z 0.5")
        _ = s.execute("undo")
        let undone = s.state
        _ = s.execute("vertex 4 to.z 0.7")
        s.endCoalescedEdit()
        _ = s.execute("undo")
        #expect(s.state == undone)
    }

    @Test func aKilledSessionAfterADragRestoresItsFinalState() throws {
        let files = InMemoryFileSystem()
        let host = SessionHost(fileSystem: files, journalPath: "j.mesh")
        var s = Session(host: host)
        s.beginJournal()
        _ = s.execute("grid 3 3")
        s.beginCoalescedEdit()
        for x in stride(from: 0.3, through: 0.9, by: 0.1) { _ = s.execute("vertex 5 to.x \(x)") }
        // Killed mid-drag: the lines so far reproduce the state.
        #expect(try Session.restoringJournal(host: host).session.state == s.state)
        s.endCoalescedEdit()
        // After the drag its lines stay, closed by the gesture's bracket: checkpoints come on the
        // journal's schedule (JournalScheduleTests), not at the end of every drag.
        #expect(files.text("j.mesh")?.hasSuffix(JournalRecords.record("# end of gesture")) == true)
        #expect(try Session.restoringJournal(host: host).session.state == s.state)
        _ = s.execute("undo")
        #expect(try Session.restoringJournal(host: host).session.state == s.state)
    }

    /// Killed mid-drag, the restored session takes the drag back with one `undo`, as the
    /// session would have; a drag of one motion that ended is one step too, and the edit after
    /// it another.
    @Test func aDragCutShortByACrashIsOneUndoStepAfterTheRestore() throws {
        var (host, s) = journaledSession(["grid 3 3", "vertex 1 to.z 0.1"])
        let beforeDrags = s.state
        s.beginCoalescedEdit()
        _ = s.execute("vertex 2 to.x 0.6")
        s.endCoalescedEdit()
        let afterShortDrag = s.state
        _ = s.execute("vertex 3 to.z 0.2")
        let beforeLongDrag = s.state
        s.beginCoalescedEdit()
        for x in stride(from: 0.3, through: 0.9, by: 0.1) { _ = s.execute("vertex 5 to.x \(x)") }
        // kill -9 here, the drag still open.
        var restored = try Session.restoringJournal(host: host).session
        #expect(restored.state == s.state)
        #expect(!restored.isCoalescingEdits)
        _ = restored.execute("undo")
        #expect(restored.state == beforeLongDrag)
        _ = restored.execute("undo")
        #expect(restored.state == afterShortDrag)
        _ = restored.execute("undo")
        #expect(restored.state == beforeDrags)
    }

    @Test func theViewFollowsTheHostsViewportThroughUndoAndViewportCommands() {
        var s = Session()
        _ = s.execute("viewport 40 30")
        s.followViewport(width: 118, height: 72)
        #expect(s.viewSettings.outputWidth == 118 && s.viewSettings.outputHeight == 72)
        #expect(!s.canUndo, "neither the viewport command nor following the window is an edit")
        _ = s.execute("grid 2 2")
        _ = s.execute("undo")
        _ = s.execute("undo")
        #expect(s.viewSettings.outputWidth == 118 && s.viewSettings.outputHeight == 72)
        #expect(s.execute("viewport 10 10").text == "viewport: 118×72 pixels, following the window (resize it to change)")
        #expect(s.viewSettings.outputWidth == 118)
        #expect(s.execute("pick 200 10").text.contains("the viewport is 118×72"))
    }
}
