import ArgumentParser
import MeshScript

/// `meshplay help [SUBCOMMAND]`, as the parser's own help does, plus `--markdown`: the
/// reference of the command language (docs/commands.md), made from its command table.
struct HelpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "help",
        abstract: "Show help for meshplay or a subcommand; with --markdown, the reference of every REPL and scene-file command.")

    @Flag(name: .long, help: "Print the reference of the command language (every REPL and scene-file command) as Markdown.")
    var markdown = false

    @Argument(help: "The subcommand to show help for.")
    var subcommand: String?

    func run() throws {
        if markdown {
            if let subcommand { throw ValidationError("--markdown takes no subcommand ('\(subcommand)')") }
            print(CommandHelp.markdown, terminator: "")
            return
        }
        guard let subcommand else { return print(Meshplay.helpMessage()) }
        guard let command = Meshplay.configuration.subcommands.first(where: { $0._commandName == subcommand }) else {
            throw ValidationError("unknown subcommand '\(subcommand)'")
        }
        print(Meshplay.helpMessage(for: command))
    }
}
