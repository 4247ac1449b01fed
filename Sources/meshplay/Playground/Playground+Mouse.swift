import CNcursesw
import MeshEngine

/// A vertex being dragged with the mouse: its `to` follows the pointer in the screen plane.
struct VertexDrag {
    var layer: Int
    var vertex: Int
    var startTo: Point3D
    var startX: Int
    var startY: Int
    /// Output pixels per unit of the layer's x and y (from the framing at the drag's start).
    var pixelsPerUnitX: Double
    var pixelsPerUnitY: Double
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
        guard let hit = model.renderer.hitTest(x: x, y: y) else {
            log.append("pick \(x) \(y): background", kind: .output)
            return
        }
        log.append("pick \(x) \(y): layer \(hit.layer) face \(hit.face) triangle \(hit.triangle) "
                   + "from (\(ViewportKeys.number(hit.from.x)), \(ViewportKeys.number(hit.from.y)))", kind: .output)
        let scene = model.session.state.scene
        guard scene.layers.indices.contains(hit.layer), let mesh = scene.layers[hit.layer].mesh,
              mesh.faces.indices.contains(hit.face) else { return }
        // The face corner whose `from` is nearest the hit point, if the press is close to it.
        let corners = (0..<4).map { mesh.faces[hit.face].indices[$0] }.filter { mesh.vertices.indices.contains($0) }
        guard let nearest = corners.min(by: { distance(mesh.vertices[$0].from, hit.from) < distance(mesh.vertices[$1].from, hit.from) }),
              distance(mesh.vertices[nearest].from, hit.from) < 0.25 else { return }
        if model.session.state.selectedLayer != hit.layer { run(command: "layer select \(hit.layer)") }
        run(command: "select vertex \(nearest)")
        let layer = scene.layers[hit.layer]
        let framed = scene.size.width * (1 + 2 * 0.08)
        let scale = Double(layout.viewport.columns) / max(1, framed) * model.view.zoom
        drag = VertexDrag(layer: hit.layer, vertex: nearest, startTo: mesh.vertices[nearest].to, startX: x, startY: y,
                          pixelsPerUnitX: scale * layer.size.width, pixelsPerUnitY: scale * layer.size.height)
    }

    private func move(_ drag: VertexDrag, x: Int, y: Int) {
        let to = Point3D(drag.startTo.x + Double(x - drag.startX) / max(1e-9, drag.pixelsPerUnitX),
                         drag.startTo.y + Double(y - drag.startY) / max(1e-9, drag.pixelsPerUnitY),
                         drag.startTo.z)
        let n = ViewportKeys.number
        run(command: "vertex \(drag.vertex) to \(n(to.x)) \(n(to.y)) \(n(to.z))", echo: false)
    }

    private func distance(_ a: Point2D, _ b: Point2D) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
