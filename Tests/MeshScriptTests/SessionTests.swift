import MeshEngine
import Testing
@testable import MeshScript

/// A session over an in-memory file system, running lines that must all succeed.
func session(_ lines: [String], files: InMemoryFileSystem = InMemoryFileSystem()) -> Session {
    var s = Session(host: SessionHost(fileSystem: files))
    for line in lines {
        let r = s.execute(line)
        if !r.isSuccess { Issue.record("\(line): \(r.text)") }
    }
    return s
}

/// A session journaling into `j.mesh` on `files` (in memory) after running `lines`, which must
/// all succeed, and its host: what a restore after `kill -9` reads.
func journaledSession(_ lines: [String] = [], files: InMemoryFileSystem = InMemoryFileSystem()) -> (host: SessionHost, session: Session) {
    let host = SessionHost(fileSystem: files, journalPath: "j.mesh")
    var s = Session(host: host)
    s.beginJournal()
    for line in lines {
        let r = s.execute(line)
        if !r.isSuccess { Issue.record("\(line): \(r.text)") }
    }
    return (host, s)
}

/// The error `line` fails with, or nil.
func failure(_ s: inout Session, _ line: String) -> ScriptError? {
    if case let .failure(e) = s.execute(line) { return e }
    return nil
}

@Suite struct SessionTests {
    @Test func vertexCommandsEditTheSelectedLayersMesh() {
        let s = session(["grid 2 2", "vertex 4 to.z 0.2", "vertex 0 from 0.1 0.1", "vertex add 0.5 1.5"])
        let mesh = s.state.scene.layers[0].mesh
        #expect(mesh?.vertices[4].to == Point3D(0.5, 0.5, 0.2))
        #expect(mesh?.vertices[0] == Vertex(from: Point2D(0.1, 0.1), to: Point3D(0, 0, 0)))
        #expect(mesh?.vertices.count == 10)
    }

    @Test func removingAVertexRenumbersFacesAsCoreAnimationDoes() {
        var s = session(["grid 1 2"])
        #expect(s.execute("vertex remove 2").text == "removed vertex 2; removed face 1 that used it")
        #expect(s.state.scene.layers[0].mesh?.faces == [Face(0, 1, 3, 2)])
    }

    @Test func faceCommandsSetIndicesAndWeights() {
        let s = session(["grid 2 2", "face 0 w 1 0 0 0", "face add 0 2 8 6", "face 1 1 2 5 4"])
        let faces = s.state.scene.layers[0].mesh?.faces
        #expect(faces?[0].w == SIMD4(1, 0, 0, 0))
        #expect(faces?[4] == Face(0, 2, 8, 6))
    }

    @Test func degenerateFacesAreAcceptedWithAWarning() {
        var s = session(["grid 1 1"])
        let text = s.execute("face add 0 0 0 0").text
        #expect(text.contains("warning: face 1 is degenerate"))
    }

    @Test func outOfRangeIndicesPointAtTheIndex() {
        var s = session(["grid 1 1"])
        let e = failure(&s, "vertex 30 to.z 1")
        #expect(e?.message == "vertex 30 does not exist: indices run 0…3")
        #expect(e?.column == 8)
    }

    @Test func errorsLeaveTheStateUntouched() {
        var s = session(["grid 2 2"])
        let before = s.state
        _ = failure(&s, "face 9 w 1 1 1 1")
        _ = failure(&s, "layer select 4")
        _ = failure(&s, "preset nope")
        #expect(s.state == before)
        #expect(!s.canRedo)
    }

    @Test func absurdSubdivisionIsRejectedWithTheBudget() {
        var s = session(["grid 50 50"])
        let e = failure(&s, "subdivision 20")
        let max = Subdivider.maxSteps(faceCount: 2500)
        #expect(e?.message.hasPrefix("20 steps on 2500 faces would need ") == true)
        #expect(e?.message.hasSuffix("; at most \(max) fit the memory budget") == true)
    }

    @Test func transformsComposeInCoreAnimationsOrder() {
        let s = session(["transform rotate 90 0 0 1", "transform translate 10 0 0"])
        let expected = Transform3D.identity.rotated(.pi / 2, 0, 0, 1).translated(10, 0, 0)
        #expect(s.state.scene.layers[0].transform.isApproximatelyEqual(to: expected))
        let p = session(["sublayer perspective 800"]).state.scene.sublayerTransform
        #expect(p.m34 == -1.0 / 800.0)
    }

    @Test func layersCanBeAddedSelectedAndRemoved() {
        var s = session(["layer add second", "layer size 50 60", "layer select 0", "layer remove second"])
        #expect(s.state.scene.layers.map(\.name) == ["layer"])
        #expect(s.execute("layers").text.hasPrefix("*0: layer"))
    }

