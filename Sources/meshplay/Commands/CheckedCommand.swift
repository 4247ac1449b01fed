import ArgumentParser
import Foundation

/// A subcommand whose own checks of its arguments (``check()``: values, and options that go
/// together or not) come after swift-argument-parser's errors.
///
/// The parser runs `validate()` before it reports an unknown option, so a mistyped option was
/// reported as whatever its stray value caused: in `render --preset ripple --frame 3` the `3`
/// is taken for a scene file, and the user read "give a scene file or --preset, not both"
/// instead of "Unknown option '--frame'. Did you mean '--frames'?".
/// ``Meshplay/parseCheckingLast(_:)`` parses once with these checks put off, so the parser's
/// own error is reported first, and then again with them.
protocol CheckedCommand: ParsableCommand {
    /// What `validate()` would check; throws `ValidationError`s, reported with the usage.
    func check() throws
}

extension CheckedCommand {
    func validate() throws {
        if CheckedCommandParse.checksPutOff { return }
        try check()
    }
}

/// Whether the parse under way leaves out the ``CheckedCommand`` checks.
enum CheckedCommandParse {
    /// Task-local rather than a global: set only around the first parse, and safe to read from
    /// any thread.
    @TaskLocal static var checksPutOff = false
}

extension Meshplay {
    /// The command `arguments` (nil: the process's) give, as `main()` parses it, but with the
    /// parser's own errors (an unknown option and its "Did you mean", a missing value) reported
    /// before any ``CheckedCommand``'s checks, since they are what to fix first.
    /// A near miss of a subcommand (``mistypedSubcommand(_:exists:)``) is reported first of all.
    static func parseCheckingLast(_ arguments: [String]? = nil) throws -> ParsableCommand {
        if let error = mistypedSubcommand(arguments ?? Array(CommandLine.arguments.dropFirst()),
                                          exists: { FileManager.default.fileExists(atPath: $0) }) {
            throw error
        }
        _ = try CheckedCommandParse.$checksPutOff.withValue(true) { try parseAsRoot(arguments) }
        return try parseAsRoot(arguments)
    }
}
