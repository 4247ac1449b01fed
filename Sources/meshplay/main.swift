import ArgumentParser
import Foundation

/// The `meshplay` command: the playground by default, plus headless subcommands.
struct Meshplay: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "meshplay",
        abstract: "A terminal mesh-transform playground.",
        subcommands: [PlayCommand.self, RenderCommand.self, PresetsCommand.self, RunCommand.self,
                      ReplCommand.self, BenchCommand.self, HelpCommand.self],
        defaultSubcommand: PlayCommand.self
    )
}

// A file-size limit (`ulimit -f`) would kill the process mid-write by SIGXFSZ, with no message
// and the terminal left raw; ignored, the write fails with EFBIG instead and is reported like a
// full disk (the journal's warning, `save`'s error), and its temporary file is removed.
signal(SIGXFSZ, SIG_IGN)
do {
    var command = try Meshplay.parseCheckingLast()
    try command.run()
} catch {
    Meshplay.exit(withError: error)
}
