import Testing
@testable import meshplay

@Suite struct ReplLogControlCharacterTests {
    @Test func escapeSequencesInEchoedTextAreShownNotObeyed() {
        var log = ReplLog()
        // A title change (OSC 0) and a clipboard write (OSC 52) from a label or an OBJ comment.
        log.append("label \u{1B}]0;owned\u{07} and \u{1B}]52;c;aGk=\u{1B}\\ done", kind: .output)
        #expect(log.lines.map(\.text) == ["label ^[]0;owned^G and ^[]52;c;aGk=^[\\ done"])
        #expect(log.lines.allSatisfy { !$0.text.unicodeScalars.contains { $0.value < 0x20 } })
    }

    @Test func deleteAndC1ControlsAreVisibleAndTabsAreSpaces() {
        #expect(ReplLog.visible("a\u{7F}b\u{9B}31mc\td") == "a^?b\\u{9B}31mc d")
        #expect(ReplLog.visible("plain ● text") == "plain ● text")
    }
}
