import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// A closed mesh stays closed through OBJ: meshplay writes one `v` per distinct position (Blender
/// welds nothing on import, so a `v` per vertex left every UV seam open), and reads `vt` lines
/// equal by value as one (Blender writes one per face corner).
@Suite struct OBJWeldingTests {
    /// The edges that only one face uses, counted on the file's `v` numbers, as Blender builds
    /// its mesh from a file: one vertex per `v` line.
    static func boundaryEdges(_ obj: String) -> Int {
        var uses: [SIMD2<Int>: Int] = [:]
        for line in obj.split(separator: "\n") where line.hasPrefix("f ") {
            let v = line.split(separator: " ").dropFirst().map { Int($0.split(separator: "/")[0])! }
            for k in v.indices {
                let a = v[k], b = v[(k + 1) % v.count]
                uses[SIMD2(min(a, b), max(a, b)), default: 0] += 1
            }
        }
        return uses.values.filter { $0 == 1 }.count
    }

    /// A square tube of four faces: `grid 4 1` is five rows of two vertices, and the last row
    /// lies on the first (the same `to`, another `from`: `from.y` 1 against 0), as a tube
    /// unwrapped in UV space.
    static let tube = ["grid 4 1"] + [(0, "0 0"), (1, "0.5 0.5"), (2, "0 1"), (3, "-0.5 0.5"), (4, "0 0")].flatMap { row, yz in
        ["vertex \(2 * row) to 0 \(yz)", "vertex \(2 * row + 1) to 1 \(yz)"]
    }

    @Test func aSeamSharesItsVLineSoTheFileIsClosed() throws {
        let files = InMemoryFileSystem()
        var s = session(Self.tube, files: files)
        #expect(s.execute("export obj t.obj").isSuccess)
        let text = try #require(files.text("t.obj"))
        let mesh = try #require(s.state.scene.layers[0].mesh)
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("v ") }.count == 8)
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("vt ") }.count == mesh.vertices.count)
        // Open along the tube's two rims only, 4 + 4 edges; a v per vertex left the seam open too (10).
        #expect(Self.boundaryEdges(text) == 8)
    }

    @Test func meshplaysOwnFileReadsBackExactlySeamsAndLoosePointsIncluded() throws {
        let files = InMemoryFileSystem()
        var s = session(Self.tube + ["vertex add 0.5 0.5", "vertex 10 to 0 0 0", "face 2 w 0.5 0 -0.25 1"], files: files)
        let before = try #require(s.state.scene.layers[0].mesh)
        #expect(s.execute("export obj t.obj").isSuccess)
        let text = try #require(files.text("t.obj"))
        // The loose vertex keeps a line of its own although it sits on vertex 0's position.
        #expect(text.contains("# meshplay point 9 11"))
        #expect(s.execute("grid 1 1").isSuccess)
        #expect(s.execute("import obj t.obj").isSuccess)
        #expect(s.state.scene.layers[0].mesh == before)
    }

    /// Blender writes a `vt` per face corner where UVs are continuous: a 2 × 2 grid with 16
    /// `vt` lines holding 9 values is 9 vertices, not 16.
    @Test func vtLinesEqualByValueAreOneVertex() throws {
        var lines = ["o Grid"]
        for y in 0...2 { for x in 0...2 { lines.append("v \(x) \(y) 0") } }
        var faces: [String] = []
        for y in 0..<2 {
            for x in 0..<2 {
                let corners = [(x, y), (x + 1, y), (x + 1, y + 1), (x, y + 1)]
                var f = "f"
                for (cx, cy) in corners {
                    lines.append("vt \(Double(cx) / 2) \(Double(cy) / 2)")
                    f += " \(cy * 3 + cx + 1)/\(lines.filter { $0.hasPrefix("vt") }.count)"
                }
                faces.append(f)
            }
        }
        let files = InMemoryFileSystem(textFiles: ["g.obj": (lines + faces).joined(separator: "\n") + "\n"])
        var s = session(["grid 1 1"], files: files)
        let result = s.execute("import obj g.obj front")
        #expect(result.text.hasPrefix("imported g.obj: 9 vertices, 4 faces as layer 0 (Grid)"), "\(result.text)")
        #expect(!result.text.contains("UV seams"))
    }

    /// A real seam (one `v`, two `vt` values) still splits, and says so.
    @Test func aRealSeamStillSplits() throws {
        let text = "v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nv 2 0 0\nv 2 1 0\nvt 0 0\nvt 1 0\nvt 1 1\nvt 0 1\nvt 0 0\nvt 0 1\nvt 1 0\nvt 1 1\n"
            + "f 1/1 2/2 3/3 4/4\nf 2/5 5/7 6/8 3/6\n"
        var s = session(["grid 1 1"], files: InMemoryFileSystem(textFiles: ["s.obj": text]))
        let result = s.execute("import obj s.obj front")
        #expect(result.text.hasPrefix("imported s.obj: 8 vertices, 2 faces"), "\(result.text)")
        #expect(result.text.contains("split 2 vertices along UV seams"), "\(result.text)")
    }

    @Test func aSingleObjectsNameComesBackAsTheLayersName() throws {
        let files = InMemoryFileSystem()
        var s = session(["grid 2 2", "layer name Torus"], files: files)
        #expect(s.execute("export obj t.obj").isSuccess)
        #expect(s.execute("layer name other").isSuccess)
        #expect(s.execute("import obj t.obj").text.hasPrefix("imported t.obj: 9 vertices, 4 faces as layer 0 (Torus)"))
        #expect(s.state.scene.layers[0].name == "Torus")
    }
}
