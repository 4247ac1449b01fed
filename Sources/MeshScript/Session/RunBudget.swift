/// How much one top-level command may run in all, counted across the files it loads, the files
/// those load, and every `repeat`: a typed line, `meshplay run FILE`, a `load`, a closed repeat
/// block, or a journal's checkpoint. The caps on depth (`load` nests 16 files, blocks 16) and on
/// one line (``CommandParser/repeatBudget``) bound how deep work nests; this bounds how wide it
/// fans out, so `a.mesh` loading `b.mesh` ten times, each loading `c.mesh` ten times, and so on,
/// stops with an error instead of running for minutes. Nothing a budget stops is kept: the
/// command fails as a failing line does.
struct RunBudget: Sendable, Equatable {
    /// Lines (every line of a script or loaded file, and every command a `repeat` runs) one
    /// top-level command may run. A saved 1000 × 1000 grid with every vertex moved is about a
    /// million lines; ten of them fit.
    static let maxLines = 10_000_000
    /// Files one top-level command may `load`. `load` replaces the scene, so a real scene file
    /// loads one or two; a thousand tiny files take under a second in a debug build.
    static let maxLoads = 1_000

    /// The limits in force: the constants, lowered only by tests.
    var lineLimit = RunBudget.maxLines
    var loadLimit = RunBudget.maxLoads
    /// What the current top-level command has run so far.
    private(set) var lines = 0
    private(set) var loads = 0

    /// A new top-level command: nothing run yet.
    mutating func restart() {
        lines = 0
        loads = 0
    }

    /// Counts `count` more lines, or throws when that would pass the line budget (counting nothing).
    mutating func spend(lines count: Int) throws(ScriptError) {
        guard count <= lineLimit - lines else {
            throw ScriptError(.overBudget(budget: "line", limit: lineLimit, reached: lines + count,
                                          counting: "the lines of every file it loads and each command a repeat runs"))
        }
        lines += count
    }

    /// Counts one more `load`, or throws when that would pass the load budget.
    mutating func spendLoad() throws(ScriptError) {
        guard loads < loadLimit else {
            throw ScriptError(.overBudget(budget: "load", limit: loadLimit, reached: loads + 1,
                                          counting: "every load in the files it loads"))
        }
        loads += 1
    }
}
