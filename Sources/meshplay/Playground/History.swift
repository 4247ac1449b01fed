import Foundation
import MeshIO

/// The REPL history file, kept between runs: `$XDG_STATE_HOME/meshplay/history`
/// (`~/.local/state/meshplay/history`), one line per entry, the newest last.
///
/// The file stays small whatever is typed or pasted: a line longer than ``lineByteLimit`` is
/// not stored, and once the file holds more than twice ``limit`` lines it is rewritten
/// (atomically) with the newest ``limit``, so it never passes `2 × limit` lines of at most
/// `lineByteLimit` bytes each.
struct HistoryFile {
    let path: String
    /// The entries kept: the newest this many are loaded, and a trim keeps as many.
    static let limit = 1000
    /// The longest line stored, in UTF-8 bytes: 4 KiB holds any command typed by hand (a long
    /// `let` or a `repeat` block's line), while a pasted file or a megabyte token is not
    /// recalled with Up but kept out of a file read at every start.
    static let lineByteLimit = 4096

    static var standard: HistoryFile {
        HistoryFile(path: RealFileSystem.stateDirectory + "/history")
    }

    /// The newest ``limit`` entries (lines over ``lineByteLimit`` that older versions stored are
    /// left out).
    func load() -> [String] {
        Array(entries().suffix(HistoryFile.limit))
    }

    /// Appends one entry right away, so a crash loses nothing; errors are ignored because a
    /// read-only home must not stop the playground. The write goes where every write goes
    /// (``WriteDestination``): through links, never into a device or a pipe.
    func append(_ line: String) {
        guard HistoryFile.stores(line) else { return }
        let files = RealFileSystem()
        try? files.append(Array((line + "\n").utf8), to: path)
        trimIfFarOverLimit(files)
    }

    /// Whether `line` goes into the file: short enough, and one line.
    static func stores(_ line: String) -> Bool {
        line.utf8.count <= lineByteLimit && !line.contains("\n")
    }

    /// Every stored line the file holds.
    private func entries() -> [String] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").map(String.init).filter(HistoryFile.stores)
    }

    /// Rewrites the file with the newest ``limit`` entries once it holds more than twice as many
    /// lines (or bytes than so many lines can fill): trimming at twice the limit, not at the
    /// limit, reads and rewrites the file once in `limit` entries, not at every one.
    private func trimIfFarOverLimit(_ files: RealFileSystem) {
        var info = stat()
        guard stat(path, &info) == 0 else { return }
        let bytes = Int(info.st_size)
        let fullBytes = 2 * HistoryFile.limit * (HistoryFile.lineByteLimit + 1)
        // A line takes at least two bytes (a character and its newline): a smaller file cannot
        // be over the line count, and is not read.
        guard bytes > 2 * HistoryFile.limit * 2 else { return }
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        guard bytes > fullBytes || lines > 2 * HistoryFile.limit else { return }
        let kept = load().map { $0 + "\n" }.joined()
        try? files.writeAtomically(Array(kept.utf8), to: path)
    }
}
