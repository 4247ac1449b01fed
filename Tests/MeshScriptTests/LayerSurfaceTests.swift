import MeshEngine
import Testing
@testable import MeshScript

/// A layer's `zposition`, `reflectance` and `interaction`: drawn, saved, journaled, exported,
/// refused when out of range.
@Suite struct LayerSurfaceTests {
    /// Two 100-point squares in one place: red (layer 0), then blue (layer 1, `top`).
    static let twoSquares = ["new", "scene size 200 200", "layer size 100 100", "layer position 100 100", "content solid #ff0000",
                             "mesh none", "layer add top", "layer size 100 100", "layer position 100 100", "content solid #0000ff",
                             "mesh none"]

    static func session(_ lines: [String], files: InMemoryFileSystem = InMemoryFileSystem()) -> Session {
        var host = SessionHost(fileSystem: files)
        host.encodeImage = { image, _ in Array("\(image.width)x\(image.height)".utf8) }
        var s = Session(host: host)
        for line in lines { if case let .failure(e) = s.execute(line) { Issue.record("\(line): \(e)") } }
        return s
    }

    /// The centre pixel of a 100×100 render, as 0xAABBGGRR.
    static func centre(_ s: Session) -> UInt32 {
        let image = s.renderFrame(width: 100, height: 100).image
        return image.pixels[50 * image.width + 50]
    }

    @Test func aGreaterZPositionDrawsAnEarlierSiblingInFront() {
        var s = Self.session(Self.twoSquares)
        #expect(Self.centre(s) == 0xFFFF_0000 /* blue */)
        #expect(s.execute("layer select 0").isSuccess)
        #expect(s.execute("layer zposition 1").text.hasPrefix("layer zposition: 1"))
        #expect(Self.centre(s) == 0xFF00_00FF /* red */)
        #expect(s.execute("layer zposition -1").isSuccess)
        #expect(Self.centre(s) == 0xFFFF_0000 /* blue */)
    }

    @Test func zPositionOrdersTheSublayersOfAFlatteningLayer() {
        var s = Self.session(["new", "scene size 200 200", "layer size 200 200", "layer position 100 100", "content solid white", "mesh none",
                              "layer add under parent 0", "layer size 100 100", "layer position 100 100", "content solid #ff0000", "mesh none",
                              "layer add over parent 0", "layer size 100 100", "layer position 100 100", "content solid #0000ff", "mesh none"])
        #expect(Self.centre(s) == 0xFFFF_0000 /* blue */)
        #expect(s.execute("layer select under").isSuccess && s.execute("layer zposition 5").isSuccess)
        #expect(Self.centre(s) == 0xFF00_00FF /* red */)
    }

    /// Under perspective a layer moved toward the viewer looks larger, as Core Animation draws it.
    @Test func zPositionUnderPerspectiveMakesTheLayerLarger() {
        var s = Self.session(["new", "scene size 200 200", "layer size 20 20", "layer position 100 100", "content solid #ff0000", "mesh none",
                              "sublayer perspective 500"])
        func halfWidth(_ s: Session) -> Double {
            let frame = s.renderedFrame(width: 200, height: 200)
            return (frame.project(Point3D(1, 0.5, 0), inLayer: 0)?.x ?? 0) - (frame.project(Point3D(0.5, 0.5, 0), inLayer: 0)?.x ?? 0)
        }
        let before = halfWidth(s)
        #expect(s.execute("layer zposition 250").isSuccess)
        // 500 / (500 − 250) = 2 times the size.
        #expect(abs(halfWidth(s) / before - 2) < 1e-9)
    }

