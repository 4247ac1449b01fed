import ArgumentParser
import Foundation
import MeshIO
import MeshScript

/// `meshplay run SCRIPT`: runs a script of commands headlessly; the first failing line stops it
/// with `file:line:column: error: …` on standard error and a non-zero exit.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "run", abstract: "Run a script of commands headlessly.")

    @Argument(help: "The script (a scene file is a script too).")
    var script: String

    @Option(name: .long, help: "Render the final state to this PNG file.")
    var render: String?

    @Option(name: .long, help: "The timeline frame to render (default: where the script leaves it).")
    var frame: Int?

    @Option(name: .long, help: "Output size for --render, as WIDTHxHEIGHT.")
    var size: String = "640x480"

    @Flag(name: .long, help: "Print the messages of the script's commands.")
    var verbose = false

    func run() throws {
        let host = SessionHost.real()
        let text: String
        do { text = try host.fileSystem.readText(script) } catch {
            Terminal.fail("\(script): error: \(error)")
        }
        var session = Session(host: host)
        do {
            let output = try session.run(text, file: script)
            if verbose { output.forEach { print($0) } }
        } catch {
            Terminal.fail(error.description)
        }
        guard let render else { return }
        if let frame { _ = session.execute("frame \(frame)") }
        let dims = size.lowercased().split(separator: "x").compactMap { Int($0) }
        guard dims.count == 2, dims[0] > 0, dims[1] > 0 else { Terminal.fail("error: --size needs WIDTHxHEIGHT, not '\(size)'") }
        let result = session.execute("render \(SceneWriterQuote.word(render)) \(dims[0]) \(dims[1])")
        guard result.isSuccess else { Terminal.fail(result.text) }
        if verbose { print(result.text) }
    }
}

/// Standard error and exit codes for the headless commands.
enum Terminal {
    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        Foundation.exit(1)
    }

    static func warn(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}

/// A path as one command-line token.
enum SceneWriterQuote {
    static func word(_ s: String) -> String {
        guard s.contains(where: { $0.isWhitespace || $0 == "\"" }) else { return s }
        var out = "\""
        for c in s {
            if c == "\"" || c == "\\" { out.append("\\") }
            out.append(c)
        }
        return out + "\""
    }
}
