import Foundation
import MeshIO

/// The REPL history file, kept between runs: `$XDG_STATE_HOME/meshplay/history`
/// (`~/.local/state/meshplay/history`), one line per entry, the newest last.
struct HistoryFile {
    let path: String
    static let limit = 1000

    static var standard: HistoryFile {
        HistoryFile(path: RealFileSystem.stateDirectory + "/history")
    }

    func load() -> [String] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return Array(text.split(separator: "\n").map(String.init).suffix(HistoryFile.limit))
    }

    /// Appends one entry right away, so a crash loses nothing; errors are ignored because a
    /// read-only home must not stop the playground.
    func append(_ line: String) {
        let directory = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        guard let handle = FileHandle(forWritingAtPath: path) else { return }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: Data((line + "\n").utf8))
    }
}
