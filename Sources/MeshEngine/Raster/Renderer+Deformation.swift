import Foundation

extension Renderer {
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

    /// The largest deformation of any control vertex in the scene: the one scale every layer is
    /// coloured by, so the legend's number holds for the whole picture.
    func mostDeformation(of scene: Scene) -> Double {
        var most = 0.0
        for layer in scene.layers {
            for v in (layer.mesh ?? Renderer.identityQuad).vertices where v.isFinite { most = Swift.max(most, Renderer.deformation(v)) }
        }
        return most
    }

    /// Vertex dots are left out when the mesh's vertices are this many pixels apart or less: at
    /// terminal resolution a 12×18 grid's 5-pixel-wide dots touched and covered the whole flag;
    /// the coloured edges still carry every vertex's colour.
    static let deformationDotSpacing = 6.0

    /// The control wireframe coloured by deformation, scaled so the most deformed vertex of the
    /// picture (`most`) is red (a flat identity mesh stays blue), and the vertex dots where they
    /// stand apart.
    func drawDeformation(_ mesh: MeshTransform, points p: UnsafeMutablePointer<SIMD2<Double>>, count n: Int, most: Double) {
        let scale = most > 1e-9 ? 1 / most : 0
        var low = SIMD2(Double.infinity, .infinity), high = -low
        for face in mesh.faces {
            let i = face.indices
            guard (0..<4).allSatisfy({ i[$0] >= 0 && i[$0] < n && i[$0] < mesh.vertices.count }) else { continue }
            for c in 0..<4 {
                let a = i[c], b = i[(c + 1) & 3]
                let amount = (Renderer.deformation(mesh.vertices[a]) + Renderer.deformation(mesh.vertices[b])) / 2 * scale
                image.drawLine(from: p[a], to: p[b], color: Renderer.deformationColor(amount), ink: true)
            }
        }
        let count = Swift.min(n, mesh.vertices.count)
        for v in 0..<count where p[v].x.isFinite && p[v].y.isFinite {
            low = pointwiseMin(low, p[v])
            high = pointwiseMax(high, p[v])
        }
        let extent = Swift.max(high.x - low.x, high.y - low.y)
        let spacing = extent / Swift.max(1, Double(mesh.faces.count).squareRoot())
        guard mesh.faces.isEmpty || spacing > Renderer.deformationDotSpacing else { return }
        for v in 0..<count {
            image.drawDot(at: p[v], radius: 2, color: Renderer.outlineColor)
            image.drawDot(at: p[v], radius: 1, color: Renderer.deformationColor(Renderer.deformation(mesh.vertices[v]) * scale), ink: true)
        }
    }

    /// The ramp's legend in the picture's lower left corner: "0", the colours, and the distance
    /// red stands for, in units of the layer's size (the distance `vertex show` gives). Left out
    /// where the picture is too small to hold it.
    func drawDeformationLegend(most: Double) {
        let font = BitmapFont.standard
        let high = Renderer.legendNumber(most)
        let ramp = 16, margin = 1
        let width = font.width(of: "0") + 2 + ramp + 2 + font.width(of: high) + 2 * margin
        let height = font.glyphHeight + 2 * margin
        guard image.width >= width + 2, image.height >= height + 2 else { return }
        let x = 1, y = image.height - height - 1
        // A black plate under the legend, so it reads on any content.
        for row in y..<(y + height) {
            for column in x..<(x + width) {
                image.pixels[row * image.width + column] = Renderer.outlineColor.packed
                image.ink.set(row * image.width + column, false, pixelCount: image.pixels.count)
            }
        }
        var pen = x + margin
        font.draw("0", into: &image, x: pen, y: y + margin, color: Renderer.indexColor, ink: true)
        pen += font.width(of: "0") + 2
        let barTop = y + margin + 2, barRows = Swift.max(1, font.glyphHeight - 4)
        for k in 0..<ramp {
            let color = Renderer.deformationColor(Double(k) / Double(ramp - 1)).packed
            for row in barTop..<(barTop + barRows) {
                image.pixels[row * image.width + pen + k] = color
                image.ink.set(row * image.width + pen + k, true, pixelCount: image.pixels.count)
            }
        }
        pen += ramp + 2
        font.draw(high, into: &image, x: pen, y: y + margin, color: Renderer.indexColor, ink: true)
    }

    /// A distance for the legend in two significant digits, without a trailing zero ("0.12",
    /// "1.5", "0.003"); "0" for none.
    static func legendNumber(_ value: Double) -> String {
        guard value.isFinite, value > 1e-9 else { return "0" }
        let digits = Swift.max(0, 1 - Int(log10(value).rounded(.down)))
        var text = String(format: "%.\(digits)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }
}
