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
    /// apart (edges about 4 pixels long or less) is thinned so that the ghost stays a
    /// wireframe instead of a tint over the whole picture: where its `from` values form a
    /// regular grid, every m-th row and column of it (lines about 8 pixels apart), and always
    /// the edges along the unit square's border.
    public func drawGhost(_ scene: Scene, color: Color, alpha: Double) {
        guard let f = framing, f.outputWidth > 0, f.outputHeight > 0 else { return }
        let k = Double(f.supersample)
        let count = image.width * image.height
        ghostMask.reserve(count)
        let mask = ghostMask.pointer
        mask.update(repeating: false, count: count)
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
            let dense = extent.isFinite && extent / Double(mesh.faces.count).squareRoot() <= 4
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
        image.blend(mask, color: color, alpha: alpha)
    }

    /// The deformation ramp: 0 → blue, then green, yellow and red at `amount` ≥ 1.
    static func deformationColor(_ amount: Double) -> Color {
        let t = Swift.min(Swift.max(amount.isFinite ? amount : 1, 0), 1) * 3
        let i = Swift.min(Int(t), 2), u = t - Double(i)
        let a = deformationStops[i], b = deformationStops[i + 1]
        return Color(r: UInt8(a.0 + (b.0 - a.0) * u), g: UInt8(a.1 + (b.1 - a.1) * u), b: UInt8(a.2 + (b.2 - a.2) * u))
    }

    private static let deformationStops: [(Double, Double, Double)] = [(60, 110, 255), (40, 210, 90), (250, 220, 40), (255, 50, 40)]

    /// Distance of a vertex from its identity position, in units of the layer.
    @inline(__always)
    static func deformation(_ v: Vertex) -> Double {
        let dx = v.to.x - v.from.x, dy = v.to.y - v.from.y, dz = v.to.z
        return (dx * dx + dy * dy + dz * dz).squareRoot()
    }

    /// The control wireframe and vertex dots coloured by deformation, scaled so the most
    /// deformed vertex of the layer is red (a flat identity mesh stays blue).
    func drawDeformation(_ mesh: MeshTransform, points p: UnsafeMutablePointer<SIMD2<Double>>, count n: Int) {
        var most = 0.0
        for v in mesh.vertices where v.isFinite { most = Swift.max(most, Renderer.deformation(v)) }
        let scale = most > 1e-9 ? 1 / most : 0
        for face in mesh.faces {
            let i = face.indices
            guard (0..<4).allSatisfy({ i[$0] >= 0 && i[$0] < n && i[$0] < mesh.vertices.count }) else { continue }
            for c in 0..<4 {
                let a = i[c], b = i[(c + 1) & 3]
                let amount = (Renderer.deformation(mesh.vertices[a]) + Renderer.deformation(mesh.vertices[b])) / 2 * scale
                image.drawLine(from: p[a], to: p[b], color: Renderer.deformationColor(amount), ink: true)
            }
        }
        for v in 0..<Swift.min(n, mesh.vertices.count) {
            image.drawDot(at: p[v], radius: 2, color: Renderer.outlineColor)
            image.drawDot(at: p[v], radius: 1, color: Renderer.deformationColor(Renderer.deformation(mesh.vertices[v]) * scale), ink: true)
        }
    }
}

/// The grid lines a dense ghost keeps along one axis of `from`: when the values are the
/// `n + 1` evenly spaced steps of a grid, every `stride`-th one, about 8 pixels apart.
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
        stride = Swift.max(1, Int((8 / Swift.max(extent / Double(n), 1e-9)).rounded(.up)))
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
