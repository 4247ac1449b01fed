import ArgumentParser
import Foundation
import Testing
@testable import meshplay

/// `meshplay bench --peer`: the argument errors users see, reading a peer's output, and a
/// run against a tiny peer really compiled with the system's C compiler.
struct BenchPeerTests {
    static func message(_ arguments: [String]) -> String? {
        do {
            _ = try BenchCommand.parse(arguments)
            return nil
        } catch {
            return BenchCommand.message(for: error)
        }
    }

    @Test(arguments: [
        (["--peer-cc", "clang -O3"], "--peer-cc builds a --peer .c file: give --peer too"),
        (["--rounds", "3"], "--rounds counts the rounds of --peer: give --peer too"),
        (["--peer", "p.c", "--rounds", "0"], "--rounds must be at least 1, got 0"),
        (["--peer", "p.c", "--threads", "2"], "--peer compares one thread with one thread: leave out --threads"),
        (["--peer", "p.c", "--json"], "--peer prints a table: leave out --json"),
        (["--peer", "p.c", "--peer-cc", "  "], "--peer-cc is empty"),
        (["--peer", "p.c", "--scene", "cube-lit"], "the peer draws only ripple-100, ripple-400, ripple-100-1280x960, not 'cube-lit'"),
        (["--size", "640x384"], "--size resizes the scenes of --peer: give --peer too"),
        (["--peer", "p.c", "--size", "640"], "--size must be WIDTHxHEIGHT, each 1 to 8192, like 640x384; got '640'"),
        (["--peer", "p.c", "--size", "0x384"], "--size must be WIDTHxHEIGHT, each 1 to 8192, like 640x384; got '0x384'"),
        (["--peer", "p.c", "--size", "640x9000"], "--size must be WIDTHxHEIGHT, each 1 to 8192, like 640x384; got '640x9000'"),
        (["--peer", "p.c", "--size", "640x384x2"], "--size must be WIDTHxHEIGHT, each 1 to 8192, like 640x384; got '640x384x2'"),
    ])
    func argumentErrorsSayWhatToChange(arguments: [String], expected: String) {
        #expect(Self.message(arguments) == expected)
    }

