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

    @Test(arguments: [
        ("vertex 9 to.z 0.5", noVertex9, 8),
        ("vertex remove 9", noVertex9, 15),
        ("vertex 9", noVertex9, 8),
        ("select vertex 9", noVertex9, 15),
        ("face add 0 1 2 9", noVertex9, 10),
        ("face 3 w 0 1 0 0", noFace3, 6),
        ("face 3 0 1 2 3", noFace3, 6),
        ("face remove 3", noFace3, 13),
        ("face 3", noFace3, 6),
        ("select face 3", noFace3, 13),
        ("flip 3", noFace3, 6),
        ("diagonal 3 0-2", noFace3, 10),
        ("diagonal 3", noFace3, 10),
        ("inspect face 3", noFace3, 14),
        ("layer select 4", noLayer4, 14),
        ("inspect layer 4", noLayer4, 15),
    ])
    func anIndexTheSceneLacksIsRefusedAtItsColumn(_ line: String, _ message: String, _ column: Int) {
        var s = session(["grid 1 1"])
        let before = s.state
        let e = failure(&s, line)
        #expect(e?.message == message)
        #expect(e?.column == column)
        #expect(s.state == before)
    }

    @Test(arguments: [
        ("vertex 0 to.z 1", "vertex 0 does not exist: the mesh has no vertices", 8),
        ("face remove 0", "face 0 does not exist: the mesh has no faces", 13),
        ("select face 0", "face 0 does not exist: the mesh has no faces", 13),
    ])
    func anEmptyMeshSaysItHasNone(_ line: String, _ message: String, _ column: Int) {
        var s = session(["grid 1 1", "mesh empty"])
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
