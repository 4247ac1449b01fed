extension Renderer {
    /// Onion skin: blends `scene`'s control wireframes (another frame of the same scene) over
    /// the last render with its framing, faintly, so the motion around the current frame shows.
    public func drawGhost(_ scene: Scene, color: Color, alpha: Double) {
        guard let f = framing, f.outputWidth > 0, f.outputHeight > 0 else { return }
        let k = Double(f.supersample)
        for (index, layer) in scene.layers.enumerated() where scene.drawsContent(index) {
            guard let mesh = layer.mesh else { continue }
            let w = layer.size.width, h = layer.size.height
            let zScale = mesh.depthNormalization.scale(width: w, height: h)
            let m = clipTransform(forLayer: index, of: scene, framing: f)
            func point(_ i: Int) -> SIMD2<Double>? {
                guard i >= 0, i < mesh.vertices.count else { return nil }
                let t = mesh.vertices[i].to
                let c = m.apply(Point3D(t.x * w, t.y * h, t.z * zScale))
                return c.w >= Renderer.nearW ? SIMD2(c.x / c.w / k, c.y / c.w / k) : nil
            }
            for face in mesh.faces {
                for c in 0..<4 {
                    guard let a = point(face.indices[c]), let b = point(face.indices[(c + 1) & 3]) else { continue }
                    image.blendLine(from: a, to: b, color: color, alpha: alpha)
                }
            }
        }
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
