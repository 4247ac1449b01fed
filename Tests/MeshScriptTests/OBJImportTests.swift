import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// The OBJ files in OBJFixtures (written by Blender, MeshLab, trimesh and meshplay; see their
/// README), in an in-memory file system under their own names.
func objFixtures() throws -> InMemoryFileSystem {
    let dir = try #require(Bundle.module.url(forResource: "OBJFixtures", withExtension: nil))
    let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".obj") }
    var files: [String: [UInt8]] = [:]
    for name in names { files[name] = [UInt8](try Data(contentsOf: dir.appendingPathComponent(name))) }
    return InMemoryFileSystem(files: files)
}

@Suite struct OBJFixtureImportTests {
    @Test func blendersObjectsBecomeLayersWithSeamsTrianglesAndNgonsConverted() throws {
        var s = session(["grid 1 1"], files: try objFixtures())
        let r = s.execute("import obj blender-objects.obj fit")
        #expect(r.text == """
            imported blender-objects.obj: 62 vertices, 36 faces in 3 layers: 0 (Cube), 1 (Hexagonal_Prism), 2 (Ico)
            converted 20 triangles as [a b c c] quads, 2 n-gons split into 4 faces
            split 30 vertices along UV seams (one vertex per v/vt pair)
            skipped 1 mtllib, 34 vn, 3 s, 3 usemtl
            not a meshplay file: subdivision 0, depth average
            """)
        let layers = s.state.scene.layers
        #expect(layers.map(\.name) == ["Cube", "Hexagonal_Prism", "Ico"])
        // Cube: 8 v carrying 14 vt; prism: 12 v, 26 (v, vt) pairs, hexagon caps as 2 quads each.
        #expect(layers.map { $0.mesh?.vertices.count } == [14, 26, 22])
        #expect(layers.map { $0.mesh?.faces.count } == [6, 10, 20])
        for layer in layers { #expect(layer.mesh?.problems() == []) }
        // The three objects span x from -1.7 to 1.7: fit maps that width onto 0…1, centred.
        let xs = layers.flatMap { $0.mesh!.vertices.map(\.to.x) }
        #expect(abs(xs.min()! - 0) < 1e-12 && abs(xs.max()! - 1) < 1e-12)
        let cube = try #require(layers[0].mesh)
        // Blender's first cube corner, v -1.7 -0.5 0.5 with vt 0.375 0: v flipped to from.y 1, the
        // leftmost x fitted to 0, and y above z by the same 1/3.4 scale (y −0.5 flipped to 0.5 vs z 0.5).
        let corner = try #require(cube.vertices.first { $0.from == Point2D(0.375, 1) })
        #expect(abs(corner.to.x) < 1e-12)
        #expect(cube.vertices.allSatisfy { (0...1).contains($0.from.x) && (0...1).contains($0.from.y) })
        #expect(cube.depthNormalization == .average && cube.subdivisionSteps == 0)
    }

    @Test func mergeReadsEveryObjectAsOneMesh() throws {
        var s = session(["grid 1 1"], files: try objFixtures())
        _ = s.execute("import obj blender-objects.obj merge")
        #expect(s.state.scene.layers.count == 1)
        #expect(s.state.scene.layers[0].mesh?.faces.count == 36)
        #expect(s.state.scene.layers[0].name == "layer")
    }

    @Test func withoutVtFromIsTheBoundingBoxSeenAlongItsThinnestAxis() throws {
        var s = session(["grid 1 1"], files: try objFixtures())
        let r = s.execute("import obj meshlab-box.obj")
        #expect(r.text.contains("converted 12 triangles as [a b c c] quads"))
        #expect(r.text.contains("8 vertices had no vt"))
        let mesh = try #require(s.state.scene.layers[0].mesh)
        // The box is 1 × 0.6 × 0.3: thinnest in z, so from is the x–y box with y down.
        for v in mesh.vertices {
            #expect(v.from == Point2D(v.to.x + 0.5, (v.to.y + 0.3) / 0.6))
        }
        let noUV = session(["grid 1 1", "import obj blender-no-uv.obj"], files: try objFixtures())
        #expect(noUV.state.scene.layers.count == 3)
        #expect(noUV.state.scene.layers.allSatisfy { $0.mesh?.problems() == [] })
    }

    @Test func trimeshStylesImport() throws {
        let s = session(["grid 1 1", "import obj trimesh-icosphere.obj", "layer add", "import obj trimesh-cube.obj"],
                        files: try objFixtures())
        #expect(s.state.scene.layers[0].mesh?.vertices.count == 12)
        #expect(s.state.scene.layers[0].mesh?.faces.count == 20)
        // trimesh split the cube at its seams already: 24 v, each with its own vt.
        #expect(s.state.scene.layers[1].mesh?.vertices.count == 24)
        #expect(s.state.scene.layers[1].mesh?.faces.count == 12)
    }

    @Test func blendersReexportOfAMeshplayExportReadsBackTheSameMesh() throws {
        let files = try objFixtures()
        let original = session(["grid 3 2", "vertex 5 to 0.4 0.45 0.2", "vertex 2 from 0.6 0.1"]).state.scene.layers[0].mesh!
        let ours = session(["grid 1 1", "import obj meshplay-export.obj"], files: files).state.scene.layers[0].mesh!
        #expect(ours == original)
        let theirs = session(["grid 1 1", "import obj blender-reexport.obj"], files: files).state.scene.layers[0].mesh!
        // Blender keeps vertex and face order but writes 6 decimals and drops meshplay's comments.
        #expect(theirs.faces == original.faces)
        for (a, b) in zip(theirs.vertices, original.vertices) {
            #expect(abs(a.to.x - b.to.x) < 1e-6 && abs(a.to.y - b.to.y) < 1e-6 && abs(a.to.z - b.to.z) < 1e-6)
            #expect(abs(a.from.x - b.from.x) < 1e-6 && abs(a.from.y - b.from.y) < 1e-6)
        }
    }
}

@Suite struct OBJSyntaxTests {
    @Test func everyCornerFormNegativeIndicesAndContinuationsRead() throws {
        let text = """
            v 0 0 0
            v 1 0 0
            v 1 1 0
            v 0 1 0
            vt 0 0
            vt 1 0
            vt 1 1
            vt 0 1
            vn 0 0 1
            f 1 2/2 3//1 \\
              4/4/1
            f -4/-4 -3/-3/-1 -2/-2 -1/-1
            """
        let mesh = try MeshTransform.parseOBJ(text)
        // Corners 1 and 3//1 have no vt: their (v, no vt) pairs are vertices of their own.
        #expect(mesh.vertices.count == 6)
        #expect(mesh.faces.count == 2)
        #expect(mesh.vertices.map(\.to) == [Point3D(0, 0, 0), Point3D(0, 0, 0), Point3D(1, 0, 0), Point3D(1, -1, 0),
                                            Point3D(1, -1, 0), Point3D(0, -1, 0)])
    }

    /// OBJ lets a comment end any line, `f` lines included (they were "'#' is not a corner").
    @Test func aCommentAfterAStatementIsIgnored() throws {
        let commented = try MeshTransform.parseOBJ("v 0 0 0 # origin\nv 1 0 0\nv 1 1 0 #c\nv 0 1 0\nf 1 2 3 4 # the only face\n")
        let plain = try MeshTransform.parseOBJ("v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nf 1 2 3 4\n")
        #expect(commented == plain)
        #expect(commented.faces.count == 1)
    }

    @Test func ngonsFanIntoQuadsAndATriangle() {
        #expect(OBJReader.quads([0, 1, 2, 3, 4]) == [SIMD4(0, 1, 2, 3), SIMD4(0, 3, 4, 4)])
        #expect(OBJReader.quads([0, 1, 2, 3, 4, 5]) == [SIMD4(0, 1, 2, 3), SIMD4(0, 3, 4, 5)])
        #expect(OBJReader.quads([0, 1, 2, 3, 4, 5, 6]) == [SIMD4(0, 1, 2, 3), SIMD4(0, 3, 4, 5), SIMD4(0, 5, 6, 6)])
    }

    @Test func errorsNameTheLineAndColumnAcrossContinuations() {
        let files = InMemoryFileSystem(textFiles: [
            "cont.obj": "v 0 0 0\r\nv 1 0 0\r\nv 1 1 0\r\nf 1 2 \\\r\n  3 7\r\n",
            "slash.obj": "v 0 0 0\nv 1 0 0\nv 1 1 0\nf 1 2/x 3\n",
            "vt.obj": "v 0 0 0\nv 1 0 0\nv 1 1 0\nvt 0 0\nf 1/1 2/2 3/3\n",
            "two.obj": "v 0 0 0\nv 1 0 0\nf 1 2\n",
            "empty.obj": "# nothing\n",
            "binary.obj": "v 0 0 0\nv \u{FFFD}\n",
        ])
        var s = session(["grid 1 1"], files: files)
        let before = s.state
        #expect(failure(&s, "import obj cont.obj")?.description == "cont.obj:5:5: error: OBJ line 5: vertex 7 does not exist (3 so far)")
        #expect(failure(&s, "import obj slash.obj")?.description
            == "slash.obj:4:5: error: OBJ line 4: '2/x' is not a corner: 'x' is not a texture coordinate index (1-based, or negative to count back)")
        #expect(failure(&s, "import obj vt.obj")?.description == "vt.obj:5:7: error: OBJ line 5: texture coordinate 2 does not exist (1 so far)")
        #expect(failure(&s, "import obj two.obj")?.description == "two.obj:3:3: error: OBJ line 3: a face needs at least 3 corners, not 2")
        #expect(failure(&s, "import obj empty.obj")?.description == "empty.obj:1:1: error: OBJ line 1: empty.obj has no vertices and no faces")
        #expect(failure(&s, "import obj missing.obj")?.description == "error: missing.obj: no such file")
        #expect(s.state == before)
    }

    /// A coordinate past ±1e12 is refused at the number that holds it, unless `fit` brings the
    /// model into range; a `v` no face uses is a vertex of the mesh too.
    @Test func aCoordinatePastTheBoundIsRefusedWhereTheFileHoldsIt() throws {
        let files = InMemoryFileSystem(textFiles: [
            "far.obj": "v 0 0 0\nv 1e13 0 0\nv 1e13 1e13 0\nv 0 1e13 0\nf 1 2 3 4\n",
            "deep.obj": "v 0 0 -2e12\nv 1 0 -2e12\nv 1 1 -4e12\nv 0 1 -2e12\nf 1 2 3 4\n",
            "farvt.obj": "v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nvt 0 0\nvt 1 0\nvt 1   1e14\nvt 0 1\nf 1/1 2/2 3/3 4/4\n",
            "loose.obj": "v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nv 5e12 0 0\nf 1 2 3 4\n",
            // v = −1e12 is in range, but as from.y (1 − v) it is not; a colour past it is no coordinate.
            "flipvt.obj": "v 0 0 0 9e20 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nvt 0 0\nvt 1 -1e12\nvt 1 1\nvt 0 1\nf 1/1 2/2 3/3 4/4\n",
        ])
        var s = session(["grid 1 1"], files: files)
        let before = s.state
        #expect(failure(&s, "import obj far.obj")?.description
            == "far.obj:2:3: error: OBJ line 2: 1e13 puts a vertex coordinate past ±1e12 (import … fit scales the model into the layer)")
        // fit centres the model too: depths −2e12…−4e12 become ±1e12 about their middle, within the bound.
        #expect(failure(&s, "import obj deep.obj")?.description
            == "deep.obj:1:7: error: OBJ line 1: -2e12 puts a vertex coordinate past ±1e12 (import … fit scales the model into the layer)")
        #expect(failure(&s, "import obj farvt.obj")?.description
            == "farvt.obj:7:8: error: OBJ line 7: 1e14 puts a vertex coordinate past ±1e12")
        #expect(failure(&s, "import obj loose.obj")?.description
            == "loose.obj:5:3: error: OBJ line 5: 5e12 puts a vertex coordinate past ±1e12 (import … fit scales the model into the layer)")
        #expect(failure(&s, "import obj flipvt.obj")?.description
            == "flipvt.obj:6:6: error: OBJ line 6: -1e12 puts a vertex coordinate past ±1e12")
        #expect(s.state == before)
        #expect(s.execute("import obj far.obj fit").isSuccess)
        #expect(s.execute("import obj deep.obj fit").isSuccess)
    }

    @Test func aFileOverTheBudgetStopsWithAnErrorNamingIt() {
        var reader = OBJReader(byteBudget: 1024)
        let line = Array("v 0.5 0.5 0.5\n".utf8)
        var error: ScriptError?
        do {
            for _ in 0..<100 { try reader.feed(line[...]) }
        } catch let e { error = e }
        #expect(error?.message == "OBJ line 74: the file is larger than the OBJ import budget of \(ScriptError.bytesText(1024))")
        #expect(OBJReader.defaultByteBudget == 64 << 20)
    }

    @Test func fromValuesPastDecimalsRangeStillReadBackExactly() throws {
        let mesh = MeshTransform(vertices: [Vertex(from: Point2D(0, .leastNonzeroMagnitude), to: Point3D(0, 0, 0)),
                                            Vertex(from: Point2D(1, 1e12), to: Point3D(1, 1, 0))], faces: [])
        #expect(mesh.objText.contains("# meshplay vt 0 5e-324"))
        #expect(try MeshTransform.parseOBJ(mesh.objText) == mesh)
    }

    @Test func theDecimalFlipIsExactBothWays() {
        for y in [0.1, 0.3, 1e-5, 0.123456789012345678, 0.7, 1, 0] {
            let written = OBJReader.complementText(y)
            #expect(OBJReader.complement(Substring(written), Double(written)!) == y)
        }
    }
}

@Suite struct OBJSubdividedExportTests {
    @Test func subdividedWritesTheAnimatedSurfaceOfTheFrameOnScreenWithNormals() throws {
        let files = InMemoryFileSystem()
        var s = session(["grid 1 1", "subdivision 2", "key flat", "vertex 3 to.z 0.5", "key lifted",
                         "animate flat lifted duration 1", "frame 15"], files: files)
        let r = s.execute("export obj surface.obj subdivided")
        #expect(r.text == "wrote surface.obj: 25 vertices, 16 faces (frame 15 subdivided 2 steps, with normals)")
        let text = try #require(files.text("surface.obj"))
        #expect(text.contains("# the surface drawn at frame 15 (0.5 s): 2 subdivision steps of 4 vertices and 1 faces"))
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("vn ") }.count == 25)
        #expect(text.contains("f 1/1/1 "))
        // It reads back as the subdivided frame on screen, drawn with subdivision 0.
        let drawn = try #require(s.frameScene.layers[0].mesh)
        let expected = try Subdivider().subdivide(drawn, steps: 2)
        _ = s.execute("import obj surface.obj")
        let back = try #require(s.state.scene.layers[0].mesh)
        #expect(back.subdivisionSteps == 0)
        #expect(back.faces == expected.faces)
        #expect(back.vertices == expected.vertices)
        // The control mesh export is unchanged: 4 vertices, no normals.
        _ = s.execute("undo")
        _ = s.execute("export obj control.obj")
        #expect(files.text("control.obj")?.contains("vn ") == false)
        #expect(files.text("control.obj")?.split(separator: "\n").filter { $0.hasPrefix("v ") }.count == 4)
    }

    @Test func aFlatMeshsNormalsFaceTheViewer() {
        let normals = MeshTransform.identity(rows: 2, columns: 3).objNormals
        #expect(normals.allSatisfy { $0 == Point3D(0, 0, 1) })
        var tilted = MeshTransform.identity(rows: 1, columns: 1)
        tilted.vertices[1].to.z = 1
        tilted.vertices[3].to.z = 1
        // z rises to the right: the normal leans left (−x) in OBJ's axes.
        #expect(tilted.objNormals.allSatisfy { $0.x < 0 && $0.z > 0 && abs($0.y) < 1e-12 })
    }

    @Test func exportTakesOnlySubdividedAfterTheFile() {
        var s = session(["grid 1 1"])
        #expect(failure(&s, "export obj a.obj smooth")?.description.hasPrefix("error: unknown word 'smooth'") == true)
    }
}
