import MeshEngine
import Testing
@testable import MeshScript

/// A command run after some setup, and the first line of what it must answer.
struct MessageCase: CustomTestStringConvertible, Sendable {
    let setup: [String]
    let line: String
    let message: String
    var testDescription: String { line }

    init(_ line: String, after setup: [String] = ["grid 2 2"], says message: String) {
        self.setup = setup
        self.line = line
        self.message = message
    }
}

@Suite struct CommandMessageTests {
    static let cases: [MessageCase] = [
        MessageCase("vertex add from 0 0 to 0.1 0.2 0.3", says: "vertex 9: from (0, 0) to (0.1, 0.2, 0.3)"),
        MessageCase("vertex 4 to.z 0.2", says: "vertex 4: from (0.5, 0.5) to (0.5, 0.5, 0.2)"),
        MessageCase("vertex 4", says: "vertex 4: from (0.5, 0.5) to (0.5, 0.5, 0)"),
        MessageCase("vertex remove 8", says: "removed vertex 8; removed face 3 that used it"),
        MessageCase("vertices", says: "0: from (0, 0) to (0, 0, 0)"),
        MessageCase("face add 0 2 8 6", says: "face 4: [0 2 8 6]"),
        MessageCase("face 1 w 0 1 0 0", says: "face 1: [1 2 5 4] w [0 1 0 0]"),
        MessageCase("face remove 0", says: "removed face 0"),
        MessageCase("faces", says: "0: [0 1 4 3]"),
        MessageCase("select vertex 4", says: "selected vertex 4: from (0.5, 0.5) to (0.5, 0.5, 0)"),
        MessageCase("select none", says: "nothing selected"),
        MessageCase("grid 3 4", says: "grid of 3×4 faces: 20 vertices"),
        MessageCase("mesh empty", says: "empty mesh"),
        MessageCase("mesh none", says: "no mesh: the layer is drawn flat"),
        MessageCase("preset wavy-label", says: "wavy-label: Wavy label (the unsaved scene before it is one `undo` away)"),
        MessageCase("map z = 0.1 * u", says: "mapped 9 vertices"),
        MessageCase("map z = sin(t)", says: "map 0 on layer 0 re-runs every frame (it uses t); map --once bakes it"),
        MessageCase("map clear", after: ["grid 1 1", "map z = t"], says: "removed 1 procedural map from layer 0"),
        MessageCase("maps", says: "no procedural maps"),
        MessageCase("subdivision 2", says: "subdivision: 2 steps"),
        MessageCase("depth max", says: "depth normalization: max"),
        MessageCase("triangulation shorter", says: "triangulation: shorter"),
        MessageCase("flip 2", says: "face 2 now splits along 1-3"),
        MessageCase("diagonal 2 auto", says: "face 2 follows the layer's triangulation"),
        MessageCase("light clear", says: "no lights"),
        MessageCase("light add point position 1 2 3", says: "light 1: point position 1 2 3 color #ffffff intensity 1"),
        MessageCase("light remove 0", says: "removed light 0"),
        MessageCase("lights", says: "0: directional toward 0 0 -1 color #ffffff intensity 1"),
        MessageCase("light toward 1 0 1", says: "light 0: directional toward 1 0 1 color #ffffff intensity 1"),
        MessageCase("light from 1 0 1", says: "light 0: directional toward -1 0 -1 color #ffffff intensity 1"),
        MessageCase("light ambient 0.3", says: "light 1: ambient color #ffffff intensity 0.3"),
        MessageCase("light point 0 0 100", says: "light 1: point position 0 0 100 color #ffffff intensity 1"),
        MessageCase("light spot 0 0 100 cone 30", says: "light 1: spot toward 0 0 -1 position 0 0 100 cone 30 color #ffffff intensity 1"),
        MessageCase("light add spot coneradians 0.5", says: "light 1: spot toward 0 0 -1 position 0 0 500 cone 28.64788975654116 color #ffffff intensity 1"),
        MessageCase("light diffuse 0.25", says: "diffuse factor: 0.25"),
        MessageCase("light specular 0.5", says: "specular: 0.5, shininess 32"),
        MessageCase("light color orange", says: "light 0: directional toward 0 0 -1 color #f08228 intensity 1"),
        MessageCase("shading unlit", says: "shading: unlit"),
        MessageCase("content uv", says: "content: uv"),
        MessageCase("content disc 0.5 teal", says: "content: disc 0.5 #1cb899"),
        MessageCase("background navy", says: "background: #141e50"),
        MessageCase("scene size 300 200", says: "scene size: 300x200"),
        MessageCase("layer size 120 80", says: "layer size: 120x80"),
        MessageCase("layer position 10 20", says: "layer position: (10, 20)"),
        MessageCase("layer anchor 0 0", says: "layer anchor: (0, 0)"),
        MessageCase("layer opacity 0.5", says: "layer opacity: 0.5"),
        MessageCase("layer doublesided off", says: "layer hides faces turned away"),
        MessageCase("layer name hero", says: "layer 0 is called hero"),
        MessageCase("layer add", says: "added layer 1 (layer1), now selected"),
        MessageCase("layer select 0", says: "selected layer 0 (layer)"),
        MessageCase("layer remove", after: ["layer add"], says: "removed layer 1; 1 left"),
        MessageCase("layers", says: "*0: layer 200x200 at (100, 100), 9 vertices, 4 faces, checker 8 #ffffff #808080"),
        MessageCase("transform scale 2 2", says: "transform: [2 0 0 0] [0 2 0 0] [0 0 1 0] [0 0 0 1]"),
        MessageCase("sublayer m34 -0.002", says: "sublayer: [1 0 0 0] [0 1 0 0] [0 0 1 -0.002] [0 0 0 1]"),
        MessageCase("transform reset", after: ["transform rotate 10 0 1 0"], says: "transform: identity"),
        MessageCase("overlays on", says: "overlays: wire diagonals vertices indices"),
        MessageCase("overlay wire on", says: "overlays: wire"),
        MessageCase("supersample 1", says: "supersample: 1×1 samples per pixel"),
        MessageCase("orbit 30 10", says: "orbit: yaw 30°, pitch 10°"),
        MessageCase("zoom 2", says: "zoom: 2"),
        MessageCase("viewport 80 60", says: "viewport: 80×60 pixels (a setting of this run, not saved)"),
        // The renderer's sample positions decide the digits of `from`; the message's shape is what matters.
        MessageCase("pick 80 60", says: "layer 0 (layer), face 3, triangle 0, from (0.5…"),
        MessageCase("pick 0 0", says: "(0, 0) shows the background (the viewport is 160×120)"),
        MessageCase("fit", after: ["preset rippled-label"],
                    says: "fit: the view frames 264.29×202.21 pt of the container around (200, 161.68), zoom 1"),
        MessageCase("inspect face 0", says: "face 0: [0 1 4 3]"),
        MessageCase("stats", says: "1 layer; control mesh: 9 vertices, 4 faces"),
        MessageCase("fit", says: "fit: the view frames 200×200 pt of the container around (100, 100), zoom 1"),
        MessageCase("onion 3", says: "onion skin: 3 frames before and after, drawn while paused"),
        MessageCase("deformation on", says: "deformation: vertices coloured by distance from the identity position"),
        // The front answers `cells` with what the mode means on its terminal (CellsCommandTests);
        // the session hands the word over and frames the answer.
        MessageCase("cells sextant", says: "cells: sextant"),
        // Headless: no terminal picture; the playground's answers are in GraphicsCommandTests.
        MessageCase("graphics", says: "graphics: none here (`run` and `repl` show no picture; the playground does)"),
        // Headless: no panel; the playground's answers are in PanelWidthTests.
        MessageCase("panel 48", says: "panel: none here (`run` and `repl` show no panel; the playground does)"),
        MessageCase("key a", says: "keyframe a: 9 vertices, 4 faces"),
        MessageCase("key remove a", after: ["grid 1 1", "key a"], says: "removed keyframe a"),
        MessageCase("keys", says: "no keyframes (key NAME snapshots the selected layer's mesh)"),
        MessageCase("animate a b duration 1 at 0", after: ["grid 1 1", "key a", "key b"], says: "animation 0 on layer 0: a → b from 0 s until 1 s"),
        MessageCase("animate clear", after: ["grid 1 1", "key a", "key b", "animate a b duration 1"], says: "layer 0 is no longer animated"),
        MessageCase("animate clear", says: "layer 0 was not animated; nothing changed"),
        MessageCase("animations", says: "no animations"),
        MessageCase("fps 60", says: "60 frames per second"),
        MessageCase("play", says: "playing from frame 0"),
        MessageCase("pause", says: "paused at frame 0 (0 s)"),
        MessageCase("step 3", says: "frame 3 (0.1 s)"),
        MessageCase("back", after: ["frame 10"], says: "frame 9 (0.3 s)"),
        MessageCase("frame 45", says: "frame 45 (1.5 s)"),
        MessageCase("time 2", says: "frame 60 (2 s)"),
        MessageCase("loop off", says: "the timeline stops at the end"),
        MessageCase("undo", says: "undone: grid 2 2"),
        MessageCase("redo", after: ["grid 2 2", "undo"], says: "redone: grid 2 2"),
        MessageCase("new", says: "new scene"),
        MessageCase("save s.mesh", says: "saved s.mesh"),
        MessageCase("load s.mesh", after: ["save s.mesh"], says: "loaded s.mesh"),
        MessageCase("export obj m.obj", says: "wrote m.obj: 9 vertices, 4 faces"),
        MessageCase("import obj m.obj", after: ["grid 2 2", "export obj m.obj"], says: "imported m.obj: 9 vertices, 4 faces"),
        MessageCase("help zoom", says: "usage: zoom [Z]"),
        MessageCase("let amp = 0.05 * 2", says: "amp = 0.05 * 2 = 0.1"),
        MessageCase("let pull = 0.5 + 0.5 * cos(pi * t / 2)", says: "pull = 0.5 + 0.5 * cos(pi * t / 2)  (reads t: for map expressions)"),
        MessageCase("lets", after: ["let a = 1", "let b = a + 1"], says: "a = 1"),
        MessageCase("repeat 3 k vertex add k 0", says: "repeated 3 times; the last: vertex 11: from (2, 0) to (2, 0, 0)"),
    ]

