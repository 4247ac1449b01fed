import MeshEngine

extension Session {
    mutating func performFiles(_ command: FileCommand) throws(ScriptError) -> String {
        switch command {
        case .new:
            // The blank scene is not unsaved work (``hasUnsavedChanges``), so quitting would not
            // ask about the scene it replaced: the message says where that is.
            let replacesWork = document.savedState != nil && hasUnsavedChanges
            state = SessionState()
            timeline = Timeline()
            lastChange = .replaced
            return "new scene" + Session.replacedWorkNote(replacesWork)
        case let .save(typed):
            return try save(typed)
        case let .load(typed):
            return try load(typed)
        case let .importOBJ(path, options):
            let message = try withFiles { (files, state) throws(ScriptError) in try files.importOBJ(path, options, into: &state) }
            lastChange = .replaced
            return message
        case let .exportOBJ(path, subdivided):
            // The frame on screen, which only the session reads: its scene and the steps it drew.
            let drawn = subdivided ? (scene: shownScene, steps: renderedFrame(width: viewSettings.outputWidth, height: viewSettings.outputHeight)
                .stats.subdivisionSteps, frame: frame, time: time) : nil
            return try withFiles { (files, state) throws(ScriptError) in try files.exportOBJ(path, state: state, drawn: drawn) }
        case let .importJSON(path):
            let (playhead, message) = try withFiles { (files, state) throws(ScriptError) in try files.importJSON(path, into: &state) }
            timeline.seek(frame: max(0, playhead))
            timeline.playing = false
            lastChange = .replaced
            return message
        case let .importCAML(path):
            let message = try withFiles { (files, state) throws(ScriptError) in try files.importCAML(path, into: &state) }
            lastChange = .replaced
            return message
        case let .exportJSON(path):
            let frame = frame
            return try withFiles { (files, state) throws(ScriptError) in try files.exportJSON(path, state: state, frame: frame) }
        case let .exportCode(path, format, options):
            let time = time
            return try withFiles { (files, state) throws(ScriptError) in try files.exportCode(path, format, options, state: state, time: time) }
        case let .exportMetal(path, name):
            let time = time
            return try withFiles { (files, state) throws(ScriptError) in try files.exportMetal(path, name: name, state: state, time: time) }
        case let .exportDistortion(path, name):
            let time = time
            return try withFiles { (files, state) throws(ScriptError) in try files.exportDistortion(path, name: name, state: state, time: time) }
        case let .help(name):
            guard let name else { return CommandHelp.overview }
            guard let entry = CommandHelp.entry(name) else {
                if LeaveCommand.words.contains(name.lowercased()) { return LeaveCommand.help }
                throw ScriptError(.unknownCommand(name, suggestion: CommandHelp.suggestion(for: name)))
            }
            return CommandHelp.text(for: entry)
        }
    }

    /// `save [FILE]`: `save` alone writes the session's own file, as an editor's save does; the
    /// status line and the quit question name that file already.
    private mutating func save(_ typed: String?) throws(ScriptError) -> String {
        let path: String
        if let typed {
            path = try withFiles { files, _ in files.outputPath(typed) }
        } else if let documentPath {
            path = documentPath
            // Before reading it to compare: the file may have become a link to a device.
            do { try host.fileSystem.checkWritable(path) } catch { throw ScriptError(.file(error)) }
            try refuseOverwritingNewerFile(path)
        } else {
            throw ScriptError(.missingArgument("a file name: this session has not been loaded from or saved to one yet"))
        }
        let text = sceneFile(for: path)
        do { try host.fileSystem.writeTextAtomically(text, to: path) } catch { throw ScriptError(.file(error)) }
        markSaved(path: path)
        return "saved \(path)"
    }

    /// `load FILE`: the file's lines run as a script in a new session, whose state replaces this one.
    private mutating func load(_ typed: String) throws(ScriptError) -> String {
        let path = try withFiles { files, _ in files.inputPath(typed) }
        try runner.budget.spendLoad()
        let text: String
        do { text = try host.fileSystem.readText(path) } catch { throw ScriptError(file: error) }
        guard runner.loadDepth < ScriptRunner.loadDepthLimit else {
            throw ScriptError(.loadTooDeep(path: path, limit: ScriptRunner.loadDepthLimit))
        }
        let loaded = try Session.running(text, file: path, host: host, depth: runner.loadDepth + 1, budget: runner.budget)
        let replacesWork = runner.runsTypedLines && hasUnsavedChanges
        runner.budget = loaded.runner.budget
        state = loaded.state
        timeline = loaded.timeline
        timeline.playing = false
        lastChange = .replaced
        markSaved(path: path)
        // Notes from the file's lines (and files it loaded) go up with it.
        pathNotes += loaded.pathNotes
        return (["loaded \(path)" + Session.replacedWorkNote(replacesWork)] + loaded.pathNotes).joined(separator: "\n")
    }

