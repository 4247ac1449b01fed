import Testing
import TerminalOutput
@testable import meshplay

@Suite struct ReplLogControlCharacterTests {
    @Test func escapeSequencesInEchoedTextAreShownNotObeyed() {
        var log = ReplLog()
        // A title change (OSC 0) and a clipboard write (OSC 52) from a label or an OBJ comment.
        log.append("label \u{1B}]0;owned\u{07} and \u{1B}]52;c;aGk=\u{1B}\\ done", kind: .output)
        #expect(log.lines.map(\.text) == ["label ^[]0;owned^G and ^[]52;c;aGk=^[\\ done"])
        #expect(log.lines.allSatisfy { !$0.text.unicodeScalars.contains { $0.value < 0x20 } })
    }

    /// Outside a UTF-8 locale the panel's lines are ASCII before they are wrapped, so wrapping
    /// counts the characters drawn (a "…" is three).
    @Test func anASCIILogStoresTheASCIIText() {
        var log = ReplLog()
        log.ascii = true
        log.append("cells half, 1 ×2 pixels… (half blocks ▀)\nfit: 260 ×183.8 pt", kind: .output)
        #expect(log.lines.map(\.text) == ["cells half, 1 x2 pixels... (half blocks #)", "fit: 260 x183.8 pt"])
        // 40 characters as written, 42 as drawn: it wraps rather than losing its end.
        #expect(log.visible(rows: 3, width: 40).map(\.text) == ["cells half, 1 x2 pixels... (half blocks", "#)", "fit: 260 x183.8 pt"])
    }
}
