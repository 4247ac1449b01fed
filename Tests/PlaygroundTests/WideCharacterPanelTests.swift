import Foundation
import Testing
@testable import meshplay

/// Wide characters (CJK, emoji) take two columns: the panel wraps and clips by columns, so a
/// label in Japanese stays left of the rule instead of running on over the picture.
@Suite struct WideCharacterWrapTests {
    /// Widths come from `wcwidth`, which knows them only in a UTF-8 locale (the playground sets the user's).
    init() { setlocale(LC_CTYPE, "C.UTF-8") }

    @Test func aLineOfWideCharactersWrapsAtHalfAsManyCharacters() {
        #expect(ReplLog.wrap("日本語のラベル", width: 6) == ["日本語", "のラベ", "ル"])
        #expect(ReplLog.wrap("ab 日本語 cd", width: 9) == ["ab 日本語", "cd"])
        // Five columns hold two wide characters; the third goes to the next piece whole.
        #expect(ReplLog.wrap("日本語", width: 5) == ["日本", "語"])
    }

    @Test func aCharacterWiderThanTheWidthStillEndsTheWrapping() {
        #expect(ReplLog.wrap("日本", width: 1) == ["日", "本"])
    }
}

@Suite(.serialized, .enabled(if: TmuxPane.isAvailable, "needs tmux and a built meshplay binary (run `swift build` first)"))
struct WideCharacterPanelTests {
    /// Columns as a terminal shows them: the test's text uses only kana, kanji and ASCII.
    static func columns(_ text: Substring) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ((0x3000...0x9FFF).contains($1.value) ? 2 : 1) }
    }

    /// The screen column of each row's panel rule, for the rows above the status line.
    static func ruleColumns(_ screen: String) -> [Int] {
        var rows = screen.components(separatedBy: "\n")
        while let last = rows.last, last.trimmingCharacters(in: .whitespaces).isEmpty { rows.removeLast() }
        return rows.dropLast().compactMap { row in
            row.firstIndex(of: "│").map { columns(row[..<$0]) }
        }
    }

    @Test func aLabelInJapaneseStaysInsideThePanelAndTheCursorOnTheInputLine() throws {
        let pane = try TmuxPane(columns: 100, rows: 30, environment: ["TERM": "xterm-256color"], command: TmuxPane.meshplayCommand())
        #expect(pane.wait { PlaygroundTests.isReady($0) } != nil)
        let rule = try #require(Self.ruleColumns(pane.capture()).first)
        pane.type("content label \"日本語のラベルを表示します。これは長い文です。\" size fit")
        pane.send(keys: "Enter")
        let shown = pane.wait { PlaygroundTests.panelText($0).contains("content: label") }
        #expect(shown != nil, "\(pane.capture())")
        let screen = pane.capture()
        #expect(Set(Self.ruleColumns(screen)) == [rule], "\(screen)")
        // Nothing of the echo is drawn over the picture.
        #expect(!screen.components(separatedBy: "\n").contains { $0.split(separator: "│").dropFirst().contains { $0.contains("語") } }, "\(screen)")
        // A long line being typed scrolls by columns: the cursor stays left of the rule.
        pane.type("vertex " + String(repeating: "日本語", count: 12))
        let typed = pane.wait { Self.ruleColumns($0).allSatisfy { $0 == rule } && $0.contains("日本語日本語日本語日本語") }
        #expect(typed != nil, "\(pane.capture())")
        // Read once the playground has finished drawing: mid-refresh, curses's cursor is
        // wherever it last wrote.
        let cursorLeftOfRule = pane.wait(seconds: 5) { _ in (Int(pane.format("#{cursor_x}")) ?? .max) < rule }
        #expect(cursorLeftOfRule != nil, "cursor at column \(pane.format("#{cursor_x}")), rule at \(rule)\n\(pane.capture())")
    }

    @Test func outsideUTF8TheCursorStandsAfterTheASCIIStandInsOfWhatWasTyped() throws {
        let pane = try TmuxPane(columns: 100, rows: 30, environment: ["TERM": "xterm-256color", "LANG": "C", "LC_ALL": "C"],
                                command: TmuxPane.meshplayCommand())
        #expect(pane.wait { PlaygroundTests.isReady($0) } != nil)
        // Each "…" is shown as "...", three columns: the cursor is after `> ab.........`, at column 13.
        pane.paste("ab………")
        #expect(pane.wait { $0.contains("> ab.........") } != nil, "\(pane.capture())")
        #expect(pane.settled({ pane.format("#{cursor_x}") }, where: { $0 == "13" }) != nil, "\(pane.capture())")
    }
}
