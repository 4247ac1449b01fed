import Foundation
import Testing

/// The playground driven for real: the built binary in a detached tmux pane, keys typed with
/// `send-keys`, the screen read back with `capture-pane`.
/// Serialized: each test runs a playground drawing frames, and a dozen at once on a small machine
/// would starve each other.
@Suite(.serialized, .enabled(if: TmuxPane.isAvailable, "needs tmux and a built meshplay binary (run `swift build` first)"))
struct PlaygroundTests {
    /// A still scene, so pictures change only when the test changes something.
    static func stillScene() throws -> String {
        try SceneFiles.write("preset cube-lit\n", name: "still")
    }

    /// Whether the playground is up: its status line ends in the quit hint.
    static func isReady(_ text: String) -> Bool {
        statusLine(text).contains("quit")
    }

    /// The panel's words (left of the separator), its wrapped lines joined.
    static func panelText(_ screen: String) -> String {
        screen.components(separatedBy: "\n").map { line in
            String(line.split(whereSeparator: { $0 == "│" || $0 == "┃" }).first ?? "").trimmingCharacters(in: .whitespaces)
        }.joined(separator: " ")
    }

    static func statusLine(_ text: String) -> String {
        text.components(separatedBy: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
    }

    @Test(.enabled(if: TmuxPane.hasTerminfo("tmux-direct"), "terminfo has no tmux-direct (install ncurses-term)"))
    func tmuxDirectGetsTruecolorFromTerminfo() throws {
        let pane = try TmuxPane(columns: 120, rows: 40, environment: ["TERM": "tmux-direct"], command: TmuxPane.meshplayCommand())
        let screen = pane.wait(escapes: true) { $0.contains("38;2;") && $0.contains("48;2;") }
        #expect(screen != nil, "no 24-bit colours in the pane")
        #expect(pane.wait { $0.contains("truecolor") } != nil)
    }

    @Test func colortermTruecolorUpgradesXterm256color() throws {
        let pane = try TmuxPane(columns: 120, rows: 40, environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"],
                                command: TmuxPane.meshplayCommand())
        #expect(pane.wait(escapes: true) { $0.contains("38;2;") && $0.contains("48;2;") } != nil)
    }

    @Test func plainXterm256colorGetsThePalette() throws {
        let pane = try TmuxPane(columns: 120, rows: 40, environment: ["TERM": "xterm-256color"], command: TmuxPane.meshplayCommand())
        let screen = pane.wait(escapes: true) { $0.contains("38;5;") && $0.contains("│") }
        #expect(screen != nil)
        #expect(screen?.contains("38;2;") == false)
        #expect(pane.wait { PlaygroundTests.statusLine($0).contains(" 256 ") } != nil)
    }

    @Test func noColorGivesLuminanceGlyphs() throws {
        let pane = try TmuxPane(columns: 120, rows: 40, environment: ["TERM": "xterm-256color", "NO_COLOR": "1"],
                                command: TmuxPane.meshplayCommand())
        let screen = pane.wait { PlaygroundTests.statusLine($0).contains("mono") }
        #expect(screen != nil)
        #expect(pane.capture(escapes: true).contains("38;5;") == false)
    }

    @Test func typedCommandsChangeThePicture() throws {
        let scene = try PlaygroundTests.stillScene()
        let pane = try TmuxPane(columns: 120, rows: 40, environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"],
                                command: TmuxPane.meshplayCommand([scene]))
        let before = try #require(pane.wait(escapes: true) { $0.contains("48;2;") })
        pane.type("background #ff0000")
        pane.send(keys: "Enter")
        let after = pane.wait(escapes: true) { $0.contains("48;2;255;0;0") }
        #expect(after != nil, "the red background never reached the pane")
        #expect(after != before)
    }

    /// curses must never scroll or erase the viewport's cells when the REPL log moves: it cannot
    /// see them, and the encoder only sends what changed.
    @Test func scrollingTheLogLeavesThePictureInPlace() throws {
        let scene = try PlaygroundTests.stillScene()
        let pane = try TmuxPane(columns: 100, rows: 30, environment: ["TERM": "xterm-256color", "NO_COLOR": "1"],
                                command: TmuxPane.meshplayCommand([scene]))
        #expect(pane.wait { PlaygroundTests.statusLine($0).contains("frame 0 ") } != nil)
        // The viewport is the part right of the separator; give the first picture time to land.
        func picture() -> [String] {
            pane.lines().dropLast(2).map { line in line.split(separator: "│", maxSplits: 1).dropFirst().first.map(String.init) ?? "" }
        }
        let before = pane.settled(picture, where: { $0.contains { $0.contains("#") || $0.contains("@") } })
        #expect(before != nil, "no picture drawn")
        // Different answers each time, so the log really moves (identical pages would not).
        for command in ["help grid", "help map", "help light", "help transform", "help animate", "help pick", "stats"] {
            pane.type(command)
            pane.send(keys: "Enter")
        }
        #expect(pane.wait { $0.contains("> stats") && $0.contains("layer") } != nil, "the commands did not run")
        #expect(pane.settled(picture) == before)
    }

    @Test func aFrameStepAdvancesExactlyOneFrame() throws {
        let scene = try PlaygroundTests.stillScene()
        let pane = try TmuxPane(columns: 120, rows: 40, environment: ["TERM": "xterm-256color"],
                                command: TmuxPane.meshplayCommand([scene]))
        #expect(pane.wait { PlaygroundTests.statusLine($0).contains("frame 0 ") } != nil)
        pane.send(keys: "Tab")
        pane.type(".")
        #expect(pane.wait { PlaygroundTests.statusLine($0).contains("frame 1 ") } != nil)
        pane.type(",")
        #expect(pane.wait { PlaygroundTests.statusLine($0).contains("frame 0 ") } != nil)
    }

    @Test func resizingRelaysOutSideBySideToStacked() throws {
        let pane = try TmuxPane(columns: 120, rows: 40, environment: ["TERM": "xterm-256color"], command: TmuxPane.meshplayCommand())
        // Side by side: the separator column runs down the left of the viewport.
        let wide = pane.wait { $0.components(separatedBy: "\n").prefix(30).allSatisfy { $0.contains("│") } }
        #expect(wide != nil)
        pane.resize(columns: 70, rows: 40)
        let tall = pane.wait { text in
            let lines = text.components(separatedBy: "\n")
            return !lines.prefix(10).contains { $0.contains("│") } && PlaygroundTests.isReady(text)
        }
        #expect(tall != nil, "no stacked layout after the resize")
    }

    @Test func aTinyWindowStillWorksAndATooSmallOneSaysSo() throws {
        let pane = try TmuxPane(columns: 20, rows: 6, environment: ["TERM": "xterm-256color"], command: TmuxPane.meshplayCommand())
        #expect(pane.wait(escapes: true) { $0.contains("38;5;") && $0.contains("frame") } != nil)
        pane.resize(columns: 12, rows: 4)
        #expect(pane.wait { $0.contains("window too") && $0.contains("need 16×5") } != nil)
        pane.resize(columns: 20, rows: 6)
        #expect(pane.wait { PlaygroundTests.statusLine($0).contains("frame") } != nil)
    }

    @Test func aClickInTheViewportShowsWhatIsUnderIt() throws {
        let scene = try PlaygroundTests.stillScene()
        let pane = try TmuxPane(columns: 120, rows: 40, environment: ["TERM": "xterm-256color"],
                                command: TmuxPane.meshplayCommand([scene]))
        #expect(pane.wait { PlaygroundTests.isReady($0) } != nil)
        // An SGR (1006) press and release in the middle of the viewport, as a terminal sends them.
        pane.type("\u{1B}[<0;80;20M\u{1B}[<0;80;20m")
        #expect(pane.wait { $0.contains("pick ") } != nil)
    }

    /// Issue 36: where UIKit's hitTest: would send the touch elsewhere (the cube's hidden face 5
    /// behind face 1's edge), a click shows both answers and how they differ.
    @Test func aClickWhereUIKitDisagreesShowsBothAnswers() throws {
        let scene = try SceneFiles.write("preset cube-button\n", name: "cube-button")
        let pane = try TmuxPane(columns: 120, rows: 40, environment: ["TERM": "xterm-256color"],
                                command: TmuxPane.meshplayCommand([scene]))
        #expect(pane.wait { PlaygroundTests.isReady($0) } != nil)
        pane.type("\u{1B}[<0;50;12M\u{1B}[<0;50;12m")
        let shown = pane.wait { PlaygroundTests.panelText($0).contains("they differ: the picture shows face1, but UIKit sends the touch to face5") }
        #expect(shown != nil, "\(pane.capture())")
    }

    @Test func aDragWhoseEventsArriveInOneReadStillMovesTheVertex() throws {
        let pane = try TmuxPane(columns: 120, rows: 40, environment: ["TERM": "xterm-256color"], command: TmuxPane.meshplayCommand())
        #expect(pane.wait { PlaygroundTests.isReady($0) } != nil)
        for line in ["new", "grid 2 2", "subdivision 0"] {
            pane.type(line)
            pane.send(keys: "Enter")
        }
        #expect(pane.wait { PlaygroundTests.statusLine($0).contains("f 4 t 8") } != nil, "\(pane.capture())")
        // Press on the centre vertex (the middle of the viewport), move up and right, release:
        // one write, as a slow link or a quick hand delivers them. curses hands such a run out
        // newest first; the press must not be lost.
        pane.type("\u{1B}[<0;80;20M\u{1B}[<32;86;15M\u{1B}[<0;86;15m")
        let moved = pane.wait { PlaygroundTests.panelText($0).contains("vertex 4 to (") }
        #expect(moved != nil, "\(pane.capture())")
    }

    @Test func aClickPastColumn223OfAWideTerminalPicks() throws {
        // tmux's description names the X10 mouse encoding, whose one byte per coordinate cannot
        // name a column past 223: the playground asks the terminal for SGR reports instead.
        let pane = try TmuxPane(columns: 300, rows: 40, environment: ["TERM": "tmux-256color"], command: TmuxPane.meshplayCommand())
        #expect(pane.wait { PlaygroundTests.isReady($0) } != nil)
        #expect(pane.format("#{mouse_sgr_flag}") == "1" && pane.format("#{mouse_button_flag}") == "1")
        pane.type("\u{1B}[<0;280;20M\u{1B}[<0;280;20m")
        let picked = pane.wait { PlaygroundTests.panelText($0).contains("pick ") }
        #expect(picked != nil, "\(pane.capture())")
    }

    @Test func historyIsKeptBetweenRuns() throws {
        let home = NSTemporaryDirectory() + "meshplay-history-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: home) }
        let environment = ["TERM": "xterm-256color", "HOME": home, "XDG_STATE_HOME": home]
        do {
            let first = try TmuxPane(columns: 100, rows: 30, environment: environment, command: TmuxPane.meshplayCommand())
            #expect(first.wait { PlaygroundTests.isReady($0) } != nil)
            first.type("zoom 1.5")
            first.send(keys: "Enter")
            #expect(first.wait { $0.contains("zoom: 1.5") } != nil)
            first.send(keys: "C-d")
            // The zoom is an unsaved change: quitting asks first.
            #expect(first.wait { $0.contains("[d]iscard") } != nil)
            first.send(keys: "d")
            #expect(first.wait { $0.contains("[exited 0]") } != nil)
        }
        let second = try TmuxPane(columns: 100, rows: 30, environment: environment, command: TmuxPane.meshplayCommand())
        #expect(second.wait { PlaygroundTests.isReady($0) } != nil)
        second.send(keys: "Up")
        #expect(second.wait { $0.contains("> zoom 1.5") } != nil)
    }

    @Test func quittingRestoresTheTerminal() throws {
        let pane = try TmuxPane(columns: 80, rows: 24, environment: ["TERM": "xterm-256color"], command: TmuxPane.meshplayCommand())
        #expect(pane.wait { PlaygroundTests.isReady($0) } != nil)
        #expect(pane.alternateScreen)
        pane.send(keys: "Tab")
        pane.type("q")
        #expect(pane.wait { $0.contains("[exited 0]") } != nil)
        #expect(!pane.alternateScreen)
    }

    @Test func quitTypedInTheREPLQuitsWhileQIsJustALetter() throws {
        let pane = try TmuxPane(columns: 80, rows: 24, environment: ["TERM": "xterm-256color"], command: TmuxPane.meshplayCommand())
        #expect(pane.wait { PlaygroundTests.isReady($0) && PlaygroundTests.statusLine($0).contains("D quit") } != nil)
        pane.type("q")
        #expect(pane.wait { $0.contains("> q") } != nil)
        pane.send(keys: "BSpace")
        pane.type("quit")
        pane.send(keys: "Enter")
        #expect(pane.wait { $0.contains("[exited 0]") } != nil)
    }

    @Test func aPastedBlockRunsLineByLineEvenWithTheViewportFocused() throws {
        let scene = try PlaygroundTests.stillScene()
        let pane = try TmuxPane(columns: 120, rows: 40, environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"],
                                command: TmuxPane.meshplayCommand([scene]))
        #expect(pane.wait { PlaygroundTests.isReady($0) } != nil)
        pane.send(keys: "Tab")
        #expect(pane.wait { $0.contains("[viewport]") } != nil)
        // As viewport keys, `q` would quit and `+` zoom; pasted, they are REPL lines.
        pane.paste("background #ff0000\nq\nzoom 2")
        #expect(pane.wait(escapes: true) { $0.contains("48;2;255;0;0") } != nil)
        let screen = pane.wait { $0.contains("unknown command 'q'") && $0.contains("> zoom 2") }
        #expect(screen != nil)
        #expect(screen?.contains("zoom: 2") == false, "the last line, with no newline, waits on the input line")
        pane.send(keys: "Enter")
        #expect(pane.wait { $0.contains("zoom: 2") } != nil)
    }

    @Test func sigtermRestoresTheTerminal() throws {
        // The inner shell becomes meshplay (exec keeps its pid), and its background child kills it.
        let inner = "{ sleep 1.5; kill $$; } & exec \(TmuxPane.quote(TmuxPane.binary))"
        let pane = try TmuxPane(columns: 80, rows: 24, environment: ["TERM": "xterm-256color"],
                                command: "sh -c \(TmuxPane.quote(inner)); echo \"[exited $?]\"; sleep 60")
        #expect(pane.wait { $0.contains("[exited 143]") } != nil)
        #expect(!pane.alternateScreen)
    }
}
