import ArgumentParser
import Foundation
import MeshScript
import TerminalOutput

struct PlayCommand: CheckedCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Open the interactive playground (the default).",
        discussion: """
            Without a file the playground opens the rippled, lit, tilted label, playing. Type commands \
            in the REPL (`help` lists them); Tab moves the focus to the viewport, where arrows orbit, \
            +/- zoom, Space plays, `.`/`,` step frames, w/d/v/i toggle overlays, t cycles the \
            triangulation, ? shows every key and q quits.

            Colours are asked of the terminal at start (XTGETTCAP RGB/Tc, a truecolor SGR read back with \
            DECRQSS), then read from terminfo's RGB flag (`*-direct` types) and COLORTERM=truecolor; \
            NO_COLOR turns them off. Sextant and octant cells are chosen where the terminal draws them \
            itself (kitty, foot, WezTerm, ghostty, by version); `--cells` asks for them anywhere. \
            Inside tmux, tmux is asked; \(TmuxColors.advice).
            """
    )

    @Argument(help: "A scene file (commands) to open; one that does not exist yet opens as a new scene that `save` creates.")
    var file: String?

    @Option(name: .long, help: ArgumentHelp("Restore this journal of a session that did not quit (the journals a start names), instead of the newest.", valueName: "journal"))
    var restore: String?

    @Option(name: .long, help: "Colour mode: truecolor, 256, 16 or mono (default: detected).")
    var color: String?

    @Flag(name: .long, help: "Dither palette colours (256 and 16 colour modes, and sixel's colour registers).")
    var dither = false

    @Flag(name: .long, help: "Draw with ASCII only (automatic outside UTF-8 locales).")
    var ascii = false

    @Option(name: .long, help: "Pixels per cell: half (1×2, the default), quadrant (2×2), sextant (2×3) or octant (2×4); key c cycles.")
    var cells: String?

    @Option(name: .long, help: "Picture output: auto (kitty graphics where the terminal shows them, else iTerm2's inline images in iTerm2 and WezTerm, else sixel where it draws it, else cells), kitty, iterm, sixel or cells.")
    var graphics: String?

    @Option(name: .long, parsing: .unconditional, help: "Threads that rasterize each frame (default: one per core, used while the other cores are free).")
    var threads: Int?

    @Option(name: .long, help: ArgumentHelp("Record the session as an asciicast v2 file that `asciinema play` replays (output only, never keys).", valueName: "file.cast"))
    var record: String?

    func check() throws {
        if file != nil, restore != nil { throw ValidationError("give a scene file or --restore, not both") }
        if let color, ColorMode(name: color) == nil {
            throw ValidationError("unknown colour mode '\(color)' (expected truecolor, 256, 16 or mono)")
        }
        if let cells, CellMode(name: cells) == nil {
            throw ValidationError(PlayCommand.unknownCells(cells))
        }
        if let graphics { _ = try PlayCommand.graphicsRequest(graphics) }
        if let threads, !(1...64).contains(threads) { throw ValidationError("--threads must be 1 to 64, got \(threads)") }
    }

    /// The message for a `--cells` value that is not a cell mode (play and render).
    static func unknownCells(_ name: String) -> String {
        "unknown cell mode '\(name)' (expected \(CellMode.allCases.map(\.name).joined(separator: ", ")))"
    }

    /// The `--graphics` value, or the error naming the values this build accepts.
    static func graphicsRequest(_ name: String) throws -> GraphicsRequest {
        let accepted = GraphicsRequest.allCases.filter { $0.pixelProtocol.map(PictureOutput.available.contains) ?? true }
        guard let request = GraphicsRequest(name: name), accepted.contains(request) else {
            let known = GraphicsRequest(name: name) != nil
            throw ValidationError((known ? "--graphics \(name): \(name) output is not available in this build"
                                   : "unknown graphics output '\(name)'")
                                  + " (expected \(accepted.map(\.name).joined(separator: ", ")))")
        }
        return request
    }

    func run() throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            throw Terminal.failure("error: the playground needs a terminal; use `meshplay run` or `meshplay repl` for scripts")
        }
        if let record {
            let status = try SessionRecorder.record(to: record, arguments: SessionRecorder.arguments(removingRecordFrom: CommandLine.arguments))
            if status != 0 { throw ExitCode(status) }
            return
        }
        let request = try graphics.map(PlayCommand.graphicsRequest) ?? .auto
        let environment = ProcessInfo.processInfo.environment
        // Before the probe writes its questions, so such a terminal is left untouched.
        if let refusal = CursesScreen.refusal(term: environment["TERM"] ?? "") { throw Terminal.failure(refusal) }
        // Asked before the file is read, so a `graphics` line in it finds the terminal's answers.
        let (replies, support, late, typed) = TerminalProbe.ask(environment: environment)
        // A failure before curses starts must not leave the terminal without echo.
        defer { TerminalProbe.putBackModes() }
        let (model, messages) = try PlaygroundModel.open(
            file: file, restore: restore, graphics: GraphicsSetting(request: request, support: support, available: PictureOutput.available))
        model.session.host.frames.renderer.threads = threads ?? ProcessInfo.processInfo.activeProcessorCount
        // Without --threads, one per core while the other cores are free (``ThreadGovernor``).
        model.session.host.frames.renderer.adaptsThreads = threads == nil
        model.refreshGraphics = { GraphicsProbe.refreshed($0, environment: environment) }
        let utf8 = CursesScreen.adoptLocaleIsUTF8()
        let requested = color.flatMap(ColorMode.init(name:))
        let noColor = requested == nil && !(environment["NO_COLOR"] ?? "").isEmpty
        let output = PictureOutput.choose(model.graphics?.request ?? request, support: support, dither: dither)
        defer { output.close() }
        let screen = try CursesScreen(useColor: !noColor, synchronizedOutput: replies.synchronizedOutput,
                                      graphicsRemoval: output.removal)
        defer { screen.close() }
        // Keys typed while the probe read the replies are the user's first keys.
        screen.pushBack(typed)
        let tmuxRGB = TmuxColors.clientHasRGB(environment: environment)
        let mode = screen.colorMode(requested: requested, environment: environment, directColor: replies.directColor || tmuxRGB == true)
        let encoding = CellEncoding(mode: mode, ascii: ascii || !utf8, dither: dither, octantRefusal: replies.octantRefusal,
                                    darkInk: replies.lightBackground, drawnByTerminal: replies.glyphsDrawnByTerminal)
        model.cellSupport = encoding.support
        let playground = Playground(model: model, screen: screen, encoding: encoding, output: output,
                                    history: HistoryFile.standard, synchronizedOutput: replies.synchronizedOutput)
        playground.lateReplies = late
        playground.colorRequested = requested != nil
        messages.forEach { playground.log.append($0, kind: .output) }
        // A requested pixel protocol that cannot be used, or one found but blocked (tmux), says why.
        if let reason = output.choice.reason { playground.log.append(reason, kind: .output) }
        if let note = output.note { playground.log.append(note, kind: .output) }
        if let note = TmuxColors.note(mode: mode, requested: requested, insideTmux: GraphicsProbe.tmuxSocket(environment) != nil) {
            playground.log.append(note, kind: .output)
        }
        if cells == nil {
            // The finest cells the terminal draws itself; late replies may still improve on it.
            playground.automaticCells = replies.bestCells
            if replies.bestCells != .half { model.execute("cells " + replies.bestCells.name) }
        }
        if let cells = cells.flatMap(CellMode.init(name:)) {
            // Said only when the picture is not what --cells asked for (and why).
            let reply = model.execute("cells " + cells.name)
            if !model.picture.cellModeShownAsAsked { playground.log.append(reply.text, kind: .output) }
        }
        playground.run()
        // The output in use at the end (`graphics` may have switched it): its leftover goes too.
        playground.output.close()
        screen.close()
        if let warning = model.close(discarding: playground.discarded) { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
    }
}
