import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// `import json` refuses what a command refuses, through the same check (``SessionState/validate()``
/// over the ranges of ``SettingRange``): each value below was imported, then `save` wrote a file
/// `load` refused, and after a crash the journal's restore dropped the line.
@Suite struct JSONValidationTests {
    /// A scene with a label, two keyframes and an animation that repeats, a spot light: the
    /// exported text each case edits.
    static let lines = ["content label \"hi\"", "grid 2 2", "key a", "vertex 1 to.z 0.3", "key b",
                        "animate a b duration 1 repeat 2", "light add spot position 0 0 500 cone 20"]

    /// `old` becomes `new`; the error points at the first `at` from there (anchors are not used).
    typealias Case = JSONErrorLocationTests.Case

    static let cases: [Case] = [
        Case(anchors: [], old: "\"pointSize\" : 17", new: "\"pointSize\" : -1", at: "-1",
             message: "scene.layers[0].content.label.pointSize: -1 is out of range: font size in points must be in 0.5…2000"),
        Case(anchors: [], old: "\"pointSize\" : 17", new: "\"pointSize\" : 1e308", at: "1e308",
             message: "scene.layers[0].content.label.pointSize: 1e+308 is out of range: font size in points must be in 0.5…2000"),
        Case(anchors: [], old: "\"repeatCount\" : 2", new: "\"repeatCount\" : 1e308", at: "1e308",
             message: "animations[0].repeatCount: 1e+308 is out of range: repeat count must be in 0.001…1000000"),
        Case(anchors: [], old: "\"duration\" : 1", new: "\"duration\" : 0", at: "0",
             message: "animations[0].duration: 0 is out of range: the duration is above 0 and at most 1000000 seconds"),
        Case(anchors: [], old: "\"beginTime\" : 0", new: "\"beginTime\" : -1", at: "-1",
             message: "animations[0].beginTime: -1 is out of range: start time in seconds must be in 0…1000000"),
        Case(anchors: [], old: "\"intensity\" : 1", new: "\"intensity\" : 1e308", at: "1e308",
             message: "scene.lighting.lights[0].intensity: 1e+308 is out of range: intensity must be in 0…10"),
        Case(anchors: [], old: "\"coneAngle\" : 0.3490658503988659", new: "\"coneAngle\" : -1", at: "-1",
             message: "scene.lighting.lights[1].coneAngle: -1 is out of range: cone half-angle in radians must be in 0…3.141592653589793"),
        Case(anchors: [], old: "\"z\" : 1\n          },\n          \"intensity\"", new: "\"z\" : 0\n          },\n          \"intensity\"", at: "{",
             message: "scene.lighting.lights[0].direction: 0 0 0 is out of range: a light's direction must not be zero"),
        Case(anchors: [], old: "\"diffuseFactor\" : 1", new: "\"diffuseFactor\" : 2", at: "2",
             message: "scene.lighting.diffuseFactor: 2 is out of range: diffuse factor must be in 0…1"),
        Case(anchors: [], old: "\"shininess\" : 32", new: "\"shininess\" : 0", at: "0",
             message: "scene.lighting.shininess: 0 is out of range: shininess must be in 1…1000"),
        Case(anchors: [], old: "\"zoom\" : 1", new: "\"zoom\" : 1e308", at: "1e308",
             message: "view.zoom: 1e+308 is out of range: zoom must be in 0.05…50"),
        // Was named at `subdivisionSteps`, a key that was fine.
        Case(anchors: [], old: "\"z\" : 0.3", new: "\"z\" : 1e13", at: "1e13",
             message: "keyframes.b.vertices[1].to.z: vertex 1 is out of range: coordinates must be within ±1e12"),
    ]

