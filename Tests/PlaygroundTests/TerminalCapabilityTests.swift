import Foundation
import Testing

/// What the playground takes from the terminal's own answers, on a pseudo-terminal that answers
/// as the real emulators answered under Xvfb (``PtyTerminal``): truecolor where the terminal reads
/// a truecolor SGR back (xterm 379 clears `COLORTERM` and sets `TERM=xterm`, 8 colours in
/// terminfo), sextants where it names itself as one that draws them, a note where the cells come
/// from the font, and late replies that improve synchronized output, colours and cells.
@Suite(.serialized) struct TerminalCapabilityTests {
    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// What the playground drew, after the start-up probe (whose colour question holds `38;2;`).
    static func drawn(_ bytes: [UInt8]) -> String {
        let text = Self.text(bytes)
        return text.range(of: "\u{1B}[?1049h").map { String(text[$0.upperBound...]) } ?? ""
    }

    /// `text` up to the frame that draws the late-reply note: up to the note, or, when the
    /// note's frame is a synchronized update, up to that update's start.
    static func beforeNoteFrame(_ text: String) -> String {
        guard let note = text.range(of: lateNote) else { return text }
        let upToNote = text[..<note.lowerBound]
        guard let begin = upToNote.range(of: "\u{1B}[?2026h", options: .backwards),
              !upToNote[begin.upperBound...].contains("\u{1B}[?2026l") else { return String(upToNote) }
        return String(upToNote[..<begin.lowerBound])
    }

    /// The start of the late-reply note, as much as fits on a line of the 36-column panel.
    static let lateNote = LateReplyTests.lateNote

