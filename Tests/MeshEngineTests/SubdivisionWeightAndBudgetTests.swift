import Testing
@testable import MeshEngine

struct SubdivisionWeightAndBudgetTests {
    private func singleQuad(w: SIMD4<Double>) -> MeshTransform {
        MeshTransform(vertices: [Vertex(identityAt: Point2D(0, 0)), Vertex(identityAt: Point2D(1, 0)),
                                 Vertex(identityAt: Point2D(1, 1)), Vertex(identityAt: Point2D(0, 1))],
                      faces: [Face(indices: SIMD4(0, 1, 2, 3), w: w)])
    }

    @Test func aCornerWeightPullsTheFacePointAndItsEdgePointsTowardThatCorner() throws {
        let out = try Subdivider().subdivide(singleQuad(w: SIMD4(3, 0, 0, 0)), steps: 1)
        // Corner 0 counts 4 times: face point (4·(0,0) + (1,0) + (1,1) + (0,1)) / 7.
        let facePoint = out.faces[0].indices[2]
        #expect(out.vertices[facePoint].to.x == 2.0 / 7 && out.vertices[facePoint].to.y == 2.0 / 7)
        // Edge 0–1 (weights 4 and 1): (4·0 + 1) / 5; edge 1–2 is not touched.
        #expect(out.vertices[out.faces[0].indices[1]].to.x == 1.0 / 5)
        #expect(out.vertices[out.faces[1].indices[2]].to == Point3D(1, 0.5, 0))
        // The texture follows: `from` is refined with the same weights.
        #expect(out.vertices[facePoint].from == Point2D(2.0 / 7, 2.0 / 7))
    }

    @Test func weightsBelowMinusPointNineNineAreClamped() throws {
        let a = try Subdivider().subdivide(singleQuad(w: SIMD4(-5, 0, 0, 0)), steps: 1)
        let b = try Subdivider().subdivide(singleQuad(w: SIMD4(-0.99, 0, 0, 0)), steps: 1)
        #expect(a.vertices == b.vertices)
        #expect(a.vertices.allSatisfy { $0.isFinite })
    }

    @Test func positiveWeightsPullTheSurfaceTowardALiftedVertexAndNegativeOnesPushItAway() throws {
        func peak(_ weight: Double) throws -> Double {
            var mesh = MeshTransform.identity(rows: 4, columns: 4)
            mesh.vertices[2 * 5 + 2].to.z = 1
            for f in mesh.faces.indices {
                for k in 0..<4 where mesh.faces[f].indices[k] == 12 { mesh.faces[f].w[k] = weight }
            }
            let out = try Subdivider().subdivide(mesh, steps: 3)
            return out.vertices.map(\.to.z).max() ?? 0
        }
        let plain = try peak(0), pulled = try peak(2), pushed = try peak(-0.5)
        #expect(pulled > plain + 0.05 && pushed < plain - 0.02)
        #expect(pulled < 1)
    }

    @Test func twentyStepsIsAClearErrorNotAnOutOfMemory() {
        let mesh = MeshTransform.identity(rows: 4, columns: 4)
        #expect(throws: MeshError.subdivisionTooLarge(steps: 20, faces: 16, budgetBytes: Subdivider.defaultBudgetBytes)) {
            try Subdivider().subdivide(mesh, steps: 20)
        }
        let message = MeshError.subdivisionTooLarge(steps: 20, faces: 16, budgetBytes: Subdivider.defaultBudgetBytes).description
        #expect(message == "20 subdivision steps on 16 faces would exceed the 256 MiB memory budget")
        #expect(throws: MeshError.self) { try Subdivider().subdivide(mesh, steps: 1000) }
    }

    @Test func anUnlimitedBudgetStillRejectsMoreFacesThanIndicesCanName() {
        #expect(throws: MeshError.subdivisionTooLarge(steps: 17, faces: 1, budgetBytes: .max)) {
            try Subdivider().subdivide(.identity(rows: 1, columns: 1), steps: 17, budgetBytes: .max)
        }
    }

    @Test func aMeshWithoutFacesIgnoresAbsurdStepCounts() throws {
        let mesh = MeshTransform(vertices: [Vertex(identityAt: .zero)], faces: [Face(0, 0, 0, 0)])
        let out = try Subdivider().subdivide(mesh, steps: .max)
        #expect(out.faces.isEmpty && out.vertices == mesh.vertices)
    }

    @Test(arguments: [1, 16, 100, 2500])
    func maxStepsFitsAndOneMoreDoesNot(faces: Int) {
        let budget = 4 << 20
        let n = Subdivider.maxSteps(faceCount: faces, budgetBytes: budget)
        #expect(SubdivisionBudget.upperBound(faces: faces, steps: n) <= Double(budget) || n == 0)
        #expect(SubdivisionBudget.upperBound(faces: faces, steps: n + 1) > Double(budget))
    }

    @Test func subdivideAcceptsMaxStepsAndRejectsMore() throws {
        let mesh = MeshTransform.identity(rows: 4, columns: 4)
        let budget = 1 << 20
        let n = Subdivider.maxSteps(faceCount: mesh.faces.count, budgetBytes: budget)
        #expect(n >= 2)
        let out = try Subdivider().subdivide(mesh, steps: n, budgetBytes: budget)
        #expect(out.faces.count == 16 << (2 * n))
        #expect(throws: MeshError.subdivisionTooLarge(steps: n + 2, faces: 16, budgetBytes: budget)) {
            try Subdivider().subdivide(mesh, steps: n + 2, budgetBytes: budget)
        }
    }

    @Test func theDefaultBudgetAllowsTheStepsARendererUses() {
        #expect(Subdivider.maxSteps(faceCount: 100) >= 5)
        #expect(Subdivider.maxSteps(faceCount: 1) >= 8)
        #expect(Subdivider.maxSteps(faceCount: 0) == 30)
    }
}
