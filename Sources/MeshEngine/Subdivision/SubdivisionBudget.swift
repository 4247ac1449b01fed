/// How much memory a subdivision takes, estimated before anything large is allocated, so a
/// step count like the article's 20 (which rebooted iPhones) becomes an error instead of an
/// out-of-memory. Counts are doubles so absurd step counts cannot overflow.
enum SubdivisionBudget {
    /// Vertex, edge and face counts of one level.
    struct Counts {
        var vertices: Double
        var edges: Double
        var faces: Double

        /// The counts after one more Catmull–Clark step, given the level's total side count.
        func refined(sides: Double) -> Counts {
            Counts(vertices: vertices + edges + faces, edges: 2 * edges + sides, faces: sides)
        }

        /// An upper bound for `faces` control quads after `steps` steps, as if no two shared a vertex.
        static func unshared(faces: Double, steps: Int) -> Counts {
            // 2^steps as a double: O(1) for any step count, infinite past 2^1023 (a shift would wrap to 0).
            let side = Double(sign: .plus, exponent: max(0, steps), significand: 1)
            return Counts(vertices: faces * (side + 1) * (side + 1), edges: faces * 2 * side * (side + 1), faces: faces * side * side)
        }
    }

    private static let point = Double(MemoryLayout<SubdivisionPoint>.stride)
    /// Output vertex plus its working position.
    private static let perFinalVertex = Double(MemoryLayout<Vertex>.stride) + point
    /// Output face and source index plus the finest level's connectivity.
    private static let perFinalFace = Double(MemoryLayout<Face>.stride + MemoryLayout<Int>.stride) + perLevelFace
    /// The previous level's position and the rules' sums and counts around it.
    private static let perPreviousVertex = 4 * point + 3 * Double(MemoryLayout<Int32>.stride)
    private static let perLevelFace = Double(MemoryLayout<TopologyFace>.stride)
    /// The edge record plus its endpoint weights on the control level.
    private static let perLevelEdge = Double(MemoryLayout<TopologyEdge>.stride + MemoryLayout<SIMD2<Double>>.stride)

    /// Bytes for the finest level `final` while it is built from `previous`.
    static func bytes(final: Counts, previous: Counts) -> Double {
        final.vertices * perFinalVertex + final.faces * perFinalFace + final.edges * perLevelEdge
            + previous.vertices * perPreviousVertex + previous.faces * perLevelFace + previous.edges * perLevelEdge
    }

    /// Bytes for `steps` (≥ 1) steps of a control level with these counts (at least one side);
    /// infinite when a count would not fit the 32-bit indices the levels use.
    static func bytes(after steps: Int, vertices: Int, edges: Int, sides: Int) -> Double {
        var previous = Counts(vertices: Double(vertices), edges: Double(edges), faces: 0)
        var level = previous.refined(sides: Double(sides))
        for _ in 1..<max(1, steps) {
            previous = level
            level = level.refined(sides: 4 * level.faces)
            if 4 * level.faces > Double(Int32.max) { return .infinity }
        }
        if max(level.vertices, level.edges, 4 * level.faces) > Double(Int32.max) { return .infinity }
        return bytes(final: level, previous: previous)
    }

    /// Bytes for `faces` control quads after `steps` steps, from ``Counts/unshared(faces:steps:)``.
    static func upperBound(faces: Int, steps: Int) -> Double {
        let f = Double(max(0, faces))
        guard steps > 0 else { return bytes(final: .unshared(faces: f, steps: 0), previous: Counts(vertices: 0, edges: 0, faces: 0)) }
        return bytes(final: .unshared(faces: f, steps: steps), previous: .unshared(faces: f, steps: steps - 1))
    }
}
