/// An onion-skin ghost: another frame of the scene drawn as a faint wireframe
/// (``Renderer/drawGhost(_:color:alpha:)``).
public struct Ghost {
    public var scene: Scene
    public var color: Color
    public var alpha: Double

    public init(scene: Scene, color: Color, alpha: Double) {
        self.scene = scene
        self.color = color
        self.alpha = alpha
    }
}

extension Renderer {
    /// Onion skin: blends `scene`'s control wireframes (another frame of the same scene) over
    /// the last render with its framing, faintly, so the motion around the current frame shows.
    /// Each pixel the wires reach is tinted once. A mesh too dense for its wires to be told
    /// apart at this size (edges about ``Renderer/ghostDenseEdge`` pixels long or less) is thinned
    /// so that the ghost stays a wireframe instead of a tint over the whole picture: where its
    /// `from` values form a regular grid, every m-th row and column of it (lines about
    /// ``Renderer/ghostLineSpacing`` pixels apart), and always the edges along the unit square's border.
    public func drawGhost(_ scene: Scene, color: Color, alpha: Double) {
        drawGhosts([Ghost(scene: scene, color: color, alpha: alpha)])
    }

    /// Several ghosts, given farthest first (the order they would be painted over each other):
    /// each pixel is tinted once, by the nearest ghost that reaches it, and none where the
    /// `current` frame's own wires (thinned by the same rule) lie: a ghost shows where the mesh
    /// was, and along a part that did not move it would only cover the picture. Tinting each
    /// ghost over the others piled six faint wireframes into one solid tint at terminal
    /// resolution, where the frames around a slow part of the motion draw the same pixels.
    func drawGhosts(_ ghosts: [Ghost], current: Scene? = nil) {
        guard !ghosts.isEmpty, let f = framing, f.outputWidth > 0, f.outputHeight > 0 else { return }
        let count = image.width * image.height
        ghostMask.reserve(count)
        let mask = ghostMask.pointer
        mask.update(repeating: GhostMark.free, count: count)
        if let current {
            markGhost(current, in: mask, framing: f)
            for i in 0..<count where mask[i] == .line { mask[i] = .tinted }
        }
        for ghost in ghosts.reversed() {
            markGhost(ghost.scene, in: mask, framing: f)
            image.blend(mask, color: ghost.color, alpha: ghost.alpha)
        }
    }

    /// Lines a ghost thins to, when its edges are this many pixels long or less: at terminal
    /// resolution a grid of 5-pixel faces, every edge drawn, tints a third of the picture.
    static let ghostDenseEdge = 6.0
    /// About how far apart a thinned ghost's lines are, in pixels.
    static let ghostLineSpacing = 8.0

    /// Marks ``GhostMark/line`` where `scene`'s wires reach a pixel not tinted yet.
    private func markGhost(_ scene: Scene, in mask: UnsafeMutablePointer<GhostMark>, framing f: Framing) {
        let k = Double(f.supersample)
        for (index, layer) in scene.layers.enumerated() where scene.drawsContent(index) {
            guard let mesh = layer.mesh, !mesh.faces.isEmpty else { continue }
            let w = layer.size.width, h = layer.size.height
            let zScale = mesh.depthNormalization.scale(width: w, height: h)
            let m = clipTransform(forLayer: index, of: scene, framing: f)
            let points: [SIMD2<Double>?] = mesh.vertices.map { v in
                let c = m.apply(Point3D(v.to.x * w, v.to.y * h, v.to.z * zScale))
                return c.w >= Renderer.nearW ? SIMD2(c.x / c.w / k, c.y / c.w / k) : nil
            }
            var low = SIMD2(Double.infinity, .infinity), high = -low
            for case let p? in points where p.x.isFinite && p.y.isFinite {
                low = pointwiseMin(low, p)
                high = pointwiseMax(high, p)
            }
            let extent = Swift.max(high.x - low.x, high.y - low.y)
            let dense = extent.isFinite && extent / Double(mesh.faces.count).squareRoot() <= Renderer.ghostDenseEdge
            let columns = dense ? GhostLines(mesh.vertices.map(\.from.x), extent: extent) : nil
            let rows = dense ? GhostLines(mesh.vertices.map(\.from.y), extent: extent) : nil
            func drawn(_ a: Vertex, _ b: Vertex) -> Bool {
                guard dense else { return true }
                func along(_ u: Double, _ v: Double, _ lines: GhostLines?) -> Bool {
                    u == v && (u == 0 || u == 1 || lines?.keeps(u) == true)
                }
                return along(a.from.x, b.from.x, columns) || along(a.from.y, b.from.y, rows)
            }
            for face in mesh.faces {
                for c in 0..<4 {
                    let i = face.indices[c], j = face.indices[(c + 1) & 3]
                    guard points.indices.contains(i), points.indices.contains(j), let a = points[i], let b = points[j],
                          drawn(mesh.vertices[i], mesh.vertices[j]) else { continue }
                    image.markLine(from: a, to: b, in: mask)
                }
            }
        }
    }
}

/// The grid lines a dense ghost keeps along one axis of `from`: when the values are the
/// `n + 1` evenly spaced steps of a grid, every `stride`-th one, about
/// ``Renderer/ghostLineSpacing`` pixels apart.
struct GhostLines {
    let n: Int
    let stride: Int

    /// Nil when the values are not evenly spaced (then only the border is kept).
    init?(_ values: [Double], extent: Double) {
        let distinct = Set(values.filter(\.isFinite)).sorted()
        guard distinct.count >= 2, distinct.count <= 1 << 20 else { return nil }
        let step = (distinct[distinct.count - 1] - distinct[0]) / Double(distinct.count - 1)
        guard step > 0, distinct.indices.allSatisfy({ abs(distinct[$0] - (distinct[0] + Double($0) * step)) <= 1e-9 }) else { return nil }
        n = distinct.count - 1
        stride = Swift.max(1, Int((Renderer.ghostLineSpacing / Swift.max(extent / Double(n), 1e-9)).rounded(.up)))
        origin = distinct[0]
        self.step = step
    }

    private let origin: Double
    private let step: Double

    func keeps(_ u: Double) -> Bool {
        let t = (u - origin) / step
        let i = t.rounded()
        guard abs(t - i) < 1e-6, i >= 0, i <= Double(n) else { return false }
        return Int(i) % stride == 0 || Int(i) == n
    }
}

/// A pixel's state in the onion-skin pass: untouched, reached by the ghost being drawn, or
/// tinted already by a nearer one (which keeps it).
enum GhostMark: UInt8 {
    case free, line, tinted
}
