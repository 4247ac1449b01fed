import MeshEngine
import Testing
@testable import MeshScript

/// Every path into the state passes ``SessionState/validate()``: typed, imported, loaded,
/// replayed from the journal; and what `save` writes, `load` accepts.
@Suite struct StateValidationTests {
    static let hugeOBJ = """
        # meshplay subdivision 9223372036854775807
        v 0 0 0
        v 1 0 0
        v 1 1 0
        v 0 1 0
        f 1 2 3 4

        """

    @Test func aHugeSubdivisionIsRefusedAtOnceWithTheBudgetInTheMessage() {
        var s = session(["grid 4 4"])
        let before = s.state
        let clock = ContinuousClock()
        let started = clock.now
        let e = failure(&s, "subdivision 9223372036854775807")
        #expect(clock.now - started < .seconds(1))
        #expect(e?.message == "9223372036854775807 steps on 16 faces would need more than 8 EiB; at most 7 fit the memory budget")
        #expect(s.state == before)
    }

    @Test func theSubdivisionMessageUsesTheBudgetsOwnFormula() {
        var s = session(["grid 4 4"])
        let e = failure(&s, "subdivision 8")
        let bytes = ScriptError.saturatedBytes(Subdivider.estimatedBytes(faceCount: 16, steps: 8))
        #expect(bytes > Subdivider.defaultBudgetBytes)
        #expect(e?.message == "8 steps on 16 faces would need \(ScriptError.bytesText(bytes)); at most 7 fit the memory budget")
        #expect(Subdivider.estimatedBytes(faceCount: 16, steps: 7) <= Double(Subdivider.defaultBudgetBytes))
    }

    @Test func anOBJWithAnOverBudgetSubdivisionIsNotImported() {
        let files = InMemoryFileSystem(textFiles: ["huge.obj": Self.hugeOBJ])
        var s = session(["grid 2 2"], files: files)
        let before = s.state
        let e = failure(&s, "import obj huge.obj")
        #expect(e?.message.hasPrefix("9223372036854775807 steps on 1 face would need more than 8 EiB") == true)
        #expect(s.state == before)
        // Nothing over budget reached the state, so nothing over budget can be saved.
        #expect(s.execute("save a.mesh").isSuccess)
        #expect(!(files.text("a.mesh") ?? "").contains("9223372036854775807"))
    }

    @Test func aSceneFileOverTheBudgetFailsToLoadAtOnceNamingTheFile() {
        // A mesh that gains faces after its subdivision was set: each line is fine alone.
        let files = InMemoryFileSystem(textFiles: ["big.mesh": "grid 1 1\nsubdivision 9\nface add 0 1 3 2\nface add 0 1 3 2\n"])
        var s = session([], files: files)
        let before = s.state
        let e = failure(&s, "load big.mesh")
        #expect(e?.description == "big.mesh:4:1: error: 9 steps on 3 faces would need 318.1 MiB; at most 8 fit the memory budget")
        #expect(e?.line == 4)
        #expect(s.state == before)
    }

    @Test func aJournalOverTheBudgetFailsFastInsteadOfHanging() throws {
        let files = InMemoryFileSystem(textFiles: ["journal.mesh": "grid 1 1\nsubdivision 9223372036854775807\n"])
        let host = SessionHost(fileSystem: files, journalPath: "journal.mesh")
        // The failing line is reported and skipped at once; the good one is kept.
        let clock = ContinuousClock()
        let started = clock.now
        let restore = try Session.restoringJournal(host: host)
        #expect(clock.now - started < .seconds(2))
        #expect(restore.failures.map(\.line) == [2])
        #expect(restore.failures.first?.reason == "error: 9223372036854775807 steps on 1 face would need more than 8 EiB; at most 9 fit the memory budget")
        #expect(restore.total == 2)
        #expect(throws: Never.self) { try restore.session.state.validate() }
    }

    @Test func nonFiniteOBJWeightsAreRefusedNamingTheLine() {
        let obj = "v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nf 1 2 3 4\n# meshplay w 0 nan 0 0 0\n"
        let files = InMemoryFileSystem(textFiles: ["w.obj": obj])
        var s = session(["grid 2 2"], files: files)
        let before = s.state
        let e = failure(&s, "import obj w.obj")
        #expect(e?.description == "w.obj:6:14: error: OBJ line 6: '# meshplay w' needs a face index and 4 finite weights")
        #expect(s.state == before)
    }

    @Test func aWindowWiderThanTheViewportLimitStillSavesAndLoads() {
        let files = InMemoryFileSystem()
        var s = Session(host: SessionHost(fileSystem: files))
        s.followViewport(width: 10_000, height: 9_000)
        #expect(s.viewSettings.outputWidth == 10_000 && s.viewSettings.outputHeight == 9_000)
        #expect(s.execute("save v.mesh").isSuccess)
        #expect(files.text("v.mesh")?.contains("viewport") == false)
        var t = Session(host: SessionHost(fileSystem: files))
        #expect(t.execute("load v.mesh").isSuccess)
    }

    @Test func theValidatorRefusesEachBrokenLimit() {
        var state = SessionState()
        state.view.supersample = 5000
        #expect(throws: ScriptError.self) { try state.validate() }
        state = SessionState()
        state.scene.layers[0].mesh?.faces[0].w = SIMD4(.nan, 0, 0, 0)
        #expect(throws: ScriptError.self) { try state.validate() }
        state = SessionState()
        state.keyframes["k"] = MeshTransform(vertices: [], faces: [], subdivisionSteps: 0, depthNormalization: .none)
        state.keyframes["k"]?.vertices = [Vertex(from: Point2D(0, 0), to: Point3D(.infinity, 0, 0))]
        #expect(throws: ScriptError.self) { try state.validate() }
        #expect(throws: Never.self) { try SessionState().validate() }
    }
}
