/// A built-in scene that reproduces one figure or listing of the seed material
/// (the Mesh Transforms article, the BCMeshTransformView README and demo app, and the
/// Core Animation book's transforms chapter).
///
/// A preset is a recipe rather than a stored scene: ``scene(at:)`` builds the scene for a
/// moment of its animation, so animated presets stay exact at every frame instead of
/// drifting from interpolation.
public struct Preset: Sendable {
    /// Kebab-case identifier used on the command line (`meshplay render --preset wavy-label`).
    public let name: String
    /// A short human title.
    public let title: String
    /// One sentence on what the scene shows and how.
    public let summary: String
    /// Which seed figure or listing the scene reproduces.
    public let figure: String
    /// Whether ``scene(at:)`` changes with time.
    public let isAnimated: Bool
    /// Length of one loop of the animation in seconds; 0 for still presets.
    public let duration: Double
    /// Overlays the figure is meant to be viewed with (the subdivided mesh with its control
    /// vertices, the diagonal experiment with its diagonals); empty for most presets.
    public let overlays: Overlays
    /// How an animated preset moves its mesh, as data that `export` can translate; the build
    /// closure draws its frames from the same value. Nil for still presets.
    public let motion: PresetMotion?
    private let build: @Sendable (Double) -> Scene

    /// Makes a preset; `duration` > 0 marks it animated.
    public init(name: String, title: String, summary: String, figure: String, duration: Double = 0,
                overlays: Overlays = [], motion: PresetMotion? = nil, build: @escaping @Sendable (Double) -> Scene) {
        self.name = name
        self.title = title
        self.summary = summary
        self.figure = figure
        self.duration = max(0, duration)
        self.isAnimated = duration > 0
        self.overlays = overlays
        self.motion = motion
        self.build = build
    }

    /// The scene at `time` seconds. Animated presets loop with period ``duration``;
    /// still presets ignore the time. Non-finite times count as 0.
    public func scene(at time: Double) -> Scene {
        build(loopTime(time))
    }

    /// The scene at the start of its animation.
    public var scene: Scene { scene(at: 0) }

    /// `time` folded into `0..<duration` (0 for still presets and non-finite times).
    public func loopTime(_ time: Double) -> Double {
        guard isAnimated, time.isFinite else { return 0 }
        let t = time.truncatingRemainder(dividingBy: duration)
        return t < 0 ? t + duration : t
    }

    /// Progress through the loop at `time`, in `0..<1` (0 for still presets).
    public func progress(at time: Double) -> Double {
        isAnimated ? loopTime(time) / duration : 0
    }
}
