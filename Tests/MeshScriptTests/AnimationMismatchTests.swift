import MeshEngine
import Testing
@testable import MeshScript

/// `animate` on keyframes that do not match carries the animation's error and the keyframes'
/// names (``ScriptError/Kind/incompatibleAnimation(_:keys:)``), and the mismatch as a value
/// (``KeyframeMismatch``), so a caller can match the case.
@Suite struct AnimationMismatchTests {
    @Test func aVertexCountMismatchMatchesItsCase() throws {
        var s = session(["grid 2 2", "key small", "grid 3 3", "key big"])
        let error = try #require(failure(&s, "animate small big duration 1"))
        guard case .incompatibleAnimation(.incompatibleKeyframe(1, .incompatible(.vertexCount(9, 16))), keys: ["small", "big"]) = error.kind else {
            Issue.record("not the typed case: \(error.kind)")
            return
        }
        #expect(error.message == "these keyframes cannot be animated: 'big' does not match 'small': vertex count 9 vs 16")
    }
}
