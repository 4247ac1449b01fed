import Testing
@testable import MeshEngine

/// The uniform cubic B-spline basis centred on 0, with unit knot spacing.
private func bspline(_ x: Double) -> Double {
    let t = abs(x)
    if t < 1 { return (4 - 6 * t * t + 3 * t * t * t) / 6 }
    if t < 2 { return (2 - t) * (2 - t) * (2 - t) / 6 }
    return 0
}

/// A 6×6-face identity grid whose centre vertex (3, 3) is lifted to z = 1.
private func bumpedGrid() -> MeshTransform {
    var mesh = MeshTransform.identity(rows: 6, columns: 6)
    mesh.vertices[3 * 7 + 3].to.z = 1
    return mesh
}

/// The z of the output vertex whose `from` is (x, y) in grid units of `cells` cells per side.
private func z(_ mesh: SubdividedMesh, at x: Double, _ y: Double, cells: Double = 6) -> Double? {
    mesh.vertices.first { abs($0.from.x - x / cells) < 1e-9 && abs($0.from.y - y / cells) < 1e-9 }?.to.z
}

struct SubdivisionTests {
    @Test(arguments: [1, 2, 3])
    func identityGridStaysExactlyTheIdentity(steps: Int) throws {
        let out = try Subdivider().subdivide(.identity(rows: 4, columns: 4), steps: steps)
        #expect(out.steps == steps)
        #expect(out.vertices.count == (4 * (1 << steps) + 1) * (4 * (1 << steps) + 1))
        for v in out.vertices {
            #expect(abs(v.to.x - v.from.x) <= 1e-12 && abs(v.to.y - v.from.y) <= 1e-12 && abs(v.to.z) <= 1e-12, "\(v)")
        }
        // The texture coordinates still span the unit square, corners included.
        #expect(out.vertices.contains { $0.from == Point2D(0, 0) } && out.vertices.contains { $0.from == Point2D(1, 1) })
    }

    @Test func oneStepOnARegularGridUsesTheBSplineMasks() throws {
        let out = try Subdivider().subdivide(bumpedGrid(), steps: 1)
        // Vertex mask 1/64 [1 6 1; 6 36 6; 1 6 1] around the lifted vertex.
        #expect(abs(out.vertices[3 * 7 + 3].to.z - 36.0 / 64) < 1e-12)
        #expect(abs(out.vertices[3 * 7 + 2].to.z - 6.0 / 64) < 1e-12)
        #expect(abs(out.vertices[2 * 7 + 2].to.z - 1.0 / 64) < 1e-12)
        // Edge mask 1/16 [1 6 1; 1 6 1] and face mask 1/4.
        #expect(try #require(z(out, at: 3.5, 3)) == 6.0 / 16)
        #expect(try #require(z(out, at: 3, 2.5)) == 6.0 / 16)
        #expect(try #require(z(out, at: 3.5, 2)) == 1.0 / 16)
        #expect(try #require(z(out, at: 3.5, 3.5)) == 1.0 / 4)
        #expect(try #require(z(out, at: 4.5, 3.5)) == 0)
    }

    @Test func theSurfaceDoesNotPassThroughALiftedControlVertex() throws {
        let coarse = try Subdivider().subdivide(bumpedGrid(), steps: 4), fine = try Subdivider().subdivide(bumpedGrid(), steps: 5)
        let top = fine.vertices.map(\.to.z).max() ?? 0
        #expect(top < 0.45 && top > 0.44)
        // The lifted vertex converges to 16/36, the limit mask 1/36 [1 4 1; 4 16 4; 1 4 1], a quarter closer each step.
        let error4 = coarse.vertices[3 * 7 + 3].to.z - 16.0 / 36, error5 = fine.vertices[3 * 7 + 3].to.z - 16.0 / 36
        #expect(error5 > 0 && error5 < 5e-4 && error5 < error4 / 3.5)
    }

