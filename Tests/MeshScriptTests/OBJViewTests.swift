import MeshEngine
import Testing
@testable import MeshScript

/// `import obj … [front|top|right]`: the side of the model that faces the viewer, and the
/// view chosen for models the front would show edge-on (Blender's Plane and Grid).
@Suite struct OBJViewTests {
    @Test func blendersPlaneIsSeenFromAboveUprightAndFacingTheViewer() throws {
        var s = session(["grid 1 1"], files: try objFixtures())
        let r = s.execute("import obj blender-plane.obj fit")
        #expect(r.text == """
            imported blender-plane.obj: 4 vertices, 1 face as layer 0 (Plane)
            seen from above: the model lies flat in y (a floor, as Blender's Plane and Grid), which the front shows edge-on \
            (`front` after the file name keeps the front view)
            skipped 1 vn, 1 s
            not a meshplay file: subdivision 0, depth average
            """)
        let mesh = try #require(s.state.scene.layers[0].mesh)
        // Fitted into the unit square, flat in z, and each texture corner at the same corner of
        // the layer: the picture stands upright as Blender's top view shows it.
        for v in mesh.vertices {
            #expect(v.to == Point3D(v.from.x, v.from.y, 0))
        }
        #expect(mesh.objNormals.allSatisfy { $0 == Point3D(0, 0, 1) })
    }

    @Test func frontKeepsAFloorEdgeOn() throws {
        var s = session(["grid 1 1"], files: try objFixtures())
        let r = s.execute("import obj blender-plane.obj fit front")
        #expect(!r.text.contains("seen"))
        let mesh = try #require(s.state.scene.layers[0].mesh)
        #expect(mesh.vertices.allSatisfy { $0.to.y == 0.5 })
        #expect(Set(mesh.vertices.map(\.to.z)) == [-0.5, 0.5])
    }

    @Test func aWallIsSeenFromTheRightFacingTheViewer() throws {
        var s = session(["grid 1 1"], files: try objFixtures())
        let r = s.execute("import obj blender-wall.obj")
        #expect(r.text.contains("""
            seen from the right (+x): the model lies flat in x (a wall), which the front shows edge-on \
            (`front` after the file name keeps the front view)
            """))
        let mesh = try #require(s.state.scene.layers[0].mesh)
        #expect(mesh.vertices.allSatisfy { $0.to.z == 0 })
        // Blender's first vertex, (0, 1, 1) in OBJ: from the right, OBJ's −z is right and y up.
        #expect(mesh.vertices[0].to == Point3D(-1, -1, 0))
        #expect(mesh.objNormals.allSatisfy { $0 == Point3D(0, 0, 1) })
    }

    @Test func anAskedViewTurnsAnyModelAndSaysHow() throws {
        var s = session(["grid 1 1"], files: try objFixtures())
        // MeshLab's box is 1 × 0.6 × 0.3 (x, y, z): from above it shows x by z, and its 0.6 of
        // height comes towards the viewer.
        let r = s.execute("import obj meshlab-box.obj top")
        #expect(r.text.contains("seen from above: OBJ's −z is up and its y towards the viewer"))
        let mesh = try #require(s.state.scene.layers[0].mesh)
        func extent(_ k: KeyPath<Point3D, Double>) -> Double {
            let values = mesh.vertices.map { $0.to[keyPath: k] }
            return values.max()! - values.min()!
        }
        #expect(abs(extent(\.x) - 1) < 1e-12 && abs(extent(\.y) - 0.3) < 1e-12 && abs(extent(\.z) - 0.6) < 1e-12)
        // `from` (no vt) is the turned box seen along its thinnest axis, now y: x right, z down.
        for v in mesh.vertices {
            #expect(abs(v.from.x - (v.to.x + 0.5)) < 1e-12 && abs(v.from.y - (v.to.z + 0.3) / 0.6) < 1e-12)
        }
        let right = session(["grid 1 1", "import obj blender-plane.obj right"], files: try objFixtures())
        // The plane from the right is edge-on again: asked for, so kept.
        #expect(right.state.scene.layers[0].mesh!.vertices.allSatisfy { $0.to.x == $0.to.x.rounded() && $0.to.y == 0 })
    }

    @Test func aModelNearlyEdgeOnGetsTheViewSuggested() {
        // A relief: 2 wide and deep, 0.2 high.
        let relief = """
            v 0 0 0
            v 2 0.2 0
            v 2 0 2
            v 0 0.1 2
            f 1 2 3 4
            """
        var s = session(["grid 1 1"], files: InMemoryFileSystem(files: ["relief.obj": Array(relief.utf8)]))
        #expect(s.execute("import obj relief.obj").text.contains(
            "the model is thin in y, so the front shows it nearly edge-on: `top` after the file name shows it from above"))
        let asked = s.execute("import obj relief.obj top").text
        #expect(!asked.contains("nearly edge-on") && asked.contains("seen from above"))
    }

    @Test func meshplaysOwnFilesReadAsWritten() {
        // A mesh flat in y exported by meshplay reads back the same, not turned.
        var s = session(["grid 1 1", "vertex 2 to 0 0 1", "vertex 3 to 1 0 1", "export obj floor.obj", "import obj floor.obj"])
        #expect(s.execute("vertex list").text.contains("to (0, 0, 1)"))
        #expect(!s.execute("import obj floor.obj").text.contains("seen"))
    }

    @Test func aDroppedCurveNeitherTurnsNorFitsTheModel() throws {
        let text = """
            o Plane
            v -1 0 1
            v 1 0 1
            v -1 0 -1
            v 1 0 -1
            f 1 2 4 3
            o Curve
            v 5 3 0
            v 9 0 4
            l 5 6
            """
        var s = session(["grid 1 1"], files: InMemoryFileSystem(files: ["scene.obj": Array(text.utf8)]))
        let r = s.execute("import obj scene.obj fit")
        #expect(r.text.contains("seen from above") && r.text.contains("warning: dropped object Curve"))
        let mesh = try #require(s.state.scene.layers[0].mesh)
        #expect(Set(mesh.vertices.map(\.to.x)) == [0, 1] && Set(mesh.vertices.map(\.to.y)) == [0, 1])
    }

    @Test func oneViewAtATimeAndTabOffersThem() {
        var s = session(["grid 1 1"])
        let twice = failure(&s, "import obj a.obj top right")
        #expect(twice?.description == "error: one view: top or right, not both")
        #expect(twice?.column == 22)
        let unknown = failure(&s, "import obj a.obj above")
        #expect(unknown?.description == "error: unknown word 'above': expected fit, merge, front, top or right")
        #expect(unknown?.column == 18)
        #expect(CommandHelp.completions(after: ["import", "obj", "a.obj"]) == ["fit", "merge", "front", "top", "right"])
        #expect(CommandHelp.completions(after: ["import", "obj", "a.obj", "top"]).contains("fit"))
    }
}
