import MeshEngine
import Testing
@testable import MeshScript

@Suite struct SceneFileTests {
    static let busyScript = [
        "scene size 320 240", "background #102030", "layer size 180 120", "layer position 160 120",
        "content label \"Hello \\\"mesh\\\"\" #202020 #f0f0e0", "grid 4 6", "vertex 9 to.z 0.123456789", "vertex 3 from 0.1 0.2",
        "face 2 w 0.5 0 0 0", "subdivision 0", "depth width", "triangulation shorter", "flip 4",
        "transform rotate -45 1 0 0", "transform perspective 800", "light direction 0.1 0.2 1", "light ambient 0.25",
        "light diffuse 0.8", "light spot 10 20 300 cone 33.3", "light add spot coneradians 0.123", "shading flat", "layer add back", "content checker 4 red blue", "mesh none", "layer opacity 0.3",
        "sublayer rotate 10 0 1 0", "layer select 0", "select face 3", "overlays wire vertices", "orbit 15 -5", "zoom 1.25",
        "supersample 3", "fps 24", "loop off",
    ]

    @Test func saveThenLoadReproducesTheStateAndTheFile() {
        let files = InMemoryFileSystem()
        var s = session(Self.busyScript, files: files)
        #expect(s.execute("save a.mesh").isSuccess)
        var t = Session(host: SessionHost(fileSystem: files))
        #expect(t.execute("load a.mesh").isSuccess)
        #expect(t.state == s.state)
        #expect(t.execute("save b.mesh").isSuccess)
        #expect(files.text("a.mesh") == files.text("b.mesh"))
    }

    @Test func doublesAreWrittenRoundTrippably() {
        let files = InMemoryFileSystem()
        var s = session(["grid 1 1", "vertex 0 to 0.1 0.30000000000000004 1e-300", "vertex 1 to.z -2.5e-7"], files: files)
        _ = s.execute("save x.mesh")
        let t = session(["load x.mesh"], files: files)
        #expect(t.state.scene.layers[0].mesh?.vertices[0].to == Point3D(0.1, 0.30000000000000004, 1e-300))
        #expect(t.state.scene.layers[0].mesh?.vertices[1].to.z == -2.5e-7)
    }

    @Test func nonGridMeshesAreWrittenVertexByVertex() {
        let files = InMemoryFileSystem()
        var s = session(["mesh empty", "vertex add 0 0", "vertex add 1 0", "vertex add 1 1", "vertex add 0 1", "face add 0 1 2 3 w 1 2 3 4"], files: files)
        _ = s.execute("save m.mesh")
        #expect(files.text("m.mesh")?.contains("face add 0 1 2 3 w 1 2 3 4") == true)
        #expect(session(["load m.mesh"], files: files).state == s.state)
    }

    @Test func aBadFileNamesFileLineAndColumnAndChangesNothing() {
        let files = InMemoryFileSystem(textFiles: ["bad.mesh": "grid 2 2\n# fine so far\nvertex 1 to.q 3\n"])
        var s = session(["grid 5 5"], files: files)
        let before = s.state
        let e = failure(&s, "load bad.mesh")
        #expect(e?.description == "bad.mesh:3:10: error: unknown word 'to.q'; did you mean 'to.x'?")
        #expect(s.state == before)
    }

