import ArgumentParser

struct ReplCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "repl", abstract: "Read commands line by line from standard input.")

    func run() throws {
        throw ValidationError("'repl' is not built yet")
    }
}
