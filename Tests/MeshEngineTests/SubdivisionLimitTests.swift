import Foundation
import Testing
@testable import MeshEngine

/// `subdivision N limit`: limit points and normals against what they must be.
struct SubdivisionLimitTests {
    /// The grid of ``SubdivisionSeparableTests/displacedGrid(rows:columns:)``: control vertex
    /// (row r, column c) is index r·(columns + 1) + c.
    static let rows = 6, columns = 6

    static func point(_ v: Vertex) -> SIMD3<Double> { SIMD3(v.to.x, v.to.y, v.to.z) }

    /// The uniform bicubic B-spline of the control grid at knot (r, c), and its derivatives along
    /// columns and rows there: `(1 4 1)/6 ⊗ (1 4 1)/6` and `(−1 0 1)/2 ⊗ (1 4 1)/6`.
    static func bspline(_ mesh: MeshTransform, r: Int, c: Int) -> (point: SIMD3<Double>, du: SIMD3<Double>, dv: SIMD3<Double>) {
        let w: [Double] = [1.0 / 6, 4.0 / 6, 1.0 / 6], d: [Double] = [-0.5, 0, 0.5]
        var p = SIMD3<Double>.zero, du = SIMD3<Double>.zero, dv = SIMD3<Double>.zero
        for a in 0..<3 {
            for b in 0..<3 {
                let q = point(mesh.vertices[(r + a - 1) * (columns + 1) + c + b - 1])
                p += w[a] * w[b] * q
                du += w[a] * d[b] * q
                dv += d[a] * w[b] * q
            }
        }
        return (p, du, dv)
    }

    static func limit(_ mesh: MeshTransform, steps: Int, separable: Bool = true) throws -> (vertices: [Vertex], normals: [SIMD3<Double>]) {
        let sub = try Subdivider(separableGrids: separable).subdivide(mesh, steps: steps)
        var surface = LimitSurface(), out: [Vertex] = [], normals: [SIMD3<Double>] = []
        surface.apply(sub.vertices, faces: sub.faces, into: &out, normals: &normals)
        return (out, normals)
    }

    static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    static func length(_ a: SIMD3<Double>) -> Double { (a * a).sum().squareRoot() }

    @Test(arguments: [0, 1, 2, 3])
    func onARegularGridTheLimitIsTheBicubicBSplineSurfaceWithItsNormal(steps: Int) throws {
        let mesh = SubdivisionSeparableTests.displacedGrid(rows: Self.rows, columns: Self.columns)
        let (vertices, normals) = try Self.limit(mesh, steps: steps)
        // Every interior control vertex keeps its index through the steps.
        for r in 1..<Self.rows {
            for c in 1..<Self.columns {
                let v = r * (Self.columns + 1) + c
                let expected = Self.bspline(mesh, r: r, c: c)
                #expect(Self.length(Self.point(vertices[v]) - expected.point) < 1e-12)
                let n = Self.cross(expected.du, expected.dv)
                let unit = n / Self.length(n)
                // Same line; the sign is the faces' winding, checked on a flat grid below.
                #expect(abs(abs((unit * normals[v]).sum()) - 1) < 1e-12)
                #expect(abs(Self.length(normals[v]) - 1) < 1e-12)
            }
        }
    }

    @Test func theGeneralRulesAndTheSeparablePathGiveTheSameLimit() throws {
        let mesh = SubdivisionSeparableTests.displacedGrid(rows: 4, columns: 5)
        let a = try Subdivider().subdivide(mesh, steps: 2), b = try Subdivider(separableGrids: false).subdivide(mesh, steps: 2)
        var surface = LimitSurface(), pa: [Vertex] = [], na: [SIMD3<Double>] = [], pb: [Vertex] = [], nb: [SIMD3<Double>] = []
        surface.apply(a.vertices, faces: a.faces, into: &pa, normals: &na)
        surface.apply(b.vertices, faces: b.faces, into: &pb, normals: &nb)
        // The two paths number edge and face points differently: compare face corner by face corner.
        var worst = 0.0, worstNormal = 0.0
        for (fa, fb) in zip(a.faces, b.faces) {
            for k in 0..<4 {
                let p = pa[fa.indices[k]], q = pb[fb.indices[k]]
                worst = max(worst, Self.length(Self.point(p) - Self.point(q)), abs(p.from.x - q.from.x), abs(p.from.y - q.from.y))
                worstNormal = max(worstNormal, Self.length(na[fa.indices[k]] - nb[fb.indices[k]]))
            }
        }
        #expect(worst < 1e-12)
        #expect(worstNormal < 1e-9)
    }

