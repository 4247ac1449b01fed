import ArgumentParser

/// The `meshplay` command: the playground by default, plus headless subcommands.
struct Meshplay: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "meshplay",
        abstract: "A terminal mesh-transform playground.",
        subcommands: [PlayCommand.self, RenderCommand.self, PresetsCommand.self, RunCommand.self,
                      ReplCommand.self, BenchCommand.self],
        defaultSubcommand: PlayCommand.self
    )
}

Meshplay.main()
