import Foundation
import Testing
@testable import MeshEngine

/// A flat self-intersecting (bowtie) quad is lit as the plane it lies in
/// (``Renderer/quadNormal(_:_:_:_:)``), not left black because its two triangles' normals
/// cancel (issue 36).
struct RenderBowtieTests {
    /// How the bowtie reaches the renderer: by its face's corner order over regular vertices
    /// (the general normal loop), or by the `to` of a regular grid's bottom row swapped (the
    /// grid loop, ``Renderer/gridNormals``).
    enum Making: String, CaseIterable, CustomTestStringConvertible {
        case faceOrder, swappedGridRow
        var testDescription: String { rawValue }

        /// One quad on the unit square's corners, in the order (0, 0), (1, 0), (0, 1), (1, 1):
        /// its edges cross at the centre, and its diagonals, (0, 1) both, are parallel.
        var mesh: MeshTransform {
            let corners = [Point2D(0, 0), Point2D(1, 0), Point2D(0, 1), Point2D(1, 1)]
            switch self {
            case .faceOrder:
                return MeshTransform(vertices: corners.map { Vertex(identityAt: $0) }, faces: [Face(0, 1, 2, 3)])
            case .swappedGridRow:
                var vertices = corners.map { Vertex(identityAt: $0) }
                vertices[2].to = Point3D(1, 1, 0)
                vertices[3].to = Point3D(0, 1, 0)
                return MeshTransform(vertices: vertices, faces: [Face(0, 1, 3, 2)])
            }
        }
    }

    /// A 100×100 grey layer drawn with `mesh` under `lighting`, one sample per pixel.
    static func render(_ mesh: MeshTransform?, gray: UInt8, lighting: Lighting) -> Image {
        let layer = Layer(size: Size(100, 100), position: Point2D(50, 50), content: .solid(Color(r: gray, g: gray, b: gray)), mesh: mesh)
        let r = Renderer()
        r.render(Scene(size: Size(100, 100), layers: [layer], lighting: lighting, background: .black),
                 options: RenderOptions(width: 100, height: 100, supersample: 1))
        return r.image
    }

    /// A sample in the first triangle (0, 0), (1, 0), (0, 1) only, and one in the second,
    /// (0, 1), (1, 1), (0, 0), only (drawn from its back: the layer is double-sided).
    static let firstTriangle = (x: 60, y: 20), secondTriangle = (x: 40, y: 80)

    @Test(arguments: Making.allCases)
    func aBowtieUnderTheDefaultLightKeepsItsColour(making: Making) {
        // The default light shines head-on and the bowtie lies in the layer's plane: |N·L| = 1.
        let image = Self.render(making.mesh, gray: 200, lighting: Lighting())
        #expect(image[Self.firstTriangle.x, Self.firstTriangle.y] == Color(r: 200, g: 200, b: 200))
        #expect(image[Self.secondTriangle.x, Self.secondTriangle.y] == Color(r: 200, g: 200, b: 200))
    }

    @Test(arguments: Making.allCases)
    func aBowtieIsLitAsItsPlaneUnderATiltedLight(making: Making) {
        // A light 60° off the plane's normal: |N·L| = ½ for both triangles, ±z alike, so
        // 200 becomes 100, as the same square drawn without a mesh.
        var light = Light()
        light.direction = Point3D(0, 3.0.squareRoot(), 1)
        let lighting = Lighting(lights: [light])
        let image = Self.render(making.mesh, gray: 200, lighting: lighting)
        let plain = Self.render(nil, gray: 200, lighting: lighting)
        #expect(image[Self.firstTriangle.x, Self.firstTriangle.y] == Color(r: 100, g: 100, b: 100))
        #expect(image[Self.secondTriangle.x, Self.secondTriangle.y] == Color(r: 100, g: 100, b: 100))
        #expect(plain[Self.firstTriangle.x, Self.firstTriangle.y] == Color(r: 100, g: 100, b: 100))
    }

    @Test func aQuadWithNoAreaStaysUnlit() {
        // All four corners on one line: every triangle is degenerate, no plane to light it as.
        let n = Renderer.quadNormal(SIMD3(0, 0, 0), SIMD3(0.5, 0.5, 0), SIMD3(1, 1, 0), SIMD3(0.25, 0.25, 0))
        #expect(n == .zero)
    }

    @Test func theBowtiesNormalIsItsFirstTrianglesAndAnOrdinaryQuadsIsItsVectorArea() {
        let (a, b, c, d) = (SIMD3<Double>(0, 0, 0), SIMD3<Double>(1, 0, 0), SIMD3<Double>(0, 1, 0), SIMD3<Double>(1, 1, 0))
        // Bowtie: diagonals (0, 1, 0) twice; triangle (a, b, c) has twice its area as z.
        #expect(Renderer.quadNormal(a, b, c, d) == SIMD3(0, 0, 1))
        // The square a, b, d, c: the diagonals' cross product, twice its area.
        #expect(Renderer.quadNormal(a, b, d, c) == SIMD3(0, 0, 2))
    }
}