    @Test func aFlatGridStaysFlatAndEveryNormalPointsAtTheViewer() throws {
        let mesh = MeshTransform.identity(rows: 3, columns: 4)
        let (vertices, normals) = try Self.limit(mesh, steps: 2)
        for (v, n) in zip(vertices, normals) {
            #expect(v.to.z == 0)
            // The limit of an affine map is the map: `from` and `to` stay equal.
            #expect(abs(v.to.x - v.from.x) < 1e-12 && abs(v.to.y - v.from.y) < 1e-12)
            #expect(Self.length(n - SIMD3(0, 0, 1)) < 1e-12)
        }
        // The boundary is the cubic B-spline curve of the boundary row, corners kept.
        #expect(vertices[0].to == Point3D(0, 0, 0))
    }

    @Test func aBoundaryVertexLiesOnTheBoundaryCurve() throws {
        let mesh = SubdivisionSeparableTests.displacedGrid(rows: 3, columns: 3)
        let (vertices, _) = try Self.limit(mesh, steps: 1)
        // Top row, column 1: (P₀ + 4P₁ + P₂) / 6.
        let p = (Self.point(mesh.vertices[0]) + 4 * Self.point(mesh.vertices[1]) + Self.point(mesh.vertices[2])) / 6
        #expect(Self.length(Self.point(vertices[1]) - p) < 1e-12)
    }

    @Test func atAVertexOfValenceThreeTheLimitIsWhereManyStepsConverge() throws {
        // Three quads around vertex 0 (a pinwheel): vertex 0 is interior with valence 3.
        let ring = (0..<6).map { k -> Vertex in
            let angle = Double(k) * Double.pi / 3, r = k % 2 == 0 ? 1.0 : 1.6
            return Vertex(from: Point2D(0.5 + 0.3 * cos(angle), 0.5 + 0.3 * sin(angle)),
                          to: Point3D(0.5 + 0.3 * r * cos(angle), 0.5 + 0.3 * r * sin(angle), 0.2 * Double(k % 3)))
        }
        let mesh = MeshTransform(vertices: [Vertex(from: Point2D(0.5, 0.5), to: Point3D(0.5, 0.5, 0.4))] + ring,
                                 faces: [Face(0, 1, 2, 3), Face(0, 3, 4, 5), Face(0, 5, 6, 1)], subdivisionSteps: 0)
        let (vertices, normals) = try Self.limit(mesh, steps: 1)
        // The vertex converges to its limit geometrically (like λᴺ at an extraordinary vertex).
        let near = try Subdivider().subdivide(mesh, steps: 4), far = try Subdivider().subdivide(mesh, steps: 7)
        let nearError = Self.length(Self.point(vertices[0]) - Self.point(near.vertices[0]))
        let farError = Self.length(Self.point(vertices[0]) - Self.point(far.vertices[0]))
        #expect(farError < 2e-3)
        #expect(farError < nearError / 4)
        // The normal is perpendicular to the tiny ring of the far mesh around vertex 0.
        for face in far.faces where face.indices[0] == 0 {
            for k in [1, 3] {
                let edge = Self.point(far.vertices[face.indices[k]]) - Self.point(far.vertices[0])
                #expect(abs((edge / Self.length(edge) * normals[0]).sum()) < 0.05)
            }
        }
    }

    @Test func aRenderOnTheLimitSurfaceDiffersFromThePlainSubdivisionAndIsStable() {
        var mesh = SubdivisionSeparableTests.displacedGrid(rows: 4, columns: 4)
        mesh.subdivisionSteps = 2
        let layer = Layer(name: "grid", size: Size(60, 60), position: Point2D(40, 40),
                          content: .checkerboard(squares: 4, .white, Color(r: 60, g: 110, b: 200)), mesh: mesh)
        let lighting = Lighting(lights: [Light(direction: Point3D(0, 0.5, -1))], diffuseFactor: 0.8, shading: .smooth)
        var scene = Scene(size: Size(80, 80), layers: [layer], lighting: lighting)
        let options = RenderOptions(width: 80, height: 80, supersample: 1)
        let plain = Renderer()
        plain.render(scene, options: options)
        scene.layers[0].mesh?.limitSurface = true
        let limit = Renderer(), again = Renderer()
        limit.render(scene, options: options)
        again.render(scene, options: options)
        #expect(limit.image != plain.image)
        #expect(limit.image == again.image)
    }
}
