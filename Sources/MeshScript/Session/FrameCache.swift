import MeshEngine

/// The host's frame: one ``Renderer`` (its buffers reused frame after frame) and what its last
/// frame was drawn from. The playground's render loop, `pick`, `inspect`, `stats` and `render`
/// all go through ``Session/renderedFrame(width:height:)``, so a frame is drawn once and every
/// answer reads the picture on screen.
///
/// A class: copies of a session (and of its host) share the frame, which is keyed by the state,
/// the timeline frame and the render options, never trusted blindly.
public final class FrameCache {
    public let renderer = Renderer()
    var key: Key?
    /// How many frames were drawn (tests check that answers reuse the frame on screen).
    public private(set) var draws = 0

    struct Key {
        var frame: Int
        /// Onion-skin frames drawn over the picture (0 while playing).
        var ghosts: Int
        var options: RenderOptions
        var state: SessionState
    }

    public init() {}

    /// Whether the last frame was drawn from exactly these inputs (cheap checks first; equal
    /// states share their arrays, so the state comparison is quick when nothing changed).
    func holds(frame: Int, ghosts: Int = 0, options: RenderOptions, state: SessionState) -> Bool {
        guard let key else { return false }
        return key.frame == frame && key.ghosts == ghosts && key.options == options && key.state == state
    }

    /// The scene the last frame was drawn from, when that frame was drawn from `state` at
    /// timeline `frame` (at whatever size and view): the frame on screen already holds the scene
    /// at that frame, so a query need not build it again. Nil otherwise.
    func scene(frame: Int, state: SessionState) -> Scene? {
        guard let key, key.frame == frame, key.state == state else { return nil }
        return renderer.frame.scene
    }

    func drew(_ key: Key) {
        self.key = key
        draws += 1
    }

    /// Forgets the last frame (the next request draws again).
    public func invalidate() { key = nil }
}
