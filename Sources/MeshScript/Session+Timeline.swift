import MeshEngine

extension Session {
    mutating func performTimeline(_ command: Command) throws(ScriptError) -> String? {
        switch command {
        case let .fps(f):
            let time = self.time
            state.framesPerSecond = f
            frame = Int((time * f).rounded())
            return "\(f.scriptText) frames per second"
        case .play:
            isPlaying = true
            return "playing from frame \(frame)"
        case .pause:
            isPlaying = false
            return "paused at frame \(frame) (\(time.shortDescription) s)"
        case let .step(n):
            frame = advanced(by: n)
            return frameMessage
        case let .back(n):
            frame = advanced(by: -n)
            return frameMessage
        case let .frame(f):
            frame = f
            return frameMessage
        case let .time(t):
            frame = Int((t * state.framesPerSecond).rounded())
            return frameMessage
        case let .loop(on):
            state.loops = on
            return on ? "the timeline loops" : "the timeline stops at the end"
        case .key, .keyRemove, .keyList, .animate, .animationClear, .animationList:
            return try performAnimation(command)
        default:
            return nil
        }
    }

    /// The timeline time in seconds: time always comes from the frame number, so stepping is deterministic.
    public var time: Double { Double(frame) / state.framesPerSecond }

    /// The last frame of the animations, or nil when there are none or one repeats forever.
    public var lastFrame: Int? {
        var end = state.drivingPreset.flatMap { Presets.named($0)?.duration } ?? 0
        guard !state.animations.isEmpty || end > 0 else { return nil }
        for a in state.animations {
            guard let e = a.endTime else { return nil }
            end = max(end, e)
        }
        return Int((end * state.framesPerSecond).rounded(.up))
    }

    /// The frame `n` frames from the current one: wrapping when the timeline loops and has an
    /// end, otherwise clamped at 0 (and at the end when it does not loop).
    public func advanced(by n: Int) -> Int {
        let f = frame + n
        guard let last = lastFrame, last > 0 else { return max(0, f) }
        if state.loops {
            let period = last + 1
            return ((f % period) + period) % period
        }
        return min(max(0, f), last)
    }

    /// Advances one frame when playing, as a host's tick does; pauses at the end when not looping.
    public mutating func tick() {
        guard isPlaying else { return }
        let next = advanced(by: 1)
        if next == frame, !state.loops { isPlaying = false }
        frame = next
    }

    private var frameMessage: String {
        "frame \(frame) (\(time.shortDescription) s)"
    }
}