    @Test func reflectanceScalesTheLitColour() {
        var s = Self.session(["new", "scene size 200 200", "layer size 100 100", "layer position 100 100", "content solid white", "mesh none"])
        #expect(Self.centre(s) == 0xFFFF_FFFF)
        #expect(s.execute("layer reflectance 0.5").text == "layer reflectance: 0.5")
        #expect(Self.centre(s) == 0xFF80_8080)
        #expect(s.execute("layer reflectance 0").isSuccess)
        #expect(Self.centre(s) == 0xFF00_0000)
        // With no light there is nothing to scale, and the answer says so.
        #expect(s.execute("shading unlit").isSuccess)
        #expect(Self.centre(s) == 0xFFFF_FFFF)
        #expect(s.execute("layer reflectance 0.5").text == "layer reflectance: 0.5\nnote: shading unlit draws textures as they are, "
            + "so reflectance shows once the scene is lit (shading smooth)")
    }

    /// The book's lit cube: face 1 at half reflectance is its Listing 5.10 level halved, rounded.
    @Test func reflectanceHalvesTheBookCubesFace() {
        var s = Self.session(["preset cube-lit"])
        let frame = s.renderedFrame(width: 200, height: 160)
        let p = frame.project(Point3D(0.5, 0.8, 0), inLayer: 0)!
        let lit = frame.image.pixels[Int(p.y) * frame.width + Int(p.x)]
        #expect(s.execute("layer select face1").isSuccess && s.execute("layer reflectance 0.5").isSuccess)
        let again = s.renderedFrame(width: 200, height: 160)
        let half = again.image.pixels[Int(p.y) * again.width + Int(p.x)]
        for shift in [UInt32(0), 8, 16] {
            let a = Double((lit >> shift) & 0xFF), b = Double((half >> shift) & 0xFF)
            #expect(abs(b - a / 2) <= 1, "channel at \(shift): \(a) → \(b)")
        }
    }

    @Test(arguments: [
        ("layer zposition nan", "'nan' is not a valid z position", 17),
        ("layer zposition 1e5", "100000 is out of range: z position must be in -10000…10000", 17),
        ("layer reflectance 1.5", "1.5 is out of range: reflectance must be in 0…1", 19),
        ("layer reflectance -0.1", "-0.1 is out of range: reflectance must be in 0…1", 19),
        ("layer interaction maybe", "unknown word 'maybe'", 19),
    ])
    func badValuesAreRefusedWhereTheyAre(_ line: String, _ message: String, _ column: Int) {
        var s = Self.session(Self.twoSquares)
        let before = s.state
        guard case let .failure(e) = s.execute(line) else { Issue.record("\(line) was taken"); return }
        #expect(e.message.hasPrefix(message), "\(e.message)")
        #expect(e.column == column)
        #expect(s.state == before)
    }

    static let surfaced = twoSquares + ["layer select 0", "layer zposition 12.5", "layer reflectance 0.25", "layer interaction off"]

    @Test func aSceneFileKeepsThemAndOnlyWhenSet() throws {
        let files = InMemoryFileSystem()
        var s = Self.session(Self.surfaced, files: files)
        #expect(s.execute("save a.mesh").isSuccess)
        let text = try #require(files.text("a.mesh"))
        for line in ["layer zposition 12.5", "layer reflectance 0.25", "layer interaction off"] {
            #expect(text.components(separatedBy: "\n").filter { $0 == line }.count == 1, "\(line)")
        }
        var t = Self.session([], files: files)
        #expect(t.execute("load a.mesh").isSuccess)
        #expect(t.state.scene == s.state.scene)
        // A scene that does not use them writes none of them.
        var plain = Self.session(Self.twoSquares, files: files)
        #expect(plain.execute("save b.mesh").isSuccess)
        let b = try #require(files.text("b.mesh"))
        #expect(!b.contains("zposition") && !b.contains("reflectance") && !b.contains("interaction"))
    }

    @Test func jsonKeepsThemAndOnlyWhenSet() throws {
        let files = InMemoryFileSystem()
        var s = Self.session(Self.surfaced, files: files)
        #expect(s.execute("export json a.json").isSuccess)
        let text = try #require(files.text("a.json"))
        #expect(text.contains("\"zPosition\" : 12.5") && text.contains("\"reflectance\" : 0.25") && text.contains("\"interaction\" : false"))
        var t = Self.session([], files: files)
        #expect(t.execute("import json a.json").isSuccess)
        #expect(t.state.scene == s.state.scene)
        var plain = Self.session(Self.twoSquares, files: files)
        #expect(plain.execute("export json b.json").isSuccess)
        let b = try #require(files.text("b.json"))
        #expect(!b.contains("zPosition") && !b.contains("reflectance") && !b.contains("interaction"))
    }

    @Test func aJSONSceneOutOfRangeIsRefusedWithItsPlace() throws {
        let files = InMemoryFileSystem()
        var s = Self.session(Self.surfaced, files: files)
        #expect(s.execute("export json a.json").isSuccess)
        let text = try #require(files.text("a.json")).replacingOccurrences(of: "\"reflectance\" : 0.25", with: "\"reflectance\" : 2")
        try files.writeAtomically(Array(text.utf8), to: "bad.json")
        let before = s.state
        guard case let .failure(e) = s.execute("import json bad.json") else { Issue.record("taken"); return }
        #expect(e.description.contains("2 is out of range: reflectance must be in 0…1"), "\(e.description)")
        #expect(e.description.hasPrefix("bad.json:"), "\(e.description)")
        #expect(s.state == before)
    }

    @Test func theJournalRestoresThem() throws {
        let files = InMemoryFileSystem()
        let host = SessionHost(fileSystem: files, journalPath: "j.mesh")
        var s = Session(host: host)
        s.beginJournal()
        for line in Self.surfaced { _ = s.execute(line) }
        let restored = try Session.restoringJournal(host: host)
        #expect(restored.session.state == s.state)
        #expect(restored.session.state.scene.layers[0].zPosition == 12.5)
    }

    @Test func theLayerWordAloneAndHelpShowThem() {
        var s = Self.session(Self.surfaced)
        let text = s.execute("layer").text.components(separatedBy: "\n")
        #expect(text.contains("layer zposition 12.5") && text.contains("layer reflectance 0.25") && text.contains("layer interaction off"))
        #expect(s.execute("layer zposition").text == "layer zposition 12.5")
        let help = s.execute("help layer").text
        #expect(help.contains("layer zposition Z | layer reflectance R | layer interaction on|off"))
    }

    @Test func coreAnimationExportsCarryZPositionAndSayWhatTheyCannot() throws {
        let files = InMemoryFileSystem()
        var s = Self.session(Self.surfaced, files: files)
        #expect(s.execute("export camesh a.m").isSuccess)
        let camesh = try #require(files.text("a.m")).components(separatedBy: "\n")
        #expect(camesh.contains("    layers[0].zPosition = 12.5;"))
        #expect(camesh.contains("    // meshplay draws this layer with reflectance 0.25; Core Animation has no such property"))
        #expect(camesh.contains("    // meshplay's interaction off: a CALayer has no userInteractionEnabled; set it on the view that hosts this layer"))
        #expect(s.execute("export caml a.caml").isSuccess)
        let caml = try #require(files.text("a.caml"))
        #expect(caml.contains(" zPosition=\"12.5\""))
        #expect(caml.contains("<!-- meshplay draws this layer with reflectance 0.25; Core Animation has no such property -->"))
        var t = Self.session([], files: files)
        #expect(t.execute("import caml a.caml").isSuccess)
        #expect(t.state.scene.layers.map(\.zPosition) == [12.5, 0])
    }

    @Test func bcMeshTransformViewExportsCarryInteractionAndSayReflectanceIsNot() throws {
        let files = InMemoryFileSystem()
        var s = Self.session(Self.surfaced, files: files)
        #expect(s.execute("export swift a.swift").isSuccess)
        let swift = try #require(files.text("a.swift"))
        #expect(swift.contains("\n        view.isUserInteractionEnabled = false\n"))
        #expect(swift.contains("Approximated: the layer's reflectance 0.25 is not carried"))
        #expect(s.execute("export objc a.m").isSuccess)
        #expect(try #require(files.text("a.m")).contains("\n    view.userInteractionEnabled = NO;\n"))
        // A layer that takes touches says nothing about it.
        var plain = Self.session(Self.twoSquares, files: files)
        #expect(plain.execute("export swift b.swift").isSuccess)
        #expect(try #require(files.text("b.swift")).contains("UserInteraction") == false)
    }
}
