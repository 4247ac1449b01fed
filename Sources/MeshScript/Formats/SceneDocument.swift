import Foundation
import MeshEngine

/// `export json` / `import json`: the whole session state as one JSON document, versioned so a
/// later meshplay can read (or refuse, naming the version) what an earlier one wrote.
///
/// Version 1 (the README's "JSON scene format" documents every key):
/// `format` ("meshplay-scene"), `version` (1), `generator`, `scene` (container size, layers with
/// their meshes, contents, transforms, lights, background: the engine's own `Codable` forms),
/// `selectedLayer`, `selection`, `keyframes` (name → mesh), `animations` (the `animate` words per
/// layer, rebuilt from the keyframes on import), `variables` (the `let` definitions, each after
/// the ones it uses; absent when there are none), `maps` (the `map` source per layer),
/// `framesPerSecond`, `loops`, `drivingPreset`, `origin`, `view` and `frame`.
struct SceneDocument: Codable {
    static let formatName = "meshplay-scene"
    static let currentVersion = 1

    var format = SceneDocument.formatName
    var version = SceneDocument.currentVersion
    var generator = "meshplay"
    var scene: Scene
    var selectedLayer: Int
    var selection: Selection
    var keyframes: [String: MeshTransform]
    var animations: [Animation]
    /// Nil (the key left out) when the session has none, so documents without variables are
    /// written as before.
    var variables: [Variable]?
    var maps: [Map]
    var framesPerSecond: Double
    var loops: Bool
    var drivingPreset: String?
    var origin: String?
    var view: View
    var frame: Int

    /// `select vertex N`, `select face N`, or neither.
    struct Selection: Codable, Equatable {
        var vertex: Int?
        var face: Int?
    }

    /// `animate K1 K2 … duration D easing E [autoreverse] repeat N|forever at T` on `layer`.
    struct Animation: Codable, Equatable {
        var layer: Int
        var keys: [String]
        var duration: Double
        var easing: String
        var autoreverses: Bool
        /// Nil repeats forever.
        var repeatCount: Double?
        var beginTime: Double
    }

    /// `let NAME = SOURCE`.
    struct Variable: Codable, Equatable {
        var name: String
        var source: String
    }

    /// `map SOURCE` (one that uses `t`) on `layer`.
    struct Map: Codable, Equatable {
        var layer: Int
        var source: String
    }

    /// The view: overlays by name, supersampling, orbit and zoom.
    struct View: Codable, Equatable {
        var overlays: [String]
        var supersample: Int
        var yawDegrees: Double
        var pitchDegrees: Double
        var zoom: Double
    }

    /// The document of a session's state at its current frame.
    init(_ s: SessionState, frame: Int) {
        scene = s.scene
        selectedLayer = s.selectedLayer
        switch s.selection {
        case let .vertex(i): selection = Selection(vertex: i)
        case let .face(i): selection = Selection(face: i)
        case .none: selection = Selection()
        }
        keyframes = s.keyframes
        animations = s.animations.map {
            let spec = $0.spec
            return Animation(layer: $0.layer, keys: spec.keys, duration: spec.duration, easing: spec.easing,
                             autoreverses: spec.autoreverses, repeatCount: spec.repeatCount, beginTime: spec.begin ?? 0)
        }
        let names = s.variables.definitionOrder
        variables = names.isEmpty ? nil : names.map { Variable(name: $0, source: s.variables.sources[$0] ?? "") }
        maps = s.maps.map { Map(layer: $0.layer, source: $0.assignment.source) }
        framesPerSecond = s.framesPerSecond
        loops = s.loops
        drivingPreset = s.drivingPreset
        origin = s.origin
        view = View(overlays: Overlays.names.filter { s.view.overlays.contains($0.1) }.map(\.0),
                    supersample: s.view.supersample, yawDegrees: s.view.yawDegrees, pitchDegrees: s.view.pitchDegrees,
                    zoom: s.view.zoom)
        self.frame = frame
    }

    /// The session state the document describes, after ``check()``; animations and maps are
    /// rebuilt as `animate` and `map` build them, so a document that names a missing keyframe
    /// or a bad expression is refused with the reason and the place.
    func state() throws(Problem) -> SessionState {
        try check()
        var s = SessionState(scene: scene, selectedLayer: selectedLayer, keyframes: keyframes,
                             framesPerSecond: framesPerSecond, loops: loops)
        if let v = selection.vertex { s.selection = .vertex(v) } else if let f = selection.face { s.selection = .face(f) }
        for (i, a) in animations.enumerated() {
            let spec = AnimationSpec(keys: a.keys, duration: a.duration, easing: a.easing, autoreverses: a.autoreverses,
                                     repeatCount: a.repeatCount, begin: a.beginTime)
            // The ranges `animate` takes, at their keys, before the animation is built from them.
            if let (key, error) = spec.rangeProblem() { throw Problem(path: [.key("animations"), .index(i), .key(key)], error: error) }
            do { s.animations.append(try LayerAnimation(layer: a.layer, spec: spec, begin: a.beginTime, keyframes: keyframes)) } catch {
                throw Problem(path: [.key("animations"), .index(i)], error: error)
            }
        }
        s.variables = try definedVariables()
        for (i, m) in maps.enumerated() {
            do { s.maps.append(ProceduralMap(layer: m.layer, assignment: try VertexAssignment.parse(m.source, scope: s.variables.scope))) } catch {
                throw Problem(path: [.key("maps"), .index(i), .key("source")], error: ScriptError(.expression("map: \(error.description)")))
            }
        }
        s.drivingPreset = drivingPreset
        s.origin = origin
        var overlays: Overlays = []
        for (i, name) in view.overlays.enumerated() {
            let o = Overlays.named(name)
            guard !o.isEmpty else {
                throw Problem(path: [.key("view"), .key("overlays"), .index(i)], error: ScriptError(.unknownName(name, kind: "overlay", suggestion: nil)))
            }
            overlays.insert(o)
        }
        s.view = ViewState(overlays: overlays, supersample: view.supersample, yawDegrees: view.yawDegrees,
                           pitchDegrees: view.pitchDegrees, zoom: view.zoom)
        return s
    }
}
