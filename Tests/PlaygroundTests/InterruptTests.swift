import Foundation
import Testing

/// Nothing the user types freezes the playground: a frame or a command that takes seconds runs
/// while keys are read, the status line says what is running and that Ctrl-C stops it, Ctrl-C
/// does, and typing goes on meanwhile.
@Suite(.serialized, .enabled(if: TmuxPane.isAvailable, "needs tmux and a built meshplay binary (run `swift build` first)"))
struct InterruptTests {
    static let environment = ["TERM": "xterm-256color"]

    /// An OBJ of `count` full-size quads stacked over each other: every one covers the whole
    /// picture, so one frame of it takes seconds (the shape of a hostile 400 KB file).
    static func writeStackedQuads(_ count: Int, to path: String) throws {
        var lines: [String] = []
        for k in 0..<count {
            for (x, y) in [(0, 0), (1, 0), (1, 1), (0, 1)] { lines.append("v \(x) \(y) \(Double(k) * 1e-4)") }
        }
        for _ in 0..<count { for (x, y) in [(0, 0), (1, 0), (1, 1), (0, 1)] { lines.append("vt \(x) \(y)") } }
        for k in 0..<count {
            let a = 4 * k + 1
            lines.append("f \(a)/\(a) \(a + 1)/\(a + 1) \(a + 2)/\(a + 2) \(a + 3)/\(a + 3)")
        }
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }

    func enter(_ pane: TmuxPane, _ line: String) {
        pane.type(line)
        pane.send(keys: "Enter")
    }

    @Test func ctrlCStopsASlowFrameTypingGoesOnMeanwhileAndThePlaygroundStays() throws {
        let pane = try TmuxPane(columns: 100, rows: 32, environment: Self.environment, command: TmuxPane.meshplayCommand())
        let obj = pane.home + "/stack.obj"
        try Self.writeStackedQuads(3000, to: obj)
        #expect(pane.wait { PlaygroundTests.isReady($0) } != nil)
        enter(pane, "supersample 4")
        #expect(pane.wait { $0.contains("supersample: 4") } != nil)
        enter(pane, "import obj \(obj)")
        // The import itself rewrites the journal; then the first frame of 3000 layers of quads
        // draws. Its report comes first: on a loaded machine the opening scene's frames at 4×4
        // samples are slow enough to show "drawing frame" too, and Ctrl-C would stop the import.
        let busy = pane.wait {
            PlaygroundTests.panelText($0).contains("imported ") && PlaygroundTests.statusLine($0).contains("drawing frame")
                && PlaygroundTests.statusLine($0).contains("Ctrl-C stops it")
        }
        #expect(busy != nil, "\(pane.capture())")
        // Typing shows on the input line while the frame is still being drawn.
        pane.type("grid 2 2")
        let typed = pane.wait { $0.contains("> grid 2 2") && PlaygroundTests.statusLine($0).contains("Ctrl-C stops it") }
        #expect(typed != nil, "\(pane.capture())")
        pane.send(keys: "C-c")
        let stopped = pane.wait { $0.contains("stopped drawing frame") && PlaygroundTests.isReady($0) }
        #expect(stopped != nil, "\(pane.capture())")
        // Still running, the typed line still there: Enter runs it and the small grid draws.
        pane.send(keys: "Enter")
        let grid = pane.wait { $0.contains("grid of 2×2 faces") && PlaygroundTests.statusLine($0).contains("f 4 t 8") }
        #expect(grid != nil, "\(pane.capture())")
        #expect(!pane.capture().contains("[exited"))
    }

    @Test func ctrlCStopsALongLoadAndNothingChanges() throws {
        let pane = try TmuxPane(columns: 100, rows: 32, environment: Self.environment, command: TmuxPane.meshplayCommand())
        let script = pane.home + "/long.mesh"
        try ("grid 3 3\n" + String(repeating: "vertex 0 to.z 0.5\n", count: 400_000)).write(toFile: script, atomically: true, encoding: .utf8)
        #expect(pane.wait { PlaygroundTests.isReady($0) } != nil)
        enter(pane, "load \(script)")
        let busy = pane.wait { PlaygroundTests.statusLine($0).contains("running `load") }
        #expect(busy != nil, "\(pane.capture())")
        pane.send(keys: "C-c")
        // The message wraps in the panel where the path's length puts it: its words with the lines joined.
        let stopped = pane.wait {
            PlaygroundTests.panelText($0).contains("error: interrupted (Ctrl-C) before it finished: nothing changed")
        }
        #expect(stopped != nil, "\(pane.capture())")
        // The opening scene is still there, unchanged and saved.
        #expect(pane.wait { PlaygroundTests.statusLine($0).contains("untitled │") } != nil, "\(pane.capture())")
        #expect(!pane.capture().contains("[exited"))
    }
}
