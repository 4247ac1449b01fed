import Foundation
import Testing

/// Input that matches habits: the wheel scrolls what is under it, Tab completes values from
/// the command table, errors point at their column, and the key help keeps the picture live.
@Suite(.serialized, .enabled(if: TmuxPane.isAvailable, "needs tmux and a built meshplay binary (run `swift build` first)"))
struct PlaygroundInputTests {
    static func open(columns: Int = 100, rows: Int = 30, scene: Bool = true) throws -> TmuxPane {
        let arguments = scene ? [try PlaygroundTests.stillScene()] : []
        let pane = try TmuxPane(columns: columns, rows: rows, environment: ["TERM": "xterm-256color", "NO_COLOR": "1"],
                                command: TmuxPane.meshplayCommand(arguments))
        #expect(pane.wait { PlaygroundTests.isReady($0) } != nil)
        return pane
    }

    static func enter(_ pane: TmuxPane, _ line: String) {
        pane.type(line)
        pane.send(keys: "Enter")
    }

    @Test func theWheelOverThePanelScrollsItsOutputAndOverThePictureZooms() throws {
        let pane = try Self.open()
        // The last topic's help is short, so its prompt line stays on screen under its answer.
        for topic in ["grid", "map", "light", "transform", "animate", "content", "layer", "zoom"] { Self.enter(pane, "help \(topic)") }
        #expect(pane.wait { $0.contains("> help zoom") } != nil)
        #expect(!pane.capture().contains("> help grid"), "the first answer should have scrolled out of sight")
        // SGR (1006) wheel-up events over the panel (column 5, row 10), as a terminal sends them.
        for _ in 0..<120 { pane.type("\u{1B}[<64;5;10M") }
        #expect(pane.wait { $0.contains("> help grid") } != nil, "the wheel did not scroll the panel back")
        #expect(!pane.capture().contains("> zoom"), "the wheel over the panel zoomed")
        // Over the picture the same wheel zooms.
        pane.type("\u{1B}[<64;70;10M")
        #expect(pane.wait { $0.contains("> zoom 1.25") } != nil, "the wheel over the picture did not zoom")
    }

    @Test func tabOffersValuesWithDigits() throws {
        let pane = try Self.open()
        pane.type("triangulation ")
        pane.send(keys: "Tab")
        #expect(pane.wait { $0.contains("diagonal02") && $0.contains("fan4") && $0.contains("bilinear") } != nil)
        pane.send(keys: "C-u")
        pane.type("animate a b duration 1 easing ")
        pane.send(keys: "Tab")
        #expect(pane.wait { $0.contains("easeInOut") && $0.contains("spring") } != nil)
    }

    /// A layer whose name holds a space: Tab after `layer select` puts it on the line in quotes,
    /// and the line selects it.
    @Test func tabOffersLayerNamesWithSpacesQuoted() throws {
        let pane = try Self.open()
        Self.enter(pane, "layer add \"Front Panel\"")
        Self.enter(pane, "layer select 0")
        #expect(pane.wait { $0.contains("> layer select 0") } != nil)
        pane.type("layer select Fr")
        pane.send(keys: "Tab")
        #expect(pane.wait { $0.contains("> layer select \"Front Panel\" ") } != nil, "\(pane.capture())")
        pane.send(keys: "Enter")
        let selected = try #require(pane.wait { PlaygroundTests.panelText($0).contains("> layer select \"Front Panel\"") })
        #expect(!PlaygroundTests.panelText(selected).contains("error"))
    }

    @Test func anErrorShowsACaretUnderItsColumn() throws {
        let pane = try Self.open()
        Self.enter(pane, "vertex 3 to.q 1")
        let screen = try #require(pane.wait { $0.contains("unknown word 'to.q'") })
        let lines = screen.components(separatedBy: "\n")
        let echo = try #require(lines.firstIndex { $0.hasPrefix("> vertex 3 to.q 1") })
        let caret = lines[echo + 1]
        // "> " then the line: 'to.q' is column 10 of the line, so cell 11 from the left.
        #expect(caret.firstIndex(of: "^").map { caret.distance(from: caret.startIndex, to: $0) } == 11, "\(caret)")
        Self.enter(pane, "map to.z = 2π*u")
        #expect(pane.wait { $0.contains("2π is 2*pi") } != nil)
    }

    @Test func keyHelpFitsASmallWindowAndKeepsThePictureLive() throws {
        // The opening scene plays, so the frame number moves while the help is up.
        let pane = try Self.open(columns: 60, rows: 20, scene: false)
        pane.send(keys: "F1")
        let first = try #require(pane.wait { $0.contains("meshplay keys") && $0.contains("PgDn") })
        let frame = PlaygroundTests.statusLine(first)
        #expect(pane.wait { PlaygroundTests.statusLine($0) != frame && $0.contains("meshplay keys") } != nil,
                "the picture froze under the help")
        // Only a few rows of panel here: PgDn pages down to the end of the help.
        for _ in 0..<12 { pane.send(keys: "NPage") }
        #expect(pane.wait { $0.contains("scroll; other keys close.") } != nil, "PgDn did not page the help")
        pane.type("x")
        #expect(pane.wait { !$0.contains("meshplay keys") } != nil, "a key did not close the help")
    }

    @Test func anUnboundViewportKeyShowsTheKeysAndTheFocusIsVisible() throws {
        let pane = try Self.open()
        pane.send(keys: "Tab")
        #expect(pane.wait { PlaygroundTests.statusLine($0).contains("arrows orbit") } != nil, "the hint line did not follow the focus")
        pane.type("z")
        #expect(pane.wait { $0.contains("viewport keys: arrows orbit") } != nil)
        // More stray keys say it no more; a bound key (w: the wireframe) answers as usual.
        pane.type("zxj")
        pane.type("w")
        let answered = pane.wait { PlaygroundTests.panelText($0).contains("overlays: wire") }
        #expect(answered?.components(separatedBy: "viewport keys:").count == 2, "\(pane.capture())")
    }
}
