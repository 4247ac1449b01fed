import MeshEngine
import MeshScript

extension BenchCommand {
    /// Plays the playground's opening scene at `width`×`height` pixels for 3 warm-up frames and
    /// then `runs` measured ones, the frame rendered on `threads` threads and timed; `each` gets
    /// the renderer (its image is the frame just drawn), the render time in ms and whether the
    /// frame counts (warm-up frames fill encoders' screens and caches). Returns the last frame's stats.
    static func playOpeningScene(runs: Int, threads: Int, width: Int, height: Int,
                                 each: (_ renderer: Renderer, _ renderMilliseconds: Double, _ measured: Bool) -> Void) -> RenderStats {
        var session = Session()
        _ = session.execute("preset \(PlaygroundModel.defaultPreset)")
        _ = session.execute("play")
        let renderer = Renderer()
        renderer.threads = threads
        var last = RenderStats()
        for frame in 0..<(runs + 3) {
            session.tick()
            let t0 = now(threads: threads)
            last = renderer.render(session.frameScene, options: session.renderOptions(width: width, height: height))
            let t1 = now(threads: threads)
            each(renderer, Double(t1 - t0) / 1e6, frame >= 3)
        }
        return last
    }
}
