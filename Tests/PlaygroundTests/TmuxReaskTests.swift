import Foundation
import Testing

/// Inside tmux the playground asks tmux, not the terminal: again on every `graphics` switch, so a
/// setting changed meanwhile takes effect without a restart, and once at start about colours.
@Suite(.serialized) struct TmuxReaskTests {
    @Test(.enabled(if: TmuxPane.isAvailable, "needs tmux and a built meshplay binary"))
    func graphicsAsksTmuxAgainSoPassthroughTurnedOnLaterTakesEffect() throws {
        let pane = try TmuxPane(columns: 140, rows: 40, environment: ["TERM": "tmux-256color", "COLORTERM": "truecolor"],
                                command: TmuxPane.meshplayCommand(["--graphics", "cells"]))
        _ = try #require(pane.wait { PlaygroundTests.isReady($0) })
        pane.type("graphics kitty"); pane.send(keys: "Enter")
        _ = try #require(pane.wait { PlaygroundTests.panelText($0).contains("kitty graphics: tmux's allow-passthrough is off") })
        // The panel's own advice, followed while meshplay runs.
        pane.setOption("allow-passthrough", "on")
        pane.type("graphics kitty"); pane.send(keys: "Enter")
        let asked = try #require(pane.wait {
            PlaygroundTests.panelText($0).contains("kitty graphics: tmux's client terminal (no client attached) is not kitty")
        })
        #expect(PlaygroundTests.panelText(asked).components(separatedBy: "allow-passthrough is off").count == 2,
                "passthrough is no longer said to be off")
    }

    @Test(.enabled(if: TmuxPane.isAvailable, "needs tmux and a built meshplay binary"))
    func insideTmuxWith256ColoursTheStartSaysOnceHowToGetTruecolor() throws {
        let pane = try TmuxPane(columns: 140, rows: 40, environment: ["TERM": "tmux-256color"],
                                command: TmuxPane.meshplayCommand(["--graphics", "cells"]))
        let text = try #require(pane.wait { PlaygroundTests.isReady($0) && PlaygroundTests.statusLine($0).contains("256") })
        let panel = PlaygroundTests.panelText(text)
        #expect(panel.contains("tmux passes 256 colours here; for truecolor inside tmux, put"))
        #expect(panel.contains("',*:RGB'"))
        #expect(panel.components(separatedBy: "tmux passes 256 colours").count == 2, "said once")
    }

    @Test(.enabled(if: TmuxPane.isAvailable, "needs tmux and a built meshplay binary"))
    func helpPlayGivesTheSameTmuxRecipe() {
        let help = TmuxPane.run([TmuxPane.binary, "play", "--help"]).output
        #expect(help.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "  ", with: " ")
            .contains("for truecolor inside tmux, put `set -as terminal-features ',*:RGB'` in ~/.tmux.conf"))
    }
}
