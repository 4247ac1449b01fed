import MeshIO
import MeshScript

/// The playground's preferences file, `settings` in ``RealFileSystem/configDirectory``
/// (`~/.config/meshplay/settings`): lines of the command language the playground reads at
/// start, today only `panel COLUMNS`. Read and written through ``FileSystem``; a line it does
/// not know is kept as it is when the file is rewritten, and otherwise ignored, so a file from
/// a newer meshplay still opens.
struct PlaygroundSettings {
    let path: String
    let files: any FileSystem

    static var standard: PlaygroundSettings {
        PlaygroundSettings(path: RealFileSystem.configDirectory + "/settings", files: RealFileSystem())
    }

    /// The remembered panel width; nil when none is, or the file or its line is not readable
    /// (a bad width is not an error at start: the window lays out as if none were set).
    func panelColumns() -> Int? {
        for line in lines() {
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            guard words.count == 2, words[0] == "panel", let n = Int(words[1]), PanelColumns.range.contains(n) else { continue }
            return n
        }
        return nil
    }

    /// Writes `panel COLUMNS` in place of the file's panel line, atomically, keeping its other lines.
    func save(panelColumns columns: Int) throws(FileSystemError) {
        var kept = lines().filter { $0.split(separator: " ").first != "panel" }
        kept.append("panel \(columns)")
        try files.makeParentDirectory(of: path)
        try files.writeAtomically(Array(kept.map { $0 + "\n" }.joined().utf8), to: path)
    }

    private func lines() -> [String] {
        guard files.exists(path), let bytes = try? files.read(path), bytes.count <= 64 * 1024 else { return [] }
        return String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
    }
}
