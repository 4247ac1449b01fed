import MeshEngine
import Testing
import TerminalOutput
@testable import meshplay

@Suite struct GraphicsProbeTests {
    @Test func tmuxsReportGivesPassthroughTheClientItsCellSizeAndThePanesOffset() {
        let (tmux, cell) = GraphicsProbe.parseTmuxReport("on|xterm-kitty|9|18|2|61\n")
        #expect(tmux == TmuxGraphics(passthrough: true, clientTerminal: "xterm-kitty", paneRow: 2, paneColumn: 61))
        #expect(cell == PixelSize(width: 9, height: 18))
    }

    @Test func passthroughOffOrUnknownAndAClientWithoutPixelSizesReadAsSuch() {
        let (off, noCell) = GraphicsProbe.parseTmuxReport("off|tmux-256color|0|0|0|0")
        #expect(!off.passthrough)
        #expect(noCell == nil)
        let (garbled, _) = GraphicsProbe.parseTmuxReport("")
        #expect(garbled == TmuxGraphics(passthrough: false))
        #expect(GraphicsProbe.parseTmuxReport("all|x|1|1|0|0").tmux.passthrough)
    }

    @Test func theTerminalIsAskedOnlyOutsideTmuxAndTheLinuxConsole() {
        // Whatever --graphics asked for: `graphics` may switch to what the terminal shows later.
        #expect(GraphicsProbe.asksTerminal(environment: ["TERM": "xterm-kitty"]))
        #expect(!GraphicsProbe.asksTerminal(environment: ["TERM": "tmux-256color", "TMUX": "/tmp/s,1,0"]))
        #expect(!GraphicsProbe.asksTerminal(environment: ["TERM": "linux"]))
    }

