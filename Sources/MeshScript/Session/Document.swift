/// What a session edits, as a document: the state, its undo and redo history, and what was
/// last saved or loaded (the state then, the file, and the checksums of files read or written).
///
/// A value with no host: it reads no files and draws nothing. ``Session`` holds one and does
/// the file work around it (checksums come in as numbers, paths as the host spells them).
public struct Document {
    /// Everything the commands have built; ``undo()`` steps back through earlier values.
    public internal(set) var state: SessionState
    /// The state as last saved or loaded (or marked clean by the host); nil when never.
    public internal(set) var savedState: SessionState?
    /// The file last saved to or loaded, which a plain `save` writes to; nil: untitled.
    public internal(set) var path: String?
    /// Absolute path → checksum of the bytes last loaded from or saved to it, so a plain `save`
    /// notices a file another session or program wrote since.
    private var checksums: [String: UInt32] = [:]
    private(set) var undoStack = UndoHistory()
    private(set) var redoStack = UndoHistory()

    /// Undo keeps at most this many steps.
    public static let undoLimit = 10_000
    /// The undo and redo history each keep at most this many bytes of meshes (by their own
    /// accounting, see ``UndoHistory``); past it the oldest steps are dropped, and the command
    /// that dropped them says so.
    public static let undoBudgetBytes = 256 << 20

    public init(state: SessionState = SessionState()) {
        self.state = state
    }

    public var canUndo: Bool { !undoStack.isEmpty }
    public var canRedo: Bool { !redoStack.isEmpty }
    /// How many steps `undo` can take back.
    var undoDepth: Int { undoStack.count }

    /// Whether the state differs from what was last saved or loaded, unless it is an untitled
    /// blank scene: that (what `new` makes) holds nothing to lose, so quitting asks nothing,
    /// the same answer live and after a restore.
    public var hasUnsavedChanges: Bool {
        if path == nil && state == SessionState() { return false }
        guard let savedState else { return true }
        return savedState != state
    }

    /// After an edit that changed the state from `before`: redo forgets its steps, and `before`
    /// becomes one undo step named `label` (with the file then, `pathBefore`, when the edit
    /// changed it). An edit that `extendsLastStep` (a gesture's later edits) makes no step but
    /// renames the last one: a gesture's step is named by its latest edit.
    mutating func recordEdit(from before: SessionState, label: String?, pathBefore: String?, extendsLastStep: Bool) {
        redoStack.removeAll()
        if extendsLastStep {
            if let label { undoStack.relabelTop(label) }
            return
        }
        let change = pathBefore == path ? nil : DocumentChange(before: pathBefore, after: path)
        undoStack.push(before, label: label ?? "the last edit", document: change,
                       limit: Document.undoLimit, budgetBytes: Document.undoBudgetBytes)
    }

    /// Steps back to the state before the last undo step (and the file then), keeping the
    /// current one for `redo`; returns the step's label.
    mutating func undo() throws(ScriptError) -> String {
        guard let previous = undoStack.pop() else { throw ScriptError(.nothingToUndo) }
        redoStack.push(state, label: previous.label, document: previous.document,
                       limit: Document.undoLimit, budgetBytes: Document.undoBudgetBytes)
        state = previous.state
        if let change = previous.document { path = change.before }
        return previous.label
    }

    /// Steps forward to the state the last `undo` left (and its file); returns the step's label.
    mutating func redo() throws(ScriptError) -> String {
        guard let next = redoStack.pop() else { throw ScriptError(.nothingToRedo) }
        undoStack.push(state, label: next.label, document: next.document,
                       limit: Document.undoLimit, budgetBytes: Document.undoBudgetBytes)
        state = next.state
        if let change = next.document { path = change.after }
        return next.label
    }

    /// Forgets the undo and redo history: the current state becomes where `undo` stops.
    mutating func forgetHistory() {
        undoStack.removeAll()
        redoStack.removeAll()
    }

    /// A note for the message of a command after which the history dropped old steps.
    mutating func historyNote() -> String {
        let dropped = undoStack.takeDropped() + redoStack.takeDropped()
        guard dropped > 0 else { return "" }
        return "\nnote: undo forgot its \(dropped) oldest step\(dropped == 1 ? "" : "s") to stay within "
            + "\(ScriptError.bytesText(Document.undoBudgetBytes)) and \(Document.undoLimit) steps"
    }

    /// Records the current state as what is on disk. With a `file` (its path as given, its
    /// absolute path, and the checksum of its bytes when they could be read), that file becomes
    /// the document's.
    mutating func markSaved(file: (path: String, absolutePath: String, checksum: UInt32?)? = nil) {
        savedState = state
        guard let file else { return }
        path = file.path
        if let checksum = file.checksum { checksums[file.absolutePath] = checksum }
    }

    /// The checksum of the bytes this document last loaded from or saved to the file at
    /// `absolutePath`, so a plain `save` can tell whether someone else wrote it since; nil when
    /// it never did (a restored session).
    func knownChecksum(of absolutePath: String) -> UInt32? {
        checksums[absolutePath]
    }
}
