import MeshEngine

/// An `animate` command's result: a ``MeshAnimation`` through named keyframes driving one
/// layer's mesh, with the words it was given so a scene file can say it again exactly.
public struct LayerAnimation: Hashable, Sendable {
    /// The layer whose mesh it drives.
    public var layer: Int
    /// The keyframe names, in order.
    public var keys: [String]
    /// Seconds for one pass through all keyframes, as given (split evenly between segments).
    public var duration: Double
    /// The easing as typed (``Easing/parse(_:)`` reads it).
    public var easingText: String
    /// The engine's animation, with the keyframes' meshes.
    public var animation: MeshAnimation

    public init(layer: Int, keys: [String], duration: Double, easingText: String, animation: MeshAnimation) {
        self.layer = layer
        self.keys = keys
        self.duration = duration
        self.easingText = easingText
        self.animation = animation
    }

    /// Builds the animation from the keyframes' meshes, or says which keyframe does not fit.
    public init(layer: Int, spec: AnimationSpec, begin: Double, keyframes: [String: MeshTransform]) throws(ScriptError) {
        var meshes: [MeshTransform] = []
        for (k, name) in spec.keys.enumerated() {
            guard let mesh = keyframes[name] else {
                throw ScriptError(.unknownName(name, kind: "keyframe",
                                               suggestion: NameSuggestion.closest(to: name, among: keyframes.keys.sorted())),
                                  column: spec.keyColumns.indices.contains(k) ? spec.keyColumns[k] : 0)
            }
            meshes.append(mesh)
        }
        let easing: Easing
        do { easing = try Easing.parse(spec.easing) } catch { throw ScriptError(.expression(error.description)) }
        let segment = spec.duration / Double(spec.keys.count - 1)
        do {
            let animation = try MeshAnimation(keyframes: meshes, durations: Array(repeating: segment, count: meshes.count - 1),
                                              easing: easing, autoreverses: spec.autoreverses,
                                              repeatCount: spec.repeatCount ?? .infinity, beginTime: begin)
            self.init(layer: layer, keys: spec.keys, duration: spec.duration, easingText: spec.easing, animation: animation)
        } catch {
            throw ScriptError(.incompatibleAnimation(error, keys: spec.keys))
        }
    }

    /// The command that recreates this animation, given its keyframes.
    public var spec: AnimationSpec {
        let count = animation.repeatCount
        return AnimationSpec(keys: keys, duration: duration, easing: easingText, autoreverses: animation.autoreverses,
                             repeatCount: count.isFinite ? count : nil, begin: animation.beginTime)
    }

    /// When the animation stops changing, or nil when it repeats forever.
    public var endTime: Double? {
        let total = animation.totalDuration
        return total.isFinite ? animation.beginTime + total : nil
    }
}