    @Test func aMissingPeerIsNamed() throws {
        let directory = FileManager.default.temporaryDirectory
        #expect(throws: BenchPeer.Failure.self) {
            try BenchPeer.prepare("/nonexistent/peer.c", compiler: "cc -O2", directory: directory)
        }
        do {
            _ = try BenchPeer.prepare("/nonexistent/peer.c", compiler: "cc -O2", directory: directory)
        } catch {
            #expect("\(error)" == "no peer program at /nonexistent/peer.c")
        }
    }

    @Test(arguments: [
        ("peer N=100 320x192 tex 8: 0.612 ms/frame (middle 80% of 40 frames 0.600-0.650), 20000 triangles", 0.612),
        ("12 ms/frame", 12.0),
        ("no time here", nil),
        ("nan ms/frame", nil),
        ("0.000 ms/frame", nil),
    ] as [(String, Double?)])
    func aPeersFrameTimeIsTheNumberBeforeMsPerFrame(output: String, expected: Double?) {
        #expect(BenchPeer.frameTime(in: output) == expected)
    }

    @Test(arguments: [
        (" 19486 px covered", 19486),
        ("peer N=100 1280x960 tex 800: 5.8 ms/frame (…), 20000 triangles, 487395 px covered, 84 Mpix/s", 487395),
        ("no count here", nil),
        ("px covered", nil),
    ] as [(String, Int?)])
    func aPeersCoveredPixelsAreTheCountBeforePxCovered(output: String, expected: Int?) {
        #expect(BenchPeer.coveredPixels(in: output) == expected)
    }

    @Test(arguments: [
        ("640x384", PeerSize(width: 640, height: 384)),
        ("960X576", PeerSize(width: 960, height: 576)),
        ("1x1", PeerSize(width: 1, height: 1)),
        ("8192x8192", PeerSize(width: 8192, height: 8192)),
        ("8193x1", nil), ("x384", nil), ("640x", nil), ("640", nil), ("-1x5", nil), ("a x b", nil),
    ] as [(String, PeerSize?)])
    func aPeerSizeIsWidthByHeight(text: String, expected: PeerSize?) {
        #expect(PeerSize(text) == expected)
    }

    /// At a size, each grid the peer draws is one ripple at that size: `ripple-100-1280x960`
    /// is `ripple-100` again, so it is not measured twice.
    @Test func atASizeEachPeerGridIsOneRippleOfThatSize() throws {
        let scenes = BenchScene.peerScenes(named: nil, size: PeerSize(width: 640, height: 384))
        #expect(scenes.map { "\($0.scene.name) \($0.grid) \($0.scene.options.width)x\($0.scene.options.height)" }
            == ["ripple-100 100 640x384", "ripple-400 400 640x384"])
        let one = BenchScene.peerScenes(named: "ripple-100-1280x960", size: PeerSize(width: 480, height: 288))
        #expect(one.map { "\($0.scene.name) \($0.grid) \($0.scene.options.width)x\($0.scene.options.height)" }
            == ["ripple-100 100 480x288"])
        #expect(BenchScene.peerScenes(named: nil, size: nil).map(\.scene.name) == ["ripple-100", "ripple-400", "ripple-100-1280x960"])
    }

    @Test func theTableShowsBothMediansTheCoveredPixelsAndTheSpeedOfEachRound() {
        let rows = [PeerComparison(scene: "ripple-100", width: 320, height: 192, meshplay: [1.0, 0.8, 0.9], peer: [0.5, 0.6, 0.45],
                                   meshplayCovered: 19511, peerCovered: 19512),
                    PeerComparison(scene: "ripple-400", width: 320, height: 192, meshplay: [2.0], peer: [2.2], meshplayCovered: 19600)]
        #expect(PeerComparison.table(rows, peer: "p.c built with cc -O2", rounds: 3, runs: 40) == """
            peer: p.c built with cc -O2; 3 rounds of 40 frames each, alternately, one thread, thread CPU time, medians
            scene               meshplay ms  peer ms  covered px (meshplay/peer)  speed (peer ÷ meshplay)
            ripple-100 320x192  0.900        0.500    19511/19512                 0.50× (rounds 0.50–0.75)
            ripple-400 320x192  2.000        2.200    19600/?                     1.10× (rounds 1.10–1.10)
            """)
    }

    /// The rounds alternate which of the two measures first.
    @Test func roundsAlternateWhoGoesFirst() throws {
        var order: [String] = []
        let scene = try #require(BenchScene.all(named: "ripple-100").first)
        let rows = try PeerComparison.measure([(scene: scene, grid: 100)], rounds: 3, runs: 1,
                                              meshplay: { _ in order.append("m"); return .init(milliseconds: 2, covered: 7) },
                                              peer: { grid, width, height in
                                                  #expect(grid == 100 && width == 320 && height == 192)
                                                  order.append("p")
                                                  return .init(milliseconds: 1, covered: 8)
                                              })
        #expect(order == ["m", "p", "p", "m", "m", "p"])
        #expect(rows.first?.ratios == [0.5, 0.5, 0.5])
        #expect(rows.first?.meshplayCovered == 7 && rows.first?.peerCovered == 8)
    }

    /// A tiny peer in C that answers as `.ci/peer/plain.c` does, built by `bench --peer` with
    /// the system's compiler and run in alternating rounds. In CI a compiler must be there.
    @Test func aTinyCompiledPeerIsBuiltRunAndCompared() throws {
        guard let compiler = ["cc", "gcc", "clang"].first(where: { XvfbXterm.find($0) != nil }) else {
            RealTool.didNotStart("no C compiler (cc, gcc or clang)")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bench-peer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("tiny.c")
        try """
            #include <stdio.h>
            #include <stdlib.h>
            int main(int argc, char **argv) {
                if (argc != 5) { fprintf(stderr, "usage: tiny N W H FRAMES\\n"); return 2; }
                printf("peer N=%d %dx%d: %.3f ms/frame, %d px covered\\n", atoi(argv[1]), atoi(argv[2]), atoi(argv[3]),
                       atoi(argv[1]) / 400.0, atoi(argv[2]) * atoi(argv[3]));
                return 0;
            }
            """.write(to: source, atomically: true, encoding: .utf8)
        let table = try BenchCommand.comparePeer(source.path, compiler: "\(compiler) -O2", scene: "ripple-100", rounds: 2, runs: 2)
        let lines = table.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines.first == "peer: \(source.path) built with \(compiler) -O2; 2 rounds of 2 frames each, alternately, "
            + "one thread, thread CPU time, medians")
        let row = try #require(lines.last)
        #expect(row.hasPrefix("ripple-100 320x192  "))
        // The peer's median is what it printed: 100 / 400 ms.
        #expect(row.contains("  0.250    "), "\(row)")
        // What it covered is what it printed: every pixel of 320 × 192.
        #expect(row.contains("/61440  "), "\(row)")
        // At --size, the peer is asked for that size, and meshplay draws it too.
        let sized = try BenchCommand.comparePeer(source.path, compiler: "\(compiler) -O2", scene: "ripple-100",
                                                 size: PeerSize(width: 64, height: 40), rounds: 1, runs: 1)
        let sizedRow = try #require(sized.split(separator: "\n").last.map(String.init))
        #expect(sizedRow.hasPrefix("ripple-100 64x40  "), "\(sizedRow)")
        #expect(sizedRow.contains("/2560  "), "\(sizedRow)")
        // A compiler error is reported with what the compiler said.
        try "int main(void) { return x; }".write(to: source, atomically: true, encoding: .utf8)
        do {
            _ = try BenchCommand.comparePeer(source.path, compiler: "\(compiler) -O2", scene: "ripple-100", rounds: 1, runs: 1)
            Issue.record("a peer that does not compile was run")
        } catch {
            #expect("\(error)".hasPrefix("building the peer failed: \(compiler) -O2 -o "), "\(error)")
            #expect("\(error)".contains("exited with 1"), "\(error)")
        }
    }
}
