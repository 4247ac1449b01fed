import Testing
@testable import meshplay

@Suite struct TerminalReplyFilterTests {
    /// `text` as curses hands it over: one key per character, Escape, Enter, Tab and control
    /// characters (BEL as Ctrl-G) as ``Key/init(code:isKeyCode:)`` makes them.
    static func keys(_ text: String) -> [Key] {
        text.unicodeScalars.map { Key(code: $0.value, isKeyCode: false) }
    }

    /// Every reply form the probe meets, as terminals send them (kitty 0.26.5 and xterm 379
    /// answered the probe with the forms marked so under Xvfb on 2026-11-27).
    static let replies: [(String, String)] = [
        ("DA1", "\u{1B}[?62;22c"),
        ("DA1 xterm 379", "\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c"),
        ("DECRPM not settable, xterm 379", "\u{1B}[?2026;0$y"),
        ("XTSMGRAPHICS refused, xterm 379", "\u{1B}[?1;3S"),
        ("DA1 kitty", "\u{1B}[?62;c"),
        ("DA2", "\u{1B}[>1;4000;29c"),
        ("window size", "\u{1B}[4;400;800t"),
        ("cell size", "\u{1B}[6;16;8t"),
        ("cursor position", "\u{1B}[12;40R"),
        ("cursor position at row 1, the bytes of Shift-F3", "\u{1B}[1;2R"),
        ("DECRPM", "\u{1B}[?2026;2$y"),
        ("XTSMGRAPHICS registers", "\u{1B}[?1;0;256S"),
        ("XTSMGRAPHICS geometry", "\u{1B}[?2;0;1000;1000S"),
        ("XTVERSION", "\u{1B}P>|kitty(0.26.5)\u{1B}\\"),
        ("DECRQSS", "\u{1B}P1$r0;38:2::1:2:3m\u{1B}\\"),
        ("kitty graphics", "\u{1B}_Gi=31;OK\u{1B}\\"),
        ("kitty graphics error", "\u{1B}_Gi=32;ENOENT:Failed to open\u{1B}\\"),
        ("OSC 11 with ST", "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\"),
        ("OSC 11 with BEL", "\u{1B}]11;rgb:ffff/ffff/ffff\u{07}"),
    ]

    /// Keys that look like the start of a reply and are not: each comes out as it went in.
    static let realKeys: [(String, String)] = [
        ("arrow", "\u{1B}[A"),
        ("arrow in application mode", "\u{1B}OA"),
        ("F1 as SS3", "\u{1B}OP"),
        ("F5", "\u{1B}[15~"),
        ("Shift-F4", "\u{1B}[1;2S"),
        ("urxvt Shift-Right", "\u{1B}[c"),
        ("SGR mouse press", "\u{1B}[<0;10;5M"),
        ("SGR mouse release", "\u{1B}[<0;10;5m"),
        ("bracketed paste", "\u{1B}[200~orbit 10 0\r\u{1B}[201~"),
        ("Alt+x", "\u{1B}x"),
        ("Alt+P then text", "\u{1B}Pq"),
        ("Escape then typing", "\u{1B}zoom"),
        ("two Escapes", "\u{1B}\u{1B}"),
        ("plain typing", "pause\r"),
    ]

    @Test(arguments: replies)
    func aReplyIsDroppedWholeAndKeptForTheProbe(_ name: String, _ reply: String) {
        var filter = TerminalReplyFilter()
        let out = Self.keys("a" + reply + "b").flatMap { filter.feed($0) }
        #expect(out == [.character("a"), .character("b")], "\(name)")
        #expect(!filter.isHolding)
        #expect(filter.takeCaptured() == Array(reply.utf8), "\(name)")
        #expect(filter.takeCaptured().isEmpty)
    }

    @Test(arguments: replies)
    func aReplySplitAtAnyKeyIsHeldUntilItEndsAndThenDropped(_ name: String, _ reply: String) {
        let keys = Self.keys(reply)
        for split in 1..<keys.count {
            var filter = TerminalReplyFilter()
            #expect(keys[..<split].flatMap { filter.feed($0) }.isEmpty, "\(name) split at \(split)")
            #expect(filter.isHolding, "\(name) split at \(split)")
            #expect(keys[split...].flatMap { filter.feed($0) }.isEmpty, "\(name) split at \(split)")
            #expect(!filter.isHolding)
            #expect(filter.takeCaptured() == Array(reply.utf8))
        }
    }

    @Test(arguments: realKeys)
    func aRealKeyComesThroughUnchanged(_ name: String, _ text: String) {
        var filter = TerminalReplyFilter()
        let keys = Self.keys(text)
        let out = keys.flatMap { filter.feed($0) } + filter.flush()
        #expect(out == keys, "\(name)")
        #expect(filter.takeCaptured().isEmpty, "\(name)")
    }

    @Test func repliesInTheMiddleOfTypingLeaveTheTypingWhole() {
        var filter = TerminalReplyFilter()
        let text = "pa\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[4;400;800tus\u{1B}[?62;ce\r"
        let out = Self.keys(text).flatMap { filter.feed($0) }
        #expect(out == Self.keys("pause\r"))
    }

    @Test func aLoneEscapeWaitsBrieflyAndIsThenTyped() {
        var filter = TerminalReplyFilter()
        #expect(filter.feed(.escape).isEmpty)
        #expect(filter.holdMilliseconds == 30)
        #expect(filter.flush() == [.escape])
        #expect(!filter.isHolding)
    }

    @Test func aReplyCutShortIsDroppedWhenInputPauses() {
        for partial in ["\u{1B}[?62;", "\u{1B}_Gi=31;O", "\u{1B}P>|kit", "\u{1B}]11;rgb:00", "\u{1B}_Gi=31;OK\u{1B}"] {
            var filter = TerminalReplyFilter()
            #expect(Self.keys(partial).flatMap { filter.feed($0) }.isEmpty, "\(partial.debugDescription)")
            #expect(filter.holdMilliseconds == 500)
            #expect(filter.flush().isEmpty, "\(partial.debugDescription)")
        }
    }

    @Test func anEscapeInsideAReplyThatStartsNoTerminatorEndsItAndStartsWhatFollows() {
        var filter = TerminalReplyFilter()
        let out = Self.keys("\u{1B}]11;rgb:00\u{1B}[Ax").flatMap { filter.feed($0) }
        #expect(out == Self.keys("\u{1B}[Ax"))
    }

    @Test func aCursesKeyCodeEndsAHeldSequenceAndBothComeThrough() {
        var filter = TerminalReplyFilter()
        #expect(Self.keys("\u{1B}[1").flatMap { filter.feed($0) }.isEmpty)
        #expect(filter.feed(.up) == Self.keys("\u{1B}[1") + [.up])
    }

    @Test func whatTheProbeReadIsSplitIntoRepliesAndTypingWithAnUnfinishedReplyGivenBack() {
        let read = Array("p\u{1B}[?2026;2$ya\u{1B}_Gi=31;OK\u{1B}\\us\u{C3}\u{A9}\u{1B}[1;".utf8)
        let (replies, typed) = TerminalReplyFilter.split(read)
        #expect(replies == Array("\u{1B}[?2026;2$y\u{1B}_Gi=31;OK\u{1B}\\".utf8))
        #expect(typed == Array("paus\u{C3}\u{A9}\u{1B}[1;".utf8))
    }
}
