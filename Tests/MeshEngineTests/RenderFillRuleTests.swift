import Testing
@testable import MeshEngine

/// The top-left fill rule: triangles sharing edges cover every sample exactly once, with no
/// cracks and no double coverage, even when edges run exactly through sample centres.
struct RenderFillRuleTests {
    /// A closed fan around `centre` whose rim encloses the whole target.
    func fan(centre: (Double, Double), rim: [(Double, Double)], reversed: Bool = false) -> [[(Double, Double)]] {
        rim.indices.map { k in
            let a = rim[k], b = rim[(k + 1) % rim.count]
            return reversed ? [centre, b, a] : [centre, a, b]
        }
    }

    /// Draws the triangles and counts, per sample, how many of them covered it.
    func coverage(_ triangles: [[(Double, Double)]], width: Int, height: Int) -> [Int] {
        let n = width * height
        let color = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
        let depth = UnsafeMutablePointer<Float>.allocate(capacity: n)
        let hit = UnsafeMutablePointer<Int32>.allocate(capacity: n)
        let uv = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
        let z = UnsafeMutablePointer<Float>.allocate(capacity: n)
        let texel = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
        defer { color.deallocate(); depth.deallocate(); hit.deallocate(); uv.deallocate(); z.deallocate(); texel.deallocate() }
        texel.pointee = 0xFFFF_FFFF
        depth.update(repeating: -.infinity, count: n)
        hit.update(repeating: -1, count: n)
        var r = Rasterizer(width: width, height: height, color: color, depth: depth, hitFace: hit, hitUV: uv, hitDepth: z)
        let surface = Surface(texels: UnsafePointer(texel), textureWidth: 1, textureHeight: 1, textureStride: 3, uniformTexel: 0xFFFF_FFFF, opacity: 1,
                              shade: .none, cullBack: false, blends: false, faceBase: 0)
        var counts = [Int](repeating: 0, count: n)
        for (k, t) in triangles.enumerated() {
            let v = t.map { RenderTestSupport.vertex($0.0, $0.1) }
            r.draw(v[0], v[1], v[2], surface: surface, face: Int32(k), triangle: 0, patch: nil)
            for i in 0..<n where hit[i] >= 0 && HitCode.face(hit[i]) == k {
                counts[i] += 1
                hit[i] = -1
            }
        }
        return counts
    }

    static let rimThroughCentres: [(Double, Double)] = [
        (-4.5, -3.5), (8.5, -3.5), (20.5, -3.5), (33.5, -3.5), (33.5, 7.5), (33.5, 11.5), (33.5, 26.5),
        (20.5, 26.5), (12.5, 26.5), (-4.5, 26.5), (-4.5, 11.5),
    ]

    static let rimSubpixel: [(Double, Double)] = [
        (-3.1, -2.7), (5.37, -4.01), (17.93, -3.3), (31.2, -2.2), (32.9, 6.66), (33.7, 19.3), (29.1, 27.8),
        (14.44, 25.9), (3.3, 28.1), (-3.9, 21.7), (-2.5, 9.13),
    ]

    @Test(arguments: [(10.5, 11.5), (13.37, 9.71), (20.0, 8.0)])
    func fanThroughSampleCentresCoversEverySampleOnce(centre: (Double, Double)) {
        let counts = coverage(fan(centre: centre, rim: Self.rimThroughCentres), width: 29, height: 23)
        #expect(counts.allSatisfy { $0 == 1 }, "covered 0×: \(counts.filter { $0 == 0 }.count), 2×+: \(counts.filter { $0 > 1 }.count)")
    }

    @Test func fanWithSubpixelCornersCoversEverySampleOnce() {
        let counts = coverage(fan(centre: (14.21, 10.87), rim: Self.rimSubpixel), width: 29, height: 23)
        #expect(counts.allSatisfy { $0 == 1 })
    }

    @Test func reversedWindingCoversTheSameSamplesOnce() {
        let counts = coverage(fan(centre: (10.5, 11.5), rim: Self.rimThroughCentres, reversed: true), width: 29, height: 23)
        #expect(counts.allSatisfy { $0 == 1 })
    }

    @Test(arguments: [0, 1])
    func gridOfQuadsSplitEitherWayCoversEverySampleOnce(diagonal: Int) {
        // Cells 4 samples wide whose lines run through sample centres, two triangles each.
        var triangles: [[(Double, Double)]] = []
        for cy in 0..<5 {
            for cx in 0..<5 {
                let x0 = Double(cx * 4) - 1.5, y0 = Double(cy * 4) - 1.5
                let q = [(x0, y0), (x0 + 4, y0), (x0 + 4, y0 + 4), (x0, y0 + 4)]
                let split = diagonal == 0 ? [[0, 1, 2], [2, 3, 0]] : [[0, 1, 3], [1, 2, 3]]
                triangles += split.map { $0.map { q[$0] } }
            }
        }
        let counts = coverage(triangles, width: 16, height: 16)
        #expect(counts.allSatisfy { $0 == 1 })
    }
}
