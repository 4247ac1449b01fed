import CNcursesw
import Foundation
import TerminalOutput

/// The colours of the terminal on standard output, for text printed without the playground:
/// terminfo's `RGB` flag and colour count for `$TERM`, read without starting curses, weighed with
/// the environment by ``ColorMode/detect(requested:environment:terminfoRGB:terminfoColors:)``
/// as the playground weighs them.
enum TerminalColors {
    static func standardOutput(environment: [String: String] = ProcessInfo.processInfo.environment) -> ColorMode {
        var rgb: Int32 = 0
        // An empty or missing type is ColorMode.detect's to judge (mono), not terminfo's default.
        let term = environment["TERM"] ?? ""
        let colors = term.isEmpty ? 0 : Int(meshplay_terminfo_colors(term, &rgb))
        return ColorMode.detect(requested: nil, environment: environment, terminfoRGB: rgb == 1, terminfoColors: Swift.max(colors, 0))
    }
}
