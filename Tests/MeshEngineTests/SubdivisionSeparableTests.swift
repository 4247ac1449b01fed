import Testing
@testable import MeshEngine

/// The separable path for identity-grid meshes must give what the general Catmull–Clark rules give.
struct SubdivisionSeparableTests {
    /// An identity grid with every vertex moved by a fixed pseudo-random amount in all five coordinates.
    static func displacedGrid(rows: Int, columns: Int) -> MeshTransform {
        var mesh = MeshTransform.identity(rows: rows, columns: columns)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53) - 0.5
        }
        mesh.mapVertices { v, _ in
            Vertex(from: Point2D(v.from.x + 0.01 * next(), v.from.y + 0.01 * next()),
                   to: Point3D(v.to.x + 0.1 * next(), v.to.y + 0.1 * next(), next()))
        }
        return mesh
    }

    @Test(arguments: [(1, 1, 1), (1, 1, 3), (1, 5, 2), (4, 1, 2), (3, 2, 1), (6, 7, 3), (5, 5, 4)])
    func separableRefinementGivesTheGeneralRulesVertices(rows: Int, columns: Int, steps: Int) throws {
        let mesh = Self.displacedGrid(rows: rows, columns: columns)
        #expect(RegularGrid(mesh) != nil)
        let general = Subdivider(separableGrids: false)
        let a = try Subdivider().subdivide(mesh, steps: steps), b = try general.subdivide(mesh, steps: steps)
        #expect(a.steps == b.steps && a.vertices.count == b.vertices.count)
        #expect(a.faces.count == b.faces.count && a.sourceFace == b.sourceFace)
        // Control vertices keep their indices in both.
        for v in mesh.vertices.indices {
            #expect(Self.distance(a.vertices[v], b.vertices[v]) < 1e-12)
        }
        // Same faces in the same order, corner by corner.
        var worst = 0.0
        for (fa, fb) in zip(a.faces, b.faces) {
            #expect(fa.w == .zero)
            for k in 0..<4 { worst = max(worst, Self.distance(a.vertices[fa.indices[k]], b.vertices[fb.indices[k]])) }
        }
        #expect(worst < 1e-12)
        // Every output vertex is used.
        var used = Set<Int>()
        for f in a.faces { for k in 0..<4 { used.insert(f.indices[k]) } }
        #expect(used.count == a.vertices.count)
    }

    /// One subdivider kept across frames, as the renderer keeps it: a grid that only moves
    /// reuses its numbering and faces (``GridRefiner``); a new shape, a new step count or a
    /// general mesh in between must each give exactly what a fresh subdivider gives.
    @Test func aKeptSubdividerGivesWhatAFreshOneGivesFrameAfterFrame() throws {
        var moved = Self.displacedGrid(rows: 3, columns: 4)
        moved.mapVertices { v, i in Vertex(from: v.from, to: Point3D(v.to.x, v.to.y, v.to.z + 0.01 * Double(i))) }
        var irregular = MeshTransform.identity(rows: 2, columns: 2)
        irregular.faces.swapAt(0, 1)
        let frames: [(MeshTransform, Int)] = [
            (Self.displacedGrid(rows: 3, columns: 4), 2), (moved, 2), (Self.displacedGrid(rows: 3, columns: 4), 3),
            (Self.displacedGrid(rows: 4, columns: 3), 3), (irregular, 2), (moved, 2), (moved, 0), (moved, 2), (moved, 1), (moved, 1),
        ]
        let kept = Subdivider()
        for (n, (mesh, steps)) in frames.enumerated() {
            let a = try kept.subdivide(mesh, steps: steps), b = try Subdivider().subdivide(mesh, steps: steps)
            #expect(a.vertices == b.vertices && a.faces == b.faces && a.sourceFace == b.sourceFace && a.steps == b.steps, "frame \(n)")
        }
    }

    @Test func onlyIdentityGridLayoutsAreRegular() {
        #expect(RegularGrid(.identity(rows: 3, columns: 4)).map { [$0.rows, $0.columns] } == [3, 4])
        var weighted = MeshTransform.identity(rows: 2, columns: 2)
        weighted.faces[3].w = SIMD4(0.5, 0, 0, 0)
        #expect(RegularGrid(weighted) == nil)
        var reordered = MeshTransform.identity(rows: 2, columns: 2)
        reordered.faces.swapAt(0, 1)
        #expect(RegularGrid(reordered) == nil)
        var broken = MeshTransform.identity(rows: 2, columns: 2)
        broken.vertices[4].to.z = .nan
        #expect(RegularGrid(broken) == nil)
        var dropped = MeshTransform.identity(rows: 2, columns: 2)
        dropped.faces.removeLast()
        #expect(RegularGrid(dropped) == nil)
        #expect(RegularGrid(MeshTransform()) == nil)
    }

    @Test func theSeparablePathKeepsTheMemoryBudget() {
        #expect(throws: MeshError.self) {
            try Subdivider().subdivide(.identity(rows: 10, columns: 10), steps: 12, budgetBytes: 1 << 20)
        }
    }

    static func distance(_ p: Vertex, _ q: Vertex) -> Double {
        let d = SIMD8(p.from.x - q.from.x, p.from.y - q.from.y, p.to.x - q.to.x, p.to.y - q.to.y, p.to.z - q.to.z, 0, 0, 0)
        return (d * d).sum().squareRoot()
    }
}
