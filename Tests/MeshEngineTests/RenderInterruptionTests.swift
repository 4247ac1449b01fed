import Foundation
import Testing
@testable import MeshEngine

/// Ctrl-C in the playground: a frame or a subdivision that takes seconds stops at its next
/// check when its ``Interruption`` is requested, and says it did not finish.
struct RenderInterruptionTests {
    /// `count` full-size quads stacked one above the other: every one covers the whole layer,
    /// so the frame's cost grows with the count and the pixels (a hostile OBJ looks like this).
    static func stackedScene(_ count: Int) -> Scene {
        var mesh = MeshTransform(subdivisionSteps: 0, depthNormalization: .none)
        for k in 0..<count {
            let z = Double(k) * 1e-4
            for (x, y) in [(0.0, 0.0), (1, 0), (1, 1), (0, 1)] {
                mesh.vertices.append(Vertex(from: Point2D(x, y), to: Point3D(x, y, z)))
            }
            mesh.faces.append(Face(indices: SIMD4(4 * k, 4 * k + 1, 4 * k + 2, 4 * k + 3)))
        }
        let layer = Layer(size: Size(100, 100), position: Point2D(50, 50), content: .uvGradient, mesh: mesh)
        return Scene(size: Size(100, 100), layers: [layer])
    }

    /// Requests `interruption` from a thread of its own (the test runner's threads may all be
    /// busy drawing, so a dispatch queue might never get to it).
    static func request(_ interruption: Interruption, afterMilliseconds ms: Int) {
        Thread.detachNewThread {
            usleep(useconds_t(ms * 1000))
            interruption.request()
        }
    }

    @Test func aSmallSlowFrameStopsWhileEmittingItsFaces() {
        let renderer = Renderer()
        let interruption = Interruption()
        renderer.interruption = interruption
        let scene = Self.stackedScene(20_000)
        // 300×300 samples: drawn at once, triangle by triangle as the faces are emitted.
        Self.request(interruption, afterMilliseconds: 100)
        let stats = renderer.render(scene, options: RenderOptions(width: 150, height: 150, supersample: 2))
        #expect(stats.interrupted)
        #expect(stats.triangles < 40_000, "stopped after \(stats.triangles) triangles")
    }

    @Test func aSlowFrameOnSeveralThreadsStopsInsideItsBands() {
        let renderer = Renderer()
        renderer.threads = 2
        let interruption = Interruption()
        renderer.interruption = interruption
        let scene = Self.stackedScene(3000)
        // With threads every frame is drawn in bands shared by the pool: a band of 6,000
        // full-width triangles takes seconds, so the threads must look inside their bands.
        Self.request(interruption, afterMilliseconds: 100)
        let stats = renderer.render(scene, options: RenderOptions(width: 200, height: 200, supersample: 4))
        #expect(stats.interrupted)
    }

    @Test func aFrameWhoseInterruptionIsAlreadyRequestedDrawsNothingAndSaysSo() {
        let renderer = Renderer()
        renderer.interruption = Interruption()
        renderer.interruption?.request()
        let stats = renderer.render(Self.stackedScene(10), options: RenderOptions(width: 40, height: 40))
        #expect(stats.interrupted)
        #expect(stats.triangles == 0)
    }

    @Test func aSlowFrameStopsPartWayWhenInterruptedFromAnotherThread() {
        let renderer = Renderer()
        let interruption = Interruption()
        renderer.interruption = interruption
        let scene = Self.stackedScene(4000)
        let options = RenderOptions(width: 400, height: 400, supersample: 4)
        // Not a timing assertion: the request comes while the frame is drawing (all of it
        // would take minutes, 20 billion samples), and the frame must stop and say so; this
        // target is drawn band by band, so the bands' loop is where it stops.
        Self.request(interruption, afterMilliseconds: 100)
        let stats = renderer.render(scene, options: options)
        #expect(stats.interrupted)
    }

    @Test func theSameRendererDrawsTheWholeFrameAgainOnceTheRequestIsCleared() {
        let renderer = Renderer()
        renderer.interruption = Interruption()
        renderer.interruption?.request()
        #expect(renderer.render(Self.stackedScene(3), options: RenderOptions(width: 40, height: 40)).interrupted)
        renderer.interruption?.reset()
        let stats = renderer.render(Self.stackedScene(3), options: RenderOptions(width: 40, height: 40))
        #expect(!stats.interrupted)
        #expect(stats.triangles == 6)
        let reference = Renderer()
        reference.render(Self.stackedScene(3), options: RenderOptions(width: 40, height: 40))
        #expect(renderer.image == reference.image)
    }

    @Test func subdivisionStopsBetweenStepsWithAnError() {
        let subdivider = Subdivider()
        subdivider.interruption = Interruption()
        subdivider.interruption?.request()
        #expect(throws: MeshError.interrupted) { try subdivider.subdivide(.identity(rows: 4, columns: 4), steps: 3) }
    }
}
