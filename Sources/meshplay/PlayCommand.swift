import ArgumentParser

struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "play", abstract: "Open the interactive playground (the default).")

    func run() throws {
        throw ValidationError("'play' is not built yet")
    }
}
