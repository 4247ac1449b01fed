import ArgumentParser
import MeshEngine

struct PresetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "presets",
        abstract: "List the built-in presets.",
        discussion: "Each preset reproduces one figure or listing of the seed material. Render one with "
            + "`meshplay render --preset NAME`.")

    @Flag(name: .shortAndLong, help: "Also show each preset's summary.")
    var verbose = false

    func run() throws {
        print(PresetsCommand.listing(Presets.all, verbose: verbose), terminator: "")
    }

    /// The table `meshplay presets` prints: name, title, figure, and an `(animated, Ns)` mark.
    static func listing(_ presets: [Preset], verbose: Bool) -> String {
        let nameWidth = presets.map(\.name.count).max() ?? 0
        let titleWidth = presets.map { $0.title.count + animationMark($0).count }.max() ?? 0
        var out = ""
        for preset in presets {
            let title = preset.title + animationMark(preset)
            out += pad(preset.name, nameWidth) + "  " + pad(title, titleWidth) + "  " + preset.figure + "\n"
            if verbose { out += String(repeating: " ", count: nameWidth + 2) + preset.summary + "\n" }
        }
        return out
    }

    static func animationMark(_ preset: Preset) -> String {
        preset.isAnimated ? " (animated, \(preset.duration.shortDescription) s)" : ""
    }

    static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