    /// Runs `body` with the session's files (``SceneFiles``: the host's file system and codecs,
    /// the running file's directory) and its state, moved in and back rather than copied, so an
    /// import edits the meshes in place; the path notes the body made become the session's.
    mutating func withFiles<T>(_ body: (inout SceneFiles, inout SessionState) throws(ScriptError) -> T) throws(ScriptError) -> T {
        var files = SceneFiles(host: host, directory: runner.fileDirectory)
        var held = SessionState()
        swap(&held, &document.state)
        defer {
            swap(&held, &document.state)
            pathNotes += files.pathNotes
        }
        return try body(&files, &held)
    }

    /// The scene file of the state, its images' paths relative to `file`'s directory (where the
    /// file system knows absolute paths) so it loads from anywhere.
    func sceneFile(for file: String) -> String {
        let fileSystem = host.fileSystem
        let directory = ScenePaths.directory(of: fileSystem.absolutePath(file)) ?? ""
        return SceneWriter.script(for: self) { source in
            directory.isEmpty ? source : ScenePaths.relative(fileSystem.absolutePath(source), from: directory)
        }
    }

    /// `preset NAME`: a whole scene from the built-in presets, a fresh untitled start.
    mutating func startPreset(_ name: String) throws(ScriptError) -> String {
        guard let preset = Presets.named(name) else {
            throw ScriptError(.unknownName(name, kind: "preset", suggestion: Presets.suggestion(for: name)))
        }
        var fresh = SessionState(scene: preset.scene(at: 0))
        fresh.view.overlays = preset.overlays
        fresh.drivingPreset = preset.isAnimated ? preset.name : nil
        fresh.origin = preset.name
        let replacesWork = hasUnsavedChanges
        state = fresh
        timeline.seek(frame: 0)
        // One rule for what is unsaved: a preset or file loaded and untouched is saved. A
        // typed preset is a fresh untitled start (inside a script it is one of its lines).
        if runner.runsTypedLines {
            document.markSaved()
            documentPath = nil
        }
        return "\(preset.name): \(preset.title)" + Session.replacedWorkNote(replacesWork)
    }

    /// What `new`, `load` and `preset` add when the scene they replace had unsaved changes:
    /// quitting would not ask about it any more, so the message says where it is.
    static func replacedWorkNote(_ replacesWork: Bool) -> String {
        replacesWork ? " (the unsaved scene before it is one `undo` away)" : ""
    }

    /// Records the current state as what is on disk (at `path`, when known): a session is
    /// unsaved while its state differs from this. Hosts call it for the opening preset too.
    public mutating func markSaved(path: String?) {
        guard let path else { return document.markSaved() }
        let checksum = (try? host.fileSystem.read(path)).map { JournalRecords.checksum(bytes: $0) }
        document.markSaved(file: (path, host.fileSystem.absolutePath(path), checksum))
        // The journal remembers the file, so a restored session saves back to it.
        // On failure the problem is shown, and the next change rewrites the journal whole (file
        // name included).
        if let journal = host.journalPath { _ = appendToJournal([Session.documentMarker + host.fileSystem.absolutePath(path)], path: journal) }
    }

    /// A plain `save` writes the session's file without naming it, so it must not silently
    /// replace what another session or program saved there since this one loaded or saved it
    /// (two playgrounds on one file: the second `save` lost the first one's work). Naming the
    /// file (`save FILE`) writes over it on purpose. Unknown (a restored session): no check.
    private func refuseOverwritingNewerFile(_ path: String) throws(ScriptError) {
        guard let known = document.knownChecksum(of: host.fileSystem.absolutePath(path)),
              let bytes = try? host.fileSystem.read(path), JournalRecords.checksum(bytes: bytes) != known else { return }
        throw ScriptError(.file(.failed(path: path, reason: "changed on disk since this session loaded or saved it (another session "
            + "or program wrote it): `save \(SceneWriter.word(path))` writes over it, `save OTHER.mesh` keeps both")))
    }

    /// The journal's comment naming the session's file.
    static let documentMarker = "# document: "

    /// Whether the state differs from what was last saved or loaded (the output size is no
    /// state: resizing the window is no edit), unless it is an untitled blank scene.
    public var hasUnsavedChanges: Bool { document.hasUnsavedChanges }