    @Test func lightingCommandsChangeTheScenesLighting() {
        let s = session(["light direction 0 -1 1", "light ambient 0.3", "light diffuse 0.7", "light specular 0.5 shininess 8", "shading flat"])
        let l = s.state.scene.lighting
        #expect(l.lights.map(\.kind) == [.directional, .ambient])
        #expect(l.lights[0].direction == Point3D(0, -1, 1))
        #expect(l.lights[1].intensity == 0.3)
        #expect(l.diffuseFactor == 0.7 && l.specular == 0.5 && l.shininess == 8 && l.shading == .flat)
    }

    @Test func flipTogglesOneFacesDiagonal() {
        var s = session(["grid 2 2", "flip 1"])
        #expect(s.state.scene.layers[0].faceDiagonals == [1: .d13])
        _ = s.execute("flip 1")
        #expect(s.state.scene.layers[0].faceDiagonals == [1: .d02])
    }

    @Test func inspectReportsDiagonalAreasAndNonPlanarity() {
        var s = session(["layer size 100 100", "grid 1 1", "subdivision 0", "vertex 2 to.z 0.1"])
        let text = s.execute("inspect face 0").text
        #expect(text.contains("diagonal: 0-2 (layer triangulation diagonal02)"))
        // Vertex 2 is the bottom-left corner (corner 3), lifted 10 pt (average normalization, 100 pt
        // per unit): only triangle (2, 3, 0) tilts, and the diagonals no longer meet.
        #expect(text.contains("triangle areas: 5000 and 5049.752469 pt²"))
        #expect(text.contains("the diagonals pass 4.987547 pt apart; tetrahedron volume 16666.666667 pt³"))
    }

    @Test func undoAndRedoRestoreEveryStep() {
        let lines = ["grid 3 3", "vertex 5 to.z 0.3", "content uv", "transform rotate 30 0 1 0", "light diffuse 0.4", "overlays on"]
        var s = Session()
        var states = [s.state]
        for line in lines {
            _ = s.execute(line)
            states.append(s.state)
        }
        for k in stride(from: lines.count - 1, through: 0, by: -1) {
            #expect(s.execute("undo").isSuccess)
            #expect(s.state == states[k])
        }
        #expect(failure(&s, "undo")?.message == "nothing to undo")
        for k in 1...lines.count {
            #expect(s.execute("redo").isSuccess)
            #expect(s.state == states[k])
        }
        #expect(failure(&s, "redo")?.message == "nothing to redo")
    }

    /// "nothing to undo" is about the session, not a word of the line: no column, so the
    /// playground draws no caret and a script's error reads `FILE:LINE: error: …`.
    @Test func nothingToUndoPointsAtNoColumn() {
        var s = session([])
        let undo = failure(&s, "  undo")
        #expect(undo?.column == 0)
        #expect(undo?.located(file: "a.mesh", line: 3).description == "a.mesh:3: error: nothing to undo")
        #expect(failure(&s, "redo")?.column == 0)
        #expect(failure(&s, "vertex 9 to.x 1")?.column == 8, "an error about a word still points at it")
    }

    @Test func queriesDoNotCreateUndoSteps() {
        var s = session(["grid 1 1"])
        for q in ["vertices", "faces", "vertex 0", "layers", "lights", "help", "help grid"] { _ = s.execute(q) }
        _ = s.execute("undo")
        #expect(s.state.scene.layers[0].mesh == SessionState().scene.layers[0].mesh)
    }

    @Test func unknownHelpTopicSuggestsTheClosest() {
        var s = Session()
        #expect(failure(&s, "help subdivison")?.message.contains("did you mean 'subdivision'?") == true)
        #expect(s.execute("help").text.contains("animate"))
    }
}

@Suite struct FaceDiagonalTests {
    @Test func removingFacesKeepsTheOtherFacesDiagonals() {
        var s = session(["grid 2 2", "flip 1", "flip 3", "face remove 1"])
        #expect(s.state.scene.layers[0].faceDiagonals == [2: .d13])
        _ = s.execute("vertex remove 0")
        #expect(s.state.scene.layers[0].faceDiagonals == [1: .d13])
    }
}

/// Errors found while applying a command point at its subject: the index, name or file.
struct ApplyColumnCase: CustomTestStringConvertible, Sendable {
    let line: String
    let column: Int
    var testDescription: String { line }
}

@Suite struct ApplyErrorColumnTests {
    static let cases = [
        ApplyColumnCase(line: "layer select 4", column: 14),
        ApplyColumnCase(line: "  preset nope", column: 10),
        ApplyColumnCase(line: "animate a b duration 1", column: 9),
        ApplyColumnCase(line: "key remove ghost", column: 12),
        ApplyColumnCase(line: "load missing.mesh", column: 6),
        ApplyColumnCase(line: "import obj missing.obj", column: 12),
        ApplyColumnCase(line: "help vertx", column: 6),
        ApplyColumnCase(line: "face 12", column: 6),
        ApplyColumnCase(line: "light diffuse 0.5 # fine", column: 0),
    ]

    @Test(arguments: cases)
    func errorPointsAtTheSubject(_ c: ApplyColumnCase) {
        var s = session(["grid 1 1"])
        let e = failure(&s, c.line)
        #expect(e?.column == (c.column == 0 ? nil : c.column))
    }
}
