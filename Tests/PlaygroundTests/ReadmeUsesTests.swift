import Foundation
import MeshScript
import Testing
@testable import meshplay

/// The README's "Three things to do with it" shows one short script per use. Each block runs as
/// written in a fresh session, and no line may fail, so a newcomer who types them sees what the
/// README says rather than an error.
struct ReadmeUsesTests {
    /// The fenced blocks of the README's section on the three uses.
    static func blocks() throws -> [[String]] {
        let lines = try String(contentsOf: ReadmeWalkthroughTests.readme, encoding: .utf8).components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "## Three things to do with it"), "no section on the three uses")
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        var blocks: [[String]] = []
        var open: [String]?
        for line in lines[start..<end] {
            if line.hasPrefix("```") {
                if let block = open { blocks.append(block); open = nil } else { open = [] }
            } else if open != nil {
                open?.append(line)
            }
        }
        return blocks
    }

    @Test func theReadmeShowsOneExamplePerUse() throws {
        #expect(try Self.blocks().count == 3)
    }

    @Test(arguments: try ReadmeUsesTests.blocks())
    func everyLineOfTheExampleRuns(block: [String]) {
        var session = Session(host: SessionHost(fileSystem: InMemoryFileSystem()))
        var lines = block[...]
        var errors: [String] = []
        var loop = Repl(interactive: false, strict: false)
        _ = loop.run(&session, read: { _ in lines.popFirst() }, print: { _ in }, warn: { errors.append($0) })
        #expect(errors.isEmpty, "\(block)")
    }
}

/// The README's walkthrough and `help onion` name the onion skin's colours in the same order
/// (before, then after), so neither tells the user the other way round.
struct ReadmeOnionColoursTests {
    @Test func theWalkthroughAndHelpAgreeOnWhichColourIsBefore() throws {
        let step = try #require(try ReadmeWalkthroughTests.walkthrough().first { $0.hasPrefix("onion") })
        var session = Session(host: SessionHost(fileSystem: InMemoryFileSystem()))
        let help = session.execute("help onion").text
        func order(_ text: String) -> [String] {
            ["magenta", "cyan"].sorted { text.range(of: $0)!.lowerBound < text.range(of: $1)!.lowerBound }
        }
        #expect(step.contains("magenta") && step.contains("cyan") && help.contains("magenta") && help.contains("cyan"))
        #expect(order(step) == order(help), "README: \(step)\nhelp: \(help)")
    }
}

/// The tmux recipe for truecolor is one string (``TmuxColors/recipe``): the README and
/// docs/terminals.md show exactly it, as `help play` and the start-up note do.
struct TmuxRecipeTests {
    @Test(arguments: ["README.md", "docs/terminals.md"])
    func theGuideShowsTheRecipeThePlaygroundGives(page: String) throws {
        let url = ReadmeWalkthroughTests.readme.deletingLastPathComponent().appendingPathComponent(page)
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        let marker = try #require(lines.firstIndex { $0.hasPrefix("<!-- tmux recipe") }, "no tmux recipe in \(page)")
        #expect(lines[marker + 1] == "```" && lines[marker + 2] == TmuxColors.recipe, "\(page): \(lines[marker + 2])")
        #expect(PlayCommand.configuration.discussion.contains(TmuxColors.recipe), "help play gives another recipe")
    }
}
