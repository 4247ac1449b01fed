import Foundation

extension BenchCommand {
    /// `bench --peer PATH`: builds the peer when `path` is C source (into a directory removed
    /// afterwards), then measures it beside meshplay on `scene` (nil: every scene a peer draws)
    /// for `rounds` rounds of `runs` frames, and returns the table.
    static func comparePeer(_ path: String, compiler: String, scene: String?, rounds: Int, runs: Int) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("meshplay-peer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let peer = try BenchPeer.prepare(path, compiler: compiler, directory: directory)
        let scenes = BenchScene.all(named: scene).compactMap { s in s.peerGrid.map { (scene: s, grid: $0) } }
        let rows = try PeerComparison.measure(scenes, rounds: rounds, runs: runs,
                                              meshplay: { measure($0, runs: runs, threads: 1).milliseconds },
                                              peer: { try peer.milliseconds(grid: $0, width: $1, height: $2, runs: runs) })
        let name = peer.compiler.map { "\(peer.source) built with \($0)" } ?? peer.source
        return PeerComparison.table(rows, peer: name, rounds: rounds, runs: runs)
    }
}
