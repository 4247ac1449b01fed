/// When the journal is rewritten whole: an edit appends its line (a few dozen bytes, no
/// fsync), and a checkpoint (the whole state as a scene file, written atomically with fsync)
/// comes only once enough has been appended since the last one that replaying it would take
/// longer than writing the state. So a vertex edit costs one append, whatever the mesh's size,
/// and a restore never replays more than ``maxRecords`` lines.
///
/// Checkpoints also come where a line cannot reproduce the change (``StateChange/replaced``),
/// and after a failed write, as before; the schedule only bounds the lines in between.
struct CheckpointSchedule: Hashable, Sendable {
    /// Records appended since the last checkpoint that make the next one due.
    static let maxRecords = 500
    /// Bytes appended since the last checkpoint that make the next one due (long lines, such as
    /// `map` formulas or `vertex add` with many vertices, reach this before the count).
    static let maxBytes = 256 * 1024

    /// Records and bytes appended since the last checkpoint.
    private(set) var records = 0
    private(set) var bytes = 0

    /// Counts one append of `recordCount` records in `byteCount` bytes.
    mutating func appended(records recordCount: Int, bytes byteCount: Int) {
        records += recordCount
        bytes += byteCount
    }

    /// Whether the journal should be rewritten whole now.
    var isDue: Bool { records >= Self.maxRecords || bytes >= Self.maxBytes }

    /// After a checkpoint: nothing appended since.
    mutating func checkpointWritten() {
        records = 0
        bytes = 0
    }
}
