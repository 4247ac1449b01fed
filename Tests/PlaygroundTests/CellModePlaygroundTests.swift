import Foundation
import Testing

/// The cell modes as a user meets them in tmux: `--cells`, the `c` key, the status line, and
/// octants only where the terminal draws them.
@Suite(.serialized, .enabled(if: TmuxPane.isAvailable, "needs tmux and a built meshplay binary (run `swift build` first)"))
struct CellModePlaygroundTests {
    /// A still scene with a short name, so the status line has room for the colour and cell mode.
    static func scene() throws -> String {
        try SceneFiles.write("preset cube-lit\n", name: "s")
    }

    static func glyphs(_ text: String, in range: ClosedRange<UInt32>) -> Int {
        text.unicodeScalars.filter { range.contains($0.value) }.count
    }

    @Test func cellsSextantDrawsSextantsAndTheStatusLineSaysSo() throws {
        let pane = try TmuxPane(columns: 160, rows: 40, environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"],
                                command: TmuxPane.meshplayCommand([try Self.scene(), "--cells", "sextant"]))
        let text = try #require(pane.wait { PlaygroundTests.statusLine($0).contains("truecolor sextant") && Self.glyphs($0, in: 0x1FB00...0x1FB3B) > 20 })
        #expect(!text.contains("\u{2580}"), "no half blocks once sextants are drawn")
    }

    @Test func theCKeyCyclesAndOctantsFallBackToSextantsWhereTheTerminalDropsThem() throws {
        let pane = try TmuxPane(columns: 160, rows: 40, environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"],
                                command: TmuxPane.meshplayCommand([try Self.scene()]))
        #expect(pane.wait { PlaygroundTests.isReady($0) } != nil)
        pane.send(keys: "Tab")
        pane.type("c")
        let quadrant = pane.wait { PlaygroundTests.statusLine($0).contains("truecolor quadrant") }
        #expect(quadrant != nil)
        pane.type("cc")
        // tmux draws octants only if its character tables know Unicode 16 (tmux 3.3 on glibc 2.36
        // does not, and the start-up probe sees the cursor stay put).
        let text = try #require(pane.wait {
            (PlaygroundTests.statusLine($0).contains("truecolor octant") && Self.glyphs($0, in: 0x1CD00...0x1CDE5) > 0)
                || ($0.contains("did not draw an octant") && PlaygroundTests.statusLine($0).contains("truecolor sextant"))
        })
        #expect(!PlaygroundTests.statusLine(text).contains("half"))
        pane.type("c")
        #expect(pane.wait { PlaygroundTests.statusLine($0).contains("truecolor │") } != nil, "back to half blocks")
    }

    @Test func theStatusLineKeepsTwoSpacesBeforeTheKeyHint() throws {
        // At 74 columns ` frame 0 │ s.mesh │ 0.00s │ ‖ paused` and the 38-column hint left one
        // space between them, and `paused Tab viewport` read as one phrase: `paused` gives way.
        let pane = try TmuxPane(columns: 74, rows: 24, environment: ["TERM": "xterm-256color"],
                                command: TmuxPane.meshplayCommand([try Self.scene()]))
        let text = try #require(pane.wait { PlaygroundTests.statusLine($0).contains("Tab viewport") })
        let status = PlaygroundTests.statusLine(text)
        #expect(status.contains("  Tab viewport · F1 keys · Ctrl-D quit"), "\(status)")
        #expect(!status.contains("paused Tab"), "\(status)")
    }

    @Test func anUnknownCellModeIsRefusedBeforeTheScreenChanges() {
        let result = TmuxPane.run([TmuxPane.binary, "--cells", "braille"])
        #expect(result.status != 0)
        #expect(result.output.contains("unknown cell mode 'braille' (expected half, quadrant, sextant, octant)"))
    }
}