    /// The error for a script's first unknown command when the file is a model or scene meshplay
    /// imports instead (an OBJ's `v`, `o` or `f` statement in a `.obj` file, a JSON scene's `{`), which
    /// says so and names the command that reads it; otherwise `error` as it is.
    static func foreignFileError(_ error: ScriptError, file: String) -> ScriptError {
        guard case let .unknownCommand(name, _) = error.kind else { return error }
        let objKeywords: Set = ["v", "vt", "vn", "vp", "f", "o", "g", "s", "l", "p", "mtllib", "usemtl"]
        let isOBJ = file.lowercased().hasSuffix(".obj") && objKeywords.contains(name)
        guard isOBJ || name.hasPrefix("{") else { return error }
        var foreign = error
        foreign.kind = .notAScript(path: file, format: isOBJ ? "a Wavefront OBJ model" : "a JSON scene",
                                   command: isOBJ ? "import obj" : "import json")
        return foreign
    }

    /// A fresh session (no journal) after running `script` line by line; the first failing line
    /// throws its error located at `file:line:column`.
    public static func running(_ script: String, file: String, host: SessionHost) throws(ScriptError) -> Session {
        try running(script, file: file, host: host, depth: 0, budget: RunBudget())
    }

    /// The session of a file `load`ed `depth` files deep, spending what is left of `budget`.
    static func running(_ script: String, file: String, host: SessionHost, depth: Int, budget: RunBudget) throws(ScriptError) -> Session {
        var quiet = host
        quiet.journalPath = nil
        var session = Session(host: quiet)
        session.runner = .loading(depth: depth, budget: budget)
        try session.run(script, file: file)
        return session
    }

    /// Runs `script` line by line on this session, stopping at the first error, which is
    /// located at `file:line:column`; the lines before it stay applied. The whole script is
    /// one undo step. Returns the messages of the lines that printed something; with
    /// `messages: false` mesh edits skip making theirs, which makes big scene files faster.
    @discardableResult
    public mutating func run(_ script: String, file: String, messages: Bool = true) throws(ScriptError) -> [String] {
        let start = state, wasBatching = runner.batching, wasQuiet = runner.quiet, documentBefore = documentPath
        // A script run by the host starts a new count; a loaded file's goes on with its loader's.
        if runner.runsTypedLines { runner.budget.restart() }
        // The script's relative paths mean files beside it (``ScenePaths``).
        let directoryBefore = runner.fileDirectory
        runner.fileDirectory = ScenePaths.directory(of: file)
        defer { runner.fileDirectory = directoryBefore }
        runner.batching = true
        if !messages { runner.quiet = true }
        defer {
            runner.batching = wasBatching
            runner.quiet = wasQuiet
            if !wasBatching, state != start {
                let outerLine = currentLine
                currentLine = outerLine ?? "run \(file)"
                recordUndoStep(from: start, documentBefore: documentBefore)
                currentLine = outerLine
                // The journal gets the script's result in one piece.
                if let path = host.journalPath { _ = writeCheckpoint(to: path) }
            }
        }
        var output: [String] = []
        var lineNumber = 0
        // A block open in the REPL does not swallow a script's lines; one the script opens
        // must close in it.
        let outerBlock = runner.pendingBlock
        runner.pendingBlock = nil
        defer { runner.pendingBlock = outerBlock }
        var blockStart: Int?
        for line in TextLines.split(script) {
            lineNumber += 1
            if host.interruption.isRequested { throw ScriptError(.interrupted, column: 1, file: file, line: lineNumber) }
            do { try runner.budget.spend(lines: 1) } catch {
                runner.pendingBlock = nil
                var e = error
                e.column = 1
                throw e.located(file: file, line: lineNumber)
            }
            let wasReading = runner.pendingBlock != nil
            let notesBefore = pathNotes.count
            defer {
                // A note of this line's own (a nested file's are located already) names where it is.
                for i in notesBefore..<pathNotes.count where pathNotes[i].hasPrefix("note: ") {
                    pathNotes[i] = "\(file):\(lineNumber): " + pathNotes[i]
                }
            }
            switch execute(String(line)) {
            case let .success(message): if !message.isEmpty { output.append(message) }
            // An error from a nested `load` already names its own file and line.
            case let .failure(error):
                runner.pendingBlock = nil
                guard error.file == nil else { throw error }
                throw Session.foreignFileError(error, file: file).located(file: file, line: lineNumber, blockStart: blockStart)
            }
            if !wasReading && runner.pendingBlock != nil { blockStart = lineNumber }
        }
        if let block = runner.pendingBlock {
            runner.pendingBlock = nil
            throw Session.unclosedBlock(block).located(file: file, line: blockStart ?? lineNumber)
        }
        if !wasBatching {
            // The one check of the script's result (lines were not checked one by one); a state
            // that fails it is not kept.
            do { try state.validate() } catch {
                state = start
                documentPath = documentBefore
                var e = error
                e.column = max(1, e.column)
                throw e.located(file: file, line: max(1, lineNumber))
            }
        }
        return output
    }
}
