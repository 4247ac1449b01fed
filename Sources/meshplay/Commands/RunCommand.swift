import ArgumentParser
import Foundation
import MeshIO
import MeshScript
import TerminalOutput

/// `meshplay run SCRIPT`: runs a script of commands headlessly; the first failing line stops it
/// with `file:line:column: error: …` on standard error and a non-zero exit.
struct RunCommand: CheckedCommand {
    static let configuration = CommandConfiguration(
        commandName: "run", abstract: "Run a script of commands headlessly.",
        discussion: """
            A scene file is a script too. Examples:
              meshplay run meshes/rippled-label.mesh --render ripple.png --size 800x600
              meshplay run meshes/jelly.mesh --render jelly-30.png --frame 30
            """)

    @Argument(help: "The script (a scene file is a script too); - reads it from standard input.")
    var script: String

    @Option(name: .long, help: "Render the final state to this PNG (or PPM) file.")
    var render: String?

    // Unconditional: `--frame -1` is a frame to refuse, not a missing value.
    @Option(name: .long, parsing: .unconditional, help: "The timeline frame to render (default: where the script leaves it).")
    var frame: Int?

    @Option(name: .long, help: "Output size for --render, as WIDTHxHEIGHT.")
    var size: String = RenderCommand.pictureSize

    @Flag(name: .long, help: "Print the messages of the script's commands (the --render picture is named either way).")
    var verbose = false

    func check() throws {
        _ = try RenderCommand.parseSize(size)
        if let frame, frame < 0 { throw ValidationError("--frame must be 0 or more, got \(frame)") }
    }

    func run() throws {
        let host = SessionHost.terminal()
        if let note = SystemFont.shared.note { Terminal.warn(note) }
        let text: String
        // `-` is standard input (read as the pipe /dev/stdin is), named `<stdin>` in errors as the
        // REPL names it; so is /dev/stdin, whose relative paths mean the current directory, not /dev.
        let name = script == "-" || script == "/dev/stdin" ? "<stdin>" : script
        do { text = try host.fileSystem.readText(script == "-" ? "/dev/stdin" : script) } catch { throw Terminal.failure(ScriptError(file: error).description) }
        var session = Session(host: host)
        do {
            let output = try session.run(text, file: name, messages: verbose)
            if verbose { output.forEach { print(TerminalText.visibleLines($0)) } }
            session.pathNotes.forEach(Terminal.warn)
        } catch {
            throw Terminal.failure(error.description)
        }
        guard let render else { return }
        if let frame {
            session.setFrame(frame)
            // A bounded timeline stops at its last frame, as `frame N` does; say so, as it does.
            if session.frame != frame {
                Terminal.warn("note: --frame \(frame): the timeline ends at frame \(session.frame), so that frame is rendered")
            }
        }
        let (width, height) = try RenderCommand.parseSize(size)
        let result = session.execute("render \(SceneWriter.word(render)) \(width) \(height)")
        guard result.isSuccess else { throw Terminal.failure(result.text) }
        // The picture asked for is this command's output, so it is named as `meshplay render`
        // names its file; the script's own messages wait for --verbose.
        print(TerminalText.visibleLines(result.text))
    }
}

/// Standard error and exit codes for the headless commands.
enum Terminal {
    /// Writes `message` to standard error and returns the failing exit code to throw.
    static func failure(_ message: String) -> ExitCode {
        warn(message)
        return ExitCode.failure
    }

    /// Writes `message` to standard error, control characters made visible (it may quote input).
    static func warn(_ message: String) {
        // Results printed before the error must come before it when both streams go to one place
        // (`2>&1 | less`): standard output is block-buffered in a pipe, standard error is not.
        fflush(nil)
        FileHandle.standardError.write(Data((TerminalText.visibleLines(message) + "\n").utf8))
    }
}
