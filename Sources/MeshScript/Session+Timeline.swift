import MeshEngine

extension Session {
    mutating func performTimeline(_ command: TimelineCommand) throws(ScriptError) -> String {
        switch command {
        case let .fps(f):
            let t = time
            state.framesPerSecond = f
            syncTimeline()
            timeline.seek(time: t)
            return "\(f.scriptText) frames per second"
        case .play:
            timeline.playing = true
            return "playing from frame \(frame)"
        case .pause:
            timeline.playing = false
            return "paused at " + frameMessage
        case let .step(n):
            timeline.step(by: n)
            return frameMessage
        case let .back(n):
            timeline.step(by: -n)
            return frameMessage
        case let .frame(f):
            timeline.seek(frame: f)
            return frameMessage
        case let .time(t):
            timeline.seek(time: t)
            return frameMessage
        case let .loop(on):
            state.loops = on
            return on ? "the timeline loops" : "the timeline stops at the end"
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

    /// Seconds until every animation (and an animated preset's loop) has ended; 0 when there
    /// are none or one repeats forever, which leaves the timeline unbounded.
    public var animationLength: Double {
        var end = state.drivingPreset.flatMap { Presets.named($0)?.duration } ?? 0
        for a in state.animations {
            guard let e = a.endTime else { return 0 }
            end = max(end, e)
        }
        return end
    }

    /// Makes the playhead follow the state's frame rate, looping and animation length.
    mutating func syncTimeline() {
        if timeline.fps != state.framesPerSecond { timeline.fps = state.framesPerSecond }
        if timeline.loop != state.loops { timeline.loop = state.loops }
        let length = animationLength
        if timeline.duration != length { timeline.duration = length }
    }

    private var frameMessage: String {
        "frame \(frame) (\(time.shortDescription) s)"
    }
}
