import Testing
@testable import MeshEngine

struct AnimationCompatibilityTests {
    static func message(_ a: MeshTransform, _ b: MeshTransform) -> String? {
        do {
            try a.checkCompatibility(with: b)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func identicalTopologyIsCompatible() {
        let a = MeshTransform.identity(rows: 3, columns: 4)
        var b = a
        b.vertices[5].to.z = 2
        b.faces[0].w = SIMD4(1, 0, 0, 0)
        b.subdivisionSteps = 3
        #expect(Self.message(a, b) == nil)
        #expect(a.isCompatible(with: b))
    }

    @Test func vertexCountIsCheckedFirst() {
        // 2×2 has 9 vertices and 4 faces, 1×3 has 8 and 3: both differ, vertices are named.
        let a = MeshTransform.identity(rows: 2, columns: 2)
        let b = MeshTransform.identity(rows: 1, columns: 3)
        #expect(Self.message(a, b) == "meshes cannot be interpolated: vertex count 9 vs 8")
    }

    @Test func faceCountIsNamedWhenVerticesAgree() {
        let a = MeshTransform.identity(rows: 2, columns: 2)
        var b = a
        b.faces.removeLast()
        #expect(Self.message(a, b) == "meshes cannot be interpolated: face count 4 vs 3")
    }

    @Test func depthNormalizationMustMatch() {
        let a = MeshTransform.identity(rows: 2, columns: 2)
        var b = a
        b.depthNormalization = .none
        #expect(Self.message(a, b) == "meshes cannot be interpolated: depth normalization average vs none")
    }

    @Test func firstDifferingFaceCornerIsNamed() {
        let a = MeshTransform.identity(rows: 2, columns: 2)
        var b = a
        b.faces[3].indices[1] = 0
        b.faces[3].indices[2] = 0
        b.faces[2].indices[3] = 7
        // Face 2 is [3 4 7 6]; its corner 3 changes from 6 to 7 and comes before face 3.
        #expect(Self.message(a, b) == "meshes cannot be interpolated: face 2 corner 3: index 6 vs 7")
    }

    @Test func rotatedFaceIsIncompatibleEvenThoughItIsTheSameQuad() {
        // Rotating the index list changes the diagonal, so BCMeshTransformView refuses it.
        let a = MeshTransform.identity(rows: 1, columns: 1)
        var b = a
        b.faces[0] = Face(1, 2, 3, 0)
        #expect(Self.message(a, b) == "meshes cannot be interpolated: face 0 corner 0: index 0 vs 1")
    }

    @Test func interpolationLerpsAllFiveComponentsAndWeights() {
        var a = MeshTransform.identity(rows: 1, columns: 1)
        var b = a
        a.vertices[0] = Vertex(from: Point2D(0, 0), to: Point3D(0, 0, 0))
        b.vertices[0] = Vertex(from: Point2D(1, 2), to: Point3D(4, 8, 16))
        b.faces[0].w = SIMD4(1, 2, 3, 4)
        b.subdivisionSteps = 4
        let mid = a.interpolated(to: b, progress: 0.25)
        #expect(mid.vertices[0] == Vertex(from: Point2D(0.25, 0.5), to: Point3D(1, 2, 4)))
        #expect(mid.faces[0].w == SIMD4(0.25, 0.5, 0.75, 1))
        #expect(mid.faces[0].indices == a.faces[0].indices)
        #expect(mid.subdivisionSteps == a.subdivisionSteps)
        #expect(a.interpolated(to: b, progress: 0) == a)
        #expect(a.interpolated(to: b, progress: 1).vertices == b.vertices)
        // Progress past 1 (a spring's overshoot) extrapolates.
        #expect(a.interpolated(to: b, progress: 1.5).vertices[0].to == Point3D(6, 12, 24))
    }

    @Test func unchangedComponentsStayBitExactAtEveryProgress() {
        let a = MeshTransform.identity(rows: 7, columns: 7)
        var b = a
        for i in b.vertices.indices { b.vertices[i].to.z = 0.3 }
        for step in 0...40 {
            let mid = a.interpolated(to: b, progress: Double(step) / 40)
            #expect(zip(mid.vertices, a.vertices).allSatisfy { $0.from == $1.from && $0.to.x == $1.to.x && $0.to.y == $1.to.y })
        }
    }
}
