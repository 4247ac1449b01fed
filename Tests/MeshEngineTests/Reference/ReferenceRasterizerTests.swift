import Testing
@testable import MeshEngine

/// Every fast path of the renderer against the ``ReferenceRasterizer`` on random scenes:
/// every triangulation and per-face diagonal, every shading, coloured and specular light,
/// faces behind the camera (clipped), translucent layers and texels, back faces culled or
/// not, one to three samples per pixel.
struct ReferenceRasterizerTests {
    /// The renderer's paths, each made to take the road it names. The banded renderer on one
    /// thread is also where the reference takes its triangles from.
    static let paths: [(name: String, make: @Sendable () -> Renderer)] = [
        ("one pass (tiny quads, four-sample spans, row walk)", { Renderer() }),
        ("no four-sample spans", { let r = Renderer(); r.allowsWideSpans = false; return r }),
        ("no tiny quads", { let r = Renderer(); r.allowsTinyQuads = false; return r }),
        ("slices on 2 threads", { let r = Renderer(); r.threads = 2; return r }),
        ("slices on 3 threads", { let r = Renderer(); r.threads = 3; return r }),
        ("bands on 2 threads", { let r = Renderer(); r.bandedAbove = 0; r.threads = 2; return r }),
    ]

    /// Colour may differ by this much per channel on samples that are neither doubtful nor
    /// steep: the renderer's integer texel filter truncates its weights to 1/256 (up to 1);
    /// its light and opacity round to nearest as the reference's do, but from a Float light
    /// interpolated on planes and an opacity factor in 1/256 (up to 1 each near a tie); and a
    /// translucent layer's "over" rounds once more on top of an opaque one's. Hit codes are
    /// exact.
    static let tolerance = 4

    @Test func everyFastPathDrawsWhatTheReferenceDrawsOnAThousandRandomScenes() {
        let banded = Renderer()
        banded.bandedAbove = 0
        let renderers = Self.paths.map { ($0.name, $0.make()) }
        var checked = 0, doubtful = 0, translucent = 0, patched = 0
        for seed in UInt64(1)...1000 {
            var rng = ReferenceRandom(state: seed)
            let (scene, options) = RandomScene.make(&rng)
            banded.render(scene, options: options)
            #expect(banded.context.bandRows != nil)
            let reference = ReferenceRasterizer.redraw(banded)
            checked += reference.doubtful.count
            doubtful += reference.doubtful.filter { $0 }.count
            if banded.context.deferredCount > 0 { translucent += 1 }
            if banded.queues.patches.capacity > 0, scene.layers.contains(where: { $0.triangulation == .bilinear }) { patched += 1 }
            for (name, r) in [("bands on 1 thread", banded)] + renderers {
                if r !== banded { r.render(scene, options: options) }
                let d = reference.differences(from: r, tolerance: Self.tolerance)
                #expect(d.faces == 0 && d.colors == 0 && d.depths == 0,
                        "seed \(seed), \(name): \(d.faces) hit codes, \(d.colors) colours (worst \(d.worst)), \(d.depths) depths differ")
            }
        }
        // The comparison is not vacuous: few samples are left out, and the scenes reach the
        // translucent pass and the bilinear split.
        #expect(doubtful * 50 < checked, "\(doubtful) of \(checked) samples doubtful")
        #expect(translucent > 100 && patched > 100, "\(translucent) scenes with translucent triangles, \(patched) bilinear")
    }

    /// The reference's own fill rule: two triangles sharing an edge cover every sample of
    /// their square exactly once, samples on the shared diagonal included.
    @Test func theReferenceCoversASplitSquareExactlyOnce() {
        // Corners between sample centres, then on them: the top and left edges' samples are
        // the square's, the right and bottom edges' are not.
        for (a, b, c, d, last) in [((0.0, 0.0), (4.0, 0.0), (4.0, 4.0), (0.0, 4.0), 3), ((0.5, 0.5), (3.5, 0.5), (3.5, 3.5), (0.5, 3.5), 2)] {
            var counts = [Int](repeating: 0, count: 25)
            for (p, q, s) in [(a, b, c), (a, c, d)] {
                var r = ReferenceRasterizer(width: 5, height: 5, background: 0)
                r.draw(RenderTestSupport.vertex(p.0, p.1), RenderTestSupport.vertex(q.0, q.1), RenderTestSupport.vertex(s.0, s.1),
                       surface: Self.whiteSurface, code: 0, patch: nil)
                for i in 0..<25 where r.face[i] >= 0 { counts[i] += 1 }
            }
            #expect(counts.allSatisfy { $0 <= 1 }, "\(counts)")
            let inside = (0..<25).filter { $0 % 5 <= last && $0 / 5 <= last }
            #expect(inside.allSatisfy { counts[$0] == 1 } && counts.reduce(0, +) == inside.count, "\(counts)")
        }
    }

    /// One white texel with its border (never read: the surface is uniform).
    nonisolated(unsafe) static let whiteTexels: UnsafeMutablePointer<UInt32> = {
        let p = UnsafeMutablePointer<UInt32>.allocate(capacity: 9)
        p.initialize(repeating: 0xFFFF_FFFF, count: 9)
        return p
    }()
    static var whiteSurface: Surface { Surface(texels: whiteTexels + 4, textureWidth: 1, textureHeight: 1, textureStride: 3, uniformTexel: 0xFFFF_FFFF,
                                      opacity: 1, shade: .none, cullBack: false, blends: false, faceBase: 0) }
}
