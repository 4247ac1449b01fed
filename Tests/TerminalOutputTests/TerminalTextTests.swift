import Testing
@testable import TerminalOutput

/// What reaches the terminal: control characters shown, never obeyed, and ASCII stand-ins
/// outside UTF-8 locales.
@Suite struct TerminalTextTests {
    @Test func controlCharactersAreShownInCaretNotation() {
        #expect(TerminalText.visible("\u{1B}[2J\u{07}") == "^[[2J^G")
        #expect(TerminalText.visible("a\u{7F}b\u{9B}31mc\td") == "a^?b\\u{9B}31mc d")
        #expect(TerminalText.visible("plain ● text") == "plain ● text")
    }

    @Test func visibleLinesKeepsTheLineBreaksBetweenLines() {
        #expect(TerminalText.visibleLines("one \u{1B}[H\ntwo\u{0D}") == "one ^[[H\ntwo^M")
    }

    @Test(arguments: [
        ("cells half, 1 ×2 pixels… (half blocks ▀)", "cells half, 1 x2 pixels... (half blocks #)"),
        ("loop 0–59", "loop 0-59"),
        ("‖ paused · 2.0 s", "|| paused - 2.0 s"),
        ("fit: 260 × 183.8 pt", "fit: 260 x 183.8 pt"),
        ("x ≤ 1 → café", "x <= 1 -> cafe"),
        ("日本", "??"),
        ("plain", "plain"),
    ])
    func asciiGivesEveryCharacterAnASCIIStandIn(_ text: String, _ expected: String) {
        #expect(TerminalText.ascii(text) == expected)
        #expect(TerminalText.ascii(text).utf8.allSatisfy { $0 < 0x80 })
    }

    @Test func displayableDoesBoth() {
        #expect(TerminalText.displayable("× \u{1B}", ascii: true) == "x ^[")
        #expect(TerminalText.displayable("× \u{1B}", ascii: false) == "× ^[")
    }
}
