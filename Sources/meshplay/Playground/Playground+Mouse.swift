import CNcursesw
import MeshEngine

/// A vertex being dragged with the mouse: its `to` follows the pointer in the screen plane,
/// through the inverse of the projection's local 2×2 Jacobian at the drag's start.
struct VertexDrag {
    var vertex: Int
    var startTo: Point3D
    var startX: Int
    var startY: Int
    /// Unit-coordinate change per output pixel: (dx/dpx, dx/dpy, dy/dpx, dy/dpy).
    var inverse: (Double, Double, Double, Double)
}

extension Playground {
    /// Clicks pick (layer, face, triangle, from) under the pointer, a press near a vertex starts
    /// dragging it, the wheel zooms; clicks on the panel focus the REPL.
    func handleMouse() {
        guard let event = screen.mouseEvent(), !layout.tooSmall else { return }
        let state = event.bstate
        let row = Int(event.y), column = Int(event.x)
        let viewport = layout.viewport
        let inViewport = viewport.contains(row: row, column: column)
        // Pixel under the pointer: a cell covers two pixel rows; take the upper one.
        let x = column - viewport.column, y = (row - viewport.row) * 2
        if state & meshplay_button4_pressed() != 0 {
            run(command: ViewportKeys.zoom(model.view.zoom * ViewportKeys.zoomFactor))
        } else if state & meshplay_button5_pressed() != 0 {
            run(command: ViewportKeys.zoom(model.view.zoom / ViewportKeys.zoomFactor))
        } else if state & (meshplay_button1_pressed() | meshplay_button1_clicked()) != 0 {
            guard inViewport else { focus = .repl; chromeDirty = true; return }
            focus = .viewport
            press(x: x, y: y)
        } else if state & meshplay_report_mouse_position() != 0, let drag {
            move(drag, x: x, y: y)
        }
        if state & meshplay_button1_released() != 0 { drag = nil }
        chromeDirty = true
    }

    private func press(x: Int, y: Int) {
        drag = nil
        let renderer = model.renderer
        let scene = model.session.frameScene
        if let hit = renderer.hitTest(x: x, y: y) {
            let name = scene.layers.indices.contains(hit.layer) ? scene.layers[hit.layer].name : "?"
            log.append("pick \(x) \(y): layer \(hit.layer) (\(name)), face \(hit.face), triangle \(hit.triangle), "
                       + "from (\(ViewportKeys.number(hit.from.x)), \(ViewportKeys.number(hit.from.y)))", kind: .output)
        } else {
            log.append("pick \(x) \(y): the background", kind: .output)
        }
        // The vertex drawn nearest the pointer, if within a few pixels, starts a drag; vertices
        // sit on layer corners, so this looks past the hit test, which may say "background".
        let pointer = Point2D(Double(x), Double(y) + 0.5)
        var best: (layer: Int, index: Int, distance: Double)?
        for (l, layer) in scene.layers.enumerated() {
            guard let mesh = layer.mesh else { continue }
            for (i, v) in mesh.vertices.enumerated() {
                guard let p = renderer.project(v.to, inLayer: l, of: scene) else { continue }
                let d = distance(p, pointer)
                if d < (best?.distance ?? 3) { best = (l, i, d) }
            }
        }
        guard let best, let mesh = scene.layers[best.layer].mesh else { return }
        let to = mesh.vertices[best.index].to
        let epsilon = 0.01
        guard let p0 = renderer.project(to, inLayer: best.layer, of: scene),
              let px = renderer.project(Point3D(to.x + epsilon, to.y, to.z), inLayer: best.layer, of: scene),
              let py = renderer.project(Point3D(to.x, to.y + epsilon, to.z), inLayer: best.layer, of: scene) else { return }
        let (a, c) = ((px.x - p0.x) / epsilon, (px.y - p0.y) / epsilon)
        let (b, d) = ((py.x - p0.x) / epsilon, (py.y - p0.y) / epsilon)
        let determinant = a * d - b * c
        guard abs(determinant) > 1e-9 else { return }
        if model.session.state.selectedLayer != best.layer { run(command: "layer select \(best.layer)") }
        run(command: "select vertex \(best.index)")
        drag = VertexDrag(vertex: best.index, startTo: to, startX: x, startY: y,
                          inverse: (d / determinant, -b / determinant, -c / determinant, a / determinant))
    }

    private func move(_ drag: VertexDrag, x: Int, y: Int) {
        let (dx, dy) = (Double(x - drag.startX), Double(y - drag.startY))
        let m = drag.inverse
        let to = Point3D(drag.startTo.x + m.0 * dx + m.1 * dy, drag.startTo.y + m.2 * dx + m.3 * dy, drag.startTo.z)
        let n = ViewportKeys.number
        run(command: "vertex \(drag.vertex) to \(n(to.x)) \(n(to.y)) \(n(to.z))", echo: false)
    }

    private func distance(_ a: Point2D, _ b: Point2D) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
