import Testing
@testable import meshplay

@Suite struct BracketedPasteTests {
    /// Feeds `text` as curses delivers it: Escape, Enter and Tab as keys, the rest as characters.
    static func keys(_ text: String) -> [Key] {
        text.map { c in
            switch c {
            case "\u{1B}": return .escape
            case "\r", "\n": return .enter
            case "\t": return .tab
            default: return .character(c)
            }
        }
    }

    static func feed(_ text: String, into paste: inout BracketedPaste) -> [BracketedPaste.Event] {
        keys(text).flatMap { paste.feed($0) }
    }

    @Test func aPasteBetweenTheMarkersBecomesOneEventWithNewlines() {
        var paste = BracketedPaste()
        let events = BracketedPasteTests.feed("a\u{1B}[200~grid 4 4\rq\r\u{1B}[201~b", into: &paste)
        #expect(events == [.key(.character("a")), .paste("grid 4 4\nq\n"), .key(.character("b"))])
        #expect(!paste.isHolding)
    }

    @Test func keysInsideAPasteAreNeverDeliveredAsKeys() {
        var paste = BracketedPaste()
        let events = BracketedPasteTests.feed("\u{1B}[200~q\u{1B}x+\t-\u{1B}[201~", into: &paste)
        #expect(events == [.paste("qx+\t-")])
    }

    @Test func aPartialEndMarkerInsideAPasteIsText() {
        var paste = BracketedPaste()
        let events = BracketedPasteTests.feed("\u{1B}[200~x\u{1B}[20y\u{1B}[201~", into: &paste)
        #expect(events == [.paste("x[20y")])
    }

    @Test func escapeNotFollowedByAMarkerIsAnEscapeKey() {
        var paste = BracketedPaste()
        #expect(BracketedPasteTests.feed("\u{1B}[2q", into: &paste)
            == [.key(.escape), .key(.character("[")), .key(.character("2")), .key(.character("q"))])
        #expect(paste.feed(.escape).isEmpty)
        #expect(paste.isHolding && !paste.isPasting)
        #expect(paste.feed(.escape) == [.key(.escape)])
        #expect(paste.flush() == [.key(.escape)])
        #expect(!paste.isHolding)
    }

    @Test func aLoneEscapeIsDeliveredWhenInputPauses() {
        var paste = BracketedPaste()
        #expect(BracketedPasteTests.feed("\u{1B}[20", into: &paste).isEmpty)
        #expect(paste.flush() == [.key(.escape), .key(.character("[")), .key(.character("2")), .key(.character("0"))])
    }

    @Test func aPasteWhoseEndNeverComesEndsWhenInputPauses() {
        var paste = BracketedPaste()
        #expect(BracketedPasteTests.feed("\u{1B}[200~zoom 2", into: &paste).isEmpty)
        #expect(paste.isPasting)
        #expect(paste.flush() == [.paste("zoom 2")])
        #expect(paste.feed(.character("q")) == [.key(.character("q"))])
    }
}
