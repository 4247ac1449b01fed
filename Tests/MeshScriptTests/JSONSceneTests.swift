import Foundation
import MeshEngine
import Testing
@testable import MeshScript

@Suite struct JSONSceneTests {
    @Test(arguments: Presets.all.map(\.name))
    func everyPresetRoundTripsExactly(_ name: String) throws {
        let files = InMemoryFileSystem()
        var s = session(["preset \(name)", "frame 7"], files: files)
        #expect(s.execute("export json p.json").isSuccess)
        var t = session([], files: files)
        #expect(t.execute("import json p.json").isSuccess)
        #expect(t.state == s.state)
        #expect(t.frame == s.frame)
        // Writing it again gives the same bytes.
        _ = t.execute("export json q.json")
        #expect(files.files["q.json"] == files.files["p.json"])
    }

    @Test func keyframesAnimationsMapsSelectionAndViewRoundTrip() throws {
        let files = InMemoryFileSystem()
        var s = session(["grid 2 2", "key a", "vertex 4 to.z 0.3", "key b", "animate a b duration 1.5 easing easeOut autoreverse repeat forever",
                         "layer add second", "grid 3 1", "map to.z = 0.05 * sin(t + u)", "content label \"hi there\"",
                         "light diffuse 0.6", "select vertex 2", "orbit 20 -10", "zoom 1.5", "overlay wire on",
                         "sublayer perspective 500", "fps 24", "loop off", "frame 5"], files: files)
        #expect(s.execute("export json s.json").isSuccess)
        var t = session([], files: files)
        let r = t.execute("import json s.json")
        #expect(r.text == "imported s.json: scene format 1, 2 layers")
        #expect(t.state == s.state)
        #expect(t.frame == 5)
        let text = try #require(files.text("s.json"))
        #expect(text.contains("\"format\" : \"meshplay-scene\""))
        #expect(text.contains("\"version\" : 1"))
        _ = t.execute("undo")
        #expect(t.state == SessionState())
    }

    /// `export json` left the variables out, so a running map that read one was written into a
    /// file `import json` refused (`maps[0].source: map: unknown variable 'amp'`).
    @Test func variablesRoundTripBeforeTheMapsThatReadThem() throws {
        let files = InMemoryFileSystem()
        var s = session(["grid 3 3", "let base = 0.05", "let amp = base * 2", "let spin = sin(t) * amp",
                         "map to.z = spin * u", "frame 4"], files: files)
        #expect(s.execute("export json v.json").isSuccess)
        let text = try #require(files.text("v.json"))
        #expect(text.contains("\"variables\" : [\n    {\n      \"name\" : \"base\",\n      \"source\" : \"0.05\"\n    },"))
        var t = session([], files: files)
        #expect(t.execute("import json v.json").text == "imported v.json: scene format 1, 1 layer")
        #expect(t.state == s.state)
        #expect(t.frameScene == s.frameScene)
        // The map still follows its variables.
        #expect(t.execute("let base = 0.1").text == "base = 0.1; 1 running map updated")
        _ = t.execute("export json w.json")
        _ = s.execute("export json v.json")
        #expect(files.files["v.json"] != files.files["w.json"])
        // A session without variables writes no key for them, as before.
        var plain = session(["grid 1 1"], files: files)
        _ = plain.execute("export json plain.json")
        #expect(files.text("plain.json")?.contains("variables") == false)
    }

    @Test func badFilesNameWhereAndChangeNothing() {
        let files = InMemoryFileSystem(textFiles: [
            "syntax.json": "{\n  \"format\": \"meshplay-scene\",\n  \"version\": 1,,\n}\n",
            "other.json": "{\"format\": \"something-else\", \"version\": 1}",
            "future.json": "{\"format\": \"meshplay-scene\", \"version\": 2}",
            "partial.json": "{\"format\": \"meshplay-scene\", \"version\": 1}",
        ])
        var s = session(["grid 2 2"], files: files)
        let before = s.state
        let syntax = failure(&s, "import json syntax.json")?.description ?? ""
        #expect(syntax == "syntax.json:3:16: error: JSON: not valid JSON: Invalid value around character 47.")
        #expect(failure(&s, "import json other.json")?.description
            == "other.json:1:12: error: JSON: not a meshplay scene: \"format\" is \"something-else\", not \"meshplay-scene\"")
        #expect(failure(&s, "import json future.json")?.description
            == "future.json:1:41: error: JSON: scene format version 2 is not one this meshplay reads (1…1)")
        #expect(failure(&s, "import json partial.json")?.description.contains("is missing") == true)
        #expect(s.state == before)
        _ = s.execute("vertex 3 to.z 0.2")
        _ = s.execute("export json good.json")
        let good = files.text("good.json") ?? ""
        let typed = good.replacingOccurrences(of: "\"z\" : 0.2", with: "\"z\" : \"high\"")
        try? files.writeTextAtomically(typed, to: "typed.json")
        let edited = s.state
        let line = typed.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("\"high\"") }! + 1
        #expect(failure(&s, "import json typed.json")?.description
            == "typed.json:\(line):23: error: JSON: scene.layers[0].mesh.vertices[3].to.z should be a number, not a string")
        #expect(s.state == edited)
    }
}
