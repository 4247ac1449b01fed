import Testing
@testable import MeshScript
import TerminalOutput

/// `cells`: the playground's cell mode, a setting of the run (not an edit, not saved).
@Suite struct CellsCommandTests {
    private func text(_ result: CommandResult) -> String {
        switch result {
        case let .success(message): message
        case let .failure(error): "error: " + error.description
        }
    }

    @Test func cellsSetsTheModeAndSaysWhatItDraws() {
        var s = Session()
        let unsaved = s.hasUnsavedChanges, undoable = s.execute("undo").isSuccess
        #expect(text(s.execute("cells octant")) == "cells: octant, 2×4 pixels per cell (octants, Unicode 16)")
        #expect(s.cellMode == .octant)
        #expect(text(s.execute("cells")) == "cells octant, 2×4 pixels per cell (octants, Unicode 16)")
        #expect(s.hasUnsavedChanges == unsaved)
        #expect(s.execute("undo").isSuccess == undoable, "not an undo step")
    }

    @Test func cellsNextCyclesThroughTheModes() {
        var s = Session()
        var seen: [CellMode] = []
        for _ in 0..<4 {
            _ = s.execute("cells next")
            seen.append(s.cellMode)
        }
        #expect(seen == [.quadrant, .sextant, .octant, .half])
    }

    @Test func anUnknownModeIsRefusedWithTheChoicesAndChangesNothing() {
        var s = Session()
        _ = s.execute("cells sextant")
        let message = text(s.execute("cells braille"))
        #expect(message.contains("braille") && message.contains("octant"))
        #expect(s.cellMode == .sextant)
    }

    @Test func theModeIsNotWrittenToSceneFiles() {
        var s = Session()
        _ = s.execute("cells octant")
        #expect(!SceneWriter.script(for: s).contains("cells"))
    }
}
