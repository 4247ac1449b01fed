import Foundation

/// meshplay's and a peer's frame times on one scene, one pair per round, and the table that
/// shows them side by side (``BenchPeer``). "Speed" is the peer's time over meshplay's in the
/// same round, as issue 38's table gives it: above 1, meshplay is faster.
struct PeerComparison {
    var scene: String
    var width: Int
    var height: Int
    /// Median milliseconds per frame of each round.
    var meshplay: [Double] = []
    var peer: [Double] = []
    /// The pixels each covered in its last frame, from the last round (nil: the peer did not
    /// say): the check that both drew the same picture at the same size.
    var meshplayCovered: Int? = nil
    var peerCovered: Int? = nil

    /// One side's measurement in one round.
    struct Round {
        var milliseconds: Double
        var covered: Int?
    }

    /// The speed of each round.
    var ratios: [Double] { zip(peer, meshplay).map { $0 / $1 } }

    /// The rounds of every scene: in each, meshplay and the peer measure the scene one after
    /// the other, the first of the two alternating from round to round, so neither always
    /// runs on a machine the other has just warmed or loaded.
    static func measure(_ scenes: [(scene: BenchScene, grid: Int)], rounds: Int, runs: Int,
                        meshplay: (BenchScene) -> Round,
                        peer: (_ grid: Int, _ width: Int, _ height: Int) throws -> Round) throws -> [PeerComparison] {
        var rows = scenes.map { PeerComparison(scene: $0.scene.name, width: $0.scene.options.width, height: $0.scene.options.height) }
        for round in 0..<rounds {
            for (k, s) in scenes.enumerated() {
                let size = (s.scene.options.width, s.scene.options.height)
                let ours: Round, theirs: Round
                if round % 2 == 0 {
                    ours = meshplay(s.scene)
                    theirs = try peer(s.grid, size.0, size.1)
                } else {
                    theirs = try peer(s.grid, size.0, size.1)
                    ours = meshplay(s.scene)
                }
                rows[k].meshplay.append(ours.milliseconds)
                rows[k].peer.append(theirs.milliseconds)
                rows[k].meshplayCovered = ours.covered
                rows[k].peerCovered = theirs.covered
            }
        }
        return rows
    }

    /// The table: a heading naming the peer and how it was measured, then a row per scene with
    /// the medians of the rounds and the median speed with its range over the rounds.
    static func table(_ rows: [PeerComparison], peer: String, rounds: Int, runs: Int) -> String {
        func f(_ x: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", x) }
        func count(_ n: Int?) -> String { n.map(String.init) ?? "?" }
        let headings = ["scene", "meshplay ms", "peer ms", "covered px (meshplay/peer)", "speed (peer ÷ meshplay)"]
        let body: [[String]] = rows.map { r in
            let ratios = r.ratios
            return ["\(r.scene) \(r.width)x\(r.height)", f(BenchCommand.median(r.meshplay), 3), f(BenchCommand.median(r.peer), 3),
                    "\(count(r.meshplayCovered))/\(count(r.peerCovered))",
                    "\(f(BenchCommand.median(ratios), 2))× (rounds \(f(ratios.min() ?? 0, 2))–\(f(ratios.max() ?? 0, 2)))"]
        }
        let widths = headings.indices.map { c in ([headings] + body).map { $0[c].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { c, text in
                c == cells.count - 1 ? text : text.padding(toLength: widths[c], withPad: " ", startingAt: 0)
            }.joined(separator: "  ")
        }
        let heading = "peer: \(peer); \(rounds) round\(rounds == 1 ? "" : "s") of \(runs) frames each, alternately, "
            + "one thread, thread CPU time, medians"
        return ([heading, line(headings)] + body.map(line)).joined(separator: "\n")
    }
}
