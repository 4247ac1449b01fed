import MeshEngine
import Testing
@testable import MeshScript

/// The command table is the one place a command word lives: parsing, help, completion and
/// "did you mean" all read it.
@Suite struct CommandTableTests {
    @Test func everyTableWordParsesThroughItsOwnRow() {
        // A bare command word either parses or complains about its arguments; it is never unknown.
        for name in CommandHelp.names {
            do {
                _ = try CommandParser.parse(name)
            } catch {
                #expect(!error.message.hasPrefix("unknown command"), "\(name): \(error.message)")
            }
        }
    }

    @Test func helpListsEveryCommandWordOnce() {
        #expect(Set(CommandHelp.names).count == CommandHelp.names.count)
        for name in CommandHelp.names {
            #expect(CommandHelp.overview.contains("\n" + name + " "), "\(name) missing from help")
        }
    }

    @Test func completionOffersValuesWithDigits() {
        #expect(CommandHelp.completions(after: ["triangulation"]) == ["diagonal02", "diagonal13", "shorter", "fan4", "bilinear"])
        #expect(CommandHelp.completions(after: ["transform"]).contains("m34"))
        #expect(CommandHelp.completions(after: ["diagonal"]) == ["0-2", "1-3", "auto"])
    }

    @Test func completionOffersEasingNamesAfterEasing() {
        #expect(CommandHelp.completions(after: ["animate", "a", "b", "duration", "1", "easing"]) == Easing.names)
    }

    @Test func completionOffersPresetsAndCommandWords() {
        #expect(CommandHelp.completions(after: []) == CommandHelp.names)
        #expect(CommandHelp.completions(after: ["help"]) == CommandHelp.names)
        #expect(CommandHelp.completions(after: ["preset"]).contains("rippled-label"))
    }

    @Test(arguments: [("vertx", "vertex"), ("subdivison", "subdivision"), ("vert", "vertex"), ("SINN", nil as String?),
                      ("zz", nil), ("Grid", "grid")])
    func didYouMeanUsesOneRule(word: String, expected: String?) {
        #expect(CommandHelp.suggestion(for: word) == expected)
    }

    @Test func oneSuggestionRuleForEveryKindOfName() {
        #expect(NameSuggestion.closest(to: "cso", among: ["cos", "sin"]) == nil)
        #expect(NameSuggestion.closest(to: "jely", among: Presets.all.map(\.name)) == "jelly")
        #expect(Presets.suggestion(for: "rotate") == "rotate-45")
    }
}
