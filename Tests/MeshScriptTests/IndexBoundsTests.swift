import MeshEngine
import Testing
@testable import MeshScript

/// Every command that names a vertex, face or layer refuses one the scene lacks with the same
/// words, at the index it typed, and changes nothing: the bounds rule has one owner
/// (``MeshTransform/checkedVertexIndex(_:)``, ``MeshTransform/checkedFaceIndex(_:)``,
/// `Scene.layerIndex(_:)`), whichever command reads through it.
@Suite struct IndexBoundsTests {
    static let noVertex9 = "vertex 9 does not exist: indices run 0…3"
    static let noFace3 = "face 3 does not exist: indices run 0…0"
    static let noLayer4 = "there is no layer 4: layers run 0…0 (layers lists them)"

    static let grid = ["grid 1 1"], empty = ["grid 1 1", "mesh empty"]

    @Test(arguments: [
        (grid, "vertex 9 to.z 0.5", noVertex9, 8),
        (grid, "vertex remove 9", noVertex9, 15),
        (grid, "vertex 9", noVertex9, 8),
        (grid, "select vertex 9", noVertex9, 15),
        (grid, "face add 0 1 2 9", noVertex9, 10),
        (grid, "face 3 w 0 1 0 0", noFace3, 6),
        (grid, "face 3 0 1 2 3", noFace3, 6),
        (grid, "face remove 3", noFace3, 13),
        (grid, "face 3", noFace3, 6),
        (grid, "select face 3", noFace3, 13),
        (grid, "flip 3", noFace3, 6),
        (grid, "diagonal 3 0-2", noFace3, 10),
        (grid, "diagonal 3", noFace3, 10),
        (grid, "inspect face 3", noFace3, 14),
        (grid, "layer select 4", noLayer4, 14),
        (grid, "inspect layer 4", noLayer4, 15),
        // An empty mesh says it has none rather than a range.
        (empty, "vertex 0 to.z 1", "vertex 0 does not exist: the mesh has no vertices", 8),
        (empty, "face remove 0", "face 0 does not exist: the mesh has no faces", 13),
        (empty, "select face 0", "face 0 does not exist: the mesh has no faces", 13),
    ])
    func anIndexTheSceneLacksIsRefusedAtItsColumn(_ setup: [String], _ line: String, _ message: String, _ column: Int) {
        var s = session(setup)
        let before = s.state
        let e = failure(&s, line)
        #expect(e?.message == message)
        #expect(e?.column == column)
        #expect(s.state == before)
    }

    @Test func theMeshAccessorsReturnWhatTheyGuard() throws {
        let m = MeshTransform.identity(rows: 1, columns: 1)
        #expect(try m.vertex(3) == m.vertices[3])
        #expect(try m.face(0) == m.faces[0])
        #expect(throws: ScriptError(.mesh(.vertexIndexOutOfRange(index: 4, count: 4)))) { try m.vertex(4) }
        #expect(throws: ScriptError(.mesh(.faceIndexOutOfRange(index: -1, count: 1)))) { try m.face(-1) }
        #expect(throws: MeshError.vertexIndexOutOfRange(index: 4, count: 4)) { try m.checkedVertexIndex(4) }
        #expect(throws: MeshError.faceIndexOutOfRange(index: 1, count: 1)) { try m.checkedFaceIndex(1) }
    }
}
