import Foundation
import MeshEngine
import Testing
@testable import MeshScript

/// meshplay's OBJ through Blender's own reader (`bpy`, `pip install bpy`; `.ci/deps` installs
/// it): every layer comes in as one object, all its vertices there, named as the `o` line
/// says, the percent escapes shown as written (``OBJName``). Runs where bpy imports, and
/// always under CI, where a missing bpy fails the test.
/// Whether Python here imports Blender's bpy module.
private let bpyImports = (try? runTool("python3", ["-c", "import bpy"]))?.status == 0

@Suite(.serialized, .enabled(if: bpyImports || ProcessInfo.processInfo.environment["CI"] != nil,
                             "needs Python's bpy module (pip install bpy)"))
struct BlenderOBJTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tools/blender_obj_names.py")

    /// What Blender made of each OBJ text: its objects' names and vertex counts, file by file.
    static func blenderObjects(_ texts: [String]) throws -> [(name: String, vertices: Int)] {
        let dir = try CodeExportTests.scratch()
        defer { try? FileManager.default.removeItem(at: dir) }
        var paths: [String] = []
        for (i, text) in texts.enumerated() {
            let url = dir.appendingPathComponent("layer\(i).obj")
            try text.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let result = try runTool("python3", [script.path] + paths)
        try #require(result.status == 0, "\(result.output)")
        // Blender logs to the same pipe: the JSON is the last line.
        let json = try #require(result.output.split(separator: "\n").last { $0.hasPrefix("[") }, "\(result.output)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[Any]])
        return rows.map { ($0[0] as? String ?? "", $0[1] as? Int ?? -1) }
    }

    @Test func aLayerNamedEndBackslashKeepsItsFirstVertexInBlender() throws {
        let (text, mesh) = try OBJNameTests.exported("end\\")
        let objects = try Self.blenderObjects([text])
        #expect(objects.map(\.name) == ["end%5C"])
        #expect(objects.map(\.vertices) == [mesh.vertices.count])
    }

    @Test func randomHostileNamesComeInAsOneObjectEachWithEveryVertex() throws {
        var rng = SplitMix64(state: 2026_11_27)
        var names: [String] = []
        while names.count < 24 {
            let name = OBJNameTests.randomName(&rng)
            if !names.contains(name) { names.append(name) }
        }
        let exported = try names.map(OBJNameTests.exported)
        let objects = try Self.blenderObjects(exported.map(\.text))
        #expect(objects.map(\.name) == names.map(OBJName.encoded))
        #expect(objects.map(\.vertices) == exported.map(\.mesh.vertices.count))
    }
}
