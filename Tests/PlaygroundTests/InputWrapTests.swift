import Testing
@testable import meshplay

/// The input line wraps onto rows above it instead of scrolling its start away (issue 37, item 5).
@Suite struct InputWrapTests {
    static func wrap(_ text: String, columns: Int, cursor: Int? = nil, maxRows: Int = 8) -> InputWrap {
        let characters = text.map(String.init)
        return InputWrap(characters: characters, widths: characters.map { $0 == "界" ? 2 : 1 }, promptColumns: 2, columns: columns,
                         cursor: cursor ?? characters.count, maxRows: maxRows)
    }

    @Test func aShortLineIsOneRowWithTheCursorAfterIt() {
        let w = Self.wrap("grid 2 2", columns: 20)
        #expect(w.rows == ["grid 2 2"] && w.cursorRow == 0 && w.cursorColumn == 10 && w.startsWithPrompt)
    }

    @Test func aLongLineWrapsKeepingAColumnForTheCursor() {
        // 2 prompt columns + 7 characters fill the 9 usable columns of a 10-column row.
        let w = Self.wrap("map to.z = sin(u)", columns: 10)
        #expect(w.rows == ["map to.", "z = sin(u", ")"])
        #expect(w.cursorRow == 2 && w.cursorColumn == 1 && w.startsWithPrompt)
    }

    @Test func theCursorAfterAFullRowGoesToTheNextRow() {
        let w = Self.wrap("1234567", columns: 10)
        #expect(w.rows == ["1234567", ""] && w.cursorRow == 1 && w.cursorColumn == 0)
    }

    @Test func aWideCharacterThatDoesNotFitMovesWhole() {
        let w = Self.wrap("123456界", columns: 10)
        #expect(w.rows == ["123456", "界"] && w.cursorRow == 1 && w.cursorColumn == 2)
    }

    @Test func pastTheRowLimitTheRowsEndAtTheCursor() {
        let text = String(repeating: "abcdefghi", count: 5)
        let atEnd = Self.wrap(text, columns: 10, maxRows: 2)
        #expect(atEnd.rows.count == 2 && !atEnd.startsWithPrompt && atEnd.cursorRow == 1)
        let atStart = Self.wrap(text, columns: 10, cursor: 0, maxRows: 2)
        #expect(atStart.startsWithPrompt && atStart.rows.first == "abcdefg" && atStart.cursorRow == 0 && atStart.cursorColumn == 2)
    }

    @Test func zeroAndOneColumnNeverCrash() {
        for (text, columns) in [("abc", 0), ("", 1), ("", 0)] {
            let w = Self.wrap(text, columns: columns)
            #expect(!w.rows.isEmpty && w.cursorRow < w.rows.count)
        }
    }
}