    @Test(.enabled(if: PtyTerminal.isAvailable))
    func xtermWithoutColortermGetsTruecolorFromItsReadBack() throws {
        // xterm 379's answer to `CSI 38;2;1;2;3 m` then DECRQSS `m`.
        let pty = try PtyTerminal(columns: 120, rows: 30, term: "xterm", reportsSynchronizedOutput: false,
                                  version: "XTerm(379)", colorReadBack: "0;38:2::1:2:3m")
        #expect(pty.wait { Self.drawn($0).contains("truecolor") && Self.drawn($0).contains("38;2;") } != nil,
                "the status line says truecolor and the picture is drawn in 24-bit colour")
        pty.send("quit\r")
        #expect(pty.waitForExit())
    }

    @Test(.enabled(if: PtyTerminal.isAvailable))
    func aPaletteReadBackKeepsTheTerminfoColours() throws {
        // mlterm 3.9 maps the truecolor SGR to the nearest palette colour and says so.
        let pty = try PtyTerminal(columns: 120, rows: 30, term: "xterm", reportsSynchronizedOutput: false,
                                  colorReadBack: "0;38;5;16m")
        let shown = try #require(pty.wait { Self.text($0).contains("type `help` for commands") && Self.text($0).contains(" 16 ") })
        #expect(!Self.drawn(shown).contains("truecolor"))
        #expect(!Self.drawn(shown).contains("38;2;"))
        pty.send("quit\r")
        #expect(pty.waitForExit())
    }

    @Test(.enabled(if: PtyTerminal.isAvailable))
    func kittyGetsSextantsWithoutAskingAndAnUnknownTerminalGetsHalfBlocks() throws {
        let kitty = try PtyTerminal(columns: 120, rows: 30, reportsSynchronizedOutput: true, arguments: ["--graphics", "cells"],
                                    version: "kitty(0.26.5)", colorReadBack: "38:2:1:2:3m")
        #expect(kitty.wait { Self.text($0).contains("truecolor sextant") } != nil, "kitty 0.26.5 draws sextants itself")
        kitty.send("quit\r")
        #expect(kitty.waitForExit())
        #expect(!Self.text(kitty.output).contains("come from the font"))

        let unknown = try PtyTerminal(columns: 120, rows: 30, reportsSynchronizedOutput: false, colorReadBack: "0;38:2::1:2:3m")
        let shown = try #require(unknown.wait { Self.text($0).contains("type `help` for commands") && Self.drawn($0).contains("truecolor") })
        #expect(!Self.text(shown).contains("sextant") && !Self.text(shown).contains("octant"))
        unknown.send("quit\r")
        #expect(unknown.waitForExit())
    }

    @Test(.enabled(if: PtyTerminal.isAvailable))
    func octantsAskedForInAnUnknownTerminalSayWhatBoxesMean() throws {
        let pty = try PtyTerminal(columns: 120, rows: 30, reportsSynchronizedOutput: false, arguments: ["--cells", "octant"],
                                  colorReadBack: "0;38:2::1:2:3m")
        #expect(pty.wait { Self.text($0).contains("truecolor octant?") } != nil, "the status line does not vouch for the glyphs")
        #expect(pty.wait { Self.text($0).contains("octants come from the font here") } != nil)
        pty.send("quit\r")
        #expect(pty.waitForExit())
    }

    @Test(.enabled(if: TmuxPane.isAvailable, "needs tmux and a built meshplay binary"))
    func theFontNoteIsSaidOncePerMode() throws {
        // tmux names no terminal that draws sextants: they come from the font.
        let pane = try TmuxPane(columns: 140, rows: 40, environment: ["TERM": "tmux-256color", "COLORTERM": "truecolor"],
                                command: TmuxPane.meshplayCommand(["--graphics", "cells"]))
        _ = try #require(pane.wait { PlaygroundTests.isReady($0) })
        for command in ["cells sextant", "cells half", "cells sextant"] {
            pane.type(command); pane.send(keys: "Enter")
            _ = try #require(pane.wait { PlaygroundTests.panelText($0).components(separatedBy: "> " + command).count > 1 })
        }
        let shown = try #require(pane.wait {
            PlaygroundTests.statusLine($0).contains("truecolor sextant?")
        })
        #expect(PlaygroundTests.panelText(shown).components(separatedBy: "sextants come from the font here").count == 2)
    }

    @Test(.enabled(if: PtyTerminal.isAvailable))
    func lateRepliesTurnOnSynchronizedOutputTruecolorAndSextantsAndSaySoOnce() throws {
        // kitty 0.26.5 answering 1.5 s late, as on a loaded machine, behind `TERM=xterm` (8 colours).
        let pty = try PtyTerminal(columns: 120, rows: 30, term: "xterm", reportsSynchronizedOutput: true,
                                  arguments: ["--graphics", "cells"], version: "kitty(0.26.5)", replyDelay: 1.5,
                                  colorReadBack: "38:2:1:2:3m")
        let noted = try #require(pty.wait { Self.text($0).contains(Self.lateNote) })
        // What was drawn before the frame that carries the note: that frame follows the replies,
        // so it may itself be synchronized and in 24-bit colour.
        let earlier = Self.beforeNoteFrame(Self.text(noted))
        #expect(!earlier.contains("\u{1B}[?2026h"), "no synchronized update before the replies")
        #expect(!Self.drawn(Array(earlier.utf8)).contains("38;2;"), "16 colours before the replies")
        #expect(pty.wait(from: noted.count) { Self.text($0).contains("\u{1B}[?2026h") && Self.text($0).contains("38;2;") } != nil,
                "frames after the note are synchronized and in 24-bit colour")
        #expect(pty.wait(from: noted.count) { Self.text($0).contains("truecolor sextant") } != nil, "the status line follows")
        pty.send("quit\r")
        #expect(pty.waitForExit())
        #expect(PtyTerminal.count(Self.lateNote, in: pty.output) >= 1)
    }

    @Test(.enabled(if: PtyTerminal.isAvailable))
    func lateRepliesLeaveTheUsersOwnCellsAndColours() throws {
        // kitty on this machine answering late: only `graphics auto` may change.
        let pty = try PtyTerminal(columns: 120, rows: 30, term: "xterm", reportsSynchronizedOutput: false, kitty: .local,
                                  arguments: ["--cells", "quadrant", "--color", "16"],
                                  version: "kitty(0.26.5)", replyDelay: 1.5, colorReadBack: "38:2:1:2:3m")
        #expect(pty.wait { Self.text($0).contains("16 quadrant") } != nil)
        let noted = try #require(pty.wait { Self.text($0).contains(Self.lateNote) })
        pty.send("cells\r")
        let answered = try #require(pty.wait(from: noted.count) { Self.text($0).contains("kept for cell output") })
        #expect(Self.text(answered).contains("quadrant, 2×2"))
        pty.send("quit\r")
        #expect(pty.waitForExit())
        let output = Self.drawn(pty.output)
        #expect(!output.contains("truecolor") && !output.contains("sextant"), "neither the colours nor the cells the user chose changed")
    }
}
