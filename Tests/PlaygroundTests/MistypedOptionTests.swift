import ArgumentParser
import Foundation
import Testing
@testable import meshplay

/// A mistyped option is reported as itself, with the parser's "Did you mean", not as what its
/// stray value caused; a negative frame says how to write the frames meant.
@Suite struct MistypedOptionTests {
    static func message(_ arguments: [String]) -> String? {
        do {
            _ = try Meshplay.parseCheckingLast(arguments)
            return nil
        } catch {
            return Meshplay.message(for: error)
        }
    }

    @Test(arguments: [
        // The `3` is taken for a scene file: the "not both" it caused used to be all the user saw.
        (["render", "--preset", "ripple", "--frame", "3"], "Unknown option '--frame'. Did you mean '--frames'?"),
        (["render", "--preset", "nope", "--frame", "3"], "Unknown option '--frame'. Did you mean '--frames'?"),
        (["render", "--preset", "ripple", "--sise", "10x10", "--supersample", "9"], "Unknown option '--sise'. Did you mean '--size'?"),
        (["run", "a.mesh", "--rendr", "a.png", "--frame", "-1"], "Unknown option '--rendr'. Did you mean '--render'?"),
        (["--restor", "j.mesh", "s.mesh"], "Unknown option '--restor'. Did you mean '--restore'?"),
    ])
    func aMistypedOptionIsReportedBeforeWhatItsValueCaused(_ arguments: [String], _ expected: String) {
        #expect(Self.message(arguments) == expected)
    }

    @Test(arguments: [
        (["render", "s.mesh", "--preset", "cube"], "give a scene file or --preset, not both"),
        (["render", "--preset", "cube", "--supersample", "9"], "--supersample 9 is out of range: 1…4 samples per axis"),
        (["repl", "--load", "a.mesh", "--restore", "j.mesh"], "give --load or --restore, not both"),
        (["bench", "--runs", "0"], "--runs must be at least 1"),
    ])
    func withNoParserErrorTheCommandsOwnChecksStillRun(_ arguments: [String], _ expected: String) {
        #expect(Self.message(arguments) == expected)
    }

    @Test func aCorrectLineParsesToItsCommand() throws {
        let command = try Meshplay.parseCheckingLast(["render", "--preset", "ripple", "--frames", "0..3", "--out", "/tmp/f/"])
        #expect((command as? RenderCommand)?.frames == "0..3")
    }

    @Test(arguments: [
        (["render", "--preset", "ripple", "--frames", "-1..3", "--out", "f/"], "--frames -1..3: frames are numbered from 0, the timeline's start; write 0..3"),
        (["render", "--preset", "ripple", "--frames", "-3", "--out", "f/"],
         "--frames -3: frames are numbered from 0, the timeline's start; write a frame such as 0, or a range such as 0..44"),
        (["render", "--preset", "ripple", "--frames", "5..2", "--out", "f/"], "--frames 5..2: the first frame comes first; write 2..5"),
        (["run", "a.mesh", "--frame", "-1"], "--frame must be 0 or more, got -1"),
    ])
    func aNegativeFrameIsNamedWithHowToWriteItNotMistakenForAnOption(_ arguments: [String], _ expected: String) {
        #expect(Self.message(arguments) == expected)
    }

    /// The binary itself reports the typo (main parses through ``Meshplay/parseCheckingLast(_:)``).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: TmuxPane.binary), "needs a built meshplay binary"))
    func theCommandLineReportsTheUnknownOption() {
        let result = TmuxPane.run([TmuxPane.binary, "render", "--preset", "ripple", "--frame", "3"])
        #expect(result.status == 64)
        #expect(result.output.hasPrefix("Error: Unknown option '--frame'. Did you mean '--frames'?\n"), "\(result.output)")
    }
}
