import MeshEngine
import TerminalOutput

/// A command session: the state commands change, its undo history, the timeline position,
/// and the host services (files, images, journal) it reaches through ``SessionHost``.
///
/// Every line goes through ``execute(_:)``: parse, then ``apply(_:)``, which either changes
/// the state and answers with a message, or throws and leaves everything as it was.
public struct Session {
    /// Everything the commands have built; `undo` steps back through earlier values.
    public internal(set) var state: SessionState
    /// The playhead. Its position is not undoable (moving through time is not an edit); its
    /// frame rate and looping mirror the state's, its duration the animations'.
    public internal(set) var timeline = Timeline()
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
    /// The state as last saved or loaded (or marked clean by the host); nil when never.
    public internal(set) var savedState: SessionState?
    /// The file last saved to or loaded, which a plain "save" on quit writes to.
    public internal(set) var documentPath: String?
    /// Absolute path → checksum of the bytes this session last loaded from or saved to it, so a
    /// plain `save` notices a file another session or program wrote since.
    var documentChecksums: [String: UInt32] = [:]
    private(set) var undoStack = UndoHistory()
    private(set) var redoStack = UndoHistory()
    /// The fits that refits after edits replaced (``fitIfNeeded(width:height:)``), by the undo
    /// depth then: undoing the edit puts its fit back, so the mesh comes back at the size it had.
    var replacedFits: [(depth: Int, fit: FramedRect)] = []
    /// Set by an edit of the scene (not a gesture's: a dragged vertex stays where the pointer
    /// put it) and by undo and redo: the next frame checks the mesh is still on screen.
    var fitCheckPending = false
    /// The line being executed, which names the undo step it makes (`undone: map z = …`).
    var currentLine: String?
    var lastChange = StateChange.none
    /// How many `load`s deep this session runs, so a file that loads itself fails instead of recursing forever.
    var loadDepth = 0
    /// True while ``run(_:file:)`` executes a script: one undo step for the whole script.
    var batching = false
    /// The `repeat … {` block being read, until its `}` (``Session+RepeatBlock``).
    var pendingBlock: RepeatBlock?
    /// True for sessions that only rebuild a state (loading a file, restoring the journal), whose
    /// per-line messages nobody reads: mesh edits then skip formatting them.
    var quiet = false
    /// The directory of the file whose lines are running (``ScenePaths``): their relative paths
    /// mean files beside it. Nil for typed lines, which mean the current directory.
    var fileDirectory: String?
    /// Notes about paths in files that were read by the older rule (``Session+Paths``), each
    /// `file:line: note: …`, for the host to show.
    public internal(set) var pathNotes: [String] = []
    /// `load` nests at most this deep.
    static let loadDepthLimit = 16
    /// What the current top-level command has run, across nested loads and repeats; a `load`
    /// hands it to the file's session and takes it back.
    var budget = RunBudget()
    /// Open between ``beginCoalescedEdit()`` and ``endCoalescedEdit()``: the edits of one gesture.
    var coalesced: CoalescedEdit?
    /// The pixel size of the frame `pick`, `stats`, `inspect` and `render` (without a size) use:
    /// a parameter of the host's frame, not state. Not undone, saved or journaled; set by the
    /// `viewport` command or, in the playground, by the window (``followViewport(width:height:)``).
    public internal(set) var outputWidth = 160
    public internal(set) var outputHeight = 120
    /// Whether the output size follows the host's window, so `viewport` only reports it.
    public internal(set) var followsWindow = false
    /// The part of the container the view frames (set by `fit`); nil frames the whole
    /// container. A view parameter of the host, not an edit: not undone, saved or journaled.
    public internal(set) var fitRect: FramedRect?
    /// Whether the view re-fits itself to the drawn mesh when it has no fit (the playground's
    /// choice; headless renders keep the container framing of the seed figures).
    public var autoFits = false
    /// The face `inspect` last reported, highlighted with its drawn triangles.
    public internal(set) var inspected: Selection?
    /// View aids of the host (`onion`, `deformation`): not edits, not saved.
    public internal(set) var onionFrames = 0
    public internal(set) var showsDeformation = false
    /// How the playground's viewport turns pixels into cells (`cells`): not an edit, not saved.
    public internal(set) var cellMode = CellMode.half
    /// The playground's picture output (`graphics`): set by the playground from `--graphics` and
    /// its terminal probe, switched by the command; nil where no terminal shows the picture
    /// (`run`, `repl`). Not an edit, not saved.
    public var graphics: GraphicsSetting?
    /// What the playground's terminal draws of the cell modes, set by the playground from its
    /// start-up probe, so `cells` says what is shown and why; nil where no picture is shown
    /// (`run`, `repl`), where the mode is only asked for.
    public var cellSupport: CellSupport?

    /// Records `before` as one undo step when the state has changed since (a whole script, or
    /// the first edit of a coalesced gesture; its later edits extend that step), with the
    /// session's file then (`documentBefore`) when the edit changed it. A gesture's step is
    /// named by its latest edit (`undone: vertex 4 to 0.5 0.2 0`), not by the selection that
    /// began it, in the playground and in a restored journal alike.
    mutating func recordUndoStep(from before: SessionState, documentBefore: String?) {
        guard state != before else { return }
        redoStack.removeAll()
        if coalesced?.hasUndoStep == true {
            if let currentLine { undoStack.relabelTop(currentLine) }
            return
        }
        coalesced?.hasUndoStep = true
        let document = documentBefore == documentPath ? nil : DocumentChange(before: documentBefore, after: documentPath)
        undoStack.push(before, label: currentLine ?? "the last edit", document: document,
                       limit: Session.undoLimit, budgetBytes: Session.undoBudgetBytes)
    }

