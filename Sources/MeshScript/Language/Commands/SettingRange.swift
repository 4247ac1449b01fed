import MeshEngine

/// The range of one number setting and its name in messages: the one owner of each limit.
/// The parser checks a typed number against it (the error at the number's column), and
/// ``SessionState/validate()`` checks the state's value against it, whatever made the state
/// (a scene file, `import json`, the journal, undo), so every door refuses the same values in
/// the same words.
public struct SettingRange: Sendable {
    /// The setting as messages name it: "intensity", "repeat count".
    public let what: String
    public let range: ClosedRange<Double>

    public init(_ what: String, _ range: ClosedRange<Double>) {
        self.what = what
        self.range = range
    }

    /// The error for `value` when it is outside the range (NaN included), else nil.
    public func problem(_ value: Double) -> ScriptError? {
        range.contains(value) ? nil : ScriptError(.outOfRange(value.scriptText, allowed: allowed))
    }

    /// `intensity must be in 0…10`.
    public var allowed: String { "\(what) must be in \(range.lowerBound.scriptText)…\(range.upperBound.scriptText)" }
}

extension SettingRange {
    /// A label's font size (`content label … size POINTS`).
    public static let labelPointSize = SettingRange("font size in points", 0.5...Label.maxPointSize)
    /// An animation's `repeat N` (forever is nil, not a number).
    public static let repeatCount = SettingRange("repeat count", 0.001...1_000_000)
    /// An animation's `at T`, and `time T`: the same ceiling as a duration, so every time can be seeked to.
    public static let startTime = SettingRange("start time in seconds", 0...maxSeconds)
    public static let time = SettingRange("time in seconds", 0...maxSeconds)
    /// A light's `intensity`, and `light ambient`'s.
    public static let lightIntensity = SettingRange("intensity", 0...10)
    /// A spot light's cone half-angle, as `coneradians` takes it (`cone` takes degrees: ``coneDegrees``).
    public static let coneRadians = SettingRange("cone half-angle in radians", 0...Double.pi)
    /// The lighting's `light diffuse`, `light specular` and its `shininess`.
    public static let diffuseFactor = SettingRange("diffuse factor", 0...1)
    public static let specular = SettingRange("specular strength", 0...10)
    public static let shininess = SettingRange("shininess", 1...1000)
    /// `layer opacity`.
    public static let opacity = SettingRange("opacity", 0...1)
    /// `layer zposition`, in points: as far as a layer's side may be (``width``) either way.
    public static let zPosition = SettingRange("z position", -10000...10000)
    /// `layer reflectance`: the share of the light a surface gives back.
    public static let reflectance = SettingRange("reflectance", 0...1)
    /// The sides of `scene size` and `layer size`, in points.
    public static let width = SettingRange("width", 1...10000)
    public static let height = SettingRange("height", 1...10000)
    /// `content disc`'s diameter.
    public static let discDiameter = SettingRange("diameter as a fraction of the side", 0...1)
    /// `zoom` and `fps` (the view's and the timeline's own ranges).
    public static let zoom = SettingRange("zoom", SessionState.zoomRange)
    public static let framesPerSecond = SettingRange("frames per second", SessionState.framesPerSecondRange)

    /// The longest animation and the latest time, in seconds.
    public static let maxSeconds = 1_000_000.0
    /// `content checker N` and `content grid N`: whole numbers of squares or lines.
    public static let contentCells = 1...512

    /// A spot light's cone half-angle in degrees (`cone DEG`): 0…180°.
    public static let coneDegrees = 0.0...180.0

    /// The error for a cone half-angle of `degrees`, as `cone` words it; nil within 0…180°.
    public static func coneProblem(degrees: Double) -> ScriptError? {
        coneDegrees.contains(degrees) ? nil
            : ScriptError(.outOfRange(degrees.scriptText + "°", allowed: "the cone half-angle must be in 0…180°"))
    }

    /// The error for an animation's duration of `seconds`: above 0 and at most ``maxSeconds``.
    public static func durationProblem(_ seconds: Double) -> ScriptError? {
        seconds > 0 && seconds <= maxSeconds ? nil
            : ScriptError(.outOfRange(seconds.scriptText, allowed: "the duration is above 0 and at most 1000000 seconds"))
    }

    /// The error for a light's direction (or `toward`) of `v`: it must not be zero. Compared by
    /// components: a length squared underflows to 0 for 1e-300 1e-300 1e-300, which is a
    /// direction all the same.
    public static func directionProblem(_ v: Point3D) -> ScriptError? {
        v != .zero ? nil : ScriptError(.outOfRange(v.scriptText, allowed: "a light's direction must not be zero"))
    }

    /// The error for `content checker N` or `content grid N` with `count` of `what`.
    public static func cellsProblem(_ count: Int, of what: String) -> ScriptError? {
        contentCells.contains(count) ? nil
            : ScriptError(.outOfRange("\(count)", allowed: "\(what) must be in \(contentCells.lowerBound)…\(contentCells.upperBound)"))
    }
}

extension ScriptError {
    /// The same error pointing at `column` (the parser's place for a range's error).
    func at(column: Int) -> ScriptError {
        var copy = self
        copy.column = column
        return copy
    }
}
