import MeshEngine

/// A command session: the state commands change, its undo history, the timeline position,
/// and the host services (files, images, journal) it reaches through ``SessionHost``.
///
/// Every line goes through ``execute(_:)``: parse, then ``apply(_:)``, which either changes
/// the state and answers with a message, or throws and leaves everything as it was.
public struct Session {
    /// The state, its undo history and what was last saved (``Document``).
    public internal(set) var document: Document
    /// Everything the commands have built; `undo` steps back through earlier values.
    public internal(set) var state: SessionState {
        get { document.state }
        // In place: a get-and-set would copy the state's meshes on every edit.
        _modify { yield &document.state }
        set { document.state = newValue }
    }
    /// The playhead. Its position is not undoable (moving through time is not an edit); its
    /// duration follows the animations' (``syncTimeline()``). Its frame rate and looping are the
    /// state's (`fps`, `loop`, saved with the scene), the one place they are held: every read
    /// takes them from there, so no copy can disagree.
    public internal(set) var timeline: Timeline {
        get {
            var t = playhead
            // Only on a change: setting `fps` clamps the frame, as a new rate must.
            if t.fps != state.framesPerSecond { t.fps = state.framesPerSecond }
            if t.loop != state.loops { t.loop = state.loops }
            return t
        }
        set { playhead = newValue }
    }
    /// What ``timeline`` stores: the frame, playing, duration; its rate and looping are read
    /// from the state.
    private var playhead = Timeline()
    /// How long the host's last frame took, in milliseconds, for `stats`.
    public var lastFrameMilliseconds: Double?
    public var host: SessionHost
    /// Why the last journal write failed, until one succeeds; hosts show it (nothing is silent).
    public internal(set) var journalProblem: String?
    /// Images the journal keeps its own copies of: original absolute path → copy.
    var journalCopies: [String: String] = [:]
    /// The paused frame the journal last noted (its checkpoint's, or a ``frameMarker`` line's),
    /// so stepping back and forth over one frame writes it once.
    var journaledFrame: Int?
    /// What was appended to the journal since its last checkpoint, which decides the next one.
    var checkpointSchedule = CheckpointSchedule()
    /// The file last saved to or loaded, which a plain "save" on quit writes to.
    public internal(set) var documentPath: String? {
        get { document.path }
        set { document.path = newValue }
    }
    /// The fits that refits after edits replaced (``fitIfNeeded(width:height:)``), by the undo
    /// depth then: undoing the edit puts its fit back, so the mesh comes back at the size it had.
    var replacedFits: [(depth: Int, fit: FramedRect)] = []
    /// Set by an edit of the scene (not a gesture's: a dragged vertex stays where the pointer
    /// put it) and by undo and redo: the next frame checks the mesh is still on screen.
    var fitCheckPending = false
    /// The line being executed, which names the undo step it makes (`undone: map z = …`).
    var currentLine: String?
    var lastChange = StateChange.none
    /// Typed lines or a script, how deep in loads, the open repeat block, the run budget.
    var runner = ScriptRunner()
    /// Notes about paths in files that were read by the older rule (``SceneFiles/inputPath(_:)``), each
    /// `file:line: note: …`, for the host to show.
    public internal(set) var pathNotes: [String] = []
    /// Open between ``beginCoalescedEdit()`` and ``endCoalescedEdit()``: the edits of one gesture.
    var coalesced: CoalescedEdit?
    /// How the host shows the document (output size, framing, view aids): not an edit, not
    /// undone, saved or journaled (``ViewSettings``). Read by its one name, `viewSettings.x`;
    /// a host sets what is its choice (`autoFits`), the commands set the rest.
    public var viewSettings = ViewSettings()

    /// Records `before` as one undo step when the state has changed since (a whole script, or
    /// the first edit of a coalesced gesture; its later edits extend that step), with the
    /// session's file then (`documentBefore`) when the edit changed it. A gesture's step is
    /// named by its latest edit (`undone: vertex 4 to 0.5 0.2 0`), not by the selection that
    /// began it, in the playground and in a restored journal alike.
    mutating func recordUndoStep(from before: SessionState, documentBefore: String?) {
        guard state != before else { return }
        let extendsLastStep = coalesced?.hasUndoStep == true
        coalesced?.hasUndoStep = true
        document.recordEdit(from: before, label: currentLine, pathBefore: documentBefore, extendsLastStep: extendsLastStep)
    }

    /// Forgets the undo and redo history: the current state becomes where `undo` stops (hosts
    /// call it after loading the file given on the command line, which is then not undoable).
    public mutating func markBaseline() {
        document.forgetHistory()
        replacedFits.removeAll()
    }

    public init(state: SessionState = SessionState(), host: SessionHost = SessionHost()) {
        self.document = Document(state: state)
        self.host = host
    }

