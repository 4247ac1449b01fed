import MeshScript
import TerminalOutput
import Testing
@testable import meshplay

/// A session whose host has a terminal front, as meshplay's commands make it: the front holds
/// `cells` and `graphics`, the session only parses them.
func frontedSession() -> (session: Session, picture: TerminalPicture) {
    let picture = TerminalPicture()
    var host = SessionHost()
    host.picture = picture
    return (Session(host: host), picture)
}

/// `cells`: the playground's cell mode, a setting of the run (not an edit, not saved), held by
/// the front (``TerminalPicture``).
@Suite struct CellsCommandTests {
    private func text(_ result: CommandResult) -> String {
        switch result {
        case let .success(message): message
        case let .failure(error): "error: " + error.description
        }
    }

    @Test func cellsSetsTheModeAndSaysWhatItDraws() {
        var (s, picture) = frontedSession()
        let unsaved = s.hasUnsavedChanges, undoable = s.execute("undo").isSuccess
        #expect(text(s.execute("cells octant")) == "cells: octant, 2×4 pixels per cell (octants, Unicode 16)")
        #expect(picture.cellMode == .octant)
        #expect(text(s.execute("cells")) == "cells octant, 2×4 pixels per cell (octants, Unicode 16)")
        #expect(s.hasUnsavedChanges == unsaved)
        #expect(s.execute("undo").isSuccess == undoable, "not an undo step")
    }

    @Test func cellsSaysWhatTheTerminalShowsInsteadAndWhy() {
        var (s, picture) = frontedSession()
        picture.cellSupport = CellSupport(octantRefusal: "kitty 0.26.5 shows octants (Unicode 16) as boxes; it draws them from 0.40 on")
        #expect(text(s.execute("cells octant")) == "cells: octant asked; sextants shown, 2×3 pixels per cell, because "
            + "kitty 0.26.5 shows octants (Unicode 16) as boxes; it draws them from 0.40 on")
        #expect(text(s.execute("cells")) == "cells octant asked; sextants shown, 2×3 pixels per cell, because "
            + "kitty 0.26.5 shows octants (Unicode 16) as boxes; it draws them from 0.40 on")
        #expect(picture.cellMode == .octant && !picture.cellModeShownAsAsked, "the mode asked for is kept: another terminal may show it")
        #expect(text(s.execute("cells sextant")) == "cells: sextant, 2×3 pixels per cell (sextants, Unicode 13)")
        #expect(picture.cellModeShownAsAsked)
        picture.cellSupport = CellSupport(ascii: true)
        #expect(text(s.execute("cells quadrant")) == "cells: quadrant asked; ASCII half cells shown, 1×2 pixels per cell, "
            + "because only ASCII can be drawn (no UTF-8 locale, or --ascii); in ASCII each cell is one colour, the mean of its 1×2 pixels")
        #expect(text(s.execute("cells half")) == "cells: half, 1×2 pixels per cell (half blocks ▀); "
            + "in ASCII each cell is one colour, the mean of its 1×2 pixels")
    }

    /// Mono draws half cells as one character of a brightness ramp, and each pixel of the block
    /// glyphs inked or blank: `cells` says which.
    @Test func cellsInMonoSaysWhatACellDraws() {
        var (s, picture) = frontedSession()
        picture.cellSupport = CellEncoding(mode: .mono).support
        let ramp = "in mono each cell is one character of a brightness ramp (\" .:-=+*#%@\") for the mean of its 1×2 pixels"
        #expect(text(s.execute("cells half")) == "cells: half, 1×2 pixels per cell (half blocks ▀); " + ramp)
        #expect(text(s.execute("cells quadrant")) == "cells: quadrant, 2×2 pixels per cell (quadrants)")
        picture.cellSupport = CellEncoding(mode: .mono, ascii: true).support
        #expect(text(s.execute("cells quadrant")) == "cells: quadrant asked; ASCII half cells shown, 1×2 pixels per cell, "
            + "because only ASCII can be drawn (no UTF-8 locale, or --ascii); " + ramp)
    }

    @Test func cellsUnderRealPixelsSaysTheModeWaitsForCellOutput() {
        var (s, picture) = frontedSession()
        let support = GraphicsSupport(kitty: true, kittySharedMemory: true, cellPixels: PixelSize(width: 9, height: 18))
        picture.graphics = GraphicsSetting(request: .auto, support: support, available: [.kitty, .sixel])
        #expect(text(s.execute("cells quadrant")) == "cells: quadrant, 2×2 pixels per cell (quadrants); "
            + "kept for cell output: the picture is in real pixels now (kitty shm)")
        #expect(!picture.cellModeShownAsAsked)
    }

    @Test func theEncoderDrawsWhatCellsReports() {
        let support = CellSupport(octantRefusal: "no octants here")
        let encoding = CellEncoding(cells: .octant, octantRefusal: "no octants here")
        #expect(encoding.support == support && encoding.effectiveCells == support.shown(.octant) && encoding.effectiveCells == .sextant)
        for mode in CellMode.allCases { #expect(CellSupport().shown(mode) == mode && CellSupport().fallback(mode) == nil) }
    }

    @Test func cellsNextCyclesThroughTheModes() {
        var (s, picture) = frontedSession()
        var seen: [CellMode] = []
        for _ in 0..<4 {
            _ = s.execute("cells next")
            seen.append(picture.cellMode)
        }
        #expect(seen == [.quadrant, .sextant, .octant, .half])
    }

    @Test func anUnknownModeIsRefusedWithTheChoicesAndChangesNothing() {
        var (s, picture) = frontedSession()
        _ = s.execute("cells sextant")
        let message = text(s.execute("cells braille"))
        #expect(message.contains("braille") && message.contains("octant"))
        #expect(picture.cellMode == .sextant)
    }

    @Test func theModeIsNotWrittenToSceneFiles() {
        var (s, picture) = frontedSession()
        _ = s.execute("cells octant")
        #expect(!SceneWriter.script(for: s).contains("cells"))
    }
}
