import Testing
import MeshScript

/// The output size is a parameter of the frame the host draws, not state: no undo step,
/// no saved or journaled line, and old files that name one still load.
struct ViewportSizeTests {
    @Test func savingAfterAResizeWritesNoViewportLine() {
        let files = InMemoryFileSystem()
        var s = Session(host: SessionHost(fileSystem: files))
        _ = s.execute("grid 2 2")
        s.followViewport(width: 5000, height: 300)
        #expect(s.execute("viewport 320 200").text == "viewport: 5000×300 pixels, following the window (resize it to change)")
        #expect(s.execute("save v.mesh").isSuccess)
        #expect(files.text("v.mesh")?.contains("viewport") == false)
        #expect(!s.hasUnsavedChanges)
    }

    @Test func undoAfterAResizeUndoesThePreviousRealEdit() {
        var s = Session()
        _ = s.execute("grid 2 2")
        let edited = s.state
        _ = s.execute("grid 3 3")
        s.followViewport(width: 90, height: 60)
        _ = s.execute("viewport 40 30")
        #expect(s.execute("undo").isSuccess)
        #expect(s.state == edited)
        #expect(s.viewSettings.outputWidth == 90 && s.viewSettings.outputHeight == 60)
    }

    @Test func theViewportCommandSetsTheOutputSizeWithoutAnUndoStepOrJournalLine() {
        let files = InMemoryFileSystem()
        var s = Session(host: SessionHost(fileSystem: files, journalPath: "j.mesh"))
        _ = s.execute("grid 2 2")
        let journal = files.text("j.mesh")
        #expect(s.execute("viewport 320 200").text == "viewport: 320×200 pixels (a setting of this run, not saved)")
        #expect(s.viewSettings.outputWidth == 320 && s.viewSettings.outputHeight == 200)
        #expect(files.text("j.mesh") == journal)
        #expect(s.execute("pick 300 10").text == "(300, 10) shows the background (the viewport is 320×200)")
        #expect(s.execute("pick 400 10").text == "error: (400, 10) is outside the picture: the viewport is 320×200 pixels, x 0…319 and y 0…199")
    }

    @Test func theViewportCommandRefusesSidesOutsideOneTo4096() {
        var s = Session()
        #expect(s.execute("viewport 5000 10").text == "error: 5000 is out of range: width must be in 1…4096")
        #expect(s.execute("viewport 10 0").text == "error: 0 is out of range: height must be in 1…4096")
        #expect(s.viewSettings.outputWidth == 160 && s.viewSettings.outputHeight == 120)
    }

    @Test func anOldSceneFileWithAViewportLineStillLoads() {
        let files = InMemoryFileSystem(files: ["old.mesh": Array("grid 2 2\nzoom 1.5\nviewport 320 200\n".utf8)])
        var s = Session(host: SessionHost(fileSystem: files))
        let result = s.execute("load old.mesh")
        #expect(result.isSuccess, "\(result.text)")
        #expect(s.state.view.zoom == 1.5)
        #expect(s.state.scene.layers[0].mesh?.faces.count == 4)
    }

    @Test func anOldJournalWithAViewportLineStillRestores() throws {
        let files = InMemoryFileSystem(files: ["j.mesh": Array("grid 2 2\nviewport 320 200\nzoom 2\n".utf8)])
        let host = SessionHost(fileSystem: files, journalPath: "j.mesh")
        let restore = try Session.restoringJournal(host: host)
        #expect(restore.failures.isEmpty)
        #expect(restore.session.state.view.zoom == 2)
    }
}
