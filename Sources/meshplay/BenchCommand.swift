import ArgumentParser

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "bench", abstract: "Measure render and encode speed (use a release build).")

    func run() throws {
        throw ValidationError("'bench' is not built yet")
    }
}
