import Foundation
import MeshEngine
import Testing
import TerminalOutput
@testable import meshplay

/// Pictures behind tmux: kitty's go into the pane as Unicode placeholder cells where tmux's
/// client (`client_termtype`, its XTVERSION reply) is a kitty that draws them; iTerm2's inline
/// images go where the terminal is iTerm2 or WezTerm.
@Suite struct TmuxPictureOutputTests {
    private let cell = PixelSize(width: 9, height: 18)
    private let viewport = CellRect(row: 1, column: 2, rows: 2, columns: 3)
    private let image = Image(width: 27, height: 36, fill: Color(r: 10, g: 20, b: 30))

    private func kittyBehindTmux(_ version: String) -> GraphicsSupport {
        GraphicsSupport(kitty: true, cellPixels: cell,
                        tmux: TmuxGraphics(passthrough: true, clientTerminal: "xterm-kitty", clientVersion: version, paneRow: 5, paneColumn: 40))
    }

    @Test func tmuxsReportGivesTheClientsOwnNameAndVersion() {
        let (tmux, _) = GraphicsProbe.parseTmuxReport("on|xterm-kitty|9|18|2|61|kitty(0.35.2)\n")
        #expect(tmux == TmuxGraphics(passthrough: true, clientTerminal: "xterm-kitty", clientVersion: "kitty(0.35.2)", paneRow: 2, paneColumn: 61))
        #expect(GraphicsProbe.tmuxFormat.hasSuffix("|#{client_termtype}"))
        // tmux 3.2 and older know no client_termtype: the field is empty.
        #expect(GraphicsProbe.parseTmuxReport("on|xterm-kitty|9|18|2|61|").tmux.clientVersion == "")
    }

    @Test func aKittyThatDrawsPlaceholdersGetsCellsInThePaneOncePerLayoutAndAVirtualPlacementPerFrame() {
        var output = PictureOutput.choose(.kitty, support: kittyBehindTmux("kitty(0.35.2)"))
        #expect(output.note == nil)
        let placement = PicturePlacement(viewport: viewport, pixelsPerCell: (9, 18))
        var bytes: [UInt8] = []
        _ = output.appendFrame(image, placement: placement, into: &bytes)
        let id = KittyPlaceholders.imageID(processID: getpid())
        var cells: [UInt8] = []
        KittyPlaceholders.appendCells(imageID: id, rows: 2, columns: 3, row: 1, column: 2, into: &cells)
        // The cells at the viewport's place in the pane (tmux moves them with it), as plain text.
        let first = String(decoding: bytes, as: UTF8.self)
        #expect(first.hasPrefix("\u{1B}7" + String(decoding: cells, as: UTF8.self) + "\u{1B}8\u{1B}Ptmux;"))
        #expect(first.contains("\u{1B}\u{1B}_Ga=T,U=1,f=24,s=27,v=36,i=\(id),c=3,r=2,q=2,"))
        bytes.removeAll()
        _ = output.appendFrame(image, placement: placement, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("\u{1B}Ptmux;"), "no cells again until the next layout")
        output.invalidate()
        bytes.removeAll()
        _ = output.appendFrame(image, placement: placement, into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("\u{1B}7\u{1B}[38;5;"))
        #expect(String(decoding: output.removal, as: UTF8.self) == "\u{1B}Ptmux;\u{1B}\u{1B}[7;43H\u{1B}\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\u{1B}\\\u{1B}\\")
    }

    @Test func anOlderKittyBehindTmuxKeepsThePictureOverThePaneAndThePanelSaysSo() {
        let output = PictureOutput.choose(.kitty, support: kittyBehindTmux("kitty(0.26.5)"))
        #expect(output.note == "kitty graphics through tmux: kitty(0.26.5) draws no Unicode placeholders (kitty 0.28 on), so the picture "
            + "sits over the pane, not in it: it stays when tmux switches windows, and other clients do not see it")
        let setting = GraphicsSetting(request: .kitty, support: kittyBehindTmux("kitty(0.35.2)"), available: PictureOutput.available)
        #expect(setting.inUse == "kitty zlib (through tmux passthrough, in the pane as Unicode placeholders, 9×18-pixel cells)")
    }

    @Test func iTermImagesAreFoundByTermProgramOutsideTmuxAndByTheClientsVersionInside() {
        let replies = TerminalReplies(parsing: Array("\u{1B}[?62;22c".utf8))
        #expect(GraphicsProbe.support(replies: replies, tmux: nil, environment: ["TERM_PROGRAM": "iTerm.app"]).iterm)
        #expect(!GraphicsProbe.support(replies: replies, tmux: nil, environment: ["TERM_PROGRAM": "Apple_Terminal"]).iterm)
        let wez = (tmux: TmuxGraphics(passthrough: true, clientVersion: "WezTerm 20240203-110809-5046fc22"), cellPixels: Optional(cell))
        #expect(GraphicsProbe.support(replies: replies, tmux: wez, environment: ["TERM_PROGRAM": "tmux"]).iterm)
        let output = PictureOutput.choose(.auto, support: GraphicsProbe.support(replies: replies, tmux: wez))
        #expect(output.statusName == "iterm")
        var bytes: [UInt8] = []
        var chosen = output
        _ = chosen.appendFrame(image, placement: PicturePlacement(viewport: viewport, pixelsPerCell: (9, 18)), into: &bytes)
        // Through passthrough, placed at the pane's offset plus the viewport's.
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}[2;3H\u{1B}\u{1B}]1337;File=inline=1;size="))
    }
}
