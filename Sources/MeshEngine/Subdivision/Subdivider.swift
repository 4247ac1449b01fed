/// The result of subdividing a mesh transform: a plain quad mesh (zero weights) plus, per
/// output face, the control face it came from.
public struct SubdividedMesh: Sendable {
    public var vertices: [Vertex]
    public var faces: [Face]
    /// `sourceFace[k]` is the index of the control face output face `k` lies in.
    public var sourceFace: [Int]
    /// Steps actually applied.
    public var steps: Int
    /// The output as a row-major lattice, when it was refined as a regular grid
    /// (``GridRefiner``); nil from the general rules.
    public var lattice: SubdivisionLattice?

    public init(vertices: [Vertex] = [], faces: [Face] = [], sourceFace: [Int] = [], steps: Int = 0,
                lattice: SubdivisionLattice? = nil) {
        self.vertices = vertices
        self.faces = faces
        self.sourceFace = sourceFace
        self.steps = steps
        self.lattice = lattice
    }
}

/// Catmull–Clark subdivision of quad control meshes, with reusable buffers.
///
/// Core Animation's scheme is unpublished; the seeds establish that it is approximating (the
/// surface does not pass through displaced vertices) and that N steps split every edge into 2ᴺ.
/// Catmull–Clark has both properties and on a regular grid is the uniform bicubic B-spline
/// (see ``CatmullClarkRules`` for the rules and ``Face/w`` for meshplay's meaning of weights,
/// which is not Core Animation's). Faces whose indices are out of range, that name fewer than
/// three distinct vertices, or that touch a NaN or infinite value are skipped. A face with a
/// repeated neighbouring corner (`[0 1 2 2]`) is refined as a triangle, into three quads.
///
/// Meshes laid out as an identity grid (``RegularGrid``) are refined separably by
/// ``GridRefiner``, which gives the same vertices (up to rounding) and the same faces in the
/// same order, without building topology.
///
/// Output: control vertex `v` keeps index `v` (as its refined position) at every step, and the
/// (2ᴺ)² children of a control quad are contiguous, row-major in the quad's own top-left to
/// bottom-right order, each keeping the parent's corner order. One `Subdivider` keeps its
/// working buffers between calls; when the caller has let go of the previous result, its
/// arrays are reused too, so a warm render loop does not allocate.
public final class Subdivider {
    /// Default memory budget for one subdivided mesh, working buffers included.
    public static let defaultBudgetBytes = 256 << 20

    private var levels = [SubdivisionTopology(), SubdivisionTopology()]
    private var points: [[SubdivisionPoint]] = [[], []]
    private var rules = CatmullClarkRules()
    private var cornerWeights: [SIMD4<Double>] = []
    private var vertices: [Vertex] = []
    private var faces: [Face] = []
    private var sourceFace: [Int] = []
    private var gridRefiner = GridRefiner()
    /// Whether regular grids take the separable path.
    let usesSeparableGrids: Bool
    /// Checked between steps: a requested interruption makes ``subdivide(_:steps:budgetBytes:)``
    /// throw ``MeshError/interrupted``.
    public var interruption: Interruption?

    /// A subdivider; `separableGrids: false` refines every mesh by the general rules (for
    /// comparisons: tests and the bench).
    public init(separableGrids: Bool = true) {
        usesSeparableGrids = separableGrids
    }

    /// The largest step count (≥ 0) whose output fits `budgetBytes` for a mesh of `faceCount`
    /// quads, from an upper bound that assumes no face shares a vertex: ``subdivide(_:steps:budgetBytes:)``
    /// does not throw for that many steps on a mesh whose vertices are all used by its faces.
    public static func maxSteps(faceCount: Int, budgetBytes: Int = defaultBudgetBytes) -> Int {
        var steps = 0
        // Past 4^30 faces nothing fits; the cap keeps the loop finite for a face count of 0.
        while steps < 30 && SubdivisionBudget.upperBound(faces: faceCount, steps: steps + 1) <= Double(budgetBytes) {
            steps += 1
        }
        return steps
    }

    /// Bytes that `steps` steps of `faceCount` quads may take at most: the bound ``maxSteps(faceCount:budgetBytes:)``
    /// compares with the budget, for messages. Constant time for any step count (infinite when absurd).
    public static func estimatedBytes(faceCount: Int, steps: Int) -> Double {
        SubdivisionBudget.upperBound(faces: faceCount, steps: steps)
    }

