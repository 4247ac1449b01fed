import Foundation
import MeshScript
import Testing
@testable import meshplay

/// docs/commands.md is the command reference `meshplay help --markdown` prints, made from the
/// command table: a command added, renamed or reworded there and not regenerated fails here.
@Suite struct CommandReferenceTests {
    static let reference = ReadmeWalkthroughTests.readme.deletingLastPathComponent()
        .appendingPathComponent("docs").appendingPathComponent("commands.md")

    @Test func docsCommandsIsTheGeneratedReference() throws {
        let written = try String(contentsOf: Self.reference, encoding: .utf8)
        #expect(written == CommandHelp.markdown,
                "docs/commands.md is stale: regenerate it with `swift run meshplay help --markdown > docs/commands.md`")
    }

    @Test func theReferenceListsEveryCommandWithItsSection() {
        let markdown = CommandHelp.markdown
        for name in CommandHelp.names {
            #expect(markdown.contains("\n| [`\(name)`](#\(name)) | "), "\(name) missing from the index")
            #expect(markdown.contains("\n## \(name)\n"), "\(name) has no section")
        }
    }

    @Test func helpMarkdownParsesAsTheHelpSubcommand() throws {
        let command = try Meshplay.parseCheckingLast(["help", "--markdown"])
        #expect((command as? HelpCommand)?.markdown == true)
        let plain = try Meshplay.parseCheckingLast(["help", "render"])
        #expect((plain as? HelpCommand)?.subcommand == "render")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: TmuxPane.binary) || ProcessInfo.processInfo.environment["CI"] != nil,
                   "needs a built meshplay binary"))
    func meshplayHelpMarkdownPrintsTheReference() throws {
        let run = try BuiltBinary.run(["help", "--markdown"], environment: [:])
        #expect(run.status == 0)
        #expect(run.text == CommandHelp.markdown)
        let render = try BuiltBinary.run(["help", "render"], environment: [:])
        #expect(render.status == 0)
        #expect(render.text.contains("USAGE: meshplay render"))
    }
}
