import Foundation
import Testing

/// A pasted line of hundreds of kilobytes is echoed, answered and wrapped in the panel without
/// the playground stalling: the lines pasted after it run within seconds.
@Suite(.serialized, .enabled(if: TmuxPane.isAvailable, "needs tmux and a built meshplay binary (run `swift build` first)"))
struct LongLinePasteTests {
    @Test func aLineOfTwoHundredThousandCharactersDoesNotHoldUpTheNextLine() throws {
        let pane = try TmuxPane(columns: 100, rows: 30, environment: ["TERM": "xterm-256color"], command: TmuxPane.meshplayCommand())
        #expect(pane.wait { PlaygroundTests.isReady($0) } != nil)
        let long = "vertex 1 to.z " + String(repeating: "1+", count: 100_000) + "1"
        pane.paste(bytes: Array((long + "\rgrid 3 3\r").utf8))
        // A few seconds alone, more beside the whole suite; wrapping the line afresh for each
        // piece took many minutes, so the limit only has to tell seconds from minutes.
        let answered = pane.wait(seconds: 90) { PlaygroundTests.panelText($0).contains("grid of 3×3 faces: 16 vertices") }
        #expect(answered != nil, "\(pane.capture())")
    }
}
