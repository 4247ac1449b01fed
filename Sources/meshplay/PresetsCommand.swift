import ArgumentParser

struct PresetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "presets", abstract: "List the built-in presets.")

    func run() throws {
        throw ValidationError("'presets' is not built yet")
    }
}
