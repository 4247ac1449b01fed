import Foundation
import Testing

/// `meshplay render --cells octant` printed to a terminal asks it first, as the playground does,
/// and prints sextants where it drops octants (tmux 3.3 on glibc 2.36), instead of rows pulled
/// left over the dropped cells.
@Suite(.serialized, .enabled(if: TmuxPane.isAvailable, "needs tmux and a built meshplay binary (run `swift build` first)"))
struct RenderTerminalCellsTests {
    static func glyphs(_ text: String, in range: ClosedRange<UInt32>) -> Int {
        text.unicodeScalars.filter { range.contains($0.value) }.count
    }

    @Test func octantsPrintedToATerminalThatDropsThemBecomeSextantsWithANote() throws {
        let pane = try TmuxPane(columns: 100, rows: 30, environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"],
                                command: TmuxPane.meshplayCommand(["render", "--preset", "cube-lit", "--size", "80x48", "--cells", "octant"]))
        let text = try #require(pane.wait { $0.contains("[exited 0]") })
        let octants = Self.glyphs(text, in: 0x1CD00...0x1CDE5), sextants = Self.glyphs(text, in: 0x1FB00...0x1FB3B)
        if text.contains("did not draw an octant") {
            #expect(text.contains("note: sextants shown, 2×3 pixels per cell, because this terminal did not draw an octant"))
            #expect(octants == 0 && sextants > 0, "\(octants) octants, \(sextants) sextants")
        } else {
            // A tmux whose character tables know Unicode 16 keeps them.
            #expect(octants > 0, "\(text)")
        }
    }

    @Test func octantsWrittenToAPipeAreNotAskedAbout() throws {
        let pane = try TmuxPane(columns: 100, rows: 30, environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"],
                                command: TmuxPane.quote(TmuxPane.binary) + " render --preset cube-lit --size 80x48 --cells octant --color 256"
                                    + " | od -An -tx1 | tr -d ' \\n' | grep -c 'f09cb[4-7]' ; echo \"[exited $?]\"; sleep 60")
        // The octants' UTF-8 lead bytes (U+1CD00…U+1CDE5 are F0 9C B4 80…F0 9C B7 A5) are in the piped text.
        let text = try #require(pane.wait { $0.contains("[exited") })
        #expect(text.contains("1\n[exited 0]"), "\(text)")
        #expect(!text.contains("note:"))
    }
}