    /// `load model.obj` (or `meshplay model.obj`) said "unknown command 'o'", and a JSON scene
    /// "unknown command '{'": the error says what the file is and which command reads it.
    @Test func loadingAModelOrAJSONSceneNamesTheCommandThatReadsIt() {
        let files = InMemoryFileSystem(textFiles: [
            "cube.obj": "# Blender 3.4.1\nmtllib cube.mtl\no Cube\nv 1 1 -1\n",
            "scene.json": "{\n  \"format\" : \"meshplay-scene\"\n}\n",
            "typo.mesh": "grid 2 2\nv 1\n",
        ])
        var s = session([], files: files)
        #expect(failure(&s, "load cube.obj")?.description
                == "cube.obj:2:1: error: cube.obj is a Wavefront OBJ model, not a meshplay scene script: `import obj cube.obj` in a scene or the REPL reads it")
        #expect(failure(&s, "load scene.json")?.description
                == "scene.json:1:1: error: scene.json is a JSON scene, not a meshplay scene script: `import json scene.json` in a scene or the REPL reads it")
        #expect(failure(&s, "load typo.mesh")?.message.hasPrefix("unknown command 'v'") == true)
    }

    @Test func loadingAMissingFileSaysSo() {
        var s = Session()
        #expect(failure(&s, "load nowhere.mesh")?.message == "nowhere.mesh: no such file")
    }

    @Test func loadIsOneUndoableStep() {
        let files = InMemoryFileSystem(textFiles: ["g.mesh": "grid 3 3\nvertex 0 to.z 1\n"])
        var s = session(["grid 1 1", "load g.mesh"], files: files)
        #expect(s.state.scene.layers[0].mesh?.faces.count == 9)
        _ = s.execute("undo")
        #expect(s.state.scene.layers[0].mesh?.faces.count == 1)
    }

    @Test func runningAScriptLocatesTheFailingLine() {
        var s = Session()
        do {
            try s.run("grid 2 2\n\nvertex 99 to.z 1\n", file: "demo.mesh")
            Issue.record("ran")
        } catch {
            #expect(error.description == "demo.mesh:3:8: error: vertex 99 does not exist: indices run 0…8")
        }
    }
}

@Suite struct JournalTests {
    @Test func aKilledSessionIsRestoredFromItsJournal() {
        let files = InMemoryFileSystem()
        let host = SessionHost(fileSystem: files, journalPath: "state/journal.mesh")
        var s = Session(host: host)
        s.beginJournal()
        for line in ["grid 4 4", "vertex 7 to.z 0.25", "content uv", "undo", "content grid", "layer add top",
                     "transform rotate 20 0 1 0", "vertices", "bogus command"] {
            _ = s.execute(line)
        }
        // kill -9: nothing but the journal survives.
        #expect(Session.hasRestorableJournal(host: host))
        let restored = try? Session.restoringJournal(host: host)
        #expect(restored?.session.state == s.state)
    }

    @Test func aCleanExitRemovesTheJournal() {
        let files = InMemoryFileSystem()
        let host = SessionHost(fileSystem: files, journalPath: "j.mesh")
        var s = Session(host: host)
        s.beginJournal()
        _ = s.execute("grid 3 3")
        #expect(Session.hasRestorableJournal(host: host))
        s.endJournal()
        #expect(!files.exists("j.mesh") && !Session.hasRestorableJournal(host: host))
    }

    @Test func aFreshJournalHasNothingToRestore() {
        let host = SessionHost(fileSystem: InMemoryFileSystem(), journalPath: "j.mesh")
        var fresh = Session(host: host)
        fresh.beginJournal()
        #expect(!Session.hasRestorableJournal(host: host))
    }

    @Test func aJournalOfOnlyTheOpeningPresetHasNothingToRestoreButOneEditDoes() {
        // The playground journals from a fresh session, then runs its opening preset: a session
        // killed right then (`kill -TERM`, a closed window) has no work of the user's to restore.
        let files = InMemoryFileSystem()
        let host = SessionHost(fileSystem: files, journalPath: "j.mesh")
        var s = Session(host: host)
        s.beginJournal()
        _ = s.execute("preset rippled-label")
        _ = s.execute("play")
        let opening = ["preset rippled-label", "play"]
        #expect(!Session.hasRestorableJournal(host: host, opening: opening))
        #expect(Session.hasRestorableJournal(host: host), "without the opening lines it differs from a new session")
        _ = s.execute("vertex 0 to.z 0.1")
        #expect(Session.hasRestorableJournal(host: host, opening: opening))
    }

    @Test func ordinaryEditsAreAppendedAsTyped() {
        let files = InMemoryFileSystem()
        var s = Session(host: SessionHost(fileSystem: files, journalPath: "j.mesh"))
        s.beginJournal()
        let start = files.text("j.mesh") ?? ""
        _ = s.execute("grid 2 2")
        _ = s.execute("faces")
        _ = s.execute("vertex 4 to.z 0.5   # lift the centre")
        #expect(files.text("j.mesh") == start + JournalRecords.record("grid 2 2") + JournalRecords.record("vertex 4 to.z 0.5   # lift the centre"))
    }
}

