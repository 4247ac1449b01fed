import Testing
@testable import MeshEngine

/// The bands of a large frame are sized to the second-level cache the C library reports.
struct SecondLevelCacheTests {
    @Test(arguments: [
        (524_288, 524_288), (1 << 20, 1 << 20), (64 << 10, 64 << 10), (64 << 20, 64 << 20),
        (0, nil), (-1, nil), (1000, nil), ((64 << 20) + 1, nil),
    ] as [(Int, Int?)])
    func onlyABelievableCacheSizeIsTaken(reported: Int, expected: Int?) {
        #expect(SecondLevelCache.accepted(reported) == expected)
    }

    @Test func anUnreportedCacheIsTaken() {
        #expect(SecondLevelCache.accepted(nil) == nil)
        #expect(SecondLevelCache.bytes >= 64 << 10 && SecondLevelCache.bytes <= 64 << 20)
    }

    /// ripple-100 at 1280×960 on one thread: rows of 1280 samples of 8 bytes, as many as one
    /// second-level cache holds (51 rows of 512 KiB on the Zen 3 core the bands were measured on).
    @Test func aBandIsOneSecondLevelCacheOfColourAndDepth() throws {
        let r = Renderer()
        r.render(RenderSceneTests.ripple(faces: 4, lighting: .unlit), options: RenderOptions(width: 1280, height: 960, supersample: 1))
        let f = try #require(r.framing)
        #expect(r.bandRows(for: f) == Swift.max(8, SecondLevelCache.bytes / (1280 * 8)))
    }
}
