import Testing
@testable import MeshScript

/// The file a session was last saved to or loaded from, which a plain save (the quit
/// dialog's) writes to: a scene that is no longer that file must not be written over it.
@Suite struct DocumentPathTests {
    static func session(_ lines: [String]) -> Session {
        let files = InMemoryFileSystem()
        var s = Session(host: SessionHost(fileSystem: files, journalPath: "j.mesh"))
        s.beginJournal()
        for line in lines {
            if case let .failure(e) = s.execute(line) { Issue.record("\(line): \(e)") }
        }
        return s
    }

    /// A fresh start's `new` leaves nothing to save, so quitting asks nothing; after unsaved
    /// work the message says `undo` has it.
    @Test func aBlankUntitledSceneHasNothingToSave() {
        var opened = Self.session(["preset rippled-label"])
        opened.markSaved(path: nil)
        #expect(opened.execute("new").text == "new scene")
        #expect(!opened.hasUnsavedChanges)
        var edited = Self.session(["grid 2 2", "save keep.mesh", "grid 3 3"])
        #expect(edited.execute("new").text == "new scene (the unsaved scene before it is one `undo` away)")
        #expect(!edited.hasUnsavedChanges)
        #expect(edited.execute("grid 4 4").isSuccess)
        #expect(edited.hasUnsavedChanges, "an edit of the blank scene is work")
        #expect(edited.execute("undo").isSuccess && edited.execute("undo").isSuccess)
        #expect(edited.state.scene.layers[0].mesh?.faces.count == 9)
        #expect(edited.hasUnsavedChanges)
    }

    /// One rule: a preset or file loaded and untouched is saved, so quitting asks nothing; one
    /// that replaces unsaved work says that `undo` brings it back.
    @Test func aPresetOrFileLoadedAndUntouchedIsSaved() {
        var opened = Self.session(["preset rippled-label"])
        opened.markSaved(path: nil)
        #expect(opened.execute("preset cube").text == "cube: Cube, face-on")
        #expect(!opened.hasUnsavedChanges, "a preset on a pristine start is nothing to save")
        var edited = Self.session(["grid 2 2", "save keep.mesh", "grid 3 3"])
        #expect(edited.execute("preset cube").text == "cube: Cube, face-on (the unsaved scene before it is one `undo` away)")
        #expect(!edited.hasUnsavedChanges)
        #expect(edited.execute("undo").isSuccess)
        #expect(edited.state.scene.layers[0].mesh?.faces.count == 9 && edited.documentPath == "keep.mesh")
        #expect(edited.execute("vertex 0 to.z 0.1").isSuccess)
        #expect(edited.execute("load keep.mesh").text == "loaded keep.mesh (the unsaved scene before it is one `undo` away)")
        #expect(!edited.hasUnsavedChanges)
        #expect(edited.execute("load keep.mesh").text == "loaded keep.mesh", "nothing unsaved was replaced")
    }

    @Test(arguments: ["new", "preset wavy-label"])
    func aNewSceneIsUntitled(command: String) throws {
        var s = Self.session(["grid 2 2", "save keep.mesh", command, "grid 3 3"])
        #expect(s.documentPath == nil)
        #expect(s.hasUnsavedChanges)
        // The journal forgets the file too: a restored session is untitled as well.
        #expect(try Session.restoringJournal(host: s.host).session.documentPath == nil)
        _ = s.execute("undo")
        _ = s.execute("undo")
        #expect(s.documentPath == "keep.mesh", "undoing \(command) gives the file back with its scene")
        _ = s.execute("redo")
        #expect(s.documentPath == nil)
    }

    @Test func importingJSONStartsAnUntitledScene() {
        var s = Self.session(["grid 2 2", "export json scene.json", "grid 3 3", "save keep.mesh", "import json scene.json"])
        #expect(s.documentPath == nil)
        _ = s.execute("undo")
        #expect(s.documentPath == "keep.mesh")
    }

    @Test func undoingALoadGivesBackTheFileBefore() {
        var s = Self.session(["grid 2 2", "save t1.mesh", "new", "grid 4 4", "save anim.mesh", "new",
                              "load t1.mesh", "load anim.mesh"])
        #expect(s.documentPath == "anim.mesh")
        _ = s.execute("undo")
        #expect(s.documentPath == "t1.mesh")
        _ = s.execute("undo")
        #expect(s.documentPath == nil, "before loading t1.mesh the scene was a new one")
        _ = s.execute("redo")
        _ = s.execute("redo")
        #expect(s.documentPath == "anim.mesh")
    }

    @Test func savingIsNoEditAndOrdinaryUndoKeepsTheFile() {
        var s = Self.session(["grid 2 2", "vertex 1 to.z 0.5", "save a.mesh"])
        _ = s.execute("undo")
        #expect(s.documentPath == "a.mesh", "the edit undone did not change the file")
        #expect(s.hasUnsavedChanges)
    }

    @Test func saveAloneWritesBackToTheFileTheSessionWasLoadedFrom() throws {
        var s = Self.session(["grid 2 2", "save a.mesh", "new", "grid 3 3", "save b.mesh", "load a.mesh", "vertex 0 to.z 0.25"])
        #expect(s.hasUnsavedChanges)
        #expect(s.execute("save").text == "saved a.mesh")
        #expect(!s.hasUnsavedChanges)
        var reread = Session(host: SessionHost(fileSystem: s.host.fileSystem))
        #expect(reread.execute("load a.mesh").isSuccess)
        #expect(reread.execute("vertex 0").text == "vertex 0: from (0, 0) to (0, 0, 0.25)")
        #expect(reread.execute("load b.mesh").isSuccess)
        #expect(reread.execute("vertex 0").text == "vertex 0: from (0, 0) to (0, 0, 0)", "the other file is left alone")
    }

    @Test func saveAloneInAnUntitledSessionAsksForAFileName() {
        var s = Self.session(["grid 2 2"])
        let result = s.execute("save")
        #expect(!result.isSuccess)
        #expect(result.text == "error: expected a file name: this session has not been loaded from or saved to one yet")
        #expect(s.documentPath == nil)
        #expect(s.hasUnsavedChanges)
    }

    @Test func aFailingScriptLeavesTheFileAsItWas() {
        var s = Self.session(["grid 2 2", "save a.mesh"])
        _ = s.execute("repeat 2 {")
        _ = s.execute("new")
        _ = s.execute("vertex 99 to.z 1")
        let result = s.execute("}")
        guard case .failure = result else { Issue.record("the block should fail"); return }
        #expect(s.documentPath == "a.mesh")
    }
}
