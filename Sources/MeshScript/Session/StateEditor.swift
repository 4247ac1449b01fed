import MeshEngine

/// One command's edit of the document's state, with what an edit may read besides the state:
/// the playhead (a vertex edit of a moving layer edits the frame on screen, `animate` begins at
/// it) and the frame on screen. It reaches no file, journal, view setting or renderer: the
/// session does that work around it (``Session/edit(_:)``), so an edit cannot.
///
/// Mesh, layer and animation commands are its methods (`StateEditor+Mesh`, `+Scene`,
/// `+Animation`); edits that need nothing but the state are the state's own (`SessionState+…`).
struct StateEditor {
    var state: SessionState
    /// The playhead's frame, for messages that name it.
    let frame: Int
    /// Seconds at the playhead.
    let time: Double
    /// True while nobody reads the messages (a file loading, a journal restoring): mesh edits
    /// then skip formatting them.
    let quiet: Bool
    /// The host's frame on screen, which holds the scene at the playhead when it shows this state.
    let frames: FrameCache
    /// How the edit changed the state when its line alone would not reproduce it
    /// (``StateChange/editedAtPlayhead``, ``StateChange/replaced``); `.none` says nothing.
    var change = StateChange.none

    /// The scene at the playhead as the frame on screen holds it when that frame shows this
    /// state, else built: what an edit of the drawn mesh reads.
    var shownScene: Scene {
        frames.scene(frame: state.pictureFrame(at: frame), state: state) ?? state.scene(atTime: time)
    }

    /// The mesh layer `l` shows at the playhead (its drivers applied).
    func drawnMesh(layer l: Int) -> MeshTransform? {
        let scene = shownScene
        return scene.layers.indices.contains(l) ? scene.layers[l].mesh : nil
    }
}
