import Foundation

extension BenchCommand {
    /// `bench --peer PATH`: builds the peer when `path` is C source (into a directory removed
    /// afterwards), then measures it beside meshplay on `scene` (nil: every scene a peer draws),
    /// at `size` when given, for `rounds` rounds of `runs` frames, and returns the table.
    static func comparePeer(_ path: String, compiler: String, scene: String?, size: PeerSize? = nil,
                            rounds: Int, runs: Int) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("meshplay-peer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let peer = try BenchPeer.prepare(path, compiler: compiler, directory: directory)
        let rows = try PeerComparison.measure(BenchScene.peerScenes(named: scene, size: size), rounds: rounds, runs: runs,
                                              meshplay: { s in
                                                  let r = measure(s, runs: runs, threads: 1)
                                                  return PeerComparison.Round(milliseconds: r.milliseconds, covered: r.coveredPixels)
                                              },
                                              peer: { try peer.measure(grid: $0, width: $1, height: $2, runs: runs) })
        let name = peer.compiler.map { "\(peer.source) built with \($0)" } ?? peer.source
        return PeerComparison.table(rows, peer: name, rounds: rounds, runs: runs)
    }
}

extension BenchScene {
    /// The scenes a peer draws, each with its quads per side: as they are, or at `size` the
    /// ripple of each of their grids once (`ripple-100-1280x960` at 640×384 is `ripple-100`).
    static func peerScenes(named name: String?, size: PeerSize?) -> [(scene: BenchScene, grid: Int)] {
        let own = all(named: name).compactMap { s in s.peerGrid.map { (scene: s, grid: $0) } }
        guard let size else { return own }
        var grids: [Int] = []
        for s in own where !grids.contains(s.grid) { grids.append(s.grid) }
        return grids.map { g in (scene: ripple(faces: g, width: size.width, height: size.height, name: "ripple-\(g)"), grid: g) }
    }
}
