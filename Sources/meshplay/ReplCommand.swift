import ArgumentParser
import Foundation
import MeshIO
import MeshScript

/// `meshplay repl`: reads commands line by line from standard input and prints each result;
/// errors go to standard error. Works in pipes: the exit code is non-zero when a line failed.
struct ReplCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "repl", abstract: "Read commands line by line from standard input.")

    @Option(name: .long, help: "Load this scene file first.")
    var load: String?

    @Flag(name: .long, help: "Stop at the first failing line.")
    var strict = false

    @Flag(name: .long, help: "Keep a journal and offer to restore it (like the playground).")
    var journal = false

    func run() throws {
        var host = SessionHost.real()
        if journal { host.journalPath = RealFileSystem.defaultJournalPath }
        let interactive = isatty(STDIN_FILENO) != 0
        var session = Session(host: host)
        if journal, Session.hasRestorableJournal(host: host) {
            if let restored = try? Session.restoringJournal(host: host) {
                session = restored
                Terminal.warn("restored the last session from \(host.journalPath ?? "the journal") (new starts over)")
            }
        }
        if let warning = session.beginJournal() { Terminal.warn(warning) }
        if let load {
            let r = session.execute("load \(SceneWriterQuote.word(load))")
            if !r.isSuccess { Terminal.fail(r.text) }
        }
        var failed = false
        var lineNumber = 0
        while true {
            if interactive { print("mesh> ", terminator: ""); fflush(nil) }
            guard let line = readLine() else { break }
            lineNumber += 1
            if ["quit", "exit"].contains(line.trimmingCharacters(in: .whitespaces)) { break }
            switch session.execute(line) {
            case let .success(message):
                if !message.isEmpty { print(message) }
            case let .failure(error):
                failed = true
                if interactive {
                    Terminal.warn(String(repeating: " ", count: 6 + max(0, error.column - 1)) + "^")
                    Terminal.warn(error.description)
                } else {
                    Terminal.warn(error.located(file: "<stdin>", line: lineNumber).description)
                }
                if strict { throw ExitCode.failure }
            }
        }
        if failed, !interactive { throw ExitCode.failure }
    }
}
