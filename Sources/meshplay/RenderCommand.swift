import ArgumentParser

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "render", abstract: "Render a preset or scene file headlessly.")

    func run() throws {
        throw ValidationError("'render' is not built yet")
    }
}