    @Test(arguments: [2, 3])
    func limitPositionsOfTheRefinedGridAreTheBicubicBSpline(steps: Int) throws {
        let out = try Subdivider().subdivide(bumpedGrid(), steps: steps)
        let h = 1 / Double(1 << steps)
        let mask: [(Double, Double, Double)] = [(-1, -1, 1), (0, -1, 4), (1, -1, 1), (-1, 0, 4), (0, 0, 16), (1, 0, 4),
                                                (-1, 1, 1), (0, 1, 4), (1, 1, 1)]
        for (x, y) in [(3.0, 3.0), (2.5, 3.0), (2.25, 3.75), (1.5, 1.75), (4.5, 2.0), (3.0, 1.25)] {
            var limit = 0.0
            for (dx, dy, weight) in mask { limit += weight / 36 * (try #require(z(out, at: x + dx * h, y + dy * h))) }
            #expect(abs(limit - bspline(x - 3) * bspline(y - 3)) < 1e-12, "at (\(x), \(y))")
        }
    }

    @Test(arguments: [0, 1, 2, 3, 4])
    func faceCountGrowsByFourEachStep(steps: Int) throws {
        for mesh in [MeshTransform.identity(rows: 3, columns: 5), bumpedGrid(), cube()] {
            let out = try Subdivider().subdivide(mesh, steps: steps)
            var power = 1
            for _ in 0..<steps { power *= 4 }
            #expect(out.faces.count == mesh.faces.count * power)
            #expect(out.sourceFace.count == out.faces.count)
        }
    }

    @Test func childrenOfAControlFaceAreContiguousAndRowMajor() throws {
        let mesh = MeshTransform.identity(rows: 2, columns: 3)
        let out = try Subdivider().subdivide(mesh, steps: 2)
        #expect(out.sourceFace == (0..<6).flatMap { Array(repeating: $0, count: 16) })
        for (k, face) in out.faces.enumerated() {
            let control = k / 16, local = k % 16
            let x0 = Double(control % 3) / 3 + Double(local % 4) / 12, y0 = Double(control / 3) / 2 + Double(local / 4) / 8
            let corners = (0..<4).map { out.vertices[face.indices[$0]].from }
            let expected = [Point2D(x0, y0), Point2D(x0 + 1.0 / 12, y0), Point2D(x0 + 1.0 / 12, y0 + 1.0 / 8), Point2D(x0, y0 + 1.0 / 8)]
            for (c, e) in zip(corners, expected) { #expect(c.distance(to: e) < 1e-12, "face \(k)") }
            #expect(face.w == .zero)
        }
    }

    @Test func controlVerticesKeepTheirIndices() throws {
        let mesh = bumpedGrid()
        let out = try Subdivider().subdivide(mesh, steps: 3)
        for (i, v) in mesh.vertices.enumerated() { #expect(out.vertices[i].from.distance(to: v.from) < 1e-12) }
    }

    @Test func aCubeShrinksByTheValenceThreeRule() throws {
        let out = try Subdivider().subdivide(cube(), steps: 1)
        // Corner (±½, ±½, ±½): Q = (⅙, ⅙, ⅙), R = (⅓, ⅓, ⅓), V' = (Q + 2R)/3 = 5/18 per axis.
        for v in out.vertices.prefix(8) {
            #expect(abs(abs(v.to.x) - 5.0 / 18) < 1e-12 && abs(abs(v.to.y) - 5.0 / 18) < 1e-12 && abs(abs(v.to.z) - 5.0 / 18) < 1e-12)
        }
        let deep = try Subdivider().subdivide(cube(), steps: 4)
        #expect(deep.vertices.allSatisfy { $0.to.length < 0.5 && $0.to.length > 0.3 })
    }

    @Test func irregularValenceAndTrianglesRefineWithoutTouchingAFlatPlane() throws {
        // Three quads around a centre (valence 3) plus a triangle written as [a b c c].
        let points = [(0.5, 0.5), (0.5, 0), (1, 0.25), (1, 0.75), (0.5, 1), (0, 0.75), (0, 0.25), (1, 1)]
        let mesh = MeshTransform(vertices: points.map { Vertex(identityAt: Point2D($0.0, $0.1)) },
                                 faces: [Face(0, 1, 2, 3), Face(0, 3, 4, 5), Face(0, 5, 6, 1), Face(3, 7, 4, 4)])
        let out = try Subdivider().subdivide(mesh, steps: 3)
        #expect(out.faces.count == 3 * 64 + 3 * 16)
        #expect(out.sourceFace.suffix(48) == Array(repeating: 3, count: 48))
        for v in out.vertices { #expect(abs(v.to.x - v.from.x) < 1e-12 && abs(v.to.y - v.from.y) < 1e-12 && v.to.z == 0) }
    }

    @Test func brokenFacesAreSkippedNotFatal() throws {
        var mesh = MeshTransform.identity(rows: 2, columns: 2)
        mesh.faces += [Face(0, 1, 99, 3), Face(4, 4, 4, 4), Face(0, 1, 0, 1), Face(-1, 0, 1, 2)]
        mesh.faces.append(Face(indices: SIMD4(0, 1, 4, 3), w: SIMD4(.nan, 0, 0, 0)))
        mesh.vertices.append(Vertex(from: Point2D(.nan, 0), to: Point3D(0, .infinity, 0)))
        mesh.faces.append(Face(0, 1, 9, 3))
        let out = try Subdivider().subdivide(mesh, steps: 2)
        #expect(out.faces.count == 4 * 16)
        #expect(Set(out.sourceFace) == [0, 1, 2, 3])
        let flat = try Subdivider().subdivide(mesh, steps: 0)
        #expect(flat.faces.count == 4 && flat.vertices.count == mesh.vertices.count)
        let empty = try Subdivider().subdivide(MeshTransform(), steps: 5)
        #expect(empty.faces.isEmpty && empty.vertices.isEmpty)
    }

    @Test func oneSubdividerCanBeReusedForDifferentMeshes() throws {
        let subdivider = Subdivider()
        let a = try subdivider.subdivide(bumpedGrid(), steps: 3)
        _ = try subdivider.subdivide(cube(), steps: 2)
        let again = try subdivider.subdivide(bumpedGrid(), steps: 3)
        #expect(a.vertices == again.vertices && a.faces == again.faces && a.sourceFace == again.sourceFace)
    }
}

/// A closed unit cube centred on the origin, faces wound outward.
func cube() -> MeshTransform {
    var vertices: [Vertex] = []
    for i in 0..<8 {
        let p = Point3D(i & 1 == 0 ? -0.5 : 0.5, i & 2 == 0 ? -0.5 : 0.5, i & 4 == 0 ? -0.5 : 0.5)
        vertices.append(Vertex(from: Point2D(p.x + 0.5, p.y + 0.5), to: p))
    }
    let faces = [Face(0, 2, 3, 1), Face(4, 5, 7, 6), Face(0, 1, 5, 4), Face(2, 6, 7, 3), Face(0, 4, 6, 2), Face(1, 3, 7, 5)]
    return MeshTransform(vertices: vertices, faces: faces, subdivisionSteps: 0)
}
