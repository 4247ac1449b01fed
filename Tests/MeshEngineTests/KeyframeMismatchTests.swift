import Testing
@testable import MeshEngine

/// The first difference between two keyframes is a value (``KeyframeMismatch``), with its text
/// made in one place.
@Suite struct KeyframeMismatchTests {
    @Test(arguments: [
        (KeyframeMismatch.vertexCount(4, 9), "vertex count 4 vs 9"),
        (.faceCount(1, 4), "face count 1 vs 4"),
        (.depthNormalization(.average, .none), "depth normalization average vs none"),
        (.faceCorner(face: 3, corner: 1, 7, 8), "face 3 corner 1: index 7 vs 8"),
    ])
    func eachMismatchReadsAsBefore(_ mismatch: KeyframeMismatch, _ text: String) {
        #expect(mismatch.description == text)
        #expect(MeshError.incompatible(mismatch).description == "meshes cannot be interpolated: " + text)
    }

    @Test func theCheckReportsTheFirstDifferentCornerAsValues() {
        let a = MeshTransform.identity(rows: 1, columns: 2)
        var b = a
        b.faces[1].indices[2] = 0
        #expect(throws: MeshError.incompatible(.faceCorner(face: 1, corner: 2, a.faces[1].indices[2], 0))) {
            try a.checkCompatibility(with: b)
        }
    }
}
