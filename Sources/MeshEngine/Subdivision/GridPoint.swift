/// A lattice point of ``GridRefiner``: a vertex's `from` and `to` (x, y) as two pairs and its
/// `to.z`, the five numbers the refinement moves. ``SubdivisionPoint`` holds them in eight
/// lanes, three of them zero, which SSE2 works on as four pairs; this is three operations
/// per rule instead of four, with the same operations on each number, so the same bits.
struct GridPoint {
    var from: SIMD2<Double>
    var toXY: SIMD2<Double>
    var toZ: Double

    static let zero = GridPoint(from: .zero, toXY: .zero, toZ: 0)

    /// Vertex `v`'s numbers.
    @inline(__always)
    init(_ v: Vertex) {
        self.init(from: SIMD2(v.from.x, v.from.y), toXY: SIMD2(v.to.x, v.to.y), toZ: v.to.z)
    }

    @inline(__always)
    init(from: SIMD2<Double>, toXY: SIMD2<Double>, toZ: Double) {
        self.from = from
        self.toXY = toXY
        self.toZ = toZ
    }

    /// The vertex at this point.
    @inline(__always)
    var vertex: Vertex { Vertex(from: Point2D(from.x, from.y), to: Point3D(toXY.x, toXY.y, toZ)) }

    @inline(__always)
    static func + (a: GridPoint, b: GridPoint) -> GridPoint {
        GridPoint(from: a.from + b.from, toXY: a.toXY + b.toXY, toZ: a.toZ + b.toZ)
    }

    @inline(__always)
    static func * (a: GridPoint, s: Double) -> GridPoint {
        GridPoint(from: a.from * s, toXY: a.toXY * s, toZ: a.toZ * s)
    }

    @inline(__always)
    static func * (s: Double, a: GridPoint) -> GridPoint {
        GridPoint(from: s * a.from, toXY: s * a.toXY, toZ: s * a.toZ)
    }
}
