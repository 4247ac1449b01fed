import Testing
@testable import MeshEngine

/// What a layer drawn as one texture keeps between frames, so a frame of an animated mesh
/// over still sublayers costs what a frame of a plain textured mesh costs (issue 36), and
/// what it lets go.
@Suite struct RenderSubtreeTextureCacheTests {
    /// A 3×2 identity grid over a 300×200 layer, with one sublayer.
    static func gridWithSublayer() -> Scene {
        let layer = Layer(name: "grid", size: Size(300, 200), position: Point2D(150, 100),
                          content: .checkerboard(squares: 4, .white, Color(r: 60, g: 110, b: 200)),
                          mesh: .identity(rows: 2, columns: 3))
        let square = Layer(name: "square", size: Size(60, 60), position: Point2D(150, 100), content: .solid(Color(r: 230, g: 60, b: 50)),
                           parent: 0)
        return Scene(size: Size(300, 200), layers: [layer, square])
    }

    static let options = RenderOptions(width: 160, height: 120, supersample: 1)

    @Test func anAnimatedMeshIsMeasuredThroughOneEdgeListKeptBetweenFrames() throws {
        var scene = Self.gridWithSublayer()
        let r = Renderer()
        r.render(scene, options: Self.options)
        let first = try #require(r.subtreeTextures[0]?.meshEdges)
        // A grid of 2 rows × 3 columns has 2·4 + 3·3 sides, each listed once.
        #expect(first.ends.count == 17)
        scene.layers[0].mesh?.mapVertices { v, _ in
            var moved = v
            moved.to.z = 0.1 * v.from.x
            return moved
        }
        r.render(scene, options: Self.options)
        let second = try #require(r.subtreeTextures[0]?.meshEdges)
        #expect(first.ends.withUnsafeBufferPointer { $0.baseAddress } == second.ends.withUnsafeBufferPointer { $0.baseAddress },
                "the vertices moved, the faces did not: the same list")
        scene.layers[0].mesh = .identity(rows: 3, columns: 3)
        r.render(scene, options: Self.options)
        #expect(r.subtreeTextures[0]?.meshEdges?.ends.count == 24, "new faces: listed again")
    }

    @Test func anOpaqueLayersPictureIsDrawnInTheOpaquePass() throws {
        // A translucent texel anywhere (say an anti-aliased rim) would send the whole mesh
        // through the slower translucent pass.
        let r = Renderer()
        r.render(Self.gridWithSublayer(), options: Self.options)
        let texture = try #require(r.subtreeTextures[0]?.texture)
        #expect(!texture.hasAlpha)
        #expect(r.context.surfaces.map(\.blends) == [false])
    }

    @Test func aLayerNoLongerDrawnAsOneTextureLetsGoOfItsPicture() throws {
        let r = Renderer()
        var scene = Self.gridWithSublayer()
        r.render(scene, options: Self.options)
        #expect(r.subtreeTextures[0] != nil)
        scene.layers[0].mesh = nil
        r.render(scene, options: Self.options)
        #expect(r.subtreeTextures[0] == nil, "no mesh: drawn directly, its picture dropped")
        scene = Self.gridWithSublayer()
        r.render(scene, options: Self.options)
        #expect(r.subtreeTextures[0] != nil)
        scene.layers[1].parent = nil
        r.render(scene, options: Self.options)
        #expect(r.subtreeTextures[0] == nil, "no sublayers: drawn directly, its picture dropped")
    }

    /// Each face's four sides, measured one by one: what the edge list must equal.
    static func magnificationFaceByFace(_ mesh: MeshTransform, size: Size, points p: [SIMD2<Double>]) -> Double? {
        var best: Double?
        let n = mesh.vertices.count
        for face in mesh.faces {
            for c in 0..<4 {
                let a = face.indices[c], b = face.indices[(c + 1) & 3]
                guard a >= 0, a < n, b >= 0, b < n else { continue }
                let fx = (mesh.vertices[a].from.x - mesh.vertices[b].from.x) * size.width
                let fy = (mesh.vertices[a].from.y - mesh.vertices[b].from.y) * size.height
                let unbent = (fx * fx + fy * fy).squareRoot()
                let drawn = ((p[a].x - p[b].x) * (p[a].x - p[b].x) + (p[a].y - p[b].y) * (p[a].y - p[b].y)).squareRoot()
                guard unbent > 0, unbent < .infinity, drawn < .infinity else { continue }
                best = Swift.max(best ?? 0, drawn / unbent)
            }
        }
        return best
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
    func theEdgeListMeasuresWhatEveryFacesFourSidesMeasure(seed: UInt64) throws {
        var random = ReferenceRandom(state: seed)
        let rows = Int.random(in: 1...6, using: &random), columns = Int.random(in: 1...6, using: &random)
        var mesh = MeshTransform.identity(rows: rows, columns: columns)
        mesh.mapVertices { v, _ in
            var moved = v
            moved.from.x += Double.random(in: -0.05...0.05, using: &random)
            moved.from.y += Double.random(in: -0.05...0.05, using: &random)
            return moved
        }
        let n = mesh.vertices.count
        // Faces that share sides, out of range, with a repeated corner, and repeated outright.
        mesh.faces.append(Face(0, 1, 1, n))
        mesh.faces.append(Face(-1, 0, 1, 2))
        mesh.faces.append(mesh.faces[0])
        var points = (0..<n).map { _ in SIMD2(Double.random(in: -50...400, using: &random), Double.random(in: -50...400, using: &random)) }
        // A vertex behind the camera.
        points[Int.random(in: 0..<n, using: &random)] = SIMD2(.nan, .nan)
        let size = Size(Double.random(in: 10...400, using: &random), Double.random(in: 10...400, using: &random))
        let expected = try #require(Self.magnificationFaceByFace(mesh, size: size, points: points))
        let measured = try #require(Renderer.magnification(of: mesh, size: size, points: points))
        #expect(abs(measured - expected) <= 1e-12 * expected, "seed \(seed): \(measured) for \(expected)")
    }

    @Test func aMeshWithNoMeasurableSideHasNoMagnification() {
        var mesh = MeshTransform.identity(rows: 1, columns: 1)
        mesh.faces = [Face(0, 0, 0, 0), Face(0, 7, 9, -1)]
        #expect(Renderer.magnification(of: mesh, size: Size(100, 100), points: [SIMD2(0, 0), SIMD2(1, 0), SIMD2(0, 1), SIMD2(1, 1)]) == nil)
        #expect(Renderer.magnification(of: .identity(rows: 1, columns: 1), size: Size(0, 0),
                                       points: [SIMD2(0, 0), SIMD2(1, 0), SIMD2(0, 1), SIMD2(1, 1)]) == nil)
    }
}
