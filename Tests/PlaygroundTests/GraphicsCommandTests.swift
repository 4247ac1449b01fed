import MeshScript
import TerminalOutput
import Testing
@testable import meshplay

/// `graphics`: the playground's picture output, shown and switched from the REPL. The front
/// (``TerminalPicture``) holds the setting (the request and the start-up probe's results) and
/// answers from it; the playground follows it, as it follows `cells`.
@Suite struct GraphicsCommandTests {
    private func text(_ result: CommandResult) -> String {
        switch result {
        case let .success(message): message
        case let .failure(error): error.description
        }
    }

    /// A local kitty that also lists sixel, with 9×18-pixel cells and xterm's default limits.
    static var both: GraphicsSupport {
        var support = GraphicsSupport(kitty: true, kittySharedMemory: true, sixel: true, cellPixels: PixelSize(width: 9, height: 18))
        support.sixelRegisters = 1024
        support.sixelMaxGeometry = PixelSize(width: 1000, height: 1000)
        return support
    }

    static func session(_ request: GraphicsRequest = .auto, support: GraphicsSupport = both) -> (session: Session, picture: TerminalPicture) {
        let (s, picture) = frontedSession()
        picture.graphics = GraphicsSetting(request: request, support: support, available: [.kitty, .sixel])
        return (s, picture)
    }

    @Test func graphicsAloneSaysWhatIsInUseAndWhatItCanSwitchTo() {
        var (s, picture) = Self.session()
        #expect(text(s.execute("graphics")) == "graphics auto: kitty shm (9×18-pixel cells)\n(switch with graphics sixel|cells)")
        #expect(text(s.execute("graphics sixel")) == "graphics sixel: sixel (256 registers, max 1000×1000, 9×18-pixel cells)")
        #expect(picture.graphics?.request == .sixel)
        #expect(text(s.execute("graphics cells")) == "graphics cells: cells (asked for)")
        #expect(text(s.execute("graphics auto")) == "graphics auto: kitty shm (9×18-pixel cells)")
    }

    @Test func aProtocolTheTerminalDidNotReportIsRefusedWithWhyAndNothingChanges() {
        var (s, picture) = Self.session(support: GraphicsSupport(sixel: true, cellPixels: PixelSize(width: 8, height: 16)))
        let before = picture.graphics
        let result = s.execute("graphics kitty")
        #expect(text(result) == "error: kitty graphics: the terminal did not answer the kitty graphics query; the picture stays sixel")
        #expect(picture.graphics == before)
        if case let .failure(error) = result { #expect(error.column == 10, "the caret under 'kitty'") }
        #expect(text(s.execute("graphics")) == "graphics auto: sixel (256 registers, 8×16-pixel cells)\n(switch with graphics cells)")
    }

    @Test func insideTmuxWithoutPassthroughTheQuerySaysWhyTheOutputIsCells() {
        var support = Self.both
        support.tmux = TmuxGraphics(passthrough: false, clientTerminal: "xterm-kitty")
        var (s, picture) = Self.session(.kitty, support: support)
        #expect(text(s.execute("graphics")) == "graphics kitty: cells: kitty graphics: tmux's allow-passthrough is off "
            + "(`tmux set -g allow-passthrough on` lets images through), so cells",
            "auto and cells would show the same cells: nothing to switch to")
        #expect(text(s.execute("graphics sixel")).hasPrefix("error: sixel graphics: tmux's allow-passthrough is off"))
        // With passthrough on and a kitty client (tmux is asked instead of the terminal).
        let tmux = GraphicsSupport(cellPixels: PixelSize(width: 9, height: 18), tmux: TmuxGraphics(passthrough: true, clientTerminal: "xterm-kitty"))
        (s, picture) = Self.session(.auto, support: tmux)
        #expect(text(s.execute("graphics")) == "graphics auto: kitty zlib (through tmux passthrough, 9×18-pixel cells)\n(switch with graphics cells)")
    }

    /// `run` and `repl` (a front with no picture), and a session with no front at all.
    @Test(arguments: [true, false])
    func withoutATerminalPictureTheQueryAnswersAndASwitchIsAnError(fronted: Bool) {
        var s = fronted ? frontedSession().session : Session()
        #expect(text(s.execute("graphics")) == "graphics: none here (`run` and `repl` show no picture; the playground does)")
        #expect(text(s.execute("graphics kitty")) == "error: graphics: only the playground shows a picture on a terminal; "
            + "`run` and `repl` have none to switch")
    }

    @Test func anUnknownOutputIsRefusedWithTheChoicesAtItsColumn() {
        var (s, picture) = Self.session()
        guard case let .failure(error) = s.execute("graphics braille") else { Issue.record("accepted"); return }
        #expect(error.column == 10)
        #expect(error.message == "unknown word 'braille': expected auto, kitty, iterm, sixel or cells")
        #expect(picture.graphics?.request == .auto)
    }

    @Test func theCommandTableGivesItsHelpAndTabCompletion() throws {
        let entry = try #require(CommandHelp.entry("graphics"))
        #expect(entry.usage == ["graphics [auto|kitty|iterm|sixel|cells]"])
        #expect(CommandHelp.completions(after: ["graphics"]) == ["auto", "kitty", "iterm", "sixel", "cells"])
        var s = Session()
        #expect(text(s.execute("help graphics")).contains("graphics [auto|kitty|iterm|sixel|cells]"))
        #expect(CommandHelp.names.contains("graphics"))
    }

    @Test func theSettingIsNotAnEditNorWrittenToSceneFiles() {
        var (s, picture) = Self.session()
        let unsaved = s.hasUnsavedChanges, undoable = s.execute("undo").isSuccess
        _ = s.execute("graphics sixel")
        #expect(s.hasUnsavedChanges == unsaved)
        #expect(s.execute("undo").isSuccess == undoable, "not an undo step")
        #expect(!SceneWriter.script(for: s).contains("graphics"))
    }
}
