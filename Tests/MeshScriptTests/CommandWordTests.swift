import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// One typed description per command: ``CommandWord`` lists the commands, the table has one row
/// per word in its order, every row's example parses to that command, and the words Tab offers
/// are the keywords typed into the usage lines.
@Suite struct CommandWordTests {
    @Test func theTableHasOneRowPerCommandWordInItsOrder() {
        #expect(CommandHelp.entries.map(\.word) == CommandWord.allCases)
        #expect(CommandHelp.names == CommandWord.allCases.map(\.rawValue))
        for word in CommandWord.allCases {
            #expect(CommandHelp.entry(word).word == word)
            #expect(CommandHelp.entry(word.rawValue.uppercased())?.word == word)
        }
    }

    /// Each row's example, a line as a user types it, parses whole, as a command of that word's
    /// own kind (not a query, and not another command's).
    @Test(arguments: CommandWord.allCases)
    func theExampleOfEachCommandParses(word: CommandWord) throws {
        let entry = CommandHelp.entry(word)
        #expect(entry.example.split(separator: " ").first.map(String.init) == word.rawValue)
        let parsed = try #require(try CommandParser.parse(entry.example))
        if case .query = parsed.command { Issue.record("\(entry.example) parses as a query") }
    }

    /// The words Tab offers after a command are exactly the keywords of its usage lines: every
    /// lower-case word `help` shows in them (`fan4`, `1-3`, `--once`), each once, in order.
    @Test(arguments: CommandWord.allCases)
    func theKeywordsAreTheWordsTheUsageShows(word: CommandWord) {
        let entry = CommandHelp.entry(word)
        #expect(entry.words == Self.lowerCaseWords(of: entry.usage.filter { !$0.hasPrefix("e.g.") }, name: entry.name))
    }

    /// Tab after a command word offers only that command's keywords, and each keyword that
    /// parses right after the word.
    @Test(arguments: CommandWord.allCases)
    func completionOffersExactlyTheTablesKeywords(word: CommandWord) {
        let entry = CommandHelp.entry(word)
        let offered = CommandHelp.completions(after: [word.rawValue])
        guard word != .help, word != .preset, word != .repeat else { return }
        #expect(Set(offered).isSubset(of: Set(entry.words)), "\(word): \(offered)")
        for keyword in entry.words where (try? CommandParser.parse("\(word.rawValue) \(keyword)")) != nil {
            #expect(offered.contains(keyword), "\(word) \(keyword)")
        }
    }

    /// The words of `lines` a user types as they are (lower case, letters, digits, `-`, `.`),
    /// without `name`: what the help text shows as keywords, read the way a reader reads it.
    static func lowerCaseWords(of lines: [String], name: String) -> [String] {
        var seen: Set<String> = [name]
        var out: [String] = []
        for line in lines {
            for token in line.split(whereSeparator: { " |[]".contains($0) }).dropFirst() {
                let word = String(token)
                guard word.first.map({ $0.isLetter || $0.isNumber || $0 == "-" }) == true,
                      !word.contains(where: \.isUppercase),
                      word.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." }),
                      word.contains(where: \.isLetter) || word.contains("-"),
                      seen.insert(word).inserted else { continue }
                out.append(word)
            }
        }
        return out
    }

    /// The parsers match keywords with exhaustive `switch`es: a keyword added to a set without a
    /// case no longer compiles, where a `default:` would parse it as the last one.
    @Test func noParserEndsInDefault() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/MeshScript")
        let files = try FileManager.default.subpathsOfDirectory(atPath: sources.path).filter { path in
            let name = (path as NSString).lastPathComponent
            return name.hasPrefix("CommandParser") || name.hasPrefix("CommandWord") || name.hasPrefix("CommandHelp")
        }
        #expect(files.count >= 8)
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            let lines = text.components(separatedBy: "\n").enumerated()
                .filter { $0.element.trimmingCharacters(in: .whitespaces).hasPrefix("default:") }
            #expect(lines.isEmpty, "\(file): lines \(lines.map { $0.offset + 1 })")
        }
    }
}
