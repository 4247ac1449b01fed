/// One layer's quads as ``Renderer/collectQuads(_:sourceFace:controlMap:skipInvalid:layer:)`` last
/// collected them (corners, control face, subdivided face index), with what they were
/// collected from. An animated layer moves its vertices and keeps its faces (and a subdivided
/// grid keeps its topology, ``GridRefiner``), so the next frame finds the same arrays (the same
/// storage compares at once) and collects nothing. Holding the arrays costs a copy when they
/// are next edited in place.
final class CollectedQuads {
    let corners = ScratchBuffer<SIMD4<Int32>>()
    let control = ScratchBuffer<Int32>()
    let subdivided = ScratchBuffer<Int32>()
    /// Quads in the buffers.
    var count = 0
    private var source: Source?

    /// Everything the quads are a function of.
    struct Source: Equatable {
        var faces: [Face]
        var vertexCount: Int
        var sourceFace: [Int]?
        var controlMap: [Int]?
        var skipInvalid: Bool
    }

    /// Whether the buffers hold the quads of `source`.
    func holds(_ source: Source) -> Bool { self.source == source }

    /// Marks the buffers as holding `count` quads of `source` (nil: of nothing known).
    func filled(_ count: Int, from source: Source?) {
        self.count = count
        self.source = source
    }
}
