import ArgumentParser

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "run", abstract: "Run a script of commands headlessly.")

    func run() throws {
        throw ValidationError("'run' is not built yet")
    }
}
