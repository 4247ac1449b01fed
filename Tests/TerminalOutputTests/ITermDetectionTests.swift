import Testing
@testable import TerminalOutput

/// Which terminals get iTerm2's inline images, and where `auto` puts them among the protocols.
@Suite struct ITermDetectionTests {
    @Test(arguments: [("iTerm.app", nil, true), ("WezTerm", nil, true), (nil, "iTerm2 3.5.0", true),
                      (nil, "WezTerm 20240203-110809-5046fc22", true), ("Apple_Terminal", nil, false), ("tmux", "kitty(0.26.5)", false),
                      (nil, "XTerm(379)", false), (nil, nil, false)] as [(String?, String?, Bool)])
    func iTerm2AndWezTermAreKnownByTermProgramOrXTVERSION(termProgram: String?, version: String?, draws: Bool) {
        #expect(TerminalImageSupport.drawsITermImages(termProgram: termProgram, terminalVersion: version) == draws)
    }

    private let cell = PixelSize(width: 8, height: 16)

    @Test func autoTakesITermImagesWhereTheTerminalDrawsThemAndKittyGraphicsAreNotThere() {
        var support = GraphicsSupport(sixel: true, cellPixels: cell)
        support.iterm = true
        let all: Set<PixelProtocol> = [.kitty, .iterm, .sixel]
        #expect(support.choose(.auto, available: all).output == .pixels(.iterm, transport: .inline, cellPixels: cell))
        support.kitty = true
        #expect(support.choose(.auto, available: all).output == .pixels(.kitty, transport: .zlib, cellPixels: cell))
        #expect(support.choose(.iterm, available: all).output == .pixels(.iterm, transport: .inline, cellPixels: cell))
        #expect(GraphicsOutput.pixels(.iterm, transport: .inline, cellPixels: cell).name == "iterm")
    }

    @Test func askingForITermImagesElsewhereSaysWhy() {
        let setting = GraphicsSetting(request: .auto, support: GraphicsSupport(sixel: true, cellPixels: cell), available: [.kitty, .iterm, .sixel])
        #expect(setting.refusal(.iterm) == "iterm graphics: the terminal is neither iTerm2 nor WezTerm (by TERM_PROGRAM and XTVERSION)")
        #expect(GraphicsRequest(name: "iTerm") == .iterm)
    }

    @Test func throughTmuxWithPassthroughITermImagesGoWhereTheClientIsWezTerm() {
        var support = GraphicsSupport(cellPixels: cell, tmux: TmuxGraphics(passthrough: true, clientVersion: "WezTerm 20240203"))
        support.iterm = true
        let setting = GraphicsSetting(request: .auto, support: support, available: [.kitty, .iterm, .sixel])
        #expect(setting.inUse == "iterm (through tmux passthrough, 8×16-pixel cells)")
        support.tmux?.passthrough = false
        #expect(support.choose(.iterm, available: [.iterm]).output == .cells)
    }
}
