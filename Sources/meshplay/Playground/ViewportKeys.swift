import MeshEngine
import MeshScript

/// What each viewport key does, as command lines (so keys and typed commands share one path).
enum ViewportKeys {
    /// Orbit step in degrees per arrow key.
    static let orbitStep = 10.0
    static let zoomFactor = 1.25

    static func commands(for key: Key, model: PlaygroundModel) -> [String] {
        let view = model.view
        switch key {
        case .left: return [orbit(yaw: view.yawDegrees - orbitStep, pitch: view.pitchDegrees)]
        case .right: return [orbit(yaw: view.yawDegrees + orbitStep, pitch: view.pitchDegrees)]
        case .up: return [orbit(yaw: view.yawDegrees, pitch: view.pitchDegrees + orbitStep)]
        case .down: return [orbit(yaw: view.yawDegrees, pitch: view.pitchDegrees - orbitStep)]
        case .character("+"), .character("="): return [zoom(view.zoom * zoomFactor)]
        case .character("-"), .character("_"): return [zoom(view.zoom / zoomFactor)]
        case .character("0"): return ["orbit 0 0", "zoom 1"]
        case .character("f"): return ["fit"]
        case .character(" "): return [model.isPlaying ? "pause" : "play"]
        case .character("."), .character(">"): return ["step 1"]
        case .character(","), .character("<"): return ["back 1"]
        case .character("w"): return [toggle("wire", .wireframe, view)]
        case .character("d"): return [toggle("diagonals", .diagonals, view)]
        case .character("v"): return [toggle("vertices", .vertices, view)]
        case .character("i"): return [toggle("indices", .indices, view)]
        case .character("c"): return ["cells next"]
        case .character("["): return panel(model, by: -PanelWidth.step)
        case .character("]"): return panel(model, by: PanelWidth.step)
        case .character("t"):
            let all = Triangulation.allCases
            let current = model.triangulation.flatMap { all.firstIndex(of: $0) } ?? -1
            return ["triangulation " + all[(current + 1) % all.count].rawValue]
        default: return []
        }
    }

    /// What an unbound key in the viewport prints: the keys that are bound.
    static let hint = "viewport keys: arrows orbit, + - zoom, 0 reset, Space play, . , step, w d v i overlays, "
        + "t triangulation, c cell mode, [ ] panel width, Tab REPL, ? keys, q quit"

    /// The view's own numbers go into the line exactly (``Double/scriptText``): the journal keeps
    /// the line, so a replay must reach the same view, and zooming in and out again must come back
    /// to where it started rather than drift by a rounding per key.
    static func orbit(yaw: Double, pitch: Double) -> String {
        "orbit \(yaw.scriptText) \(max(-90, min(90, pitch)).scriptText)"
    }

    /// `panel N` for the width one key press from the width shown makes (the command says
    /// when the window cannot show it); nothing where no panel is shown.
    static func panel(_ model: PlaygroundModel, by delta: Int) -> [String] {
        guard let panel = model.picture.panel else { return [] }
        let shown = Layout(columns: panel.window.columns, rows: panel.window.rows, panelColumns: panel.columns).output.columns
        return ["panel \(PanelWidth.stepped(from: shown, by: delta) ?? shown)"]
    }

    static func zoom(_ z: Double) -> String {
        let range = SessionState.zoomRange
        return "zoom \(max(range.lowerBound, min(range.upperBound, z)).scriptText)"
    }

    static func toggle(_ name: String, _ overlay: Overlays, _ view: ViewState) -> String {
        "overlay \(name) \(view.overlays.contains(overlay) ? "off" : "on")"
    }

    /// A short decimal (at most three places) for a dragged vertex: the pointer moves by whole
    /// pixels, so more digits would only show noise; the line run is the line journaled.
    static func number(_ v: Double) -> String {
        let rounded = (v * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
