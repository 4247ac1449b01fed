import MeshEngine
import Testing
@testable import MeshScript

/// The document on its own, with no session and no host: undo and redo, the file it belongs
/// to, and whether it holds unsaved work.
@Suite struct DocumentTests {
    /// A state whose only layer is a `rows` × `rows` grid: each size a different state.
    static func state(rows: Int) -> SessionState {
        var state = SessionState()
        state.scene.layers[0].mesh = .identity(rows: rows, columns: rows)
        return state
    }

    /// An edit as a session makes it: the state changes, then its step is recorded.
    static func edit(_ document: inout Document, to rows: Int, label: String, path: String? = nil, extending: Bool = false) {
        let before = document.state, pathBefore = document.path
        document.state = state(rows: rows)
        if let path { document.path = path }
        document.recordEdit(from: before, label: label, pathBefore: pathBefore, extendsLastStep: extending)
    }

    @Test func undoAndRedoWalkTheStepsAndNameThem() throws {
        var document = Document()
        Self.edit(&document, to: 2, label: "grid 2 2")
        Self.edit(&document, to: 3, label: "grid 3 3")
        #expect(document.undoDepth == 2 && document.canUndo && !document.canRedo)
        #expect(try document.undo() == "grid 3 3")
        #expect(document.state == Self.state(rows: 2))
        #expect(try document.undo() == "grid 2 2")
        #expect(document.state == SessionState())
        #expect(throws: ScriptError(.nothingToUndo)) { try document.undo() }
        #expect(try document.redo() == "grid 2 2")
        #expect(try document.redo() == "grid 3 3")
        #expect(document.state == Self.state(rows: 3))
        #expect(throws: ScriptError(.nothingToRedo)) { try document.redo() }
    }

    @Test func anEditAfterUndoForgetsRedo() throws {
        var document = Document()
        Self.edit(&document, to: 2, label: "grid 2 2")
        _ = try document.undo()
        #expect(document.canRedo)
        Self.edit(&document, to: 4, label: "grid 4 4")
        #expect(!document.canRedo)
    }

    /// A gesture's later edits extend its one step: undo goes back to before the first.
    @Test func extendingEditsMakeNoStepOfTheirOwn() throws {
        var document = Document()
        Self.edit(&document, to: 2, label: "drag")
        Self.edit(&document, to: 3, label: "drag", extending: true)
        #expect(document.undoDepth == 1)
        #expect(try document.undo() == "drag")
        #expect(document.state == SessionState())
    }

    /// Undo puts back the file an edit left (a `load` of another file), redo takes it again.
    @Test func undoAndRedoCarryTheFile() throws {
        var document = Document()
        document.markSaved(file: ("a.mesh", "/a.mesh", 7))
        Self.edit(&document, to: 2, label: "load b.mesh", path: "b.mesh")
        Self.edit(&document, to: 3, label: "grid 3 3")
        _ = try document.undo()
        #expect(document.path == "b.mesh", "the edit undone did not change the file")
        _ = try document.undo()
        #expect(document.path == "a.mesh")
        _ = try document.redo()
        #expect(document.path == "b.mesh")
    }

    @Test func unsavedWorkIsAStateOtherThanTheSavedOne() throws {
        var document = Document()
        #expect(!document.hasUnsavedChanges, "an untitled blank scene holds nothing to lose")
        Self.edit(&document, to: 2, label: "grid 2 2")
        #expect(document.hasUnsavedChanges, "never saved")
        document.markSaved()
        #expect(!document.hasUnsavedChanges && document.path == nil)
        Self.edit(&document, to: 3, label: "grid 3 3")
        #expect(document.hasUnsavedChanges)
        _ = try document.undo()
        #expect(!document.hasUnsavedChanges, "undo back to the saved state")
    }

    /// The checksum a plain `save` compares with is that of the file's last load or save.
    @Test func aSavedFileKeepsItsChecksum() {
        var document = Document()
        #expect(document.knownChecksum(of: "/a.mesh") == nil)
        document.markSaved(file: ("a.mesh", "/a.mesh", 42))
        #expect(document.path == "a.mesh" && document.knownChecksum(of: "/a.mesh") == 42)
        document.markSaved(file: ("b.mesh", "/b.mesh", nil))
        #expect(document.path == "b.mesh" && document.knownChecksum(of: "/b.mesh") == nil)
        #expect(document.knownChecksum(of: "/a.mesh") == 42)
    }

    @Test func forgettingTheHistoryLeavesTheState() {
        var document = Document()
        Self.edit(&document, to: 2, label: "grid 2 2")
        document.forgetHistory()
        #expect(!document.canUndo && !document.canRedo)
        #expect(document.state == Self.state(rows: 2))
    }
}