@Suite struct OBJTests {
    @Test func objRoundTripsAMeshExactly() throws {
        var mesh = MeshTransform.identity(rows: 3, columns: 2)
        mesh.vertices[4].to = Point3D(0.4, 0.55, 0.125)
        mesh.vertices[2].from = Point2D(0.9, 0.05)
        mesh.faces[1].w = SIMD4(0.5, 0, -0.25, 1)
        mesh.subdivisionSteps = 2
        #expect(try MeshTransform.parseOBJ(mesh.objText) == mesh)
    }

    @Test func exportThenImportThroughTheSessionKeepsTheMesh() {
        let files = InMemoryFileSystem()
        var s = session(["grid 2 3", "vertex 5 to.z 0.2", "export obj m.obj", "grid 1 1", "import obj m.obj"], files: files)
        #expect(s.state.scene.layers[0].mesh == session(["grid 2 3", "vertex 5 to.z 0.2"]).state.scene.layers[0].mesh)
        #expect(files.text("m.obj")?.contains("f 1/1 5/5 6/6 2/2") == true)
        _ = s.execute("undo")
        #expect(s.state.scene.layers[0].mesh?.faces.count == 1)
    }

    @Test func unknownLinesAreSkippedAndTrianglesBecomeQuads() throws {
        let text = "o thing\nv 0 0 0\nv 1 0 0\nv 1 1 0\nvn 0 0 1\ns off\nf 1 2 3\n"
        let mesh = try MeshTransform.parseOBJ(text)
        // Counter-clockwise in OBJ's y-up axes is clockwise in meshplay's: corners after the first reverse.
        #expect(mesh.faces == [Face(0, 2, 1, 1)])
        #expect(mesh.vertices[2] == Vertex(from: Point2D(1, 0), to: Point3D(1, -1, 0)))
    }

    @Test func malformedLinesAreErrorsWithTheirLineAndColumn() {
        let files = InMemoryFileSystem(textFiles: ["bad.obj": "v 0 0 0\nv 1 zero 0\n", "far.obj": "v 0 0 0\nf 1 2 3 4\n"])
        var s = session(["grid 1 1"], files: files)
        let before = s.state
        #expect(failure(&s, "import obj bad.obj")?.description
            == "bad.obj:2:5: error: OBJ line 2: 'zero' is not a finite number; 'v' needs x y z (and optionally w or r g b)")
        #expect(failure(&s, "import obj far.obj")?.description == "far.obj:2:5: error: OBJ line 2: vertex 2 does not exist (1 so far)")
        #expect(s.state == before)
    }
}

@Suite struct NestedLoadTests {
    @Test func aFileThatLoadsItselfFailsInsteadOfRecursingForever() {
        let files = InMemoryFileSystem(textFiles: ["loop.mesh": "grid 1 1\nload loop.mesh\n"])
        var s = session([], files: files)
        let e = failure(&s, "load loop.mesh")
        #expect(e?.description == "loop.mesh:2:6: error: load nests more than 16 files deep (does loop.mesh load itself?)")
    }

    @Test func anErrorInANestedFileNamesThatFile() {
        let files = InMemoryFileSystem(textFiles: ["outer.mesh": "grid 1 1\n\nload inner.mesh\n", "inner.mesh": "grid 2 2\nface 7\n"])
        var s = session([], files: files)
        #expect(failure(&s, "load outer.mesh")?.description == "inner.mesh:2:6: error: face 7 does not exist: indices run 0…3")
    }
}

@Suite struct PresetSceneFileTests {
    @Test(arguments: ["jelly", "cube-lit", "ripple"])
    func aPresetSessionSavesAndLoadsExactly(_ name: String) {
        let files = InMemoryFileSystem()
        var s = session(["preset \(name)", "layer select 0", "layer opacity 0.75", "animate clear", "frame 3"], files: files)
        _ = s.execute("save p.mesh")
        let t = session(["load p.mesh"], files: files)
        #expect(t.state == s.state)
        #expect(t.frame == s.frame)
    }
}

