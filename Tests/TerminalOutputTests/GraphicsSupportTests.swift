import MeshEngine
import Testing
import TerminalOutput

@Suite struct GraphicsSupportTests {
    private let cell = PixelSize(width: 9, height: 18)
    private let kittyOnly: Set<PixelProtocol> = [.kitty]

    @Test func autoPicksKittyOverSharedMemoryWhenTheTerminalReadTheProbeObject() {
        let support = GraphicsSupport(kitty: true, kittySharedMemory: true, cellPixels: cell)
        let choice = support.choose(.auto, available: kittyOnly)
        #expect(choice.output == .pixels(.kitty, transport: .sharedMemory, cellPixels: cell))
        #expect(choice.output.name == "kitty shm")
        #expect(choice.reason == nil)
    }

    @Test func aRemoteKittyGetsZlib() {
        let choice = GraphicsSupport(kitty: true, cellPixels: cell).choose(.kitty, available: kittyOnly)
        #expect(choice.output == .pixels(.kitty, transport: .zlib, cellPixels: cell))
        #expect(choice.output.name == "kitty zlib")
    }

    @Test func aSilentTerminalGetsCellsQuietlyUnderAutoAndWithAReasonWhenKittyWasAskedFor() {
        let silent = GraphicsSupport(cellPixels: cell)
        #expect(silent.choose(.auto, available: kittyOnly) == GraphicsChoice(output: .cells))
        let asked = silent.choose(.kitty, available: kittyOnly)
        #expect(asked.output == .cells)
        #expect(asked.reason == "kitty graphics: the terminal did not answer the kitty graphics query, so cells")
    }

    @Test func withoutTheCellSizeInPixelsThereIsNoPictureSizeSoCells() {
        let choice = GraphicsSupport(kitty: true).choose(.auto, available: kittyOnly)
        #expect(choice.output == .cells)
        #expect(choice.reason == "kitty graphics: the terminal did not report its cell size in pixels, so cells")
    }

    @Test func insideTmuxWithPassthroughOffKittyFallsBackToCellsAndSaysHowToTurnItOn() {
        let tmux = TmuxGraphics(passthrough: false, clientTerminal: "xterm-kitty")
        let choice = GraphicsSupport(cellPixels: cell, tmux: tmux).choose(.auto, available: kittyOnly)
        #expect(choice.output == .cells)
        #expect(choice.reason == "kitty graphics: tmux's allow-passthrough is off (`tmux set -g allow-passthrough on` lets images through), so cells")
    }

    @Test func insideTmuxWithPassthroughOnAKittyClientGetsZlibKitty() {
        let tmux = TmuxGraphics(passthrough: true, clientTerminal: "xterm-kitty", paneRow: 3, paneColumn: 40)
        let choice = GraphicsSupport(cellPixels: cell, tmux: tmux).choose(.auto, available: kittyOnly)
        #expect(choice.output == .pixels(.kitty, transport: .zlib, cellPixels: cell))
    }

    @Test func insideTmuxAClientThatIsNotKittyStaysOnCells() {
        let tmux = TmuxGraphics(passthrough: true, clientTerminal: "xterm-256color")
        #expect(GraphicsSupport(cellPixels: cell, tmux: tmux).choose(.auto, available: kittyOnly) == GraphicsChoice(output: .cells))
        #expect(GraphicsSupport(cellPixels: cell, tmux: tmux).choose(.kitty, available: kittyOnly).reason
            == "kitty graphics: tmux's client terminal (xterm-256color) is not kitty, so cells")
    }

    @Test func aFontSizeChangeSeenInTheWindowIoctlBecomesTheCellSizeAndNothingElseDoes() {
        let support = GraphicsSupport(sixel: true, cellPixels: cell)
        let larger = PixelSize(width: 10, height: 21)
        // xterm's Shift-KP+: the ioctl's cells grow from 9×18 to 10×21, so the picture is made at 10×21.
        let grown = support.followingWindowCellPixels(larger, before: cell)
        #expect(grown?.cellPixels == larger)
        #expect(grown?.choose(.sixel, available: [.sixel]).output == .pixels(.sixel, transport: .inline, cellPixels: larger))
        // A terminal that fills no pixel fields (0 or none), or says what it said before, changes nothing.
        #expect(support.followingWindowCellPixels(nil, before: cell) == nil)
        #expect(support.followingWindowCellPixels(PixelSize(width: 0, height: 0), before: nil) == nil)
        #expect(support.followingWindowCellPixels(PixelSize(width: 10, height: 19), before: PixelSize(width: 10, height: 19)) == nil)
        // Fields that were empty at start-up and now give a size: that size.
        #expect(support.followingWindowCellPixels(larger, before: nil)?.cellPixels == larger)
    }

    @Test func cellsAreCellsWhateverTheTerminalSupports() {
        let support = GraphicsSupport(kitty: true, kittySharedMemory: true, sixel: true, cellPixels: cell)
        #expect(support.choose(.cells, available: [.kitty, .sixel]) == GraphicsChoice(output: .cells))
    }

    @Test func autoSkipsProtocolsThisBuildCannotEncodeAndTakesSixelWhenItCan() {
        let sixelTerminal = GraphicsSupport(sixel: true, cellPixels: cell)
        #expect(sixelTerminal.choose(.auto, available: kittyOnly) == GraphicsChoice(output: .cells))
        #expect(sixelTerminal.choose(.auto, available: [.kitty, .sixel]).output == .pixels(.sixel, transport: .inline, cellPixels: cell))
        #expect(sixelTerminal.choose(.sixel, available: kittyOnly).reason == "sixel graphics: not built into this meshplay, so cells")
    }

    @Test func requestsParseCaseInsensitivelyAndNameTheirProtocol() {
        #expect(GraphicsRequest(name: "KITTY") == .kitty)
        #expect(GraphicsRequest(name: "pixels") == nil)
        #expect(GraphicsRequest.kitty.pixelProtocol == .kitty)
        #expect(GraphicsRequest.auto.pixelProtocol == nil)
    }

    @Test func passthroughWrapsASequenceDoublingItsEscapes() {
        #expect(Passthrough(tmux: true).wrap(Array("\u{1B}_Ga=d\u{1B}\\".utf8)) == Array("\u{1B}Ptmux;\u{1B}\u{1B}_Ga=d\u{1B}\u{1B}\\\u{1B}\\".utf8))
        #expect(Passthrough().wrap([0x1B, 0x41]) == [0x1B, 0x41])
    }

    @Test func aSixelImageSplitAcrossTmuxBlocksMovesTheCursorOnlyInItsFirstBlock() {
        var pixels: [UInt32] = []
        var seed: UInt32 = 12345
        for _ in 0..<(400 * 300) {
            seed = seed &* 1_103_515_245 &+ 12345
            pixels.append(seed >> 8 | 0xFF00_0000)
        }
        var encoder = SixelEncoder(passthrough: Passthrough(tmux: true, lead: Array("\u{1B}[2;3H".utf8)))
        var bytes: [UInt8] = []
        encoder.encode(Image(width: 400, height: 300, pixels: pixels), into: &bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.components(separatedBy: "\u{1B}Ptmux;").count - 1 > 1, "split into several blocks")
        #expect(text.components(separatedBy: "[2;3H").count - 1 == 1)
        #expect(text.hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}[2;3H\u{1B}\u{1B}P"))
    }
}
