import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// Keyframes exported as compact arrays: the faces and `from` points once, each keyframe as the
/// flat array of its `to` coordinates.
@Suite(.serialized) struct CodeExportKeyframeArrayTests {
    /// `meshes/breathing-flag.mesh` over an in-memory file system: a 12 × 18 grid whose map over
    /// an animation is sampled into keyframes.
    static func breathingFlag() throws -> (Session, InMemoryFileSystem) {
        let files = InMemoryFileSystem()
        let text = try String(contentsOfFile: GalleryTests.directory + "/breathing-flag.mesh", encoding: .utf8)
        return (try Session.running(text, file: "breathing-flag.mesh", host: SessionHost(fileSystem: files)), files)
    }

    static func occurrences(of line: String, in text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { $0 == line }.count
    }

    @Test func theBreathingFlagWritesItsFacesOnceInEveryLanguageAndStillCompiles() throws {
        var (s, files) = try Self.breathingFlag()
        for export in ["swift b.swift", "objc b.m", "camesh c.m"] {
            let r = s.execute("export \(export)")
            // Sampled, within the budget: 4 keyframes in Swift, 3 in Objective-C (as before).
            #expect(r.text.contains("sampled into \(export.hasPrefix("swift") ? 4 : 3) keyframes"), "\(r.text)")
        }
        let swift = try #require(files.text("b.swift")), objc = try #require(files.text("b.m")), camesh = try #require(files.text("c.m"))
        // Face 0 of the grid is [0, 1, 20, 19]: before, the mesh and each of the 4 keyframes repeated all 216 faces
        // (160 KB of Swift, 153 KB of Objective-C, 172 KB of camesh).
        #expect(Self.occurrences(of: "        0, 1, 20, 19,", in: swift) == 1)
        #expect(Self.occurrences(of: "    {.indices = {0, 1, 20, 19}},", in: objc) == 1)
        #expect(Self.occurrences(of: "    {.indices = {0, 1, 20, 19}, .w = {0, 0, 0, 0}},", in: camesh) == 1)
        // The from points once as well: vertex 20 sits at (1/18, 1/12).
        #expect(Self.occurrences(of: "        \((1.0 / 18).scriptText), \((1.0 / 12).scriptText),", in: swift) == 1)
        #expect(Self.occurrences(of: "    {\((1.0 / 18).scriptText), \((1.0 / 12).scriptText)},", in: objc) == 1)
        // At most two thirds of the old sizes: the to points, 3 numbers a vertex, are most of what is left.
        #expect(swift.utf8.count < 160_247 * 2 / 3, "\(swift.utf8.count)")
        #expect(objc.utf8.count < 152_840 * 2 / 3, "\(objc.utf8.count)")
        #expect(camesh.utf8.count < 172_088 * 2 / 3, "\(camesh.utf8.count)")
        #expect(swift.contains("        return keyframeMesh(to)"))
        #expect(objc.contains("    return MeshplayKeyframeMesh(to);"))
        let check = try CodeExportTests.checkObjectiveC(text: objc, named: "b.m")
        #expect(check.status == 0, "\(check.output)")
        let checkCamesh = try CodeExportTests.checkObjectiveC(text: camesh, named: "c.m")
        #expect(checkCamesh.status == 0, "\(checkCamesh.output)")
    }

    @Test func aKeyframeBuiltFromItsArraysIsMeshplaysMeshAtThatKeyframe() throws {
        var (s, files) = try Self.breathingFlag()
        #expect(s.execute("export swift b.swift").isSuccess)
        let sampling = try #require(s.state.sampledMotion(layer: 0))
        let main = """
            for (k, m) in [MeshplayScene.keyframe0(), MeshplayScene.keyframe1(), MeshplayScene.keyframe2(), MeshplayScene.keyframe3()].enumerated() {
                for i in 0..<m.vertexCount {
                    let v = m.vertex(at: i)
                    print(k, i, v.from.x, v.from.y, v.to.x, v.to.y, v.to.z)
                }
                for i in 0..<m.faceCount { let f = m.face(at: i); print(k, "f", i, f.indices.0, f.indices.1, f.indices.2, f.indices.3) }
            }
            """
        let output = try CodeExportTests.runExportedSwift(try #require(files.text("b.swift")), main: main)
        var vertices = 0, faces = 0
        let meshes = (0..<4).map { s.scene(atTime: sampling.time(of: $0)).layers[0].effectiveMesh }
        for line in output.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            let mesh = meshes[try #require(Int(words[0]))]
            if words[1] == "f" {
                let i = try #require(Int(words[2]))
                #expect(words[3...].compactMap { Int($0) } == mesh.faces[i].indexArray, "\(line)")
                faces += 1
                continue
            }
            let i = try #require(Int(words[1])), v = mesh.vertices[i]
            let values = words[2...].compactMap { Double($0) }
            // Printed shortest round trip, |x| < 1e-12 as 0.
            #expect(values.count == 5 && zip(values, [v.from.x, v.from.y, v.to.x, v.to.y, v.to.z]).allSatisfy { abs($0 - $1) < 1e-12 },
                    "\(line) vs \(v)")
            vertices += 1
        }
        #expect(vertices == 4 * 247 && faces == 4 * 216)
    }
}