    /// Undo keeps at most this many steps.
    public static let undoLimit = 10_000
    /// The undo and redo history each keep at most this many bytes of meshes (by their own
    /// accounting, see ``UndoHistory``); past it the oldest steps are dropped, and the command
    /// that dropped them says so.
    public static let undoBudgetBytes = 256 << 20

    /// Forgets the undo and redo history: the current state becomes where `undo` stops (hosts
    /// call it after loading the file given on the command line, which is then not undoable).
    public mutating func markBaseline() {
        undoStack.removeAll()
        redoStack.removeAll()
        replacedFits.removeAll()
    }

    /// A note for the message of a command after which the history dropped old steps.
    mutating func historyNote() -> String {
        let dropped = undoStack.takeDropped() + redoStack.takeDropped()
        guard dropped > 0 else { return "" }
        return "\nnote: undo forgot its \(dropped) oldest step\(dropped == 1 ? "" : "s") to stay within "
            + "\(ScriptError.bytesText(Session.undoBudgetBytes)) and \(Session.undoLimit) steps"
    }
    public init(state: SessionState = SessionState(), host: SessionHost = SessionHost()) {
        self.state = state
        self.host = host
    }

    public var canUndo: Bool { !undoStack.isEmpty }

    public var canRedo: Bool { !redoStack.isEmpty }

    /// The selected layer, or nil when the scene has no layers.
    public var selectedLayer: Layer? {
        state.scene.layers.indices.contains(state.selectedLayer) ? state.scene.layers[state.selectedLayer] : nil
    }

    /// Parses and applies one line. Blank lines and comments succeed with no output.
    /// State-changing commands that succeed are written to the journal when the host keeps one.
    public mutating func execute(_ line: String) -> CommandResult {
        // A typed line (not one of a script's or a loaded file's) starts a new count.
        if currentLine == nil && !batching && loadDepth == 0 { budget.restart() }
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
            if !batching, let problem = recordInJournal(parsed.command, line: line) { return .success(message + "\n" + problem) }
            return .success(message)
        } catch {
            var e = error
            if e.column == 0 && e.kind.pointsIntoTheLine { e.column = parsed.subjectColumn }
            return .failure(e)
        }
    }

    /// Puts back a state from the undo or redo stack. An edit after this starts a new undo
    /// step rather than extending the one just undone or redone.
    private mutating func restore(_ snapshot: SessionState) {
        state = snapshot
        lastChange = .replaced
        coalesced?.hasUndoStep = false
        syncTimeline()
    }

    /// After an undo or redo: the fits replaced after the steps now undone come back, and the
    /// next frame checks that the mesh is on screen (a redone step's refit is undone with it again).
    private mutating func refitAfterHistory() {
        while let last = replacedFits.last, last.depth > undoStack.count {
            fitRect = last.fit
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
        let before: SessionState? = batching ? nil : state
        let timelineBefore = timeline, documentBefore = documentPath
        // Sessions that only rebuild a state leave the warning to the command that loads it.
        let labelsBefore = quiet ? nil : labelTexts
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
            fitRect = nil
            inspected = nil
        }
        if let before, state != before {
            recordUndoStep(from: before, documentBefore: documentBefore)
            if lastChange == .none { lastChange = .edited }
            if coalesced == nil, state.scene != before.scene { fitCheckPending = true }
        }
        let notes = labelsBefore.map(missingGlyphNotes(since:)) ?? []
        return ([message] + notes).filter { !$0.isEmpty }.joined(separator: "\n") + historyNote()
    }

    /// `undo` and `redo`: they move through the history rather than adding to it.
    private mutating func performHistory(_ step: HistoryCommand) throws(ScriptError) -> String {
        switch step {
        case .undo:
            guard let previous = undoStack.pop() else { throw ScriptError(.nothingToUndo) }
            redoStack.push(state, label: previous.label, document: previous.document,
                           limit: Session.undoLimit, budgetBytes: Session.undoBudgetBytes)
            restore(previous.state)
            refitAfterHistory()
            if let document = previous.document { documentPath = document.before }
            return "undone: \(previous.label)" + historyNote()
        case .redo:
            guard let next = redoStack.pop() else { throw ScriptError(.nothingToRedo) }
            undoStack.push(state, label: next.label, document: next.document,
                           limit: Session.undoLimit, budgetBytes: Session.undoBudgetBytes)
            restore(next.state)
            refitAfterHistory()
            if let document = next.document { documentPath = document.after }
            return "redone: \(next.label)" + historyNote()
        }
    }

    /// Every command, grouped by concern in the `Session+…` files. No `default`: a new command
    /// does not compile until it has a meaning.
    mutating func perform(_ command: Command) throws(ScriptError) -> String {
        switch command {
        case let .mesh(c): return try performMesh(c)
        case let .light(c): return try performLighting(c)
        case let .layer(c): return try performScene(c)
        case let .view(c): return try performView(c)
        case let .tool(c): return try performRendering(c)
        case let .timeline(c): return try performTimeline(c)
        case let .animation(c): return try performAnimation(c)
        case let .procedural(c): return try performProcedural(c)
        case let .file(c): return try performFiles(c)
        case let .history(c): return try performHistory(c)
        case let .query(c): return try performQuery(c)
        case let .language(c): return try performLanguage(c)
        }
    }
}

extension Session {
    /// Commands after which the old fit and inspected face mean nothing.
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