    /// The exported document of ``lines``, over `files`.
    static func exported(_ files: InMemoryFileSystem) throws -> (Session, String) {
        var s = session(lines, files: files)
        #expect(s.execute("export json good.json").isSuccess)
        return (s, try #require(files.text("good.json")))
    }

    /// 1-based line and column of `offset` characters into `text`.
    static func place(_ offset: String.Index, in text: String) -> (Int, Int) {
        let before = text[..<offset]
        let line = before.filter { $0 == "\n" }.count + 1
        let start = before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex
        return (line, before.distance(from: start, to: offset) + 1)
    }

    @Test(arguments: cases)
    func aValueACommandRefusesIsRefusedAtItsPlaceAndChangesNothing(_ c: Case) throws {
        let files = InMemoryFileSystem()
        var (s, text) = try Self.exported(files)
        let old = try #require(text.range(of: c.old), "\(c.old) not found")
        let offset = text.distance(from: text.startIndex, to: old.lowerBound)
        text.replaceSubrange(old, with: c.new)
        let start = text.index(text.startIndex, offsetBy: offset)
        let at = try #require(text.range(of: c.at, range: start..<text.endIndex)).lowerBound
        let (line, column) = Self.place(c.at == "{" ? text[..<start].lastIndex(of: "{") ?? at : at, in: text)
        try files.writeTextAtomically(text, to: "bad.json")
        let before = s.state
        #expect(failure(&s, "import json bad.json")?.description == "bad.json:\(line):\(column): error: JSON: \(c.message)")
        #expect(s.state == before)
    }

    @Test func layersNestedTooDeepAreNamedAtTheParentSayingErrorOnce() throws {
        let files = InMemoryFileSystem()
        let depth = SessionState.maxLayerDepth
        var s = session(["grid 1 1"] + (1..<depth).map { "layer add l\($0) parent \($0 - 1)" }, files: files)
        #expect(s.execute("export json deep.json").isSuccess)
        // One level more than `layer add` makes, by hand.
        let text = try #require(files.text("deep.json"))
        var document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var scene = try #require(document["scene"] as? [String: Any])
        var layers = try #require(scene["layers"] as? [[String: Any]])
        var extra = try #require(layers.last)
        extra["parent"] = depth - 1
        layers.append(extra)
        scene["layers"] = layers
        document["scene"] = scene
        let deeper = String(decoding: try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys]), as: UTF8.self)
        try files.writeTextAtomically(deeper, to: "deeper.json")
        // The last `"parent" : N` is the new layer's.
        let at = try #require(deeper.range(of: "\"parent\" : \(depth - 1)", options: .backwards)).lowerBound
        let (line, column) = Self.place(deeper.index(at, offsetBy: "\"parent\" : ".count), in: deeper)
        let before = s.state
        // Was "deeper.json:1:1: error: JSON: error: layer 32 is out of range…": no place, and "error" twice.
        #expect(failure(&s, "import json deeper.json")?.description
            == "deeper.json:\(line):\(column): error: JSON: scene.layers[\(depth)].parent: layer \(depth) is out of range: layers nest at most \(depth) deep")
        #expect(s.state == before)
    }

    @Test func anImageSourceThatIsNotThereIsRefused() throws {
        let files = InMemoryFileSystem()
        var (s, text) = try Self.exported(files)
        let bad = try Self.withImage(text, source: "gone.png")
        try files.writeTextAtomically(bad, to: "bad.json")
        let before = s.state
        let at = try #require(bad.range(of: "\"gone.png\"")).lowerBound
        let (line, column) = Self.place(at, in: bad)
        #expect(failure(&s, "import json bad.json")?.description
            == "bad.json:\(line):\(column): error: JSON: scene.layers[0].content.image.texture.source: gone.png: no such file")
        #expect(s.state == before)
    }

    @Test func anImageWhoseFileHoldsOtherPixelsIsRefusedAndOneThatMatchesRoundTrips() throws {
        let files = InMemoryFileSystem()
        let host = ScenePathTests.host(files)
        var s = Session(host: host)
        _ = s.execute("grid 1 1")
        let text = try Self.exported(files).1
        try files.writeAtomically([1, 2, 3], to: "pic.png")
        // The host decodes every file to one pixel of 0xFF00C800.
        try files.writeTextAtomically(try Self.withImage(text, source: "pic.png", pixel: 0xFF00_00FF), to: "other.json")
        let before = s.state
        #expect(failure(&s, "import json other.json")?.message
            == "JSON: scene.layers[0].content.image.texture.source: pic.png: its 1×1 image is not the document's 1×1 texture, and load reads the file")
        #expect(s.state == before)
        try files.writeTextAtomically(try Self.withImage(text, source: "pic.png", pixel: 0xFF00_C800), to: "same.json")
        #expect(s.execute("import json same.json").isSuccess)
        #expect(s.execute("save a.mesh").isSuccess)
        var loaded = Session(host: host)
        #expect(loaded.execute("load a.mesh").isSuccess)
        #expect(loaded.state == s.state)
    }

    @Test func aGeneratedImageItsArgumentsDoNotMakeIsRefused() throws {
        let files = InMemoryFileSystem()
        var s = session(["content disc 0.5 red"], files: files)
        #expect(s.execute("export json disc.json").isSuccess)
        let text = try #require(files.text("disc.json"))
        try files.writeTextAtomically(text.replacingOccurrences(of: "content disc 0.5", with: "content disc 7"), to: "bad.json")
        let before = s.state
        #expect(failure(&s, "import json bad.json")?.message
            == "JSON: scene.layers[0].content.image.texture.source: 7 is out of range: diameter as a fraction of the side must be in 0…1")
        try files.writeTextAtomically(text.replacingOccurrences(of: "content disc 0.5", with: "content disc 0.25"), to: "other.json")
        #expect(failure(&s, "import json other.json")?.message.hasSuffix("`content disc 0.25 #dc322f` makes another texture than the document's 256×256 one") == true)
        #expect(s.state == before)
    }

    /// A crash after a refused import restores the state before it: nothing refused reached the journal.
    @Test func theJournalRestoresTheStateARefusedImportLeft() throws {
        let files = InMemoryFileSystem()
        let (host, start) = journaledSession(Self.lines, files: files)
        var s = start
        #expect(s.execute("export json good.json").isSuccess)
        let text = try #require(files.text("good.json"))
        try files.writeTextAtomically(text.replacingOccurrences(of: "\"pointSize\" : 17", with: "\"pointSize\" : -1"), to: "bad.json")
        #expect(!s.execute("import json bad.json").isSuccess)
        #expect(s.execute("import json good.json").isSuccess)
        let restored = try Session.restoringJournal(host: host)
        #expect(restored.session.state == s.state)
        #expect(files.text("j.mesh.rejected") == nil)
    }

    /// `save` writes what a light's kind takes: a point light made directional drops its
    /// position, so it loads as the same light; a document holding one is refused, as `light add` refuses it.
    @Test func aLightHoldsOnlyWhatItsKindTakes() throws {
        let files = InMemoryFileSystem()
        var s = session(["light add point position 1 2 3", "light 1 kind directional"], files: files)
        #expect(s.state.scene.lighting.lights[1] == Light(kind: .directional))
        #expect(s.execute("save a.mesh").isSuccess)
        var loaded = session(["load a.mesh"], files: files)
        #expect(loaded.state == s.state)
        #expect(loaded.execute("export json l.json").isSuccess)
        let text = try #require(files.text("l.json"))
        let cone = try #require(text.range(of: "\"coneAngle\" : 0.5235987755982988"))
        try files.writeTextAtomically(text.replacingCharacters(in: cone, with: "\"coneAngle\" : -1e308"), to: "bad.json")
        let (line, column) = Self.place(cone.lowerBound, in: text)
        let before = s.state
        #expect(failure(&s, "import json bad.json")?.description == "bad.json:\(line):\(column + 14): error: JSON: scene.lighting.lights[0].coneAngle: "
            + "a directional light has no cone: it takes toward, from, direction, color and intensity")
        #expect(s.state == before)
    }

    /// The document with layer 0 showing a 1×1 image of `pixel` from `source`.
    static func withImage(_ text: String, source: String, pixel: UInt32 = 0xFF00_00FF) throws -> String {
        var document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var scene = try #require(document["scene"] as? [String: Any])
        var layers = try #require(scene["layers"] as? [[String: Any]])
        layers[0]["content"] = ["image": ["texture": ["width": 1, "height": 1, "pixels": [pixel], "source": source]]]
        scene["layers"] = layers
        document["scene"] = scene
        let data = try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}

