import MeshEngine

extension Session {
    /// Makes the output size (what `pick`, `render` and `stats` use by default) the host's
    /// viewport of `width` × `height` pixels, the frame on screen; `viewport` commands then
    /// only report it. The size belongs to the host's window, not the history: not an edit, no
    /// undo step, no journal line, not saved.
    public mutating func followViewport(width: Int, height: Int) {
        viewSettings.followsWindow = true
        viewSettings.outputWidth = max(1, width)
        viewSettings.outputHeight = max(1, height)
    }

    mutating func performView(_ command: ViewCommand) throws(ScriptError) -> String {
        switch command {
        case let .overlays(set):
            state.view.overlays = set
            return "overlays: \(SessionState.describe(set))"
        case let .overlay(o, on):
            if on { state.view.overlays.insert(o) } else { state.view.overlays.remove(o) }
            return "overlays: \(SessionState.describe(state.view.overlays))"
        case let .supersample(n):
            state.view.supersample = n
            return "supersample: \(n)×\(n) samples per pixel"
        case let .orbit(yaw, pitch):
            state.view.yawDegrees = yaw
            state.view.pitchDegrees = pitch
            return "orbit: yaw \(yaw.scriptText)°, pitch \(pitch.scriptText)°"
        case let .zoom(z):
            state.view.zoom = z
            return "zoom: \(z.scriptText)"
        case let .viewport(w, h):
            if viewSettings.followsWindow {
                return "viewport: \(viewSettings.outputWidth)×\(viewSettings.outputHeight) pixels, following the window (resize it to change)"
            }
            viewSettings.outputWidth = w
            viewSettings.outputHeight = h
            return "viewport: \(w)×\(h) pixels (a setting of this run, not saved)"
        case let .inspectFace(f):
            let l = try state.layerIndex()
            let frame = try finishedFrame(width: viewSettings.outputWidth, height: viewSettings.outputHeight)
            let text = try frame.inspection(face: f, layer: l)
            // The face and its drawn triangles are highlighted when it can be drawn at all.
            if frame.scene.layers[l].mesh?.isRenderable(face: f) == true { viewSettings.inspected = .face(layer: l, index: f) }
            return text
        case .inspectNone:
            // A view aid like the inspection it clears: not an edit, so not undone or journaled.
            defer { viewSettings.inspected = nil }
            guard case let .face(_, index) = viewSettings.inspected else { return "inspect: no face was highlighted" }
            return "inspect: face \(index) no longer highlighted"
        case let .inspectLayer(ref):
            let l: Int
            if let ref { l = try state.resolve(ref) } else { l = try state.layerIndex() }
            return try finishedFrame(width: viewSettings.outputWidth, height: viewSettings.outputHeight).inspection(layer: l)
        case .fit:
            state.view.zoom = 1
            fitView(width: viewSettings.outputWidth, height: viewSettings.outputHeight)
            if host.interruption.isRequested { throw ScriptError(.interrupted) }
            guard let rect = viewSettings.fitRect else { return "fit: nothing is drawn; the view frames the container" }
            // Hundredths of a point: finer than any viewport's pixel, and short enough to read.
            let pt = { (v: Double) in v.shortDescription(places: 2) }
            return "fit: the view frames \(pt(rect.size.width))×\(pt(rect.size.height)) pt of the container "
                + "around (\(pt(rect.origin.x + rect.size.width / 2)), \(pt(rect.origin.y + rect.size.height / 2))), zoom 1"
        case let .cells(mode):
            guard let front = host.picture else { throw ScriptError(.noCellOutput) }
            front.setCells(mode)
            return "cells: " + front.cellsDescription
        case let .graphics(request):
            guard let front = host.picture else { throw ScriptError(.noTerminalPicture) }
            return try front.setGraphics(request)
        case let .panel(columns):
            return host.picture?.setPanel(columns: columns) ?? PanelColumns.noPanel
        case let .onion(n):
            viewSettings.onionFrames = n
            return n == 0 ? "onion skin off" : "onion skin: \(n) frame\(n == 1 ? "" : "s") before and after, drawn while paused"
        case let .deformation(on):
            viewSettings.showsDeformation = on
            return on ? "deformation: vertices coloured by distance from the identity position" : "deformation off"
        }
    }

    /// The render options of the current view at a given output size.
    public func renderOptions(width: Int, height: Int) -> RenderOptions {
        var selection: Selection?
        switch state.selection {
        case let .vertex(i): selection = .vertex(layer: state.selectedLayer, index: i)
        case let .face(i): selection = .face(layer: state.selectedLayer, index: i)
        case .none: selection = nil
        }
        var options = RenderOptions(width: width, height: height, supersample: state.view.supersample, overlays: state.view.overlays,
                                    selection: selection, viewRotation: state.view.rotation, zoom: state.view.zoom)
        options.framedRect = viewSettings.fitRect
        options.highlight = viewSettings.inspected
        options.deformation = viewSettings.showsDeformation
        return options
    }

}

extension SessionState {
    /// The overlays that are on, by the words `overlay` takes.
    static func describe(_ o: Overlays) -> String {
        let on = Overlays.names.filter { o.contains($0.1) }.map(\.0)
        return on.isEmpty ? "none" : on.joined(separator: " ")
    }

    static func area(_ a: Point3D, _ b: Point3D, _ c: Point3D) -> Double {
        (b - a).cross(c - a).length / 2
    }

    /// The distance between the lines through a→b and c→d: 0 exactly when the quad is flat.
    static func lineDistance(_ a: Point3D, _ b: Point3D, _ c: Point3D, _ d: Point3D) -> Double {
        let n = (b - a).cross(d - c)
        let len = n.length
        guard len > 1e-12 else { return 0 }
        return abs(n.dot(c - a)) / len
    }

    static func tetrahedronVolume(_ a: Point3D, _ b: Point3D, _ c: Point3D, _ d: Point3D) -> Double {
        abs((b - a).cross(c - a).dot(d - a)) / 6
    }
}
