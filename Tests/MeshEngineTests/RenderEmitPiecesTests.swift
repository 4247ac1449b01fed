import Testing
@testable import MeshEngine

/// A layer of a frame drawn in bands has its faces emitted in pieces on the pool's threads
/// (``Renderer/emitInPieces``); the queue must come out as one emitter writes it, so the
/// picture, samples, hit records and counts are those of one thread.
struct RenderEmitPiecesTests {
    /// A flat 64×64 grid whose right half is folded onto its left half: every sample there is
    /// covered by two faces at the same depth, and the later face (in scene order) wins the
    /// tie. A queue out of order would show the other face.
    static func folded(_ mode: Triangulation, diagonals: [Int: Diagonal] = [:], alone: Bool = false) -> Scene {
        var mesh = MeshTransform.identity(rows: 64, columns: 64)
        mesh.mapVertices { v, _ in
            var v = v
            v.to.x = min(v.from.x, 1 - v.from.x) * 1.6 + 0.1
            v.to.y = v.from.y * 0.8 + 0.1
            return v
        }
        var layer = Layer(size: Size(200, 150), position: Point2D(100, 75), content: .image(RenderSceneTests.texture), mesh: mesh)
        layer.triangulation = mode
        layer.faceDiagonals = diagonals
        // A second opaque layer after it, too few faces for pieces, and a translucent pane.
        var ripple = RenderSceneTests.ripple(faces: 12).layers[0]
        ripple.position = Point2D(120, 90)
        let glass = Layer(size: Size(90, 60), position: Point2D(70, 60), content: .solid(Color(r: 200, g: 40, b: 40, a: 160)),
                          transform: .translation(0, 0, 30), opacity: 0.8)
        return Scene(size: Size(200, 150), layers: alone ? [layer] : [layer, ripple, glass])
    }

    static let diagonals: [Int: Diagonal] = Dictionary(uniqueKeysWithValues: (0..<4096).filter { $0 % 7 == 3 }.map { ($0, Diagonal.d13) })

    @Test(arguments: [Triangulation.diagonal02, .diagonal13, .shorter])
    func piecesDrawWhatOneEmitterDraws(mode: Triangulation) {
        for scene in [Self.folded(mode), Self.folded(mode, diagonals: Self.diagonals)] {
            let options = RenderOptions(width: 640, height: 480, supersample: 1, overlays: .wireframe)
            let reference = Renderer()
            let expected = reference.render(scene, options: options)
            #expect(reference.context.bandRows != nil && reference.context.layersInPieces == 0)
            for threads in [2, 3] {
                let r = Renderer()
                r.threads = threads
                // Twice: the second frame reuses the queue's storage.
                _ = r.render(scene, options: options)
                let stats = r.render(scene, options: options)
                #expect(r.context.layersInPieces == 1, "\(threads) threads")
                #expect(stats == expected, "\(threads) threads")
                RenderThreadTests.expectSameBits(r, reference, "\(mode), \(threads) threads")
            }
        }
    }

    /// The fold is drawn as scene order says: where the halves overlap, the right half's faces
    /// (later in each row) are on top, and the hit records name them.
    @Test func theLaterFaceWinsWhereTheHalvesOverlap() throws {
        let r = Renderer()
        r.threads = 2
        r.render(Self.folded(.diagonal02, alone: true), options: RenderOptions(width: 640, height: 480, supersample: 1))
        #expect(r.context.layersInPieces == 1)
        // The middle of the folded grid's left half, where both halves lie.
        let hit = try #require(r.hitTest(x: 200, y: 240))
        #expect(hit.layer == 0)
        #expect(hit.face % 64 >= 32, "face \(hit.face) is in the left half")
    }

    /// Flat light, fan4 and bilinear splits, and clipped corners make vertices or patches
    /// while emitting: those layers keep one emitter.
    @Test(arguments: [Triangulation.fan4, .bilinear])
    func splitsThatMakeVerticesKeepOneEmitter(mode: Triangulation) {
        let r = Renderer()
        r.threads = 2
        let scene = Self.folded(mode)
        let options = RenderOptions(width: 640, height: 480, supersample: 1)
        let stats = r.render(scene, options: options)
        #expect(r.context.layersInPieces == 0)
        let reference = Renderer()
        #expect(reference.render(scene, options: options) == stats)
        RenderThreadTests.expectSameBits(r, reference, "\(mode)")
    }
}
