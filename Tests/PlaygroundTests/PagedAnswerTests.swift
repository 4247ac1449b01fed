import Foundation
import Testing

/// An answer taller than the panel (`help` is over 200 rows in a narrow panel) is shown a page
/// at a time from its first line, as the key help is (issue 37, item 5).
@Suite(.serialized, .enabled(if: TmuxPane.isAvailable, "needs tmux and a built meshplay binary (run `swift build` first)"))
struct PagedAnswerTests {
    @Test func helpOpensAtItsFirstLineAndPages() throws {
        let pane = try PlaygroundInputTests.open(columns: 100, rows: 30)
        PlaygroundInputTests.enter(pane, "help")
        let first = try #require(pane.wait { $0.contains("commands (help NAME") && $0.contains("PgDn: more") },
                                 "the answer's first line and the page footer")
        #expect(first.contains("-- 27/"), "the first page shows 27 of the panel's 28 rows, then the footer: \(first)")
        pane.send(keys: "NPage")
        #expect(pane.wait { !$0.contains("commands (help NAME") && $0.contains("PgDn: more") } != nil, "PgDn turns the page")
        pane.send(keys: "PPage")
        #expect(pane.wait { $0.contains("commands (help NAME") } != nil, "PgUp goes back")
        pane.type("x")
        #expect(pane.wait { !$0.contains("PgDn: more") } != nil, "another key closes the page")
    }

    @Test func aShortAnswerStaysInTheLog() throws {
        let pane = try PlaygroundInputTests.open(columns: 100, rows: 30)
        PlaygroundInputTests.enter(pane, "help zoom")
        #expect(pane.wait { $0.contains("zoom") && $0.contains("> help zoom") } != nil)
        #expect(!pane.capture().contains("PgDn: more"))
    }
}
