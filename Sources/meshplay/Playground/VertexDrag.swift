import MeshEngine
import MeshScript

/// A vertex being dragged with the mouse: its `to` follows the pointer in the screen plane,
/// through the inverse of the projection's local 2×2 Jacobian at the drag's start.
///
/// Everything here reads the frame on screen (``RenderedFrame``), so it needs no terminal.
struct VertexDrag {
    var layer: Int
    var vertex: Int
    var startTo: Point3D
    var startX: Int
    var startY: Int
    /// Unit-coordinate change per output pixel: (dx/dpx, dx/dpy, dy/dpx, dy/dpy).
    var inverse: (Double, Double, Double, Double)
    /// Whether the pointer has moved the vertex (``move(x:y:)``); a click does not.
    private(set) var moved = false

    /// How near the pointer (in pixels) a drawn vertex must be to be grabbed.
    static let reach = 3.0

    /// The vertex drawn nearest pixel (`x`, `y`) of the model's last frame, if within ``reach``
    /// and the projection there can be inverted. Vertices sit on layer corners, so this looks
    /// past the hit test, which may say "background" there.
    init?(model: PlaygroundModel, x: Int, y: Int, reach: Double = VertexDrag.reach) {
        self.init(frame: model.onScreen, x: x, y: y, reach: reach)
    }

    /// The vertex of `frame` nearest pixel (`x`, `y`), read from where the frame drew it.
    init?(frame: RenderedFrame, x: Int, y: Int, reach: Double = VertexDrag.reach) {
        let scene = frame.scene
        let pointer = Point2D(Double(x), Double(y) + 0.5)
        var best: (layer: Int, index: Int, distance: Double)?
        for (l, layer) in scene.layers.enumerated() {
            guard let mesh = layer.mesh else { continue }
            for i in mesh.vertices.indices {
                guard let p = frame.projectedVertex(layer: l, index: i) else { continue }
                let d = ((p.x - pointer.x) * (p.x - pointer.x) + (p.y - pointer.y) * (p.y - pointer.y)).squareRoot()
                if d < (best?.distance ?? reach) { best = (l, i, d) }
            }
        }
        guard let best, let mesh = scene.layers[best.layer].mesh else { return nil }
        let to = mesh.vertices[best.index].to
        let epsilon = 0.01
        guard let p0 = frame.project(to, inLayer: best.layer),
              let px = frame.project(Point3D(to.x + epsilon, to.y, to.z), inLayer: best.layer),
              let py = frame.project(Point3D(to.x, to.y + epsilon, to.z), inLayer: best.layer) else { return nil }
        let (a, c) = ((px.x - p0.x) / epsilon, (px.y - p0.y) / epsilon)
        let (b, d) = ((py.x - p0.x) / epsilon, (py.y - p0.y) / epsilon)
        let determinant = a * d - b * c
        guard abs(determinant) > 1e-9 else { return nil }
        self.init(layer: best.layer, vertex: best.index, startTo: to, startX: x, startY: y,
                  inverse: (d / determinant, -b / determinant, -c / determinant, a / determinant))
    }

    private init(layer: Int, vertex: Int, startTo: Point3D, startX: Int, startY: Int, inverse: (Double, Double, Double, Double)) {
        self.layer = layer
        self.vertex = vertex
        self.startTo = startTo
        self.startX = startX
        self.startY = startY
        self.inverse = inverse
    }

    /// The commands that select the grabbed vertex (and its layer, when another is selected).
    func selectCommands(selectedLayer: Int) -> [String] {
        (selectedLayer == layer ? [] : ["layer select \(layer)"]) + ["select vertex \(vertex)"]
    }

    /// The command that puts the vertex under the pointer at pixel (`x`, `y`), in its screen plane.
    func command(x: Int, y: Int) -> String {
        let (dx, dy) = (Double(x - startX), Double(y - startY))
        let m = inverse
        let to = Point3D(startTo.x + m.0 * dx + m.1 * dy, startTo.y + m.2 * dx + m.3 * dy, startTo.z)
        let n = ViewportKeys.number
        return "vertex \(vertex) to \(n(to.x)) \(n(to.y)) \(n(to.z))"
    }

    /// ``command(x:y:)`` for a motion event of the drag, noting that the vertex moved.
    mutating func move(x: Int, y: Int) -> String {
        moved = true
        return command(x: x, y: y)
    }

    /// The one line logged when the drag ends, e.g. `vertex 12 to (0.52, 0.61, 0.04)`; nil when
    /// the vertex did not move: a click, even while an animation moves it.
    func releaseLine(in session: Session) -> String? {
        guard moved, session.state.scene.layers.indices.contains(layer),
              let mesh = session.state.scene.layers[layer].mesh, mesh.vertices.indices.contains(vertex) else { return nil }
        let to = mesh.vertices[vertex].to
        guard to != startTo else { return nil }
        let n = ViewportKeys.number
        return "vertex \(vertex) to (\(n(to.x)), \(n(to.y)), \(n(to.z)))"
    }
}
