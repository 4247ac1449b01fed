import Foundation
import MeshScript
import Testing
@testable import meshplay

/// Long lines wrap in the panel with their continuation in the line's own column: under a
/// table row's description (`help`'s rows, `help shading`'s modes), under an indented line's
/// text, and at the left edge for a sentence.
@Suite struct HangingIndentTests {
    init() { setlocale(LC_CTYPE, "C.UTF-8") }

    @Test func aTableRowContinuesUnderItsDescription() {
        let row = "  spot         position X Y Z: where the light is; toward X Y Z: the way it shines"
        #expect(ReplLog.wrap(row, width: 46) == [
            "  spot         position X Y Z: where the light",
            "               is; toward X Y Z: the way it",
            "               shines",
        ])
        #expect(ReplLog.hangingIndent(of: "flat     one normal per face", width: 46) == 9)
    }

    @Test func aSentenceContinuesAtTheLeftAndAnIndentedLineUnderItsText() {
        #expect(ReplLog.wrap("the sum of ambient and diffuse light is clamped to 1", width: 20)
            == ["the sum of ambient", "and diffuse light is", "clamped to 1"])
        #expect(ReplLog.wrap("    one two three four five", width: 14) == ["    one two", "    three four", "    five"])
    }

    /// `help NAME`'s usage and example lines continue under their text, after the label.
    @Test func aUsageLineContinuesUnderItsText() throws {
        let help = CommandHelp.text(for: try #require(CommandHelp.entries.first { $0.name == "map" }))
        let usage = try #require(help.split(separator: "\n").first.map(String.init))
        #expect(usage == "usage: map [--once] TARGET = EXPRESSION[; TARGET = EXPRESSION …]")
        #expect(ReplLog.wrap(usage, width: 30) == [
            "usage: map [--once] TARGET =",
            "       EXPRESSION[; TARGET =",
            "       EXPRESSION …]",
        ])
        #expect(ReplLog.hangingIndent(of: "example: map to.z = 0.05 * sin(r * 2 * pi * 4)", width: 46) == 9)
        #expect(ReplLog.hangingIndent(of: "usage: quit | exit", width: 12) == 0)
    }

    /// A description past half the width would leave a sliver for the text: such a row wraps
    /// at the left instead. Columns are counted as drawn (a wide character takes two).
    @Test func aHangIsKeptToHalfTheWidthAndCountedInColumns() {
        #expect(ReplLog.hangingIndent(of: "subdivision  steps and the limit surface", width: 20) == 0)
        #expect(ReplLog.hangingIndent(of: "日本  ラベルの説明です", width: 20) == 6)
        #expect(ReplLog.wrap("ab  cd ef gh", width: 8) == ["ab  cd", "    ef", "    gh"])
        #expect(ReplLog.wrap("ab  cd ef gh", width: 7) == ["ab  cd", "ef gh"])
    }

    /// Help holds one paragraph or table row per line, unbroken, so the panel can wrap it at
    /// its width: no line is a hand-made continuation (indented past a row's term).
    @Test func helpLinesAreWholeParagraphs() {
        for entry in CommandHelp.entries {
            for line in CommandHelp.text(for: entry).split(separator: "\n") {
                #expect(!line.hasPrefix("        "), "help \(entry.name): \(line)")
            }
        }
        for line in CommandHelp.overview.split(separator: "\n") {
            #expect(!line.hasPrefix("        "), "help: \(line)")
        }
    }
}
