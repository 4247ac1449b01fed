import ArgumentParser
import Foundation
import MeshEngine

extension Meshplay {
    /// The error for a first argument that is no subcommand but nearly one (`meshplay rendr`),
    /// which `play`, the default subcommand, would otherwise take for the name of a new scene
    /// file and answer "the playground needs a terminal", or open an empty scene. Nil for a
    /// subcommand, an option, and a word that names a file (`exists`) or looks like a path: one
    /// with a `/` or a `.` (`ripple.mesh`), since no subcommand has either.
    ///
    /// The candidates are the subcommands' names and aliases from ``configuration``, and the
    /// parser's own `help`; the rule for "near" is the command language's (``NameSuggestion``).
    static func mistypedSubcommand(_ arguments: [String], exists: (String) -> Bool) -> ValidationError? {
        guard let word = arguments.first, !word.hasPrefix("-"), !word.contains("/"), !word.contains("."), !exists(word) else { return nil }
        let names = configuration.subcommands.flatMap { [$0._commandName] + $0.configuration.aliases } + ["help"]
        guard !names.contains(word), let suggestion = NameSuggestion.closest(to: word, among: names) else { return nil }
        return ValidationError("unknown subcommand '\(word)'; did you mean '\(suggestion)'? "
                               + "(a scene file of that name opens with `meshplay ./\(word)`)")
    }
}
