import ArgumentParser
import Foundation
import Testing
@testable import meshplay

/// A near miss of a subcommand (`meshplay rendr`) is answered with the one meant, and exits
/// non-zero: `play`, the default, took it for a new scene file and said "the playground needs a
/// terminal" (or opened an empty scene). A word that names a file or looks like a path is
/// still a scene file for the playground.
@Suite struct MistypedSubcommandTests {
    static func message(_ arguments: [String], exists: Bool = false) -> String? {
        Meshplay.mistypedSubcommand(arguments, exists: { _ in exists }).map { Meshplay.message(for: $0) }
    }

    @Test(arguments: [
        ("rendr", "render"), ("presetz", "presets"), ("Render", "render"), ("rpl", "repl"), ("bnech", "bench"),
        ("ply", "play"), ("rn", nil), ("runn", "run"), ("hlep", "help"),
    ] as [(String, String?)])
    func aNearMissNamesTheSubcommand(_ word: String, _ meant: String?) {
        #expect(Self.message([word, "--preset", "ripple"]) == meant.map {
            "unknown subcommand '\(word)'; did you mean '\($0)'? (a scene file of that name opens with `meshplay ./\(word)`)"
        })
    }

    @Test(arguments: [["render", "--preset", "ripple"], ["ripple.mesh"], ["./rendr"], ["scenes/rendr"], ["rendr.mesh"],
                      ["--color", "mono"], ["garden"], []])
    func aSubcommandAnOptionOrAPathIsNoNearMiss(_ arguments: [String]) {
        #expect(Self.message(arguments) == nil)
    }

    @Test func aWordNamingAFileOpensIt() {
        #expect(Self.message(["rendr"], exists: true) == nil)
    }

    @Test func aSceneFileStillParsesAsThePlaygroundsFile() throws {
        let command = try Meshplay.parseCheckingLast(["ripple.mesh"])
        #expect((command as? PlayCommand)?.file == "ripple.mesh")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: TmuxPane.binary), "needs a built meshplay binary"),
          arguments: [("rendr", "render"), ("presetz", "presets")])
    func theBinaryAnswersWithTheSubcommandAndExitsNonZero(_ word: String, _ meant: String) {
        let result = TmuxPane.run([TmuxPane.binary, word])
        #expect(result.status == 64)
        #expect(result.output.hasPrefix("Error: unknown subcommand '\(word)'; did you mean '\(meant)'? "
                                        + "(a scene file of that name opens with `meshplay ./\(word)`)\n"), "\(result.output)")
    }

    /// A file called `rendr` in the directory is the playground's to open (here without a
    /// terminal, so it says it needs one: the word went to `play`).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: TmuxPane.binary), "needs a built meshplay binary"))
    func theBinaryOpensAFileNamedLikeANearMiss() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("meshplay-subcommand-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try "grid 2 2\n".write(to: dir.appendingPathComponent("rendr"), atomically: true, encoding: .utf8)
        let result = TmuxPane.run(["/bin/sh", "-c", "cd \"$0\" && exec \"$1\" rendr", dir.path, TmuxPane.binary])
        #expect(result.status == 1)
        #expect(result.output == "error: the playground needs a terminal; use `meshplay run` or `meshplay repl` for scripts\n")
    }
}
