import Foundation
import MeshIO
import MeshScript
import Testing

/// Python, if it imports Blender's bpy module (`pip install bpy`, which `.ci/deps` does).
let pythonWithBlender: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    guard let python = path.split(separator: ":").map({ $0 + "/python3" }).first(where: FileManager.default.isExecutableFile) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = ["-c", "import bpy"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    process.waitUntilExit()
    return process.terminationStatus == 0 ? python : nil
}()

/// meshplay's OBJ against Blender itself (Blender 5.0 as Python's bpy module, which `.ci/deps`
/// installs): Blender makes a torus, a UV sphere and a grid and exports them; meshplay imports
/// and exports each; Blender imports meshplay's files and counts the edges only one face uses.
/// Blender welds nothing on import, so a closed mesh comes back closed only if meshplay writes
/// one `v` per position. Runs where bpy imports, and always in CI, where a missing bpy fails.
@Suite(.serialized, .enabled(if: pythonWithBlender != nil || ProcessInfo.processInfo.environment["CI"] != nil,
                              "needs Python's bpy module (pip install bpy)"))
struct BlenderRoundTripTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Tools/blender_obj.py").path

    /// Runs Tests/Tools/blender_obj.py in Blender with `arguments`; the JSON lines it printed.
    static func blenderRun(_ arguments: [String]) throws -> [[String: Any]] {
        let python = try #require(pythonWithBlender, "Python cannot import bpy: .ci/deps installs it (pip install bpy)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [script] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(output)")
        return output.split(separator: "\n").filter { $0.hasPrefix("{") }.compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    /// A scratch directory and a session whose relative paths resolve in it.
    static func scratchSession() throws -> (dir: String, session: Session) {
        let dir = NSTemporaryDirectory() + "meshplay-blender-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        var host = SessionHost.real(journalPath: dir + "/journal.mesh")
        host.fileSystem = RealFileSystem(currentDirectory: dir)
        return (dir, Session(host: host))
    }

    @Test func blendersModelsComeBackClosedAndNamedAndItsGridWelded() throws {
        let (dir, fresh) = try Self.scratchSession()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try Self.blenderRun(["make", dir])
        for (model, name) in [("torus", "Torus"), ("sphere", "Sphere")] {
            var s = fresh
            let imported = s.execute("import obj \(model).obj")
            #expect(imported.text.contains("as layer 0 (\(name))"), "\(imported.text)")
            #expect(s.execute("export obj back-\(model).obj").isSuccess)
            let original = try #require(try Self.blenderRun(["check", dir + "/\(model).obj"]).first)
            let back = try #require(try Self.blenderRun(["check", dir + "/back-\(model).obj"]).first)
            #expect(original["boundaryEdges"] as? Int == 0)
            // As closed as Blender made it, with as many vertices and faces, under its name.
            #expect(back["boundaryEdges"] as? Int == 0, "\(model): \(back)")
            #expect(back["vertices"] as? Int == original["vertices"] as? Int && back["faces"] as? Int == original["faces"] as? Int, "\(back)")
            #expect(back["name"] as? String == name)
        }
        // One vertex per distinct position and uv.
        var s = fresh
        #expect(s.execute("import obj grid.obj").text.hasPrefix("imported grid.obj: 441 vertices, 400 faces as layer 0 (Grid)"))
    }

    /// The README's claim: Blender's Subdivision Surface with Boundary Smooth = Keep Corners (and
    /// its limit-surface placement off) refines a mesh with boundaries as meshplay does, to
    /// Blender's six written decimals.
    @Test func keepCornersSubdivisionMatchesMeshplays() throws {
        let (dir, fresh) = try Self.scratchSession()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var s = fresh
        for line in ["grid 3 3", "vertex 5 to.z 0.3", "vertex 0 to.z -0.2", "vertex 10 to 0.7 0.6 0.1", "export obj cage.obj",
                     "subdivision 2", "export obj meshplay.obj subdivided"] {
            #expect(s.execute(line).isSuccess, "\(line)")
        }
        _ = try Self.blenderRun(["subdivide", dir + "/cage.obj", "2", dir + "/blender.obj"])
        func positions(_ name: String) throws -> [SIMD3<Double>] {
            try String(contentsOfFile: dir + "/" + name, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("v ") }.map {
                let n = $0.split(separator: " ").dropFirst().map { Double($0)! }
                return SIMD3(n[0], n[1], n[2])
            }
        }
        let ours = try positions("meshplay.obj"), theirs = try positions("blender.obj")
        #expect(ours.count == 169 && theirs.count == 169)
        let size = (ours.reduce(ours[0], pointwiseMax) - ours.reduce(ours[0], pointwiseMin)).max()
        // Each of meshplay's vertices has one of Blender's within 2e-6 of the mesh's size.
        let worst = ours.map { p in theirs.map { q in ((p - q) * (p - q)).sum().squareRoot() }.min()! }.max()!
        #expect(worst / size < 2e-6, "worst \(worst / size)")
    }
}