@Suite struct LayerCountSceneFileTests {
    @Test(arguments: [["preset cube", "layer remove 5", "layer remove 0"], ["layer remove"], ["preset shear", "layer add extra", "grid 2 2"]])
    func addedAndRemovedLayersSurviveSaveAndLoad(_ lines: [String]) {
        let files = InMemoryFileSystem()
        var s = session(lines, files: files)
        _ = s.execute("save l.mesh")
        #expect(session(["load l.mesh"], files: files).state == s.state)
    }
}

@Suite struct ScriptRunTests {
    @Test func aScriptIsOneUndoStep() throws {
        var s = session(["grid 1 1"])
        try s.run("grid 3 3\nvertex 5 to.z 0.5\nflip 2\n", file: "s.mesh")
        #expect(s.state.scene.layers[0].mesh?.faces.count == 9)
        _ = s.execute("undo")
        #expect(s.state.scene.layers[0].mesh?.faces.count == 1)
    }

    @Test func aFailingLineInAScriptLeavesTheEarlierLinesApplied() {
        var s = Session()
        #expect(throws: ScriptError.self) { try s.run("grid 2 2\nvertex 4 to.z 0.5\nkey a\nanimate a nope duration 1\n", file: "s.mesh") }
        #expect(s.state.scene.layers[0].mesh?.vertices[4].to.z == 0.5)
        #expect(s.state.animations.isEmpty && s.state.keyframes.count == 1)
    }
}

@Suite struct ScriptJournalTests {
    @Test func aScriptRunOnAJournaledSessionIsJournaledAsAWhole() throws {
        let files = InMemoryFileSystem()
        let host = SessionHost(fileSystem: files, journalPath: "j.mesh")
        var s = Session(host: host)
        s.beginJournal()
        try s.run("grid 3 3\nvertex 5 to.z 0.5\n", file: "script.mesh")
        #expect(try Session.restoringJournal(host: host).session.state == s.state)
    }
}

@Suite struct GridDetectionTests {
    @Test func aMeshThatOnlyLooksLikeAGridIsWrittenVertexByVertex() {
        // Face 0's last index suggests 5 columns, but there is only one face.
        let files = InMemoryFileSystem()
        var s = session(["mesh empty"] + (0..<7).map { "vertex add 0.\($0) 0" } + ["face add 0 1 2 6"], files: files)
        _ = s.execute("save g.mesh")
        #expect(files.text("g.mesh")?.contains("grid") == false)
        #expect(session(["load g.mesh"], files: files).state == s.state)
    }
}

@Suite struct SceneFileFormatTests {
    /// The format, spelled out: a scene file is the commands that rebuild the session.
    @Test func aSmallSessionSavesAsThisScript() {
        let files = InMemoryFileSystem()
        var s = session(["grid 1 2", "vertex 1 to.z 0.25", "flip 0", "content label \"Hi\"", "transform perspective 500",
                         "key up", "animate up up duration 2 easing easeOut", "overlays wire"], files: files)
        _ = s.execute("save golden.mesh")
        #expect(files.text("golden.mesh") == """
            # meshplay scene file: a script of commands (meshplay run FILE, or load FILE)
            new
            scene size 200 200
            background #181a20
            light clear
            light add directional toward 0 0 -1 color #ffffff intensity 1
            light diffuse 1
            light specular 0 shininess 32
            shading smooth
            grid 1 2
            vertex 1 from 0.5 0 to 0.5 0 0.25
            subdivision auto
            depth average
            key up
            layer name layer
            layer size 200 200
            layer position 100 100
            layer anchor 0.5 0.5
            layer opacity 1
            layer doublesided on
            content label "Hi" #1e1e24 #f0f0eb
            grid 1 2
            vertex 1 from 0.5 0 to 0.5 0 0.25
            subdivision auto
            depth average
            triangulation diagonal02
            diagonal 0 1-3
            transform perspective 500
            layer select 0
            animate up up duration 2 easing easeOut repeat 1 at 0
            layer select 0
            overlays wire
            supersample 2
            orbit 0 0
            zoom 1
            fps 30
            loop on

            """)
    }
}
