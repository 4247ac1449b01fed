import Foundation

/// The scene files the playground tests open: written into one directory of the test process,
/// removed when the process exits, so a run of the suite leaves nothing behind in the
/// temporary directory (the playground reads a file while the test runs, so each test cannot
/// remove its own before the pane is gone).
enum SceneFiles {
    /// The directory, made on first use.
    static let directory: String = {
        let path = NSTemporaryDirectory() + "meshplay-scenes-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(atPath: SceneFiles.directory) }
        return path
    }()

    /// Writes `text` to a new file `name.mesh` (in a folder of its own, so the name stays as
    /// short as given: the status line shows it) and returns its path.
    static func write(_ text: String, name: String) throws -> String {
        let folder = directory + "/" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/\(name).mesh"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