    public var canUndo: Bool { document.canUndo }
    public var canRedo: Bool { document.canRedo }

    /// The selected layer, or nil when the scene has no layers.
    public var selectedLayer: Layer? {
        state.scene.layers.indices.contains(state.selectedLayer) ? state.scene.layers[state.selectedLayer] : nil
    }

    /// Parses and applies one line. Blank lines and comments succeed with no output.
    /// State-changing commands that succeed are written to the journal when the host keeps one.
    public mutating func execute(_ line: String) -> CommandResult {
        // A typed line (not one of a script's or a loaded file's) starts a new count.
        if currentLine == nil && runner.runsTypedLines { runner.budget.restart() }
        if readsBlock(line) { return readBlockLine(line) }
        let parsed: (command: Command, subjectColumn: Int)
        do {
            guard let p = try CommandParser.parse(line, variables: state.variables) else { return .success("") }
            parsed = p
        } catch {
            return .failure(error)
        }
        // A script's lines run inside the line that started it (`load a.mesh`), which names the step.
        let isOuter = currentLine == nil
        if isOuter { currentLine = line.trimmingCharacters(in: .whitespaces) }
        defer { if isOuter { currentLine = nil } }
        do {
            let message = try apply(parsed.command)
            if !runner.batching, let problem = recordInJournal(parsed.command, line: line) { return .success(message + "\n" + problem) }
            return .success(message)
        } catch {
            var e = error
            if e.column == 0 && e.kind.pointsIntoTheLine { e.column = parsed.subjectColumn }
            return .failure(e)
        }
    }

    /// After the document put back a state from its undo or redo history. An edit after this
    /// starts a new undo step rather than extending the one just undone or redone.
    private mutating func restored() {
        lastChange = .replaced
        coalesced?.hasUndoStep = false
        syncTimeline()
    }

    /// After an undo or redo: the fits replaced after the steps now undone come back, and the
    /// next frame checks that the mesh is on screen (a redone step's refit is undone with it again).
    private mutating func refitAfterHistory() {
        while let last = replacedFits.last, last.depth > document.undoDepth {
            viewSettings.fitRect = last.fit
            replacedFits.removeLast()
        }
        fitCheckPending = true
    }

    /// Applies one command, returning its message; on error nothing changes.
    ///
    /// While a script runs (``run(_:file:)``) no snapshot is taken per line: a snapshot shares
    /// the state's arrays, so the next edit would copy a whole mesh, and scene files of big
    /// meshes would load in quadratic time. Handlers validate before they mutate, so a
    /// failing line changes nothing then too.
    public mutating func apply(_ command: Command) throws(ScriptError) -> String {
        let before: SessionState? = runner.batching ? nil : state
        let timelineBefore = timeline, documentBefore = documentPath
        // Sessions that only rebuild a state leave the warning to the command that loads it.
        let labelsBefore = runner.quiet ? nil : state.labelTexts
        lastChange = .none
        if case let .history(step) = command { return try performHistory(step) }
        let message: String
        do {
            message = try perform(command)
            // Scripts are checked once at their end (see ``run(_:file:messages:)``): per line, a big
            // scene file would be scanned once per line.
            if let before { try state.validate(since: before) }
        } catch {
            if let before { state = before }
            timeline = timelineBefore
            documentPath = documentBefore
            throw error
        }
        syncTimeline()
        if Session.startsNewDocument(command) { documentPath = nil }
        if Session.replacesScene(command) {
            viewSettings.fitRect = nil
            viewSettings.inspected = nil
        }
        if let before, state != before {
            recordUndoStep(from: before, documentBefore: documentBefore)
            if lastChange == .none { lastChange = .edited }
            if coalesced == nil, state.scene != before.scene { fitCheckPending = true }
        }
        let notes = (labelsBefore.map { state.missingGlyphNotes(since: $0, typeface: host.typeface) } ?? [])
            + [before.flatMap(state.unseenEditNote(since:))].compactMap { $0 }
        return ([message] + notes).filter { !$0.isEmpty }.joined(separator: "\n") + document.historyNote()
    }

    /// `undo` and `redo`: they move through the history rather than adding to it.
    private mutating func performHistory(_ step: HistoryCommand) throws(ScriptError) -> String {
        let message: String
        switch step {
        case .undo: message = "undone: " + (try document.undo())
        case .redo: message = "redone: " + (try document.redo())
        }
        restored()
        refitAfterHistory()
        return message + document.historyNote()
    }