/// Syntax errors JSONSerialization gives no place for are placed all the same.
@Suite struct JSONSyntaxPlaceTests {
    @Test(arguments: [
        // Was "not valid JSON: The given data was not valid JSON." at 1:1.
        (#"{"format" : "meshplay-scene", "version" : 1, "scene" : nul}"#, "x.json:1:56: error: JSON: not valid JSON: 'nul' is not a JSON value: the words are true, false and null"),
        ("{\n  \"loops\" : tru\n}", "x.json:2:13: error: JSON: not valid JSON: 'tru' is not a JSON value: the words are true, false and null"),
        // Was at 1:1: JSONSerialization says "at 8", not "around character 8".
        (#"{"a" : "\u12"}"#, "x.json:1:11: error: JSON: not valid JSON: Invalid hex encoded sequence in \"12\"}\" at 10."),
        // Was "JSON: should be an object, not an array", a sentence with no subject.
        ("[1, 2]", "x.json:1:1: error: JSON: the document should be an object, not an array"),
    ])
    func theErrorNamesItsPlace(text: String, expected: String) throws {
        let files = InMemoryFileSystem()
        try files.writeTextAtomically(text, to: "x.json")
        var s = session(["grid 1 1"], files: files)
        let before = s.state
        #expect(failure(&s, "import json x.json")?.description == expected)
        #expect(s.state == before)
    }
}
