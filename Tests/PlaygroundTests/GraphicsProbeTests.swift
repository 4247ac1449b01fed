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

    @Test func theTerminalIsAskedOnlyOutsideTmuxAndTheLinuxConsoleAndNotForCells() {
        #expect(GraphicsProbe.asksTerminal(request: .auto, environment: ["TERM": "xterm-kitty"]))
        #expect(!GraphicsProbe.asksTerminal(request: .auto, environment: ["TERM": "tmux-256color", "TMUX": "/tmp/s,1,0"]))
        #expect(!GraphicsProbe.asksTerminal(request: .kitty, environment: ["TERM": "linux"]))
        #expect(!GraphicsProbe.asksTerminal(request: .cells, environment: ["TERM": "xterm-kitty"]))
    }

    @Test func aSixelPictureLargerThanTheTerminalShowsIsSaidWithTheFix() {
        var support = GraphicsSupport(sixel: true, cellPixels: PixelSize(width: 10, height: 20))
        support.sixelMaxGeometry = PixelSize(width: 1000, height: 1000)
        let sixel = PictureOutput.choose(.sixel, support: support)
        #expect(sixel.clipNote(width: 1000, height: 1000) == nil)
        #expect(sixel.clipNote(width: 1270, height: 560) == "sixel: the terminal shows at most 1000×1000 pixels of an image and "
            + "the picture is 1270×560, so it may not be shown at all (xterm: -xrm 'XTerm*maxGraphicSize: 1270x560', "
            + "a smaller window, or --graphics cells)")
        support.sixelMaxGeometry = nil
        #expect(PictureOutput.choose(.sixel, support: support).clipNote(width: 5000, height: 5000) == nil, "nothing said, nothing claimed")
        support.kitty = true
        support.sixelMaxGeometry = PixelSize(width: 1000, height: 1000)
        #expect(PictureOutput.choose(.kitty, support: support).clipNote(width: 5000, height: 5000) == nil, "kitty has no such limit")
    }

    @Test func unknownGraphicsValuesAreRefusedWithTheAcceptedOnes() {
        #expect(throws: (any Error).self) { try PlayCommand.graphicsRequest("pixels") }
        #expect((try? PlayCommand.graphicsRequest("Kitty")) == .kitty)
        #expect((try? PlayCommand.graphicsRequest("sixel")) == .sixel)
        do {
            _ = try PlayCommand.graphicsRequest("pixels")
        } catch {
            #expect("\(error)".contains("(expected auto, kitty, sixel, cells)"), "\(error)")
        }
    }

    @Test func insideTmuxEveryBlockOfAFrameMovesToThePanesOffsetPlusTheViewportsCell() {
        let tmux = TmuxGraphics(passthrough: true, clientTerminal: "xterm-kitty", paneRow: 5, paneColumn: 40)
        var output = PictureOutput.choose(.kitty, support: GraphicsSupport(cellPixels: PixelSize(width: 2, height: 4), tmux: tmux))
        #expect(output.statusName == "kitty zlib")
        var bytes: [UInt8] = []
        _ = output.appendFrame(Image(width: 4, height: 4), viewport: CellRect(row: 1, column: 2, rows: 1, columns: 2), into: &bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}[7;43H\u{1B}\u{1B}_Ga=T,f=24,s=4,v=4,"))
        #expect(text.hasSuffix("\u{1B}\u{1B}\\\u{1B}\\"))
    }

    @Test func outsideTmuxTheFrameIsBetweenSaveMoveAndRestoreOfTheCursor() {
        var output = PictureOutput.choose(.kitty, support: GraphicsSupport(kitty: true, cellPixels: PixelSize(width: 2, height: 4)))
        var bytes: [UInt8] = []
        _ = output.appendFrame(Image(width: 4, height: 4), viewport: CellRect(row: 1, column: 2, rows: 1, columns: 2), into: &bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}7\u{1B}[2;3H\u{1B}_Ga=T,f=24,s=4,v=4,"))
        #expect(text.hasSuffix("\u{1B}\\\u{1B}8"))
    }
}