    @Test func aSixelPictureLargerThanTheTerminalShowsIsFittedWithinItCentredAndSaidWithTheFix() {
        var support = GraphicsSupport(sixel: true, cellPixels: PixelSize(width: 10, height: 20))
        support.sixelMaxGeometry = PixelSize(width: 1000, height: 1000)
        let sixel = PictureOutput.choose(.sixel, support: support)
        // 100×50 cells of 10×20 pixels fit exactly.
        let fits = sixel.placement(in: CellRect(row: 0, column: 40, rows: 50, columns: 100), cellMode: .half)
        #expect(fits.cells == fits.viewport && fits.width == 1000 && fits.height == 1000 && fits.fittedFrom == nil)
        #expect(sixel.fitNote(fits) == nil)
        // 127×28 cells: 1270×560, scaled by 1000/1270 to 1000×440 (the aspect kept, rounded
        // down), on 100×22 cells centred in the viewport.
        let wide = sixel.placement(in: CellRect(row: 1, column: 40, rows: 28, columns: 127), cellMode: .half)
        #expect(wide.width == 1000 && wide.height == 440)
        #expect(wide.cells == CellRect(row: 1 + 3, column: 40 + 13, rows: 22, columns: 100))
        #expect(wide.fittedFrom == PixelSize(width: 1270, height: 560))
        #expect(sixel.fitNote(wide) == "sixel: the terminal shows images up to 1000×1000 pixels, so the picture is 1000×440 "
            + "instead of 1270×560, centred in the viewport (xterm: -xrm 'XTerm*maxGraphicSize: 1270x560' shows it full size)")
        // Tall: the height limits.
        let tall = sixel.placement(in: CellRect(row: 0, column: 0, rows: 60, columns: 50), cellMode: .half)
        #expect(tall.width == 416 && tall.height == 1000 && tall.cells == CellRect(row: 5, column: 4, rows: 50, columns: 42))
        // The pointer's pixel is the picture's, from its own top-left cell.
        #expect(wide.pixel(row: 4, column: 53) == (5, 9))
        #expect(wide.pixel(row: 1, column: 40).x < 0)
        support.sixelMaxGeometry = nil
        let unlimited = PictureOutput.choose(.sixel, support: support).placement(in: CellRect(row: 0, column: 0, rows: 300, columns: 500),
                                                                                  cellMode: .half)
        #expect(unlimited.width == 5000 && unlimited.height == 6000, "nothing said, nothing fitted")
        support.kitty = true
        support.sixelMaxGeometry = PixelSize(width: 1000, height: 1000)
        let kitty = PictureOutput.choose(.kitty, support: support).placement(in: CellRect(row: 0, column: 0, rows: 300, columns: 500),
                                                                             cellMode: .half)
        #expect(kitty.width == 5000 && kitty.fittedFrom == nil, "kitty has no such limit")
        // Cells: the cell mode's pixels per cell, never fitted.
        let cells = PictureOutput.choose(.cells, support: support).placement(in: CellRect(row: 0, column: 0, rows: 300, columns: 500),
                                                                             cellMode: .octant)
        #expect(cells.width == 1000 && cells.height == 1200 && cells.fittedFrom == nil)
    }

    @Test func theCellsBesideAFittedPictureAreBlankedOnceAfterALayout() {
        var support = GraphicsSupport(sixel: true, cellPixels: PixelSize(width: 10, height: 20))
        support.sixelMaxGeometry = PixelSize(width: 20, height: 20)
        var output = PictureOutput.choose(.sixel, support: support)
        // A 4×1-cell viewport (40×20 pixels) holds a 20×10 picture on its middle two cells.
        let placement = output.placement(in: CellRect(row: 2, column: 3, rows: 1, columns: 4), cellMode: .half)
        #expect(placement.cells == CellRect(row: 2, column: 4, rows: 1, columns: 2) && placement.width == 20 && placement.height == 10)
        var bytes: [UInt8] = []
        _ = output.appendFrame(Image(width: 20, height: 10), placement: placement, into: &bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}7\u{1B}[0m\u{1B}[3;4H \u{1B}[3;7H \u{1B}8\u{1B}7\u{1B}[3;5H\u{1B}P0;1;0q\"1;1;20;10"), "\(visible(text))")
        bytes.removeAll()
        _ = output.appendFrame(Image(width: 20, height: 10), placement: placement, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("\u{1B}7\u{1B}[3;5H\u{1B}P"), "once per layout")
        output.invalidate()
        bytes.removeAll()
        _ = output.appendFrame(Image(width: 20, height: 10), placement: placement, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("\u{1B}7\u{1B}[0m\u{1B}[3;4H "))
    }

    @Test func behindTmuxOnlyAKittyClientWithPassthroughOnIsAskedTheSharedMemoryQuestionThroughIt() {
        #expect(GraphicsProbe.asksThroughTmux(TmuxGraphics(passthrough: true, clientTerminal: "xterm-kitty")))
        #expect(!GraphicsProbe.asksThroughTmux(TmuxGraphics(passthrough: false, clientTerminal: "xterm-kitty")))
        #expect(!GraphicsProbe.asksThroughTmux(TmuxGraphics(passthrough: true, clientTerminal: "xterm-256color")))
        #expect(!GraphicsProbe.asksThroughTmux(nil))
        // The question as tmux forwards it: one passthrough block, its ESCs doubled.
        let query = Passthrough(tmux: true).wrap(TerminalReplies.kittySharedMemoryQuery(name: "/meshplay-probe-7"))
        #expect(String(decoding: query, as: UTF8.self)
            == "\u{1B}Ptmux;\u{1B}\u{1B}_Gi=32,s=1,v=1,a=q,t=s,f=24,S=3;L21lc2hwbGF5LXByb2JlLTc=\u{1B}\u{1B}\\\u{1B}\\")
        // kitty's answer, handed back by tmux after tmux's own DA1, says shared memory works.
        let replies = TerminalReplies(parsing: Array("\u{1B}[?62;22c\u{1B}_Gi=32;OK\u{1B}\\".utf8))
        #expect(replies.complete && replies.kittySharedMemory)
        let support = GraphicsProbe.support(replies: replies, tmux: (TmuxGraphics(passthrough: true, clientTerminal: "xterm-kitty"),
                                                                     PixelSize(width: 9, height: 18)))
        #expect(PictureOutput.choose(.auto, support: support).statusName == "kitty shm")
    }

    @Test func unknownGraphicsValuesAreRefusedWithTheAcceptedOnes() {
        #expect(throws: (any Error).self) { try PlayCommand.graphicsRequest("pixels") }
        #expect((try? PlayCommand.graphicsRequest("Kitty")) == .kitty)
        #expect((try? PlayCommand.graphicsRequest("sixel")) == .sixel)
        do {
            _ = try PlayCommand.graphicsRequest("pixels")
        } catch {
            #expect("\(error)".contains("(expected auto, kitty, iterm, sixel, cells)"), "\(error)")
        }
    }

    @Test func insideTmuxEveryBlockOfAFrameMovesToThePanesOffsetPlusTheViewportsCell() {
        let tmux = TmuxGraphics(passthrough: true, clientTerminal: "xterm-kitty", paneRow: 5, paneColumn: 40)
        var output = PictureOutput.choose(.kitty, support: GraphicsSupport(cellPixels: PixelSize(width: 2, height: 4), tmux: tmux))
        #expect(output.statusName == "kitty zlib")
        var bytes: [UInt8] = []
        _ = output.appendFrame(Image(width: 4, height: 4), placement: output.placement(in: CellRect(row: 1, column: 2, rows: 1, columns: 2), cellMode: .half),
                               into: &bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}[7;43H\u{1B}\u{1B}_Ga=T,f=24,s=4,v=4,"))
        #expect(text.hasSuffix("\u{1B}\u{1B}\\\u{1B}\\"))
    }

    @Test func outsideTmuxTheFrameIsBetweenSaveMoveAndRestoreOfTheCursor() {
        var output = PictureOutput.choose(.kitty, support: GraphicsSupport(kitty: true, cellPixels: PixelSize(width: 2, height: 4)))
        var bytes: [UInt8] = []
        _ = output.appendFrame(Image(width: 4, height: 4), placement: output.placement(in: CellRect(row: 1, column: 2, rows: 1, columns: 2), cellMode: .half),
                               into: &bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}7\u{1B}[2;3H\u{1B}_Ga=T,f=24,s=4,v=4,"))
        #expect(text.hasSuffix("\u{1B}\\\u{1B}8"))
    }

    /// Escapes shown as `\e`, for failure messages.
    func visible(_ text: String) -> String { text.replacingOccurrences(of: "\u{1B}", with: "\\e") }
}
