import MeshEngine

/// TEMPORARY until animation and the renderer land.
public struct LayerAnimation: Hashable, Sendable {
    public var layer: Int
    public var keys: [String]
    public var duration: Double
    public var easingName: String
    public var autoreverses: Bool
    public var repeatCount: Double?
    public var begin: Double
    public var endTime: Double? { nil }
    func mesh(atTime t: Double) -> MeshTransform? { nil }
}

extension Session {
    mutating func performAnimation(_ command: Command) throws(ScriptError) -> String {
        throw ScriptError(.unsupported("animation is not built yet"))
    }
    mutating func performRendering(_ command: Command) throws(ScriptError) -> String {
        if let m = try performProcedural(command) { return m }
        throw ScriptError(.unsupported("rendering is not built yet"))
    }
}
