import Foundation
import Testing
@testable import meshplay

/// Keys from the terminal's bytes: whole characters, and one U+FFFD per byte that starts none.
@Suite struct UTF8InputTests {
    @Test(arguments: [
        ([0x61], 0x61),
        ([0xC3, 0xA9], 0xE9),
        ([0xE2, 0x80, 0xA6], 0x2026),
        ([0xF0, 0x9F, 0x91, 0x8D], 0x1F44D),
        ([0xC3], 0xFFFD),
        ([0xE0, 0x80, 0x80], 0xFFFD),
        ([0xED, 0xA0, 0x80], 0xFFFD),
    ] as [([UInt8], UInt32)])
    func bytesMakeTheirCharacterOrTheReplacement(_ bytes: [UInt8], _ scalar: UInt32) {
        #expect(UTF8Input.scalar(bytes) == scalar)
    }

    @Test func leadsAnnounceTheirLengthAndStrayBytesNone() {
        #expect(UTF8Input.continuationCount(0x41) == 0)
        #expect(UTF8Input.continuationCount(0xC3) == 1)
        #expect(UTF8Input.continuationCount(0xE2) == 2)
        #expect(UTF8Input.continuationCount(0xF0) == 3)
        for stray: UInt8 in [0x80, 0xBF, 0xC0, 0xC1, 0xF5, 0xFF] { #expect(UTF8Input.continuationCount(stray) == nil) }
    }
}

/// A paste holding a byte that is no UTF-8 loses that byte, not the lines after it.
@Suite(.serialized, .enabled(if: TmuxPane.isAvailable, "needs tmux and a built meshplay binary (run `swift build` first)"))
struct BadBytePasteTests {
    @Test func aStrayByteInAPasteBecomesOneReplacementAndTheNextLinesRun() throws {
        let pane = try TmuxPane(columns: 120, rows: 40, environment: ["TERM": "xterm-256color"], command: TmuxPane.meshplayCommand())
        #expect(pane.wait { PlaygroundTests.isReady($0) } != nil)
        pane.type("pause")
        pane.send(keys: "Enter")
        #expect(pane.wait { PlaygroundTests.panelText($0).contains("paused at frame") } != nil)
        // Latin-1 "é" (0xE9) where UTF-8 was expected, then two good lines.
        pane.paste(bytes: Array("grid 2 2 # caf".utf8) + [0xE9] + Array("\rvertex 4 to.z 0.5\rvertex 4\r".utf8))
        let shown = pane.wait { PlaygroundTests.panelText($0).contains("vertex 4: from (0.5, 0.5) to (0.5, 0.5, 0.5)") }
        #expect(shown != nil, "\(pane.capture())")
        #expect(PlaygroundTests.panelText(pane.capture()).contains("grid of 2×2 faces: 9 vertices"))
    }
}