    /// Subdivides `mesh` by `steps` steps (negative counts as 0), throwing
    /// ``MeshError/subdivisionTooLarge(steps:faces:budgetBytes:)`` before allocating anything
    /// large when the result and its working buffers would not fit `budgetBytes`.
    /// With 0 steps the vertices are returned as they are, with the renderable faces.
    public func subdivide(_ mesh: MeshTransform, steps: Int, budgetBytes: Int = defaultBudgetBytes) throws -> SubdividedMesh {
        let steps = max(0, steps)
        // The separable path is one pass: it is asked here; the general rules between steps too.
        if steps > 0, interruption.isRequested { throw MeshError.interrupted }
        if steps > 0, usesSeparableGrids, let grid = RegularGrid(mesh) {
            // The same budget as the general path, from the same counts.
            let estimate = SubdivisionBudget.bytes(after: steps, vertices: mesh.vertices.count,
                                                   edges: grid.edgeCount, sides: 4 * mesh.faces.count)
            guard estimate <= Double(budgetBytes) else {
                throw MeshError.subdivisionTooLarge(steps: steps, faces: mesh.faces.count, budgetBytes: budgetBytes)
            }
            let lattice = gridRefiner.refine(grid, mesh, steps: steps, vertices: &vertices, faces: &faces, sourceFace: &sourceFace)
            return SubdividedMesh(vertices: vertices, faces: faces, sourceFace: sourceFace, steps: steps, lattice: lattice)
        }
        loadControlLevel(mesh)
        // Without faces there is nothing to refine (and no reason to loop `steps` times).
        if steps == 0 || levels[0].faceCount == 0 { return controlResult(mesh) }

        levels[0].buildControlEdges()
        let estimate = SubdivisionBudget.bytes(after: steps, vertices: levels[0].vertexCount,
                                               edges: levels[0].edgeCount, sides: levels[0].sideCount)
        guard estimate <= Double(budgetBytes) else {
            throw MeshError.subdivisionTooLarge(steps: steps, faces: mesh.faces.count, budgetBytes: budgetBytes)
        }

        points[0].removeAll(keepingCapacity: true)
        points[0].append(contentsOf: mesh.vertices.lazy.map {
            SubdivisionPoint($0.from.x, $0.from.y, $0.to.x, $0.to.y, $0.to.z, 0, 0, 0)
        })
        var current = 0
        for step in 0..<steps {
            if interruption.isRequested { throw MeshError.interrupted }
            let next = 1 - current
            rules.step(levels[current], points[current], into: &points[next], cornerWeights: step == 0 ? cornerWeights : nil)
            levels[current].refine(into: &levels[next], controlLevel: step == 0)
            current = next
        }
        return result(from: current, steps: steps)
    }

    /// Puts the renderable control faces into level 0, with their corner weights `1 + w`.
    private func loadControlLevel(_ mesh: MeshTransform) {
        let count = mesh.vertices.count
        levels[0].removeAll(vertexCount: count)
        cornerWeights.removeAll(keepingCapacity: true)
        for (index, face) in mesh.faces.enumerated() {
            guard let (corners, sides, weights) = Subdivider.controlCorners(face, vertices: mesh.vertices) else { continue }
            levels[0].appendControlFace(corners, sides: sides, source: index)
            cornerWeights.append(1 + weights)
        }
    }

    /// The face's corners with neighbouring repeats removed (cyclically), or nil when the face
    /// cannot be refined: an index out of range, a non-finite vertex or weight, or fewer than
    /// three distinct corners.
    static func controlCorners(_ face: Face, vertices: [Vertex]) -> (SIMD4<Int32>, Int, SIMD4<Double>)? {
        var corners = SIMD4<Int32>.zero, weights = SIMD4<Double>.zero, n = 0
        for k in 0..<4 {
            let index = face.indices[k], w = face.w[k]
            guard vertices.indices.contains(index), vertices[index].isFinite, w.isFinite else { return nil }
            if n > 0 && Int(corners[n - 1]) == index { continue }
            corners[n] = Int32(index)
            weights[n] = max(-0.99, w)
            n += 1
        }
        if n > 1 && corners[n - 1] == corners[0] { n -= 1 }
        guard n >= 3 else { return nil }
        // Neighbours differ now, so a quad names two vertices only as [a b a b].
        if n == 4 && corners[0] == corners[2] && corners[1] == corners[3] { return nil }
        return (corners, n, weights)
    }

    private func controlResult(_ mesh: MeshTransform) -> SubdividedMesh {
        gridRefiner.forgetTopology()
        faces.removeAll(keepingCapacity: true)
        sourceFace.removeAll(keepingCapacity: true)
        for k in 0..<levels[0].faceCount {
            let index = Int(levels[0].faces[k].source)
            faces.append(Face(indices: mesh.faces[index].indices))
            sourceFace.append(index)
        }
        return SubdividedMesh(vertices: mesh.vertices, faces: faces, sourceFace: sourceFace, steps: 0)
    }

    private func result(from level: Int, steps: Int) -> SubdividedMesh {
        let t = levels[level]
        gridRefiner.forgetTopology()
        vertices.removeAll(keepingCapacity: true)
        vertices.append(contentsOf: points[level].lazy.map {
            Vertex(from: Point2D($0[0], $0[1]), to: Point3D($0[2], $0[3], $0[4]))
        })
        faces.removeAll(keepingCapacity: true)
        faces.append(contentsOf: t.faces.lazy.map { Face(indices: SIMD4<Int>(truncatingIfNeeded: $0.corners)) })
        sourceFace.removeAll(keepingCapacity: true)
        sourceFace.append(contentsOf: t.faces.lazy.map { Int($0.source) })
        return SubdividedMesh(vertices: vertices, faces: faces, sourceFace: sourceFace, steps: steps)
    }
}
