import Foundation
import Testing
@testable import MeshEngine

/// Smooth normals of a grid of quads are gathered per vertex (``Renderer/gridNormals``): the
/// picture must be the one the general loop's normals give, to the bit.
struct RenderGridNormalsTests {
    static let light = Lighting(lights: [Light(direction: Point3D(0.3, 0.8, -0.5))], diffuseFactor: 0.7)

    /// A flat grid (its normals' x and y are zeros of either sign) and a ripple, turned so
    /// that the light falls across them.
    static func scene(rippled: Bool) -> Scene {
        var scene = RenderSceneTests.ripple(faces: 30, lighting: light)
        if !rippled { scene.layers[0].mesh?.mapVertices { v, _ in Vertex(identityAt: v.from) } }
        return scene
    }

    @Test(arguments: [false, true])
    func gatheredNormalsGiveTheSameBitsAsTheGeneralLoop(rippled: Bool) {
        let scene = Self.scene(rippled: rippled)
        for options in [RenderOptions(width: 96, height: 64, supersample: 1), RenderOptions(width: 160, height: 100, supersample: 2)] {
            let gathered = Renderer(), general = Renderer()
            general.allowsGridNormals = false
            let stats = gathered.render(scene, options: options)
            #expect(stats == general.render(scene, options: options))
            #expect(gathered.layerQuads[0].grid == QuadGrid(rows: 30, columns: 30), "the grid path was taken")
            RenderThreadTests.expectSameBits(gathered, general, "rippled \(rippled), \(options.width)×\(options.height)")
            // The normals themselves, to the bit (a sum in another order would differ in the
            // last bits, which the picture does not always show).
            for v in 0..<(31 * 31) {
                let a = gathered.perVertex.normal.pointer[v], b = general.perVertex.normal.pointer[v]
                #expect(a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern && a.z.bitPattern == b.z.bitPattern,
                        "vertex \(v): \(a) against \(b)")
            }
        }
    }

    /// Grids one face wide or high, whose rows of vertices have no inner vertices or whose
    /// every vertex lies on the first or last row.
    @Test(arguments: [(1, 1), (1, 5), (4, 1), (2, 3)])
    func narrowGridsGatherTheGeneralLoopsNormals(rows: Int, columns: Int) {
        var scene = RenderSceneTests.ripple(faces: 1, lighting: Self.light)
        var mesh = MeshTransform.identity(rows: rows, columns: columns)
        mesh.subdivisionSteps = 0
        mesh.mapVertices { v, i in
            var v = v
            v.to.z = 0.1 * sin(Double(i) * 1.7)
            return v
        }
        scene.layers[0].mesh = mesh
        let options = RenderOptions(width: 64, height: 48, supersample: 1)
        let gathered = Renderer(), general = Renderer()
        general.allowsGridNormals = false
        #expect(gathered.render(scene, options: options) == general.render(scene, options: options))
        #expect(gathered.layerQuads[0].grid == QuadGrid(rows: rows, columns: columns), "the grid path was taken")
        for v in 0..<((rows + 1) * (columns + 1)) {
            let a = gathered.perVertex.normal.pointer[v], b = general.perVertex.normal.pointer[v]
            #expect(a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern && a.z.bitPattern == b.z.bitPattern,
                    "vertex \(v): \(a) against \(b)")
        }
    }

    @Test func onlyGridsLaidOutRowByRowAreFound() {
        func grid(_ quads: [SIMD4<Int32>], vertices: Int) -> QuadGrid? {
            quads.withUnsafeBufferPointer { QuadGrid(corners: $0.baseAddress!, count: quads.count, vertexCount: vertices) }
        }
        // 2 × 3 faces over 3 × 4 vertices.
        let rows: [SIMD4<Int32>] = [[0, 1, 5, 4], [1, 2, 6, 5], [2, 3, 7, 6], [4, 5, 9, 8], [5, 6, 10, 9], [6, 7, 11, 10]]
        #expect(grid(rows, vertices: 12) == QuadGrid(rows: 2, columns: 3))
        #expect(grid(rows, vertices: 13) == nil, "a vertex more")
        #expect(grid(Array(rows.reversed()), vertices: 12) == nil, "faces in another order")
        #expect(grid(Array(rows.dropLast()), vertices: 12) == nil, "a face missing")
        var turned = rows
        turned[4] = [9, 10, 6, 5]
        #expect(grid(turned, vertices: 12) == nil, "a face's corners turned")
        #expect(grid([], vertices: 0) == nil)
    }
}
