import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// `subdivision N limit`: the setting, its messages, and that every file form keeps it.
@Suite struct LimitSurfaceCommandTests {
    @Test func theCommandSetsAndClearsTheLimitAndSaysSo() {
        var s = session(["grid 4 4"])
        #expect(s.execute("subdivision 2 limit").text == "subdivision: 2 steps, on the limit surface")
        #expect(s.state.scene.layers[0].mesh?.limitSurface == true)
        #expect(s.execute("subdivision").text == "subdivision 2 limit")
        #expect(s.execute("subdivision 3").text == "subdivision: 3 steps")
        #expect(s.state.scene.layers[0].mesh?.limitSurface == false)
        // `subdivision limit` alone keeps the step count.
        #expect(s.execute("subdivision limit").text == "subdivision: 3 steps, on the limit surface")
        #expect(s.execute("undo").isSuccess)
        #expect(s.state.scene.layers[0].mesh?.limitSurface == false)
    }

    @Test func aWrongWordAfterTheStepsIsAnErrorThatChangesNothing() {
        var s = session(["grid 2 2", "subdivision 1"])
        let before = s.state
        #expect(!s.execute("subdivision 2 limits").isSuccess)
        #expect(s.state == before)
    }

    @Test func saveLoadAndJSONKeepTheLimit() {
        let files = InMemoryFileSystem()
        var s = session(["grid 3 3", "subdivision auto limit"], files: files)
        #expect(s.execute("save a.mesh").isSuccess)
        #expect(files.text("a.mesh")?.contains("subdivision auto limit") == true)
        var t = Session(host: SessionHost(fileSystem: files))
        #expect(t.execute("load a.mesh").isSuccess)
        #expect(t.state == s.state)
        #expect(s.execute("export json a.json").isSuccess)
        var u = session([], files: files)
        #expect(u.execute("import json a.json").isSuccess)
        #expect(u.state.scene.layers[0].mesh?.limitSurface == true)
    }

    @Test func jsonWithoutTheKeyReadsAsNoLimitAndNoLimitWritesNoKey() throws {
        let mesh = MeshTransform.identity(rows: 1, columns: 1)
        let data = try JSONEncoder().encode(mesh)
        #expect(!String(decoding: data, as: UTF8.self).contains("limitSurface"))
        #expect(try JSONDecoder().decode(MeshTransform.self, from: data).limitSurface == false)
        var limited = mesh
        limited.limitSurface = true
        #expect(try JSONDecoder().decode(MeshTransform.self, from: JSONEncoder().encode(limited)) == limited)
    }

    @Test func anOBJFileKeepsTheLimitInItsHeader() {
        let files = InMemoryFileSystem()
        var s = session(["grid 2 2", "subdivision 1 limit"], files: files)
        #expect(s.execute("export obj m.obj").isSuccess)
        #expect(files.text("m.obj")?.contains("# meshplay subdivision 1 limit") == true)
        var t = session(["grid 1 1"], files: files)
        #expect(t.execute("import obj m.obj").isSuccess)
        #expect(t.state.scene.layers[0].mesh?.limitSurface == true)
    }

    @Test func tabOffersLimitAfterSubdivision() {
        #expect(CommandHelp.completions(after: ["subdivision"]).contains("limit"))
    }
}
