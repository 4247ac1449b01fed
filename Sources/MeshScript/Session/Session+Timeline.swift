import MeshEngine

extension Session {
    mutating func performTimeline(_ command: TimelineCommand) throws(ScriptError) -> String {
        switch command {
        case let .fps(f):
            let t = time, before = frame
            state.framesPerSecond = f
            syncTimeline()
            timeline.seek(time: t)
            // The playhead keeps its time, so its frame number changes: say so, or the status
            // line's frame disagrees with the last frame the REPL printed.
            return "\(f.scriptText) frames per second" + (frame == before ? "" : "; the playhead keeps its time: " + frameMessage)
        case .play:
            // A stopped timeline left at its end would stop again on the first tick, so `play`
            // (and Space) starts it over, as a media player does, rather than claim to play.
            if !state.loops, let last = timeline.lastFrame, frame >= last {
                timeline.seek(frame: 0)
                timeline.playing = true
                return "playing from frame 0 (the timeline had stopped at its end, frame \(last))"
            }
            timeline.playing = true
            return "playing from frame \(frame)"
        case .pause:
            timeline.playing = false
            return "paused at " + frameMessage
        case let .step(n):
            let before = frame
            timeline.step(by: n)
            // Without the loop the playhead stops at the last frame; a step that moves less than
            // asked (or not at all) would otherwise read as a step that did nothing.
            if !timeline.loop, let last = timeline.lastFrame, frame == last, n > last - before {
                return frameMessage + ", the last: the timeline stops there (loop off; loop on goes round to frame 0)"
            }
            return frameMessage
        case let .back(n):
            let before = frame
            timeline.step(by: -n)
            if frame == 0, n > before, !timeline.loop || timeline.loopEnd == nil {
                return frameMessage + ", the first" + (timeline.lastFrame == nil ? "" : " (loop off; loop on goes round to the last)")
            }
            return frameMessage
        case let .frame(f):
            timeline.seek(frame: f)
            return frameMessage + pastEndNote(asked: f > frame ? "frame \(f)" : nil)
        case let .time(t):
            timeline.seek(time: t)
            return frameMessage + pastEndNote(asked: t > time && frame == timeline.lastFrame ? "\(t.shortDescription) s" : nil)
        case let .loop(on):
            state.loops = on
            let said = on ? "the timeline loops" : "the timeline stops at the end"
            // An unbounded timeline has no end to loop or stop at: say why, or the words mislead.
            guard timeline.lastFrame == nil, let reason = state.nonRepeatingReason else { return said }
            return said + " (it has no end yet: \(reason))"
        }
    }

    /// The current frame.
    public var frame: Int { timeline.frame }
    /// Whether the host's ticks advance the timeline (`play` / `pause`).
    public var isPlaying: Bool { timeline.playing }
    /// Seconds at the current frame: time always comes from the frame number, so frame N
    /// shows the same scene every time.
    public var time: Double { timeline.time }

    /// Moves the playhead (clamped to the animations' length).
    public mutating func setFrame(_ f: Int) {
        timeline.seek(frame: f)
    }

    /// Starts or stops playback, as `play` and `pause` do but without a message.
    public mutating func setPlaying(_ playing: Bool) {
        timeline.playing = playing
    }

    /// The host's tick: one frame forward when playing. Returns whether the frame changed.
    @discardableResult
    public mutating func tick() -> Bool {
        timeline.advance()
    }

    /// Whether one frame can differ from another: an animated preset drives the meshes, an
    /// animation plays or a procedural map reads `t` (maps that do not are baked, never kept).
    public var animates: Bool {
        state.drivingPreset.flatMap(Presets.named)?.isAnimated == true || !state.animations.isEmpty || !state.maps.isEmpty
    }

    /// Makes the playhead follow the animations' length (its frame rate and looping are read
    /// from the state by ``timeline`` itself).
    mutating func syncTimeline() {
        let length = state.animationLength
        if timeline.duration != length { timeline.duration = length }
        let repeats = lastFrameRepeatsFirst
        if timeline.lastFrameRepeatsFirst != repeats { timeline.lastFrameRepeatsFirst = repeats }
    }

    /// Whether the timeline's last frame shows what frame 0 shows, so a loop skips it. An
    /// animated preset's length is one period of its loop; an animation that stops (`animate a b`
    /// without `repeat forever`) ends on its own picture, keyframe `b` or, autoreversed, `a`
    /// again: the two frames are compared.
    private var lastFrameRepeatsFirst: Bool {
        guard !state.animations.isEmpty, let last = timeline.lastFrame else { return true }
        return scene(atTime: timeline.time(ofFrame: last)) == scene(atTime: 0)
    }

    /// The last frame a looping timeline plays before frame 0 again; nil when unbounded.
    public var loopEnd: Int? { timeline.loopEnd }

    /// Why the playhead is not where `frame` or `time` asked: a bounded timeline ends at its
    /// last frame, and a silent clamp would read as a wrong number.
    private func pastEndNote(asked: String?) -> String {
        guard let asked, let last = timeline.lastFrame else { return "" }
        return ", the last: the timeline ends at frame \(last) (\(asked) asked)"
    }

    /// `frame N (T s)`: where the playhead is, in the words `frame` takes.
    var frameMessage: String {
        "frame \(frame) (\(time.shortDescription) s)"
    }
}

extension Session {
    /// The scene at the timeline's current frame: the animated preset, animations and
    /// procedural maps applied in that order. Time comes from the frame number only.
    public var frameScene: Scene {
        scene(atTime: time)
    }

    /// ``frameScene`` as the frame on screen holds it when that frame shows this state at this
    /// timeline frame, else built: what a query or an edit of the drawn mesh reads.
    var shownScene: Scene {
        host.frames.scene(frame: pictureFrame, state: state) ?? frameScene
    }

    /// The scene at `t` seconds (``SessionState/scene(atTime:)``).
    public func scene(atTime t: Double) -> Scene {
        state.scene(atTime: t)
    }

    /// The span the playground's timeline shows, in frames: the timeline's length, which is
    /// the range `play`, `step`, `frame` and `render --frames` use (``state.animationLength``); nil
    /// when it is unbounded: nothing moves, or the picture never repeats.
    public var timelineSpan: Int? { timeline.lastFrame }

    /// The frames at which a keyframe is reached, within ``timelineSpan``, sorted (at most 512).
    public var keyframeFrames: [Int] {
        guard let span = timelineSpan else { return [] }
        var frames = Set<Int>()
        for a in state.animations {
            let anim = a.animation
            var cycle = [0.0]
            for d in anim.durations { cycle.append((cycle.last ?? 0) + d) }
            let forward = cycle.last ?? 0
            if anim.autoreverses { cycle += cycle.dropLast().reversed().map { 2 * forward - $0 } }
            let period = anim.autoreverses ? 2 * forward : forward
            guard period > 0, period.isFinite else { continue }
            var start = anim.beginTime
            while frames.count < 512 {
                let first = Int((start * timeline.fps).rounded())
                guard first <= span else { break }
                for t in cycle {
                    let f = Int(((start + t) * timeline.fps).rounded())
                    if f >= 0 && f <= span { frames.insert(f) }
                }
                start += period
            }
        }
        return frames.sorted()
    }
}
