import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// OBJ files as other tools write them, beyond the fixtures: what a user gets is the mesh, a
/// warning saying what was dropped or changed, or an error at the line and column.
@Suite struct OBJInteropTests {
    /// An object name with an escape or a bell (a name `layer name` refuses) became a layer
    /// name that `save` wrote and `load` then refused ("a layer name cannot hold the control
    /// character \u{1B}"): such characters become `-`, as spaces do.
    @Test func controlCharactersInObjectNamesBecomeDashesSoTheSavedSceneLoads() throws {
        let files = InMemoryFileSystem(textFiles: [
            "esc.obj": "o A\u{1B}[31mred\nv 0 0 0\nv 1 0 0\nv 1 1 0\nf 1 2 3\no B\tC\u{07}\nv 0 0 1\nv 1 0 1\nv 1 1 1\nf 4 5 6\n",
        ])
        var s = session(["grid 1 1"], files: files)
        #expect(s.execute("import obj esc.obj").isSuccess)
        #expect(s.state.scene.layers.map(\.name) == ["A-[31mred", "B-C-"])
        #expect(s.execute("save esc.mesh").isSuccess)
        var loaded = session([], files: files)
        #expect(loaded.execute("load esc.mesh").isSuccess)
        #expect(loaded.state.scene.layers.map(\.name) == ["A-[31mred", "B-C-"])
    }