    /// With nothing drawn, `stats` ended its second line in "(steps )".
    @Test func statsOfASceneThatDrawsNothingSaysSo() {
        var s = session(["layer remove 0"])
        #expect(s.execute("stats").text.split(separator: "\n").dropFirst().first
            == "drawn at 160×120: 0 vertices, 0 faces, 0 triangles (no layer draws)")
    }

    @Test(arguments: cases)
    func commandAnswersWithItsMessage(_ c: MessageCase) {
        var s = session(c.setup)
        s.host.picture = WordEchoFront()
        let result = s.execute(c.line)
        #expect(result.isSuccess, "\(result.text)")
        let first = result.text.split(separator: "\n").first.map(String.init) ?? ""
        if c.message.hasSuffix("…") {
            #expect(first.hasPrefix(c.message.dropLast()), "\(first)")
        } else {
            #expect(first == c.message)
        }
    }

    @Test func everyDocumentedCommandHasAMessageCase() {
        let covered = Set(Self.cases.map { $0.line.split(separator: " ")[0].lowercased() })
        let missing = CommandHelp.names.filter { !covered.contains($0) }
        // `render` needs an image encoder; the next test gives it one.
        #expect(missing == ["render"])
    }

    @Test func renderWritesThroughTheHostsEncoder() {
        let files = InMemoryFileSystem()
        var s = Session(host: SessionHost(fileSystem: files, encodeImage: { image, _ in [UInt8(image.width), UInt8(image.height)] }))
        #expect(s.execute("render out.png 40 30").text == "rendered frame 0 to out.png (40×30, 128 triangles)")
        #expect(files.files["out.png"] == [40, 30])
        var plain = Session()
        #expect(failure(&plain, "render out.png")?.message == "this host cannot write images")
    }

    /// Without a size, the frame as the viewport frames it, scaled by a whole factor to at
    /// least 640 pixels across: a viewport of half blocks (79×76 in a 120-column terminal)
    /// wrote a PNG too small to share.
    @Test func renderWithoutASizeScalesTheViewportToAPictureSize() {
        let files = InMemoryFileSystem()
        var s = Session(host: SessionHost(fileSystem: files, encodeImage: { image, _ in
            Array("\(image.width)x\(image.height)".utf8)
        }))
        #expect(s.execute("viewport 79 76").isSuccess)
        #expect(s.execute("render out.png").text == "rendered frame 0 to out.png (711×684, 9× the viewport's 79×76, 512 triangles)")
        #expect(files.text("out.png") == "711x684")
        // A viewport already that wide (real pixels) is written as it is.
        #expect(s.execute("viewport 800 500").isSuccess)
        #expect(s.execute("render big.png").text == "rendered frame 0 to big.png (800×500, 512 triangles)")
        // 8192 a side at most, as `render FILE W H` allows.
        #expect(Session.shareableSize(width: 5000, height: 10) == (5000, 10, 1))
        #expect(Session.shareableSize(width: 3, height: 1) == (642, 214, 214))
    }
}
