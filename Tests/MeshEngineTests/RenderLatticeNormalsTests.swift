import Foundation
import Testing
@testable import MeshEngine

/// Smooth normals of a separably subdivided grid are gathered along its lattice
/// (``Renderer/latticeNormals``): the normals, and so the picture, must be the ones the
/// general loop gives by adding each face to its corners in face order, to the bit.
struct RenderLatticeNormalsTests {
    /// A rippled `rows` × `columns` grid subdivided `steps` times, lit across.
    static func scene(rows: Int, columns: Int, steps: Int) -> Scene {
        var scene = RenderSceneTests.ripple(faces: 1, lighting: RenderGridNormalsTests.light)
        var mesh = MeshTransform.identity(rows: rows, columns: columns)
        mesh.subdivisionSteps = steps
        mesh.mapVertices { v, i in
            var v = v
            v.to.z = 0.1 * sin(Double(i) * 1.7)
            return v
        }
        scene.layers[0].mesh = mesh
        return scene
    }

    static func sameBits(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Bool {
        a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern && a.z.bitPattern == b.z.bitPattern
    }

    @Test(arguments: [(5, 5, 3), (1, 1, 2), (1, 4, 2), (3, 1, 1), (2, 3, 2), (4, 6, 1)])
    func latticeNormalsAreTheFaceOrderSums(rows: Int, columns: Int, steps: Int) throws {
        let mesh = try #require(Self.scene(rows: rows, columns: columns, steps: steps).layers[0].mesh)
        let sub = try Subdivider().subdivide(mesh, steps: steps)
        let lattice = try #require(sub.lattice, "a regular grid is refined separably")
        #expect(lattice.cellCount == sub.faces.count)
        let scale = SIMD3<Double>(200, 200, 200)
        // The general loop: every face added to its corners in face order, from zero.
        var expected = [SIMD3<Double>](repeating: .zero, count: sub.vertices.count)
        sub.vertices.withUnsafeBufferPointer { v in
            for face in sub.faces {
                let n = Renderer.faceNormal(v, SIMD4<Int32>(truncatingIfNeeded: face.indices), scale)
                for c in 0..<4 { expected[face.indices[c]] += n }
            }
        }
        var gathered = [SIMD3<Double>](repeating: SIMD3(.nan, .nan, .nan), count: sub.vertices.count)
        var cells = [SIMD3<Double>](repeating: .zero, count: lattice.cellCount)
        sub.vertices.withUnsafeBufferPointer { v in
            cells.withUnsafeMutableBufferPointer { c in
                gathered.withUnsafeMutableBufferPointer { g in
                    Renderer.latticeNormals(v, lattice: lattice, scale: scale, cells: c.baseAddress!, into: g.baseAddress!)
                }
            }
        }
        let differing = (0..<expected.count).filter { !Self.sameBits(expected[$0], gathered[$0]) }
        #expect(differing.isEmpty, "\(differing.count) of \(expected.count) normals differ, first \(differing.prefix(5))")
    }

    @Test(arguments: [(6, 6, 3), (2, 5, 2)])
    func subdividedGridsDrawTheGeneralLoopsPicture(rows: Int, columns: Int, steps: Int) {
        let scene = Self.scene(rows: rows, columns: columns, steps: steps)
        let vertexCount = (rows << steps + 1) * (columns << steps + 1)
        for options in [RenderOptions(width: 96, height: 64, supersample: 1), RenderOptions(width: 160, height: 100, supersample: 2)] {
            let gathered = Renderer(), general = Renderer()
            general.allowsGridNormals = false
            #expect(gathered.render(scene, options: options) == general.render(scene, options: options))
            RenderThreadTests.expectSameBits(gathered, general, "\(rows)×\(columns), \(steps) steps, \(options.width)×\(options.height)")
            let differing = (0..<vertexCount).filter {
                !Self.sameBits(gathered.perVertex.normal.pointer[$0], general.perVertex.normal.pointer[$0])
            }
            #expect(differing.isEmpty, "\(differing.count) normals differ, first \(differing.prefix(5))")
        }
    }
}
