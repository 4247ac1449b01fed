import MeshEngine

extension Session {
    /// `render`, `pick` and `stats`: the commands that draw the current frame.
    mutating func performRendering(_ command: Command) throws(ScriptError) -> String {
        throw ScriptError(.unsupported("rendering is not built yet"))
    }
}