    /// Every command, by who performs it: edits of the state alone are the state's
    /// (`SessionState+…`), edits that read the playhead or the frame on screen are a
    /// ``StateEditor``'s, and what reaches files, the timeline, the view or the renderer is the
    /// session's (`Session+…`). No `default`: a new command does not compile until it has a meaning.
    mutating func perform(_ command: Command) throws(ScriptError) -> String {
        switch command {
        case let .mesh(c):
            let drawn = try drawnQuads(for: c)
            return try edit { (e: inout StateEditor) throws(ScriptError) in try e.performMesh(c, drawn: drawn) }
        case let .light(c): return try state.performLighting(c)
        case let .layer(c):
            let image = try contentImage(for: c)
            return try edit { (e: inout StateEditor) throws(ScriptError) in try e.performScene(c, image: image) }
        case let .view(c): return try performView(c)
        case let .tool(c): return try performRendering(c)
        case let .timeline(c): return try performTimeline(c)
        case let .animation(c): return try edit { (e: inout StateEditor) throws(ScriptError) in try e.performAnimation(c) }
        case let .procedural(.preset(name)): return try startPreset(name)
        case let .procedural(.map(assignment, once)):
            return try edit { (e: inout StateEditor) throws(ScriptError) in try e.map(assignment, once: once) }
        case .procedural(.mapClear): return try state.mapClear()
        case .procedural(.mapList): return state.mapList
        case let .file(c): return try performFiles(c)
        case let .history(c): return try performHistory(c)
        case let .query(c): return try performQuery(c)
        case let .language(.define(name, source)): return try state.define(name, source: source)
        case let .language(.remove(name)): return try state.removeVariable(name)
        case .language(.list): return state.variableList
        case let .language(.show(name)): return SessionState.describe(variable: name, in: state.variables)
        case let .language(.repeated(count, commands)): return try performRepeat(count, commands)
        }
    }

    /// Runs `body` on a ``StateEditor`` holding the state, which is moved into it and back rather
    /// than copied, so a mesh is edited in place; what the edit says of the playhead becomes
    /// the journal's ``lastChange``.
    mutating func edit(_ body: (inout StateEditor) throws(ScriptError) -> String) throws(ScriptError) -> String {
        var editor = StateEditor(state: SessionState(), frame: frame, time: time, quiet: runner.quiet, frames: host.frames)
        swap(&editor.state, &document.state)
        defer {
            swap(&editor.state, &document.state)
            if editor.change != .none { lastChange = editor.change }
        }
        return try body(&editor)
    }

    /// The quads the frame on screen drew for the face `flip` and `diagonal N` name, drawn first
    /// (after the checks of the face those commands make, so their errors come first); empty
    /// for other mesh commands.
    private mutating func drawnQuads(for command: MeshCommand) throws(ScriptError) -> [DrawnQuad] {
        let face: Int
        if case let .flip(f) = command { face = f } else if case let .diagonalShow(f) = command { face = f } else { return [] }
        let l = try state.layerIndex()
        _ = try state.currentMesh().faceIndex(face)
        return try finishedFrame(width: viewSettings.outputWidth, height: viewSettings.outputHeight).drawnSplits(layer: l, face: face)
    }

    /// The texture `content image FILE` reads (after the check that there is a layer, so its
    /// error comes first); nil for other layer commands.
    private mutating func contentImage(for command: LayerCommand) throws(ScriptError) -> Texture? {
        guard case let .content(.image(path)) = command else { return nil }
        _ = try state.layerIndex()
        return try withFiles { (files, _) throws(ScriptError) in try files.loadImage(path) }
    }
}

extension Session {
    /// Commands after which the old fit and viewSettings.inspected face mean nothing.
    /// Commands after which the scene is no longer the file last saved or loaded: the session
    /// is untitled until saved, so a plain save (the quit dialog's) asks for a name instead of
    /// writing this scene over that file. `load` names its own file.
    static func startsNewDocument(_ command: Command) -> Bool {
        switch command {
        case .procedural(.preset), .file(.new), .file(.importJSON): return true
        default: return false
        }
    }

    static func replacesScene(_ command: Command) -> Bool {
        switch command {
        case .procedural(.preset), .file(.new), .file(.load), .file(.importJSON), .mesh(.grid), .mesh(.meshEmpty): return true
        default: return false
        }
    }
}

/// How the last applied command changed the state, for the journal.
enum StateChange: Equatable {
    case none
    /// An ordinary edit: the command line alone reproduces it.
    case edited
    /// An edit that read the playhead (a vertex edit of a layer something moves starts from the
    /// frame on screen; `key` snapshots it; `animate` begins at it): the line reproduces it at
    /// the same frame, so the journal notes the frame (``Session/frameMarker``) before the line.
    case editedAtPlayhead
    /// The state was replaced (undo, redo, load, import…): the journal is rewritten.
    case replaced
}

/// The outcome of one executed line.
public enum CommandResult: Equatable, Sendable {
    case success(String)
    case failure(ScriptError)

    public var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }

    /// The message on success, the error's description on failure.
    public var text: String {
        switch self {
        case let .success(s): return s
        case let .failure(e): return e.description
        }
    }
}
