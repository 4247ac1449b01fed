/// How the lines a session executes are being run: typed one at a time, or as a script (a
/// `run` or `load`ed file, a repeat block, a journal being restored), how deep in loads, with
/// which block open, and what the current top-level command has spent.
///
/// A session's own lines and a loaded file's share nothing but the ``budget``, which a `load`
/// hands down and takes back.
struct ScriptRunner {
    /// How many `load`s deep this session runs, so a file that loads itself fails instead of recursing forever.
    var loadDepth = 0
    /// True while ``Session/run(_:file:messages:)`` executes a script: one undo step for the whole script.
    var batching = false
    /// The `repeat … {` block being read, until its `}` (``Session+RepeatBlock``).
    var pendingBlock: RepeatBlock?
    /// True for sessions that only rebuild a state (loading a file, restoring the journal), whose
    /// per-line messages nobody reads: mesh edits then skip formatting them.
    var quiet = false
    /// The directory of the file whose lines are running (``ScenePaths``): their relative paths
    /// mean files beside it. Nil for typed lines, which mean the current directory.
    var fileDirectory: String?
    /// What the current top-level command has run, across nested loads and repeats; a `load`
    /// hands it to the file's session and takes it back.
    var budget = RunBudget()

    /// `load` nests at most this deep.
    static let loadDepthLimit = 16

    /// The runner of a file `load`ed `depth` files deep, spending what is left of `budget`;
    /// its messages are not read (the `load` reports the file as a whole).
    static func loading(depth: Int, budget: RunBudget) -> ScriptRunner {
        ScriptRunner(loadDepth: depth, quiet: true, budget: budget)
    }

    /// Whether a line comes from neither a script nor a loaded file, so it starts a new count.
    var runsTypedLines: Bool { !batching && loadDepth == 0 }
}
