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

    /// The quads' layout when they are a grid laid out row by row (``QuadGrid``), found
    /// once when they are collected.
    private(set) var grid: QuadGrid?

    /// Marks the buffers as holding `count` quads of `source` (nil: of nothing known).
    func filled(_ count: Int, from source: Source?) {
        self.count = count
        self.source = source
        grid = source.flatMap { QuadGrid(corners: UnsafePointer(corners.pointer), count: count, vertexCount: $0.vertexCount) }
    }
}

/// Quads that form a grid of `rows` × `columns` over (rows + 1) × (columns + 1) vertices
/// numbered row by row, the quads in the same order, each with the corners
/// ``RegularGrid/corners(row:column:columns:)`` gives: what grids, ripples and regular
/// subdivision make, whose normals can then be gathered (``Renderer/gridNormals``).
struct QuadGrid: Equatable {
    let rows: Int
    let columns: Int

    var vertexCount: Int { (rows + 1) * (columns + 1) }

    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }

    /// The layout of `count` quads at `corners` over `vertexCount` vertices, or nil when they
    /// are laid out any other way. Linear in the count; allocates nothing.
    init?(corners: UnsafePointer<SIMD4<Int32>>, count: Int, vertexCount: Int) {
        guard count > 0 else { return nil }
        let columns = Int(corners[0][3]) - 1
        guard columns >= 1, count % columns == 0 else { return nil }
        let rows = count / columns
        guard (rows + 1) * (columns + 1) == vertexCount else { return nil }
        var f = 0
        for row in 0..<rows {
            for column in 0..<columns {
                let expected = RegularGrid.corners(row: row, column: column, columns: columns)
                guard SIMD4<Int>(truncatingIfNeeded: corners[f]) == expected else { return nil }
                f += 1
            }
        }
        self.rows = rows
        self.columns = columns
    }
}
