import Foundation
import Testing
@testable import meshplay

/// What the status line keeps as the window narrows: where the session is (frame, file,
/// playing or paused) before the key hint, and the hint before the details.
@Suite struct StatusLineTests {
    static let viewportHints = ["arrows orbit · +- zoom · Space play · Tab REPL · ? keys · q quit ",
                                "Tab REPL · ? keys · q quit ", "? keys · q quit ", "q quit "]

    static func playing(_ hints: [String] = viewportHints) -> StatusLine {
        StatusLine(parts: [.essential("frame 123"), .essential("untitled ●"), .detail("4.10s"),
                           .essential("▶ playing 29.9 fps", "▶ playing", "▶"), .detail("truecolor"),
                           .detail("v 441 f 400 t 800"), .detail("subdiv 2"), .detail("3 KB/frame")],
                   hints: hints, separator: " │ ")
    }

    @Test(arguments: [
        // The longest hint, then the details that fit beside it.
        (120, " frame 123 │ untitled ● │ 4.10s │ ▶ playing 29.9 fps   arrows orbit · +- zoom · Space play · Tab REPL · ? keys · q quit "),
        // At 80 columns the long hint gives way, not the play state (it used to be the other way).
        (80, " frame 123 │ untitled ● │ ▶ playing 29.9 fps         Tab REPL · ? keys · q quit "),
        (64, " frame 123 │ untitled ● │ ▶ playing 29.9 fps    ? keys · q quit "),
        // Beside the shortest hint the rate goes, and with it the details.
        (52, " frame 123 │ untitled ● │ ▶ playing          q quit "),
        // Then the hint goes.
        (36, " frame 123 │ untitled ● │ ▶ playing "),
        // Then the word: the mark still says playing.
        (30, " frame 123 │ untitled ● │ ▶   "),
        // Too narrow for even that: curses cuts the line at the edge.
        (0, " frame 123 │ untitled ● │ ▶"),
    ])
    func thePlayStateStaysAndTheHintGivesWay(width: Int, line: String) {
        let rendered = Self.playing().rendered(width: width)
        #expect(rendered == line)
        if width > 0 { #expect(rendered.count == width) }
    }

    @Test func theREPLsHintShortensBesideThePlayState() {
        let repl = Self.playing(["Tab viewport · F1 keys · Ctrl-D quit ", "F1 keys · ^D quit ", "^D quit "])
        #expect(repl.rendered(width: 80) == " frame 123 │ untitled ● │ 4.10s │ ▶ playing 29.9 fps          F1 keys · ^D quit ")
    }

    @Test func pausedKeepsItsWordUntilOnlyTheMarkFits() {
        let paused = StatusLine(parts: [.essential("frame 0"), .essential("s.mesh"), .detail("0.00s"),
                                        .essential("‖ paused", "‖ paused", "‖"), .detail("truecolor")],
                                hints: ["Tab viewport · F1 keys · Ctrl-D quit ", "F1 keys · ^D quit ", "^D quit "], separator: " │ ")
        // The 74-column window of CellModePlaygroundTests: the time gives way to two spaces before the long hint.
        #expect(paused.rendered(width: 74) == " frame 0 │ s.mesh │ ‖ paused         Tab viewport · F1 keys · Ctrl-D quit ")
        #expect(paused.rendered(width: 34) == " frame 0 │ s.mesh │ ‖ paused      ")
        #expect(paused.rendered(width: 26) == " frame 0 │ s.mesh │ ‖     ")
    }

    /// A file name in CJK or with an emoji takes two columns a character, a combining accent none:
    /// the line is laid out in the columns the terminal draws, so it fills the window exactly
    /// and keeps its hint, instead of running past the edge where curses cuts the hint off.
    @Test(arguments: ["日本語の場面.mesh", "🎬 take 2.mesh", "cafe\u{301}.mesh"])
    func aWideOrCombiningFileNameIsMeasuredInColumns(_ file: String) {
        setlocale(LC_CTYPE, "C.UTF-8")
        let line = StatusLine(parts: [.essential("frame 0"), .essential("\(file) ●"), .detail("0.00s"),
                                      .essential("‖ paused", "‖"), .detail("truecolor")],
                              hints: ["Tab viewport · F1 keys · Ctrl-D quit ", "^D quit "], separator: " │ ")
        for width in [80, 60, 40] {
            let rendered = line.rendered(width: width)
            #expect(TerminalColumns.width(of: rendered) == width, "\(width): \(rendered)")
        }
        #expect(line.rendered(width: 60).hasSuffix("  ^D quit "))
    }

    @Test func aCJKFileNameLeavesTwoColumnsLessForTheRest() {
        setlocale(LC_CTYPE, "C.UTF-8")
        let line = StatusLine(parts: [.essential("frame 0"), .essential("日本語.mesh"), .essential("‖ paused")],
                              hints: ["^D quit "], separator: " │ ")
        // 1 + 7 + 3 + 11 + 3 + 8 = 33 columns, then two spaces and the 8-column hint: 43 fit.
        #expect(line.rendered(width: 43) == " frame 0 │ 日本語.mesh │ ‖ paused  ^D quit ")
        #expect(line.rendered(width: 42) == " frame 0 │ 日本語.mesh │ ‖ paused         ")
    }

    @Test func anEmptyLineAtNoWidthDoesNotTrap() {
        #expect(StatusLine(parts: [], hints: [], separator: " │ ").rendered(width: 0) == " ")
        #expect(StatusLine(parts: [], hints: ["q quit "], separator: " │ ").rendered(width: 1) == " ")
    }

    /// In the playground, the opening scene plays: at 80 columns the status line says so beside
    /// the hint, and narrower it keeps saying so after the hint has gone.
    @Test(.enabled(if: TmuxPane.isAvailable, "needs tmux and a built meshplay binary (run `swift build` first)"))
    func thePlaygroundsStatusLineKeepsThePlayStateInNarrowWindows() throws {
        let pane = try TmuxPane(columns: 80, rows: 24, environment: ["TERM": "xterm-256color"], command: TmuxPane.meshplayCommand())
        let wide = try #require(pane.wait { PlaygroundTests.statusLine($0).contains(" fps") }, "\(pane.capture())")
        let status = PlaygroundTests.statusLine(wide)
        #expect(status.contains("▶ playing") && status.contains("frame ") && status.contains("quit"), "\(status)")
        pane.resize(columns: 36, rows: 24)
        let narrow = try #require(pane.wait { PlaygroundTests.statusLine($0).hasSuffix("▶ playing") }, "\(pane.capture())")
        #expect(PlaygroundTests.statusLine(narrow).hasPrefix(" frame "))
        pane.resize(columns: 28, rows: 24)
        #expect(pane.wait { PlaygroundTests.statusLine($0).hasSuffix("│ ▶") } != nil, "\(pane.capture())")
    }
}