    /// Blender writes a curve converted to a mesh as `v` and `l` lines: such an object has no
    /// face, so it becomes no layer. It used to vanish without a word.
    @Test func anObjectOfLinesOnlyIsDroppedWithAWarningNamingIt() throws {
        let files = InMemoryFileSystem(textFiles: [
            "edges.obj": "o Plane\nv -1 0 1\nv 1 0 1\nv -1 0 -1\nv 1 0 -1\nf 1 2 4 3\no Curve\nv 0 0 0\nv 1 1 1\nv 2 0 0\nl 5 6 7\n",
        ])
        var s = session(["grid 1 1"], files: files)
        #expect(s.execute("import obj edges.obj").text == """
            imported edges.obj: 4 vertices, 1 face as layer 0 (Plane)
            seen from above: the model lies flat in y (a floor, as Blender's Plane and Grid), which the front shows edge-on \
            (`front` after the file name keeps the front view)
            4 vertices had no vt: from = their bounding box seen along its thinnest axis
            warning: dropped object Curve: 3 vertices and no faces (lines and points are not drawn)
            skipped 1 l
            not a meshplay file: subdivision 0, depth average
            """)
        #expect(s.state.scene.layers.count == 1)
    }

    /// assimp's rewrites end a group with `g off`, as `s off` ends smoothing: the faces after
    /// it are ungrouped again. They used to become a layer named "off".
    @Test func gOffEndsAGroupInsteadOfNamingOneOff() throws {
        let files = InMemoryFileSystem(textFiles: [
            "goff.obj": "v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nv 2 0 0\nv 2 1 0\ng Left\nf 1 2 3 4\ng off\nf 2 5 6 3\n",
            "only.obj": "g off\nv 0 0 0\nv 1 0 0\nv 1 1 0\nf 1 2 3\n",
        ])
        var s = session(["grid 1 1"], files: files)
        #expect(s.execute("import obj goff.obj").isSuccess)
        let names = s.state.scene.layers.map(\.name)
        #expect(names.count == 2 && names.first == "Left" && !names.contains("off"), "\(names)")
        var one = session(["grid 1 1"], files: files)
        #expect(one.execute("import obj only.obj").isSuccess)
        #expect(one.state.scene.layers.map(\.name) == ["layer"])
    }

    /// An ASCII STL (or PLY, COLLADA) given to `import obj` was read as an empty OBJ and refused
    /// with "has no vertices and no faces" only: the error says what the file holds instead.
    @Test func anotherFormatReadAsOBJSaysWhatItHoldsInstead() {
        let stl = "solid Cube\n facet normal 0 0 1\n  outer loop\n   vertex 0 0 0\n   vertex 1 0 0\n   vertex 1 1 0\n  endloop\n endfacet\nendsolid Cube\n"
        var s = session(["grid 1 1"], files: InMemoryFileSystem(textFiles: ["cube.stl": stl]))
        #expect(failure(&s, "import obj cube.stl")?.description == """
            cube.stl:9:1: error: OBJ line 9: cube.stl has no vertices and no faces: it holds only statements OBJ import skips \
            (1 solid, 1 facet, 1 outer, 3 vertex and 3 more kinds); is it an OBJ file? (OBJ geometry is `v` and `f` lines)
            """)
        // A binary STL: an 80-byte header padded with NULs, then little-endian numbers.
        let binary = Array("AssimpScene".utf8) + [UInt8](repeating: 0, count: 69) + [12, 0, 0, 0, 0, 0, 0x80, 0xBF]
        var b = session(["grid 1 1"], files: InMemoryFileSystem(files: ["cube.stl": binary]))
        #expect(failure(&b, "import obj cube.stl")?.description
                == "cube.stl:1:12: error: OBJ line 1: the file is binary (a NUL byte), not OBJ text: is it an OBJ file?")
    }

    /// A Latin-1 byte in a comment (a French exporter's `# Créé par …`) stopped the whole import
    /// with "the line is not UTF-8 text" at column 1. Comments and names are read past it; in a
    /// statement meshplay reads, the error names the byte and its column.
    @Test func bytesThatAreNotUTF8AreToleratedInCommentsAndNamesAndLocatedElsewhere() throws {
        let files = InMemoryFileSystem(files: [
            "comment.obj": Array("# Cr".utf8) + [0xE9, 0xE9] + Array(" par X\nv 0 0 0\nv 1 0 0\nv 1 1 0\nf 1 2 3\n".utf8),
            "names.obj": Array("o A\nv 0 0 0\nv 1 0 0\nv 1 1 0\nf 1 2 3\no Caf".utf8) + [0xE9]
                + Array("\nv 0 0 1\nv 1 0 1\nv 1 1 1\nusemtl Mat".utf8) + [0xE9] + Array("riau\nf 4 5 6\n".utf8),
            "vertex.obj": Array("v 0 0 0\nv 1 0 0\nv 1 1 0 ".utf8) + [0xE9] + Array("\nf 1 2 3\n".utf8),
        ])
        var s = session(["grid 1 1"], files: files)
        #expect(s.execute("import obj comment.obj").text == """
            imported comment.obj: 3 vertices, 1 face
            converted 1 triangle as [a b c c] quads
            3 vertices had no vt: from = their bounding box seen along its thinnest axis
            not a meshplay file: subdivision 0, depth average
            """)
        #expect(s.execute("import obj names.obj").text == """
            imported names.obj: 6 vertices, 2 faces in 2 layers: 0 (A), 1 (Caf\u{FFFD})
            converted 2 triangles as [a b c c] quads
            6 vertices had no vt: from = their bounding box seen along its thinnest axis
            warning: 2 names (the first on line 6) are not UTF-8: bytes that start no character read as \u{FFFD}
            skipped 1 usemtl
            not a meshplay file: subdivision 0, depth average
            """)
        let before = s.state
        #expect(failure(&s, "import obj vertex.obj")?.description
            == "vertex.obj:3:9: error: OBJ line 3: the line is not UTF-8 text: byte 0xE9 starts no character")
        #expect(s.state == before)
    }

    @Test func oneVertexIsCountedInTheSingular() throws {
        var s = session(["grid 1 1"], files: InMemoryFileSystem(textFiles: ["one.obj": "v 0 0 0"]))
        #expect(s.execute("import obj one.obj").text == """
            imported one.obj: 1 vertex, 0 faces
            1 vertex had no vt: from = its bounding box seen along its thinnest axis
            not a meshplay file: subdivision 0, depth average
            """)
    }
}

/// meshplay's own OBJ export reads back, however small.
@Suite struct OBJRoundTripEdgeTests {
    /// `mesh empty` then `export obj` wrote a file `import obj` refused ("has no vertices and no faces").
    @Test func anEmptyMeshExportReadsBackAsAnEmptyMesh() throws {
        let files = InMemoryFileSystem()
        var s = session(["mesh empty", "depth width", "subdivision 2"], files: files)
        #expect(s.execute("export obj e.obj").isSuccess)
        var t = session(["grid 2 2"], files: files)
        #expect(t.execute("import obj e.obj").text == "imported e.obj: 0 vertices, 0 faces")
        #expect(t.state.scene.layers[0].mesh == s.state.scene.layers[0].mesh)
        // A file from elsewhere with nothing in it is still an error.
        try files.writeTextAtomically("# nothing\n", to: "blank.obj")
        #expect(failure(&t, "import obj blank.obj")?.description == "blank.obj:1:1: error: OBJ line 1: blank.obj has no vertices and no faces")
    }
}

@Suite struct OBJManyObjectsTests {
    /// A file of 20,000 objects listed every layer it added on one line of 300 KB.
    @Test func theMessageNamesTheFirstTenLayersAndCountsTheRest() throws {
        let text = (0..<25).map { "o O\($0)\nv \($0) 0 0\nv \($0 + 1) 0 0\nv \($0 + 1) 1 0\nf -3 -2 -1\n" }.joined()
        var s = session(["grid 1 1"], files: InMemoryFileSystem(textFiles: ["many.obj": text]))
        let first = try #require(s.execute("import obj many.obj").text.split(separator: "\n").first)
        #expect(first == "imported many.obj: 75 vertices, 25 faces in 25 layers: 0 (O0), 1 (O1), 2 (O2), 3 (O3), 4 (O4), 5 (O5), "
                + "6 (O6), 7 (O7), 8 (O8), 9 (O9) and 15 more (layers lists them)")
        #expect(s.state.scene.layers.count == 25)
    }
}

@Suite struct OBJContinuationTests {
    /// A `\` followed by spaces ended the line as a corner ("'\' is not a corner"); Blender's
    /// importer reads it as a continuation, and so does meshplay.
    @Test func spacesAfterTheBackslashStillContinueTheLine() throws {
        let spaced = try MeshTransform.parseOBJ("v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nf 1 2 \\  \t\n 3 4\n")
        let plain = try MeshTransform.parseOBJ("v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nf 1 2 3 4\n")
        #expect(spaced == plain)
        var s = session(["grid 1 1"], files: InMemoryFileSystem(textFiles: ["c.obj": "v 0 0 0\nv 1 0 0\nv 1 1 0\nf 1 \\ \n  2 9\n"]))
        #expect(failure(&s, "import obj c.obj")?.description == "c.obj:5:5: error: OBJ line 5: vertex 9 does not exist (3 so far)")
    }
}

@Suite struct OBJIntoTransformLayerTests {
    /// Importing into a CATransformLayer gave a mesh nothing draws, without a word.
    @Test func importingIntoATransformLayerSaysItsMeshIsNotDrawn() throws {
        var s = session(["layer add t kind transform"], files: InMemoryFileSystem(textFiles: ["q.obj": "v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nf 1 2 3 4\n"]))
        let text = s.execute("import obj q.obj").text
        #expect(text.hasSuffix("\nwarning: layer 1 (t) is a transform layer, which draws nothing: its mesh shows after `layer kind layer`"))
        #expect(s.state.scene.layers[1].mesh?.faces.count == 1)
        #expect(s.execute("layer kind layer").isSuccess)
        #expect(!s.execute("import obj q.obj").text.contains("transform layer"))
    }
}

@Suite struct OBJExportOfPlainLayerTests {
    /// `export obj` refused a layer without a mesh ("layer 0 has no mesh") while `export swift`
    /// wrote the flat quad it is drawn with: OBJ now writes that quad too, and says so.
    @Test func aLayerWithoutAMeshExportsTheFlatQuadItIsDrawnWith() throws {
        let files = InMemoryFileSystem()
        var s = session(["preset cube"], files: files)
        #expect(s.state.scene.layers[0].mesh == nil)
        #expect(s.execute("export obj face.obj").text == """
            wrote face.obj: 4 vertices, 1 face (layer 0 has no mesh: the flat quad it is drawn with)
            not written: layers 1 (face2), 2 (face3), 3 (face4), 4 (face5), 5 (face6); export obj writes the selected layer \
            (layer select N, then export obj again)
            """)
        var t = session(["grid 3 3"], files: files)
        #expect(t.execute("import obj face.obj").isSuccess)
        #expect(t.state.scene.layers[0].mesh == s.state.scene.layers[0].effectiveMesh)
    }
}
