import MeshEngine

/// The code formats `export` writes, as the command names them.
public enum CodeExportFormat: String, CaseIterable, Sendable {
    /// BCMeshTransformView (open source, UIKit), in Swift.
    case swift
    /// BCMeshTransformView, in Objective-C.
    case objc
    /// Core Animation's private CAMeshTransform, in Objective-C.
    case camesh
    /// A Core Animation archive (`.caml`) layer with a `meshTransform` attribute.
    case caml

    /// What the file holds, for messages.
    var what: String {
        switch self {
        case .swift: return "BCMeshTransformView Swift"
        case .objc: return "BCMeshTransformView Objective-C"
        case .camesh: return "CAMeshTransform Objective-C (private API)"
        case .caml: return "CAML"
        }
    }
}

/// What `export swift|objc|camesh|caml` writes about the selected layer, gathered once so the
/// four writers say the same thing: the mesh, its keyframes and animations, the transform and
/// the light, in the terms of the APIs that mesh transforms live in.
struct SceneCode {
    /// meshplay's version, named in every header.
    static let meshplayVersion = "0.9"

    var layerIndex: Int
    var layer: Layer
    var mesh: MeshTransform
    var scene: Scene
    /// The keyframes the animations pass through, in first-use order, with their meshes: the
    /// named keyframes of `animate`, or the frames a procedural motion was sampled into.
    var keyframes: [(name: String, mesh: MeshTransform)]
    var animations: [Played]
    /// Where the scene came from, for the header.
    var sceneName: String
    /// What the layer shows, as the BCMeshTransformView code gives it to the view.
    var content = ExportedContent.missing("not asked for")
    /// Every layer's content, by layer index, for the formats that write the whole tree
    /// (`camesh`, `caml`); empty for the BCMeshTransformView formats, which use ``content``.
    var treeContents: [ExportedContent] = []
    /// The subdivision steps baked into ``mesh`` and the keyframes (`export … subdivided`), or nil.
    var bakedSteps: Int?
    /// The prefix of every name the code declares (``CodeExportOptions/name``).
    var codeName = CodeExportOptions.defaultName
    /// The procedural motion of the layer (an animated preset, a `map` using `t`), sampled into
    /// keyframes, or why it could not be; nil when none moves the layer.
    var sampling: Sampling?
    /// The procedural motion of the layer as formulas the code runs every frame, when it can
    /// be one; then neither ``keyframes`` nor ``sampling`` stand for it.
    var motion: Motion?

    /// An animation as the exported code plays it: keyframes by index, one easing per segment
    /// (BCMeshTransformView's chained blocks and MeshAnimation both ease each segment) and Core
    /// Animation's timing.
    struct Played {
        /// What it is, for the doc comment.
        var title: String
        /// Indices into ``SceneCode/keyframes``, in the order one pass visits them.
        var keys: [Int]
        /// Seconds per segment, one fewer than `keys`.
        var durations: [Double]
        var easing: Easing
        var autoreverses: Bool
        /// Passes (a reverse pass included); `.infinity` repeats forever.
        var repeatCount: Double
        var beginTime: Double

        var duration: Double { durations.reduce(0, +) }
    }

    init(session s: SessionState, layer l: Int, mesh: MeshTransform, sampling: Sampling?) {
        layerIndex = l
        layer = s.scene.layers[l]
        self.mesh = mesh
        scene = s.scene
        sceneName = s.origin ?? "untitled"
        self.sampling = sampling
        if let sampling, !sampling.samples.isEmpty {
            // The samples stand for everything that moves the layer, keyframe animations included.
            keyframes = sampling.samples.enumerated().map { ("sample \($0.offset) at \(sampling.time(of: $0.offset).scriptText) s", $0.element) }
            animations = [sampling.played]
            return
        }
        let own = s.animations.filter { $0.layer == l }
        var names: [String] = []
        for a in own { for k in a.keys where !names.contains(k) { names.append(k) } }
        let named = names.compactMap { n in s.keyframes[n].map { (name: n, mesh: $0) } }
        keyframes = named
        animations = own.map { a in
            Played(title: "\(a.keys.joined(separator: " → ")), \(a.duration.scriptText) s, easing \(a.easingText)"
                       + (a.animation.autoreverses ? ", autoreverse" : "")
                       + (a.animation.repeatCount.isFinite ? (a.animation.repeatCount == 1 ? "" : ", repeat \(a.animation.repeatCount.scriptText)") : ", repeat forever"),
                   keys: a.keys.map { k in named.firstIndex { $0.name == k } ?? 0 }, durations: a.animation.durations,
                   easing: a.animation.easing, autoreverses: a.animation.autoreverses,
                   repeatCount: a.animation.repeatCount == 0 ? 1 : a.animation.repeatCount, beginTime: a.animation.beginTime)
        }
    }

    /// The header comment lines (without comment markers).
    func header(_ what: String) -> [String] {
        ["Generated by meshplay \(Self.meshplayVersion) (`export`): \(what)",
         "Scene: \(Self.cComment(sceneName)), layer \(layerIndex) \"\(Self.cComment(layer.name))\" (\(layer.size.width.scriptText) × \(layer.size.height.scriptText) points): "
            + "\(Int.meshSize(vertices: mesh.vertices.count, faces: mesh.faces.count)), subdivision \(mesh.subdivisionSteps), depth \(mesh.depthNormalization.rawValue)."]
            + (sampling.map { [$0.headerLine] } ?? []) + (motion.map { [$0.headerLine] } ?? [])
            + (mesh.limitSurface ? ["Not exported: subdivision limit (meshplay's limit-surface pass; Core Animation has no such setting)."] : [])
    }

    /// The first directional light, the one BCMeshTransformView's single light can stand for.
    var directionalLight: Light? { scene.lighting.lights.first { $0.kind == .directional } }

    /// `lightDirection`: BCMeshTransformView's vector points at the light (its default
    /// {0, 0, 1} lights a flat view from the viewer's side), as meshplay's `direction` does.
    var lightDirection: Point3D { directionalLight?.direction ?? Point3D(0, 0, 1) }

    /// A depth normalization constant's name, for a prefix (`kBC`, `kCA`).
    static func depthConstant(_ depth: DepthNormalization, _ prefix: String) -> String {
        let name: String
        switch depth {
        case .none: name = "None"
        case .width: name = "Width"
        case .height: name = "Height"
        case .min: name = "Min"
        case .max: name = "Max"
        case .average: name = "Average"
        }
        return "\(prefix)DepthNormalization\(name)"
    }
}
