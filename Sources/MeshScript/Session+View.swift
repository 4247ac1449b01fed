import MeshEngine

extension Session {
    mutating func performView(_ command: ViewCommand) throws(ScriptError) -> String {
        switch command {
        case let .overlays(set):
            state.view.overlays = set
            return "overlays: \(Session.describe(set))"
        case let .overlay(o, on):
            if on { state.view.overlays.insert(o) } else { state.view.overlays.remove(o) }
            return "overlays: \(Session.describe(state.view.overlays))"
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
            if let size = followedViewport {
                return "viewport: \(size.width)×\(size.height) pixels, following the window (resize it to change)"
            }
            state.view.width = w
            state.view.height = h
            return "viewport: \(w)×\(h) pixels"
        case let .inspectFace(f):
            return try inspect(face: f)
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
        return RenderOptions(width: width, height: height, supersample: state.view.supersample, overlays: state.view.overlays,
                             selection: selection, viewRotation: state.view.rotation, zoom: state.view.zoom)
    }

    static func describe(_ o: Overlays) -> String {
        let on = Overlays.names.filter { o.contains($0.1) }.map(\.0)
        return on.isEmpty ? "none" : on.joined(separator: " ")
    }

    /// `inspect face N`: indices, the diagonal used, both triangles' areas and how far the
    /// quad is from flat, all in layer points (z scaled by the depth normalization), for the
    /// mesh as drawn at the current frame.
    private func inspect(face f: Int) throws(ScriptError) -> String {
        let l = try layerIndex()
        guard let mesh = frameScene.layers[l].mesh else { throw ScriptError(.noMesh(layer: l)) }
        guard mesh.faces.indices.contains(f) else { throw ScriptError(.mesh(.faceIndexOutOfRange(index: f, count: mesh.faces.count))) }
        let layer = state.scene.layers[l]
        let face = mesh.faces[f]
        var lines = ["face \(f): \(face)"]
        guard mesh.isRenderable(face: f) else {
            return (lines + [Session.problemNote(mesh, face: f).dropFirst().description]).joined(separator: "\n")
        }
        let p = (0..<4).map {
            mesh.depthNormalization.points(mesh.vertices[face.indices[$0]].to, width: layer.size.width, height: layer.size.height)
        }
        let diagonal = layer.faceDiagonals[f] ?? (layer.triangulation == .diagonal13 ? .d13 : .d02)
        let override = layer.faceDiagonals[f] != nil ? "per-face override" : "layer triangulation \(layer.triangulation.rawValue)"
        lines.append("diagonal: \(diagonal.rawValue) (\(override))")
        let areas02 = (Session.area(p[0], p[1], p[2]), Session.area(p[2], p[3], p[0]))
        let areas13 = (Session.area(p[0], p[1], p[3]), Session.area(p[1], p[2], p[3]))
        let used = diagonal == .d02 ? areas02 : areas13
        let other = diagonal == .d02 ? areas13 : areas02
        lines.append("triangle areas: \(used.0.shortDescription) and \(used.1.shortDescription) pt² "
                     + "(the other diagonal: \(other.0.shortDescription) and \(other.1.shortDescription))")
        lines.append("non-planarity: the diagonals pass \(Session.lineDistance(p[0], p[2], p[1], p[3]).shortDescription) pt apart; "
                     + "tetrahedron volume \(Session.tetrahedronVolume(p[0], p[1], p[2], p[3]).shortDescription) pt³")
        return lines.joined(separator: "\n")
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
